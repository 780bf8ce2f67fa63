#include <draughts/rules/setup_check.hpp>

#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <bit>

namespace draughts::rules {

namespace {

using core::Side;

int countOf(core::Bitboard set) { return std::popcount(set); }

// Square number n turned half round is number count + 1 - n: the playing
// squares of an even board map onto themselves.
core::Square turned(const Shape& shape, core::Square square)
{
    if (square == core::NoSquare)
        return square;
    return shape.fromNumber(shape.squareCount() + 1 - shape.numberOf(square));
}

core::Bitboard turned(const Shape& shape, core::Bitboard set)
{
    core::Bitboard result = 0;
    for (int n = 1; n <= shape.squareCount(); ++n) {
        const core::Square square = shape.fromNumber(n);
        if (set >> square & 1)
            result |= core::Bitboard{1} << turned(shape, square);
    }
    return result;
}

} // namespace

core::Position swappedColours(core::Variant variant, const core::Position& position)
{
    const Shape& shape = facts(variant).shape;
    core::Position twin = position;
    twin.white = turned(shape, position.black);
    twin.black = turned(shape, position.white);
    twin.kings = turned(shape, position.kings);
    twin.sideToMove = position.sideToMove == Side::White ? Side::Black : Side::White;
    twin.barred = turned(shape, position.barred);
    twin.hand = {position.hand[1], position.hand[0]};
    twin.captureCount = {};
    for (int n = 1; n <= shape.squareCount(); ++n) {
        const core::Square from = shape.fromNumber(n);
        const core::Square to = turned(shape, from);
        if (from < position.captureCount.size() && to < twin.captureCount.size())
            twin.captureCount[to] = position.captureCount[from];
    }
    return twin;
}

std::vector<SetupIssue> checkSetup(core::Variant variant, const core::Position& position)
{
    const Facts& facts = rules::facts(variant);
    const core::Position start = startPosition(variant);
    std::vector<SetupIssue> issues;
    for (const Side side : {Side::White, Side::Black}) {
        // A man that ends his move on a crowning square is crowned there
        // (section 6.1), so no man stands on one.
        const core::Bitboard stranded = position.men(side) & facts.promotionSquaresOf(side);
        for (core::Square s = 0; s < 64; ++s)
            if (stranded >> s & 1)
                issues.push_back({SetupProblem::ManOnCrowningSquare, side, s, 0, {}});
    }
    if (facts.flipsCaptured) {
        // Stones change colour but never leave the game (last-man.md §5.3):
        // only their number in all is bounded.
        const int stones = countOf(start.occupied());
        if (countOf(position.occupied()) + position.hand[0] + position.hand[1] > stones)
            issues.push_back({SetupProblem::TooManyStones, Side::White, core::NoSquare, stones, {}});
    } else {
        for (const Side side : {Side::White, Side::Black}) {
            const int most = countOf(start.pieces(side));
            if (countOf(position.pieces(side)) > most)
                issues.push_back({SetupProblem::TooManyPieces, side, core::NoSquare, most, {}});
        }
    }
    if (issues.empty()) {
        core::MoveList legal;
        generateMoves(variant, position, legal);
        const Result end = outcome(variant, position, !legal.empty());
        if (end.isOver())
            issues.push_back({SetupProblem::GameOver, position.sideToMove, core::NoSquare, 0, end});
    }
    return issues;
}

bool studiable(const std::vector<SetupIssue>& issues)
{
    return std::all_of(issues.begin(), issues.end(),
                       [](const SetupIssue& issue) { return issue.problem == SetupProblem::GameOver; });
}

} // namespace draughts::rules
