// Hand-made tactics of Twenty vs Ten, Corner Checkers and To the Last Man.

#include "tactics_support.hpp"

namespace {

using namespace draughts;
using core::Variant;

} // namespace

// Twenty vs Ten is played on the dark squares like International: in a row
// of b..j squares (1-5, 11-15, ...) square n has n-5 and n-4 above it, n+5
// and n+6 below; in a row of a..i squares n-6 and n-5 above, n+4 and n+5
// below. Black moves down and makes two moves with two different pieces.

TEST_CASE("Twenty vs Ten: Black's first move clears the square his second move captures to",
          "[engine][tactics][twenty-vs-ten]")
{
    // White's man on 18 sits between Black's 12 and 23; 12x23 is blocked by
    // Black's own man and 12 cannot step (17 is Black's, 18 White's). So
    // 23-29 first, then 12x23 with the other piece wins the man. 23-28
    // would clear the square too, but 33x22 takes the man on 28 back (and
    // goes on over 17 to 11); on 29 the man is safe, since 33x24 and 34x23
    // land on Black's 24 and 23.
    test::checkTactic(Variant::TwentyVsTen,
                      {"clear, then capture", "B:W18,33,34,38-40,43-45:B1-5,12,17,23,24", "23-29", 100'000});
}

TEST_CASE("Twenty vs Ten: White gives a man so that Black cannot make his second move",
          "[engine][tactics][twenty-vs-ten]")
{
    // Black has two men: 36 can only go to 41, 32 can go to 37 or 38. 42-37
    // offers a man: Black's first move must be the capture 32x41, which
    // lands on the one square 36 could go to. No piece is left for the
    // second move: White wins. Other moves let Black play 36-41 and 32-37
    // or 32-38.
    test::checkTactic(Variant::TwentyVsTen, {"the last square", "W:W42-44,48-50:B32,36", "42-37", 20'000});
}

// Corner Checkers numbers its light squares from the top left too (1 = a10,
// 5 = i10, 46 = b1), mirrored: in a row of a..i squares (1-5, 11-15, ...)
// square n has n-6 and n-5 above it, n+4 and n+5 below; in a row of b..j
// squares n-5 and n-4 above, n+5 and n+6 below. White crowns on 5 (i10)
// and 10 (j9).

TEST_CASE("Corner Checkers: a sacrifice opens a capture of four into the crowning square", "[engine][tactics][corner]")
{
    // 26-22 offers a man to 27, whose only capture is 27x16 (backwards;
    // 11 and 21 are on the edge, so it cannot go on). Then 21x12x3x14x5
    // takes 16, 7, 8 and 9 and ends on i10, a crowning square: White gives
    // one man for four and a king.
    test::checkTactic(
        Variant::CornerCheckers,
        {"capture into the corner", "W:W11,21,26,31,36,41,42,44,47:B7-10,13,15,20,25,27,30", "26-22", 50'000});
}

TEST_CASE("Corner Checkers: two sacrifices for a capture of three", "[engine][tactics][corner]")
{
    // 12-7 3x12 (forced), 22-17 12x23 (forced; 27 with 32 behind it stops
    // it going on), and 27x18x29x20 takes 23, 24 and 25: two men for three.
    test::checkTactic(Variant::CornerCheckers,
                      {"two sacrifices", "W:W12,22,26,27,32,41-43,46,47:B3,5,8-10,24,25,30,39:N8", "12-7", 50'000});
}

// To the Last Man: 8x8, White moves up, stones capture forwards only, a
// captured stone flips to the captor's colour and stays where it is.

TEST_CASE("To the Last Man: a sacrifice that wins two stones back", "[engine][tactics][last-man]")
{
    // e3-d4 offers a stone; Black must take it, e5xc3 or c5xe3 (a1/e1 and
    // c1/g1 stop either capture going on), and the stone on d4 turns Black.
    // Then d2 takes two: d2xb4xd6 (c3 and c5) or d2xf4xd6 (e3 and e5), and
    // Black's new stone on d4 cannot take back (b2 and f2 are held). White
    // turned one stone and got two: nine against three instead of eight
    // against four.
    test::checkTactic(Variant::ToTheLastMan,
                      {"sacrifice for two", "W:Wa1,c1,e1,g1,b2,d2,f2,e3:Bc5,e5,f8,h8", "e3-d4", 50'000});
}

TEST_CASE("To the Last Man: where to place the stone from hand", "[engine][tactics][last-man]")
{
    // White must first place his stone in hand on his first row. Placed on
    // e1, it takes Black's intruder on d2 at once (e1xc3, its regular
    // move); from c1 the capture would need e3, which is White's own, and
    // from a1 or g1 there is none.
    test::checkTactic(Variant::ToTheLastMan, {"placement", "W:We3,g3:Bd2,b8,h8:H1,0", "@e1", 20'000});
}
