#include "puzzle_test_support.hpp"

#include <draughts/puzzle/checker.hpp>
#include <draughts/puzzle/generator.hpp>
#include <draughts/puzzle/goal_search.hpp>
#include <draughts/rules/facts.hpp>

namespace draughts::test {

using puzzle::CheckProblem;

TEST_CASE("a puzzle with one way to its goal is sound", "[puzzle][checker]")
{
    const auto result = puzzle::checkPuzzle(uniqueShotPuzzle());
    CHECK(result.ok());
    CHECK(result.depth == 1);
}

TEST_CASE("a second first move that reaches the goal is named", "[puzzle][checker]")
{
    const puzzle::Puzzle p = twoShotsPuzzle();
    const auto result = puzzle::checkPuzzle(p);
    CHECK(result.problem == CheckProblem::OtherMoveReaches);
    CHECK(text(p.variant, result.move) == "32-28");
    CHECK(puzzle::describe(p, result) == "another first move, 32-28, also forces the goal within 1 ply");
}

TEST_CASE("with a margin, a first move that reaches the goal a little later is named too", "[puzzle][checker]")
{
    // crownPuzzle: 6-1 crowns in 1 ply, 17-11 and 17-12 in 3.
    const puzzle::Puzzle p = crownPuzzle();
    CHECK(puzzle::checkPuzzle(p).ok());
    CHECK(puzzle::checkPuzzle(p, {}, 1).ok()); // 2 plies: still too few for the others
    const auto result = puzzle::checkPuzzle(p, {}, 2);
    CHECK(result.problem == CheckProblem::OtherMoveNear);
    const std::string other = text(p.variant, result.move);
    CHECK((other == "17-11" || other == "17-12"));
    CHECK(puzzle::describe(p, result) ==
          "another first move, " + other + ", forces the goal within 3 plies (2 past the stated depth)");
    // The generator's rule: its margin is the one the solving window allows.
    CHECK(puzzle::MiningSettings{}.verifyExtra == puzzle::AlternativeMargin);
    CHECK(puzzle::checkPuzzle(p, {}, puzzle::AlternativeMargin).problem == CheckProblem::OtherMoveNear);
    // A move within the stated depth is still the worse fault.
    CHECK(puzzle::checkPuzzle(twoShotsPuzzle(), {}, 2).problem == CheckProblem::OtherMoveReaches);
}

TEST_CASE("a line that stops before its goal, or an illegal one, is not sound", "[puzzle][checker]")
{
    puzzle::Puzzle shortLine = uniqueShotPuzzle();
    shortLine.solution.pop_back(); // Black's capture is not answered
    CHECK(puzzle::checkPuzzle(shortLine).problem == CheckProblem::GoalNotReached);

    puzzle::Puzzle illegal = uniqueShotPuzzle();
    illegal.solution[1] = illegal.solution[0]; // 33-28 again, now by Black
    const auto result = puzzle::checkPuzzle(illegal);
    CHECK(result.problem == CheckProblem::IllegalSolution);
    CHECK(result.ply == 1);
}

TEST_CASE("a puzzle that needs more plies than it states is not sound", "[puzzle][checker]")
{
    puzzle::Puzzle p = uniqueShotPuzzle();
    p.depth = 0; // then the solution's length counts: 3
    CHECK(puzzle::statedDepth(p) == 3);
    p.goal = {puzzle::GoalKind::WinMaterial, 2}; // the shot wins one man, not two
    CHECK(puzzle::checkPuzzle(p).problem == CheckProblem::GoalNotReached);
}

TEST_CASE("a proof that runs out of nodes says it does not know", "[puzzle][checker]")
{
    // Winning a man from the start of International is far beyond 2000
    // positions at depth 8.
    const Variant v = Variant::International;
    const core::Position start = rules::startPosition(v);
    puzzle::GoalSearch search(v, {puzzle::GoalKind::WinMaterial, 1}, start.sideToMove, start);
    puzzle::ProofLimits limits;
    limits.nodes = 2000;
    CHECK(search.prove(start, 8, limits) == puzzle::Proof::Unknown);
    CHECK(search.stopped());
}

} // namespace draughts::test
