// Polish: hand-made sacrifices (15 men a side, flying kings, largest
// capture compulsory; a man reaching the last row during a capture is
// crowned there and stops). Numbering and neighbours as in International:
// in a row of b..j squares n has n-5 and n-4 above it, n+5 and n+6 below;
// in a row of a..i squares n-6 and n-5 above, n+4 and n+5 below.

#include "tactics_support.hpp"

namespace {

using namespace draughts;
constexpr core::Variant polish = core::Variant::Polish;

} // namespace

TEST_CASE("Polish: a sacrifice that opens a capture of four to the last row", "[engine][tactics][polish]")
{
    // 36-31 offers a man; Black's only capture is 26x37 (41 and 46, 42 and
    // 48 stop it going on). Now 41x32x23x14x3 takes 37, 28, 19 and 9 and
    // lands on 3, on Black's back row: crowned, and the capture ends there.
    // White gave one man for four and a king.
    test::checkTactic(polish, {"capture of four", "W:W34,36,39,41-50:B1,2,4-12,15,19,26,28", "36-31", 50'000});
}

TEST_CASE("Polish: a sacrifice for a capture of three", "[engine][tactics][polish]")
{
    // 32-27: Black must take 21x32 (37 with 41 behind it and 38 with 43
    // behind it stop the capture going on; 22x31 is blocked by 31). White's
    // largest capture is then 38x27x18x9, three men (32, 22 and 13); 37x28x17
    // takes only two.
    test::checkTactic(
        polish, {"capture of three", "W:W31,32,34,37,38,40,41,43,45-47,49:B1,2,6-8,10,11,13,21,22", "32-27", 50'000});
}
