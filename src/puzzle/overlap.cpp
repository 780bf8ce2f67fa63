#include <draughts/puzzle/overlap.hpp>

#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>
#include <draughts/rules/setup_check.hpp>

#include <utility>

namespace draughts::puzzle {

namespace {

using core::Position;
using core::Side;

// Whether the rules treat both colours alike: no double move of Black's,
// and each side's crowning squares and home row are the other's turned
// round (what the position with both swapped shows).
bool colourBlind(const rules::Facts& facts)
{
    core::Position marks;
    marks.white = facts.promotionSquaresOf(Side::White);
    marks.black = facts.promotionSquaresOf(Side::Black);
    const Position crowning = rules::swappedColours(facts.variant, marks);
    marks.white = facts.homeRowOf(Side::White);
    marks.black = facts.homeRowOf(Side::Black);
    const Position home = rules::swappedColours(facts.variant, marks);
    return !facts.blackMovesTwice && crowning.white == facts.promotionSquaresOf(Side::White) &&
           crowning.black == facts.promotionSquaresOf(Side::Black) && home.white == facts.homeRowOf(Side::White) &&
           home.black == facts.homeRowOf(Side::Black);
}

Position withoutCounter(Position position)
{
    position.quietPlies = 0;
    return position;
}

} // namespace

std::optional<Position> colourTwin(core::Variant variant, const Position& position)
{
    if (!colourBlind(rules::facts(variant)))
        return std::nullopt;
    return rules::swappedColours(variant, position);
}

std::string_view overlapText(OverlapKind kind)
{
    switch (kind) {
    case OverlapKind::SamePosition: return "the same position as";
    case OverlapKind::ColourTwin: return "the colour twin of";
    case OverlapKind::OnSolutionLine: return "on the solution line of";
    }
    return "";
}

// A position and its colour twin share one key: the smaller of their FENs.
std::string OverlapIndex::key(const Position& position, std::string* fen) const
{
    const Position plain = withoutCounter(position);
    std::string own = notation::writeFen(m_variant, plain);
    std::string result = own;
    if (const auto twin = colourTwin(m_variant, plain)) {
        std::string other = notation::writeFen(m_variant, *twin);
        if (other < result)
            result = std::move(other);
    }
    if (fen)
        *fen = std::move(own);
    return result;
}

namespace {

// The positions along a solution, after each of its moves.
std::vector<Position> alongLine(const Puzzle& puzzle)
{
    std::vector<Position> positions;
    Position p = puzzle.position;
    for (const core::Move& m : puzzle.solution) {
        p = rules::afterMove(puzzle.variant, p, m);
        positions.push_back(p);
    }
    return positions;
}

} // namespace

std::optional<Overlap> OverlapIndex::find(const Puzzle& puzzle) const
{
    std::string fen;
    const std::string start = key(puzzle.position, &fen);
    if (const auto it = m_starts.find(start); it != m_starts.end())
        return Overlap{it->second.fen == fen ? OverlapKind::SamePosition : OverlapKind::ColourTwin, it->second.puzzle};
    if (const auto it = m_lines.find(start); it != m_lines.end())
        return Overlap{OverlapKind::OnSolutionLine, it->second.puzzle};
    for (const Position& p : alongLine(puzzle))
        if (const auto it = m_starts.find(key(p, nullptr)); it != m_starts.end())
            return Overlap{OverlapKind::OnSolutionLine, it->second.puzzle};
    return std::nullopt;
}

void OverlapIndex::add(const Puzzle& puzzle)
{
    std::string fen;
    const std::string start = key(puzzle.position, &fen);
    m_starts.emplace(start, Place{m_count, fen});
    for (const Position& p : alongLine(puzzle))
        m_lines.emplace(key(p, nullptr), Place{m_count, {}});
    ++m_count;
}

std::vector<std::pair<std::size_t, Overlap>> overlaps(const std::vector<Puzzle>& puzzles)
{
    std::vector<std::pair<std::size_t, Overlap>> found;
    if (puzzles.empty())
        return found;
    OverlapIndex index(puzzles.front().variant);
    std::vector<std::size_t> kept; // the index's numbering: only puzzles not dropped are added
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        if (auto overlap = index.find(puzzles[i])) {
            overlap->other = kept[overlap->other];
            found.emplace_back(i, *overlap);
            continue;
        }
        index.add(puzzles[i]);
        kept.push_back(i);
    }
    return found;
}

} // namespace draughts::puzzle
