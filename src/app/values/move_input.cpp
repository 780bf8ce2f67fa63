#include "values/move_input.hpp"

#include <algorithm>

namespace draughts::app {

namespace {

// The distinct moves among `candidates` (several routes may make one move).
std::vector<const MoveInput::Candidate*> distinctMoves(const std::vector<const MoveInput::Candidate*>& candidates)
{
    std::vector<const MoveInput::Candidate*> distinct;
    for (const MoveInput::Candidate* c : candidates)
        if (std::none_of(distinct.begin(), distinct.end(), [&](const auto* d) { return d->move.sameMove(c->move); }))
            distinct.push_back(c);
    return distinct;
}

} // namespace

void MoveInput::select(const game::Game& game, core::Square from)
{
    clear();
    m_selected = from;
    for (const core::Move& move : game.permittedMoves()) {
        if (move.from != from || move.kind == core::MoveKind::Placement)
            continue;
        const bool legal = game.legalMoves().contains(move);
        for (Route& route : rules::routesOf(game.variant(), game.position(), move))
            m_candidates.push_back({move, std::move(route), legal});
    }
}

void MoveInput::clear()
{
    m_selected = core::NoSquare;
    m_landings.clear();
    m_candidates.clear();
}

bool MoveInput::isOpen(const Candidate& candidate) const
{
    return candidate.route.size() >= m_landings.size() &&
           std::equal(m_landings.begin(), m_landings.end(), candidate.route.begin());
}

std::vector<const MoveInput::Candidate*> MoveInput::open(bool legalOnly) const
{
    std::vector<const Candidate*> result;
    for (const Candidate& c : m_candidates)
        if (isOpen(c) && (c.legal || !legalOnly))
            result.push_back(&c);
    return result;
}

core::Bitboard MoveInput::nextLandings(bool legalOnly) const
{
    core::Bitboard squares = 0;
    for (const Candidate* c : open(legalOnly))
        if (c->route.size() > m_landings.size())
            squares |= core::bitOf(c->route[m_landings.size()]);
    return squares;
}

MoveInput::Step MoveInput::click(core::Square target)
{
    const std::vector<const Candidate*> candidates = open(false);
    std::vector<const Candidate*> extended;
    for (const Candidate* c : candidates)
        if (c->route.size() > m_landings.size() && c->route[m_landings.size()] == target)
            extended.push_back(c);

    if (!extended.empty()) {
        const auto moves = distinctMoves(extended);
        if (moves.size() == 1) {
            // The rest of the capture is unambiguous: complete it along the first matching route.
            return {Outcome::Completed, moves.front()->move, moves.front()->route};
        }
        m_landings.push_back(target);
        return {Outcome::Extended, {}, {}};
    }

    // A click on the final square of a capture skips the landings in between.
    std::vector<const Candidate*> ending;
    for (const Candidate* c : candidates)
        if (c->route.back() == target)
            ending.push_back(c);
    const auto moves = distinctMoves(ending);
    if (moves.size() == 1)
        return {Outcome::Completed, moves.front()->move, moves.front()->route};
    return {moves.empty() ? Outcome::NotALanding : Outcome::Ambiguous, {}, {}};
}

} // namespace draughts::app
