#include "board/highlights.hpp"

#include "controller/game_controller.hpp"
#include "players/human_input.hpp"

namespace draughts::app {

using core::Bitboard;
using core::Square;

bool Highlights::personToMove() const { return m_input.awaitedHuman() != nullptr; }

Square Highlights::selected() const { return m_input.selected(); }

Bitboard Highlights::movable() const
{
    Bitboard pieces = 0;
    if (personToMove())
        for (const core::Move& m : m_controller.shown().legalMoves())
            if (m.kind != core::MoveKind::Placement)
                pieces |= core::bitOf(m.from);
    return pieces;
}

Bitboard Highlights::mustCapture() const
{
    Bitboard pieces = 0;
    if (personToMove())
        for (const core::Move& m : m_controller.shown().legalMoves())
            if (m.isCapture())
                pieces |= core::bitOf(m.from);
    return pieces;
}

Bitboard Highlights::destinations() const { return m_input.moveInput().nextLandings(true); }

Bitboard Highlights::capturePath() const
{
    Bitboard path = 0;
    for (Square s : m_input.moveInput().landings())
        path |= core::bitOf(s);
    for (const MoveInput::Candidate* c : m_input.moveInput().open(true))
        if (c->move.isCapture())
            for (Square s : c->route)
                path |= core::bitOf(s);
    return path;
}

Bitboard Highlights::toBeCaptured() const
{
    Bitboard taken = 0;
    for (const MoveInput::Candidate* c : m_input.moveInput().open(true))
        taken |= c->move.captured;
    return taken;
}

std::vector<rules::Route> Highlights::routes() const
{
    std::vector<rules::Route> routes;
    for (const MoveInput::Candidate* c : m_input.moveInput().open(true)) {
        if (!c->move.isCapture())
            continue;
        rules::Route route{m_input.selected()};
        route.insert(route.end(), c->route.begin(), c->route.end());
        routes.push_back(std::move(route));
    }
    return routes;
}

Bitboard Highlights::claimable() const
{
    return personToMove() && m_controller.claimsOpen() ? m_controller.shown().claimablePieces() : 0;
}

bool Highlights::handClaimOffered() const
{
    return personToMove() && m_controller.claimsOpen() && m_controller.shown().canClaimHandStone();
}

Bitboard Highlights::placementTargets() const
{
    Bitboard squares = 0;
    if (personToMove())
        for (const core::Move& m : m_controller.shown().permittedMoves())
            if (m.kind == core::MoveKind::Placement)
                squares |= core::bitOf(m.to);
    return squares;
}

Bitboard Highlights::lastAction() const
{
    const auto& history = m_controller.shown().history();
    if (history.empty())
        return 0;
    const game::Action& action = history.back().action;
    if (action.kind == game::Action::Kind::Claim)
        return action.claimed == core::NoSquare ? 0 : core::bitOf(action.claimed);
    Bitboard squares = core::bitOf(action.move.to);
    if (action.move.from != core::NoSquare)
        squares |= core::bitOf(action.move.from);
    return squares;
}

Bitboard Highlights::barred() const
{
    const Square barred = m_controller.shown().position().barred;
    return barred == core::NoSquare ? 0 : core::bitOf(barred);
}

} // namespace draughts::app
