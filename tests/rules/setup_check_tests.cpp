#include "rules_test_support.hpp"

#include <draughts/rules/facts.hpp>
#include <draughts/rules/setup_check.hpp>

#include <bit>

namespace draughts::test {

using rules::SetupIssue;
using rules::SetupProblem;

TEST_CASE("every game's start position can be played as set up", "[rules][setup]")
{
    for (const Variant v : core::allVariants) {
        INFO(core::variantName(v));
        CHECK(rules::checkSetup(v, rules::startPosition(v)).empty());
    }
}

TEST_CASE("a man cannot stand where his men are crowned", "[rules][setup]")
{
    // White's men are crowned on 1-5, Black's on 46-50 (international.md §6.1).
    const Variant v = Variant::International;
    // (A FEN cannot say it: the editor builds such a position square by square.)
    core::Position stranded = position(v, "W:W31:B20");
    stranded.white |= core::Bitboard{1} << notation::parseSquare(v, "5");
    stranded.black |= core::Bitboard{1} << notation::parseSquare(v, "46");
    const auto issues = rules::checkSetup(v, stranded);
    REQUIRE(issues.size() == 2);
    CHECK(issues[0].problem == SetupProblem::ManOnCrowningSquare);
    CHECK(issues[0].side == core::Side::White);
    CHECK(issues[0].square == notation::parseSquare(v, "5"));
    CHECK(issues[1].side == core::Side::Black);
    CHECK(issues[1].square == notation::parseSquare(v, "46"));
    CHECK_FALSE(rules::studiable(issues));
    // A king may stand there.
    CHECK(rules::checkSetup(v, position(v, "W:WK5,31:B20,K46")).empty());
}

TEST_CASE("no side has more pieces than it starts with, nor the game more stones in all", "[rules][setup]")
{
    // 26 to 46 are 21 White men; International starts with 20 a side.
    const auto international =
        rules::checkSetup(Variant::International, position(Variant::International, "W:W26-46:B1-5"));
    REQUIRE(international.size() == 1);
    CHECK(international[0] == SetupIssue{SetupProblem::TooManyPieces, core::Side::White, core::NoSquare, 20, {}});
    // Twenty vs Ten: Black starts with ten (twenty-vs-ten.md §2); eleven
    // are one too many, twenty White pieces are just right.
    const auto twenty = rules::checkSetup(Variant::TwentyVsTen, position(Variant::TwentyVsTen, "W:W31-50:B1-11"));
    REQUIRE(twenty.size() == 1);
    CHECK(twenty[0] == SetupIssue{SetupProblem::TooManyPieces, core::Side::Black, core::NoSquare, 10, {}});
    // To the Last Man: stones change colour, so all White's may be one
    // side's; but one more in hand than the game's stones is too many.
    core::Position lastMan = rules::startPosition(Variant::ToTheLastMan);
    const int stones = std::popcount(lastMan.occupied());
    lastMan.black = 0;
    lastMan.white = rules::startPosition(Variant::ToTheLastMan).occupied();
    lastMan.hand = {0, 1};
    const auto flipped = rules::checkSetup(Variant::ToTheLastMan, lastMan);
    REQUIRE(flipped.size() == 1);
    CHECK(flipped[0] == SetupIssue{SetupProblem::TooManyStones, core::Side::White, core::NoSquare, stones, {}});
}

TEST_CASE("a position where the game is over can be studied, not played", "[rules][setup]")
{
    // Black to move: his man on 41 has 46 and 47 before him, both White's,
    // and cannot jump them (52 and beyond are off the board).
    const Variant v = Variant::International;
    const auto blocked = rules::checkSetup(v, position(v, "B:W46,47:B41"));
    REQUIRE(blocked.size() == 1);
    CHECK(blocked[0].problem == SetupProblem::GameOver);
    CHECK(blocked[0].end == rules::Result{rules::Outcome::WhiteWins, rules::EndReason::NoMoves});
    CHECK(rules::studiable(blocked));
    // No Black piece at all.
    core::Position alone = position(v, "W:W31:B20");
    alone.black = 0;
    const auto lone = rules::checkSetup(v, alone);
    REQUIRE(lone.size() == 1);
    CHECK(lone[0].end == rules::Result{rules::Outcome::WhiteWins, rules::EndReason::NoPieces});
}

} // namespace draughts::test
