#include <draughts/puzzle/themes.hpp>

#include <draughts/puzzle/goal.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>

namespace draughts::puzzle {

namespace {

using core::Move;
using core::Position;
using core::Side;

constexpr int EndgameArmy = 4;

// One ply of the solution, with what it did.
struct Ply {
    Position before;
    Position after;
    Move move;
    bool crowned = false; // a man of the mover became a king
};

std::vector<Ply> pliesOf(const Puzzle& puzzle)
{
    std::vector<Ply> plies;
    Position p = puzzle.position;
    for (const Move& m : puzzle.solution) {
        Ply ply{p, rules::afterMove(puzzle.variant, p, m), m};
        const Side mover = p.sideToMove;
        ply.crowned = m.from != core::NoSquare && !core::contains(p.kings, m.from) &&
                      core::contains(ply.after.kingsOf(mover), m.to);
        plies.push_back(ply);
        p = ply.after;
    }
    return plies;
}

// The opponent's only answers are captures: the move offered a piece.
bool forcesCapture(core::Variant variant, const Position& after)
{
    core::MoveList legal;
    rules::generateMoves(variant, after, legal);
    return !legal.empty() && legal[0].isCapture();
}

// An enemy piece diagonally next to `square` with an empty square beyond:
// a man standing there could have jumped on.
bool couldJumpOn(core::Variant variant, const Position& p, core::Square square, Side mover)
{
    const int file = rules::fileOf(variant, square);
    const int rank = rules::rankOf(variant, square);
    for (const int df : {-1, 1})
        for (const int dr : {-1, 1}) {
            const core::Square over = rules::squareAt(variant, file + df, rank + dr);
            const core::Square beyond = rules::squareAt(variant, file + 2 * df, rank + 2 * dr);
            if (over != core::NoSquare && beyond != core::NoSquare &&
                core::contains(p.pieces(core::opposite(mover)), over) && !core::contains(p.occupied(), beyond))
                return true;
        }
    return false;
}

bool isShot(const Puzzle& puzzle, const std::vector<Ply>& plies)
{
    if (plies.empty())
        return false;
    const bool sacrifice = std::any_of(plies.begin(), plies.end(), [&](const Ply& ply) {
        return ply.before.sideToMove == puzzle.solver() && ply.after.sideToMove != puzzle.solver() &&
               forcesCapture(puzzle.variant, ply.after);
    });
    const Position& end = plies.back().after;
    core::MoveList legal;
    rules::generateMoves(puzzle.variant, end, legal);
    const Standing state = standing(puzzle.variant, end, legal);
    const bool won = (state == Standing::SideToMoveLoses && end.sideToMove != puzzle.solver()) ||
                     (state == Standing::SideToMoveWins && end.sideToMove == puzzle.solver());
    return sacrifice && (won || gainOf(puzzle.variant, puzzle.position, end, puzzle.solver()).pieces > 0);
}

bool isDoubleMove(const Puzzle& puzzle, const std::vector<Ply>& plies)
{
    if (!rules::facts(puzzle.variant).blackMovesTwice || puzzle.solver() != Side::Black)
        return false;
    for (std::size_t i = 1; i < plies.size(); ++i) {
        const Ply& first = plies[i - 1];
        const Ply& second = plies[i];
        if (second.before.isSecondHalfOfTurn() && first.before.sideToMove == Side::Black && !first.move.isCapture() &&
            !first.crowned && (second.move.isCapture() || second.crowned))
            return true;
    }
    return false;
}

} // namespace

std::vector<Theme> detectThemes(const Puzzle& puzzle)
{
    const rules::Facts& facts = rules::facts(puzzle.variant);
    const std::vector<Ply> plies = pliesOf(puzzle);
    const Side solver = puzzle.solver();
    auto bySolver = [&](const Ply& ply) { return ply.before.sideToMove == solver; };
    auto any = [&](auto&& test) { return std::any_of(plies.begin(), plies.end(), test); };

    std::vector<Theme> themes;
    if (isShot(puzzle, plies))
        themes.push_back(Theme::Shot);
    if (any([&](const Ply& ply) { return bySolver(ply) && ply.crowned; }))
        themes.push_back(Theme::Breakthrough);
    const int smaller =
        std::min(materialOf(puzzle.position, Side::White).pieces, materialOf(puzzle.position, Side::Black).pieces);
    if (smaller <= EndgameArmy)
        themes.push_back(Theme::Endgame);
    if (isDoubleMove(puzzle, plies))
        themes.push_back(Theme::DoubleMove);
    if (facts.flipsCaptured && any([&](const Ply& ply) { return bySolver(ply) && ply.move.captureCount() >= 2; }))
        themes.push_back(Theme::Flips);
    if (facts.hasHand && any([&](const Ply& ply) {
            return ply.move.kind == core::MoveKind::Placement || ply.after.hand != ply.before.hand;
        }))
        themes.push_back(Theme::Hand);
    if (facts.crowningSquaresMarked && any([&](const Ply& ply) { return bySolver(ply) && ply.crowned; }))
        themes.push_back(Theme::CrowningSquare);
    if (facts.promoteMidCapture && any([&](const Ply& ply) {
            return bySolver(ply) && ply.crowned && ply.move.isCapture() &&
                   couldJumpOn(puzzle.variant, ply.after, ply.move.to, solver);
        }))
        themes.push_back(Theme::CaptureCrowning);
    return themes;
}

} // namespace draughts::puzzle
