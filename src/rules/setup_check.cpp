#include <draughts/rules/setup_check.hpp>

#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <bit>

namespace draughts::rules {

namespace {

using core::Side;

int countOf(core::Bitboard set) { return std::popcount(set); }

} // namespace

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
