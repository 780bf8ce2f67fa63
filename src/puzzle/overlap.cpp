#include <draughts/puzzle/overlap.hpp>

#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

#include <utility>

namespace draughts::puzzle {

namespace {

using core::Bitboard;
using core::Position;
using core::Side;
using core::Square;

// Square number n turned half round is number count + 1 - n: the playing
// squares of an even board map onto themselves.
Square turned(const rules::Shape& shape, Square square)
{
    if (square == core::NoSquare)
        return square;
    return shape.fromNumber(shape.squareCount() + 1 - shape.numberOf(square));
}

Bitboard turned(const rules::Shape& shape, Bitboard set)
{
    Bitboard result = 0;
    for (int n = 1; n <= shape.squareCount(); ++n) {
        const Square square = shape.fromNumber(n);
        if (set >> square & 1)
            result |= Bitboard{1} << turned(shape, square);
    }
    return result;
}

bool colourBlind(const rules::Facts& facts)
{
    const auto white = static_cast<std::size_t>(Side::White);
    const auto black = static_cast<std::size_t>(Side::Black);
    return !facts.blackMovesTwice &&
           turned(facts.shape, facts.promotionSquares[white]) == facts.promotionSquares[black] &&
           turned(facts.shape, facts.homeRow[white]) == facts.homeRow[black];
}

Position withoutCounter(Position position)
{
    position.quietPlies = 0;
    return position;
}

} // namespace

std::optional<Position> colourTwin(core::Variant variant, const Position& position)
{
    const rules::Facts& facts = rules::facts(variant);
    if (!colourBlind(facts))
        return std::nullopt;
    const rules::Shape& shape = facts.shape;
    Position twin = position;
    twin.white = turned(shape, position.black);
    twin.black = turned(shape, position.white);
    twin.kings = turned(shape, position.kings);
    twin.sideToMove = position.sideToMove == Side::White ? Side::Black : Side::White;
    twin.barred = turned(shape, position.barred);
    twin.hand = {position.hand[1], position.hand[0]};
    twin.captureCount = {};
    for (int n = 1; n <= shape.squareCount(); ++n) {
        const Square square = shape.fromNumber(n);
        if (square < position.captureCount.size() && turned(shape, square) < twin.captureCount.size())
            twin.captureCount[turned(shape, square)] = position.captureCount[square];
    }
    return twin;
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
