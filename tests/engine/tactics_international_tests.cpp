// International: classic combinations from the literature. Each position is
// the pattern as the sources give it, reduced to the pieces that take part
// (the sources show diagrams; the pieces here were placed by us so that the
// published solution is the only way through), except the coup Philippe,
// which is reached by the published opening moves.
//
// Numbering: squares 1-50 row by row from the top left. In a row of b..j
// squares (1-5, 11-15, ...) square n has n-5 and n-4 above it, n+5 and n+6
// below; in a row of a..i squares (6-10, 16-20, ...) n-6 and n-5 above,
// n+4 and n+5 below (edges excepted). White moves up, Black down; men
// capture both ways; the largest capture is compulsory.

#include "tactics_support.hpp"

#include <draughts/pdn/pdn_game.hpp>

namespace {

using namespace draughts;
using core::Variant;
using test::intl;

} // namespace

TEST_CASE("International: the coup Philippe after a published opening mistake", "[engine][tactics][international]")
{
    // Source: T. Goedemoed, "A course in international draughts" (2008),
    // chapter 3, and the French Wikipedia article "Coup Philippe": after
    // 1.33-28 18-23 2.39-33 12-18 3.44-39 7-12 4.31-26 20-25? White wins
    // with 28-22. Black must take, 18x27 or 17x28 (both single captures):
    //  - 18x27 32x21 16x27 (forced) 34-30 25x34 (forced), and 40x29x18x7x16
    //    takes 34, 23, 12 and 11: White gave three men and took five.
    //  - 17x28 33x22, and Black must take 18x27 (his only capture); then
    //    the same 32x21 16x27 34-30 25x34 40x29x18x7x16.
    core::Position p = pdn::defaultStart(intl); // White to move, as published games start
    for (const char* move : {"33-28", "18-23", "39-33", "12-18", "44-39", "7-12", "31-26", "20-25"})
        p = rules::afterMove(intl, p, test::move(intl, p, move));
    test::checkTactic(intl, p, {"coup Philippe", "", "28-22", 50'000});
}

TEST_CASE("International: the coup royal", "[engine][tactics][international]")
{
    // The basic coup royal (French Wikipedia "Coup royal"; Goedemoed,
    // chapter 5): 27-22 18x27 (Black's only capture) 32x21 (White's only
    // one); now Black's largest capture is 23x32x43x34, three men (28, 38
    // and 39; 45 stops it going on over 40), and White's man on 40 takes
    // five: 40x29x20x9x18x7 (34, 24, 14, 13, 12). 19 blocks 28x19 at the
    // start, so White has no capture there.
    test::checkTactic(intl, {"coup royal", "W:W27,28,32,38,39,40,45:B12,13,14,18,19,23,24", "27-22", 50'000});
}

TEST_CASE("International: the double two", "[engine][tactics][international]")
{
    // The "coup du double-deux" (French Wikipedia): two sacrifices, two
    // captures of two. 27-22 18x27 (forced), 28-23 19x28 (forced; 39 stops
    // it going on over 33, and 35 stops 24x35), 30x19x10 (24 and 14),
    // 4x15 (forced), 33x22x31 (28 and 27). White gave three men and took
    // four: two against one.
    test::checkTactic(intl, {"double two", "W:W27,28,30,33,35,39:B4,14,18,19,24", "27-22", 50'000});
}

TEST_CASE("International: the chaplet", "[engine][tactics][international]")
{
    // The "coup du chapelet", described by Manoury in 1770 (French
    // Wikipedia): a chain of forced exchanges that leaves a shot. White is a
    // man down. 28-23 19x28, 30x19 14x23, 25x14 10x19 (each capture the only
    // one; 5 stops 25x14x5), then 39-33: Black must take two, 28x39x30, and
    // 35x24x13x2 takes three (30, 19 and 8) and crowns. A king against two
    // men instead of a man down; every other first move leaves White simply
    // a man behind.
    test::checkTactic(intl, {"chaplet", "W:W25,28,30,34,35,39:B5,8,10,14,19,20,24", "28-23", 50'000});
}
