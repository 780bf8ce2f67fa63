#include "puzzle_test_support.hpp"

#include <draughts/puzzle/solving.hpp>
#include <draughts/rules/geometry.hpp>

namespace draughts::test {

using puzzle::MoveVerdict;
using puzzle::PuzzleAttempt;
using puzzle::WrongReason;

namespace {

const Variant international = Variant::International;

void playText(PuzzleAttempt& attempt, const char* text)
{
    attempt.play(move(international, attempt.position(), text));
}

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

TEST_CASE("a quiet move that wins nothing in time is wrong", "[puzzle][solving]")
{
    PuzzleAttempt attempt(twoShotsPuzzle());
    // 43-39 gives nothing away at once, but after 5-10 White has no shot
    // left: 33-28 is met by 22x33x44 and 32-28 by 23x32x43, now that 39 can
    // be jumped and 43 is empty. So the man is not won within the depth
    // and its slack (1 + 2 plies).
    const auto check = attempt.check(move(international, attempt.position(), "43-39"));
    CHECK(check.verdict == MoveVerdict::Wrong);
    REQUIRE(check.refutation);
    CHECK(check.refutation->reason != WrongReason::LosesGame);
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
