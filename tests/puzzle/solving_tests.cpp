#include "puzzle_test_support.hpp"

#include <draughts/puzzle/solving.hpp>
#include <draughts/rules/geometry.hpp>

namespace draughts::test {

using puzzle::MoveVerdict;
using puzzle::PuzzleAttempt;
using puzzle::WrongReason;

namespace {

const Variant international = Variant::International;

void playText(PuzzleAttempt& attempt, const char* text) { attempt.play(move(international, attempt.position(), text)); }

} // namespace

TEST_CASE("the solution's move is right and the replies follow the solution", "[puzzle][solving]")
{
    PuzzleAttempt attempt(twoShotsPuzzle());
    REQUIRE(attempt.solverToMove());
    const core::Move shot = move(international, attempt.position(), "33-28");
    CHECK(attempt.check(shot).verdict == MoveVerdict::Solution);
    attempt.play(shot);
    CHECK_FALSE(attempt.solverToMove());
    const auto reply = attempt.opponentReply();
    REQUIRE(reply);
    CHECK(text(international, *reply) == "22x33");
    attempt.play(*reply);
    CHECK_FALSE(attempt.solved());
    const auto finish = attempt.nextSolverMove();
    REQUIRE(finish);
    CHECK(text(international, *finish) == "38x29x18");
    CHECK(attempt.check(*finish).verdict == MoveVerdict::Solution);
    attempt.play(*finish);
    CHECK(attempt.solved());
    CHECK(attempt.onSolution());
}

TEST_CASE("another move that also wins the man is accepted and played on to the goal", "[puzzle][solving]")
{
    PuzzleAttempt attempt(twoShotsPuzzle());
    // 32-28 forces 23x32, the only capture, and 38x27x18 takes two.
    const core::Move other = move(international, attempt.position(), "32-28");
    CHECK(attempt.check(other).verdict == MoveVerdict::Alternative);
    attempt.play(other);
    CHECK_FALSE(attempt.onSolution());
    const auto reply = attempt.opponentReply();
    REQUIRE(reply);
    CHECK(text(international, *reply) == "23x32");
    attempt.play(*reply);
    const auto finish = attempt.nextSolverMove();
    REQUIRE(finish);
    CHECK(text(international, *finish) == "38x27x18");
    CHECK(attempt.check(*finish).verdict == MoveVerdict::Alternative);
    attempt.play(*finish);
    CHECK(attempt.solved());
}

TEST_CASE("a move that reaches the goal later than the shortest way is accepted and names it", "[puzzle][solving]")
{
    // crownPuzzle: 17-11 crowns two plies after 6-1 would (33-38 or 33-39, then 6-1).
    PuzzleAttempt attempt(crownPuzzle());
    const auto slower = attempt.check(move(international, attempt.position(), "17-11"));
    CHECK(slower.verdict == MoveVerdict::Alternative);
    CHECK(slower.longer);
    REQUIRE(slower.shortest);
    CHECK(text(international, *slower.shortest) == "6-1");
    // In two shots, 32-28 wins the man as fast as 33-28: not longer.
    PuzzleAttempt shots(twoShotsPuzzle());
    const auto asFast = shots.check(move(international, shots.position(), "32-28"));
    CHECK(asFast.verdict == MoveVerdict::Alternative);
    CHECK_FALSE(asFast.longer);
    CHECK_FALSE(asFast.shortest);
}

TEST_CASE("the whole solution holds the moves played and the rest", "[puzzle][solving]")
{
    PuzzleAttempt attempt(uniqueShotPuzzle());
    playText(attempt, "33-28");
    playText(attempt, "22x33");
    const puzzle::WholeSolution whole = attempt.wholeSolution();
    REQUIRE(whole.moves.size() == 3);
    CHECK(whole.played == 2);
    CHECK(whole.moves == uniqueShotPuzzle().solution);
}

TEST_CASE("a wrong move is refuted and the refutation says what it loses", "[puzzle][solving]")
{
    PuzzleAttempt attempt(uniqueShotPuzzle());
    // 33-29 lets 23x34 take a man, which White cannot win back
    // (puzzle_test_support.hpp).
    const auto check = attempt.check(move(international, attempt.position(), "33-29"));
    CHECK(check.verdict == MoveVerdict::Wrong);
    REQUIRE(check.refutation);
    CHECK(check.refutation->reason == WrongReason::LosesMaterial);
    CHECK(check.refutation->pieces >= 1);
    REQUIRE_FALSE(check.refutation->line.empty());
    CHECK(text(international, check.refutation->line.front()) == "23x34");
    // Checking changed nothing.
    CHECK(attempt.played().empty());
    CHECK(attempt.position() == uniqueShotPuzzle().position);
}

TEST_CASE("a quiet move that lets the goal slip beyond the slack is wrong", "[puzzle][solving]")
{
    // International, White to move (W: men 6, 46; B: kings 45, 50), to
    // crown a man. 6-1 crowns at once: then neither side can capture (the
    // king on 1 sees Black's king on 45 at the board's edge, with no square
    // beyond it; Black's kings see no White piece with a square beyond),
    // so the position is quiet, and White has a king more with the value
    // balance better than before (4 against 6, was 2 against 6).
    // White's only other move, 46-41, is answered by 45-1 (the long
    // diagonal 45-40-...-7-1 is empty): the man on 6 has no square left
    // (1 is its only one), and a king on 1, on the edge, can never be
    // jumped. Black waits with his other king (50-44, 44-50), and the man
    // from 41 needs eight moves to crown: far beyond the 1 + 4 plies the
    // attempt allows (Black's turns, with many moves, each use a ply).
    puzzle::Puzzle p;
    p.variant = international;
    p.position = position(international, "W:W6,46:BK45,K50");
    p.goal = {puzzle::GoalKind::Crown, 1};
    p.solution.push_back(move(international, p.position, "6-1"));
    p.depth = 1;
    PuzzleAttempt attempt(p);
    REQUIRE(attempt.depthLeft() + PuzzleAttempt::AlternativeSlack == 5);
    CHECK(attempt.check(p.solution.front()).verdict == MoveVerdict::Solution);
    const auto check = attempt.check(move(international, attempt.position(), "46-41"));
    CHECK(check.verdict == MoveVerdict::Wrong);
    CHECK(check.refutation);
}

TEST_CASE("a move that is not legal is not judged", "[puzzle][solving]")
{
    PuzzleAttempt attempt(twoShotsPuzzle());
    CHECK(attempt.check(core::Move::step(0, 1)).verdict == MoveVerdict::NotLegal);
}

TEST_CASE("the hint shows the piece to move and Retry starts again", "[puzzle][solving]")
{
    PuzzleAttempt attempt(twoShotsPuzzle());
    const puzzle::HintSquare hint = attempt.hint();
    CHECK_FALSE(hint.placement);
    CHECK(rules::squareNumber(international, hint.square) == 33);
    CHECK(attempt.remainingSolution().size() == 3);
    playText(attempt, "33-29");
    CHECK_FALSE(attempt.onSolution());
    attempt.restart();
    CHECK(attempt.onSolution());
    CHECK(attempt.played().empty());
    CHECK(attempt.depthLeft() == 1);
    CHECK(attempt.position() == twoShotsPuzzle().position);
}

} // namespace draughts::test
