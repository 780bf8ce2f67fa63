// The games' ending rules inside the search: the engine scores a position by
// what the rules say happens, many plies ahead.
//
// Squares of the 10x10 games are numbered 1-50 row by row from the top
// left; in a row of b..j squares (1-5, 11-15, ...) a square n has n-5 and
// n-4 above it and n+5, n+6 below; in a row of a..i squares (6-10, 16-20,
// ...) n-6, n-5 above and n+4, n+5 below (edges excepted).

#include "engine_test_support.hpp"

namespace {

using namespace draughts;
using core::Variant;

} // namespace

TEST_CASE("Twenty vs Ten: White wins by leaving Black without his second move", "[engine][end][twenty-vs-ten]")
{
    // Black's man on 36 (a3) has one square to go to, 41. White's 46-41
    // takes it, and 47 behind 41 stops the jump 36x47. Black can still make
    // a first move with 3 but then has no other piece to make the second:
    // White wins two plies after his move. 47-41 would leave 47 empty
    // (36x47 and Black crowns); 47-42 leaves 41 free.
    const core::Position p = test::position(Variant::TwentyVsTen, "W:W46,47:B3,36");
    const auto result = test::searchDepth(Variant::TwentyVsTen, p, 4);
    CHECK(test::text(Variant::TwentyVsTen, result.bestMove) == "46-41");
    CHECK(result.score == engine::winIn(2));
}

TEST_CASE("Twenty vs Ten: Black wins the moment White's last piece goes, halfway through his turn",
          "[engine][end][twenty-vs-ten]")
{
    // 22x33 takes White's only man with the first move of Black's turn;
    // the game is over before the second.
    const core::Position p = test::position(Variant::TwentyVsTen, "B:W28:B22,3");
    const auto result = test::searchDepth(Variant::TwentyVsTen, p, 3);
    CHECK(test::text(Variant::TwentyVsTen, result.bestMove) == "22x33");
    CHECK(result.score == engine::winIn(1));
}

TEST_CASE("a side without a legal move has lost", "[engine][end]")
{
    SECTION("the engine keeps the opponent blocked")
    {
        // Black's man on 45 can only go to 50, where White stands (and
        // cannot be jumped: there is no square beyond). Any move of 31
        // leaves Black without a move; 50-44 would let him through.
        const core::Position p = test::position(Variant::International, "W:W50,31:B45");
        const auto result = test::searchDepth(Variant::International, p, 3);
        const std::string best = test::text(Variant::International, result.bestMove);
        CHECK((best == "31-26" || best == "31-27"));
        CHECK(result.score == engine::winIn(1));
    }
    SECTION("also at the horizon, where only captures are searched")
    {
        // One ply deep, Black's blocked position is met by the capture
        // search beyond the last ply: without a capture and without a
        // move, it is still a loss, not a position to evaluate.
        const core::Position p = test::position(Variant::International, "W:W50,31:B45");
        const auto result = test::searchDepth(Variant::International, p, 1);
        CHECK(result.score == engine::winIn(1));
    }
    SECTION("no move at all: no best move, and the game is lost")
    {
        const core::Position p = test::position(Variant::International, "B:W50,31:B45");
        const auto result = test::searchDepth(Variant::International, p, 3);
        CHECK_FALSE(result.hasMove);
        CHECK(result.score == engine::lossIn(0));
    }
}

TEST_CASE("To the Last Man: a side with no stones on the board or in hand has lost", "[engine][end][last-man]")
{
    // c3xe5 flips Black's only stone.
    const core::Position none = test::position(Variant::ToTheLastMan, "W:Wc3:Bd4");
    const auto taken = test::searchDepth(Variant::ToTheLastMan, none, 3);
    CHECK(test::text(Variant::ToTheLastMan, taken.bestMove) == "c3xe5");
    CHECK(taken.score == engine::winIn(1));
    // The same capture with a Black stone in hand: Black places it and
    // plays on, two stones against one.
    const core::Position inHand = test::position(Variant::ToTheLastMan, "W:Wc3:Bd4:H0,1");
    const auto placed = test::searchDepth(Variant::ToTheLastMan, inHand, 3);
    CHECK(test::text(Variant::ToTheLastMan, placed.bestMove) == "c3xe5");
    CHECK_FALSE(engine::isDecisive(placed.score));
}

TEST_CASE("the 30-move counter ends the game in a draw inside the search", "[engine][end][counter]")
{
    const Variant variant = GENERATE(Variant::International, Variant::CornerCheckers);
    INFO(core::variantName(variant));
    // White has a king and three men against one man, far from any capture.
    // With 29 quiet plies behind, White's next move (which takes nothing)
    // is the 30th: a draw, whatever the material says.
    const std::string pieces = variant == Variant::International ? "W:WK46,31,32,33:B5" : "W:WK46,31,32,36:B5";
    const auto drawn = test::searchDepth(variant, test::position(variant, pieces + ":N29"), 5);
    CHECK(drawn.hasMove);
    CHECK(drawn.score == engine::DrawScore);
    // A fresh counter: White is simply far ahead.
    const auto fresh = test::searchDepth(variant, test::position(variant, pieces), 5);
    CHECK(fresh.score > 3 * engine::ManValue);
}
