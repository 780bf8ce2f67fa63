// Polish draughts (polish.md), hand-made positions. Numbering as in
// International: 1 = b10, 46 = a1; comments give name=number.

#include "rules_test_support.hpp"

#include <draughts/game/game.hpp>
#include <draughts/rules/facts.hpp>

namespace {

using namespace draughts;
using core::Variant;
using test::legal;
using test::permitted;
using test::Texts;

constexpr Variant Polish = Variant::Polish;

using test::sorted;

} // namespace

TEST_CASE("Polish starts with fifteen men each and White to move", "[polish][setup][decision]")
{
    // polish.md §3.1, §9.1: White moves first.
    const core::Position start = rules::startPosition(Polish);
    CHECK(start == test::position(Polish, "W:W36-50:B1-15"));
    CHECK(start.sideToMove == core::Side::White);
    CHECK(rules::facts(Polish).firstToMove == core::Side::White);
    CHECK(game::Game(Polish).sideToMove() == core::Side::White);
    // White's front men 36-40 (a3..i3) step to 31-35.
    CHECK(test::moveTexts(Polish, start) ==
          sorted({"36-31", "37-31", "37-32", "38-32", "38-33", "39-33", "39-34", "40-34", "40-35"}));
}

TEST_CASE("a Polish man reaching the last row mid-capture is promoted and its move ends there",
          "[polish][capture][promotion]")
{
    // d8=12 takes e9=8 and lands on f10=3. In International it would go on
    // over g9=9; here the move ends and the man is crowned.
    const core::Position p = test::position(Polish, "W:W12:B8,9");
    CHECK(test::moveTexts(Polish, p) == Texts{"12x3"});
    const core::Position after = test::play(Polish, p, "12x3");
    CHECK(after.white == test::squares(Polish, {"3"}));
    CHECK(after.kings == test::squares(Polish, {"3"}));
    CHECK(after.black == test::squares(Polish, {"9"}));
    CHECK(after.sideToMove == core::Side::Black);
}

TEST_CASE("the maximum rule counts a promoting capture only up to the last row",
          "[polish][capture][promotion][maximum]")
{
    // d8=12 over e9=8 to f10=3 counts one piece (it would be three, g9 and
    // i7 too, in International); b2=41 over c3=37 and e5=28 to f6=23 takes
    // two, so only b2's capture is legal.
    CHECK(legal(Polish, "W:W12,41:B8,9,20,28,37") == Texts{"41x32x23"});
}

TEST_CASE("two promoting captures to the same square are both offered", "[polish][capture][promotion][maximum]")
{
    // f6=23: over e7=18 to d8=12 and over e9=8 to f10=3, or over g7=19 to
    // h8=14 and over g9=9 to f10=3. Both end on the last row after two
    // pieces; in International the man would go round all four.
    const core::Position p = test::position(Polish, "W:W23:B8,9,18,19");
    CHECK(test::moveTexts(Polish, p) == sorted({"23x12x3", "23x14x3"}));
    const core::Position after = test::play(Polish, p, "23x14x3");
    CHECK(after.kings == test::squares(Polish, {"3"}));
    CHECK(after.black == test::squares(Polish, {"8", "18"}));
}

TEST_CASE("a Polish man ending a step on the last row is promoted", "[polish][promotion]")
{
    const core::Position p = test::position(Polish, "W:W7:B45");
    CHECK(test::moveTexts(Polish, p) == sorted({"7-1", "7-2"}));
    CHECK(test::play(Polish, p, "7-1").kings == test::squares(Polish, {"1"}));
}

TEST_CASE("Polish men capture backwards", "[polish][capture]")
{
    CHECK(legal(Polish, "W:W28:B33") == Texts{"28x39"});
    CHECK(legal(Polish, "B:W22:B28") == Texts{"28x17"});
}

TEST_CASE("the Polish forfeit setting permits steps and smaller captures, but only complete ones", "[polish][forfeit]")
{
    // Legal: 41x32x23. Permitted adds the complete promoting capture 12x3,
    // the steps d8-c9 (7) and b2-a3 (36); never 41x32 alone.
    CHECK(permitted(Polish, "W:W12,41:B8,9,20,28,37") == sorted({"41x32x23", "12x3", "12-7", "41-36"}));
}

TEST_CASE("Polish has no draw counter", "[polish][draw]")
{
    CHECK(rules::facts(Polish).drawCounterLimit == 0);
    game::Game game(Polish, test::position(Polish, "W:W31-50:B1-20:N29"));
    CHECK(game.drawCounterLimit() == 0);
    test::playMove(game, "32-28");
    test::playMove(game, "19-23");
    CHECK_FALSE(game.result().isOver());
}

TEST_CASE("a Polish player who cannot move loses", "[polish][end]")
{
    // White's only man a1=46 is blocked by b2=41 backed by c3=37.
    game::Game blocked(Polish, test::position(Polish, "W:W46:B41,37"));
    CHECK(blocked.result() == game::Result{game::Outcome::BlackWins, game::EndReason::NoMoves});
}
