// Perft: leaf counts of the legal-move tree. The International figures are
// the published ones (duplicate captures removed); the small figures for the
// other games are counted by hand in the comments.

#include "rules_test_support.hpp"

#include <draughts/rules/facts.hpp>
#include <draughts/rules/perft.hpp>

#include <array>
#include <cstdint>

namespace {

using namespace draughts;
using core::Variant;
using rules::perft;
using rules::PerftMode;

template <std::size_t N>
void checkPerft(Variant variant, std::string_view fen, const std::array<std::uint64_t, N>& expected)
{
    const core::Position start = test::position(variant, fen);
    for (std::size_t i = 0; i < N; ++i) {
        const int depth = static_cast<int>(i) + 1;
        INFO(fen << " depth " << depth);
        CHECK(perft(variant, start, depth) == expected[i]);
    }
}

} // namespace

TEST_CASE("perft from the International opening position matches the published figures", "[perft][international]")
{
    checkPerft<8>(Variant::International, "W:W31-50:B1-20", {9, 81, 658, 4265, 27117, 167140, 1049442, 6483961});
}

TEST_CASE("perft from a middle-game International position matches the published figures", "[perft][international]")
{
    checkPerft<9>(Variant::International, "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
                  {6, 12, 30, 73, 215, 590, 1944, 6269, 22369});
}

TEST_CASE("perft with forty kings matches the published figures", "[perft][international][king]")
{
    checkPerft<7>(Variant::International, "W:WK31-50:BK1-20", {17, 79, 352, 1399, 7062, 37589, 217575});
}

TEST_CASE("perft of a capture-rich position with kings matches the published figures",
          "[perft][international][capture]")
{
    checkPerft<6>(Variant::International, "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
                  {14, 55, 1168, 5432, 87195, 629010});
}

TEST_CASE("perft with eight kings a side matches the reference generator", "[perft][international][king]")
{
    // The figures of tests/core's plain reference generator for this
    // position (its perft test runs it to depth 5); depth 7, 45 561 634, is
    // the published figure that draughts-cli bench checks.
    checkPerft<5>(Variant::International, "W:WK23,K28,K32,K37,K41,K44,K46,K50:BK1,K5,K7,K10,K14,K19,K24,K26",
                  {29, 131, 2472, 14917, 216997});
}

TEST_CASE("full perft makes every leaf move and counts the same as bulk perft", "[perft]")
{
    const char* fens[] = {
        "W:W31-50:B1-20",
        "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
        "W:WK31-50:BK1-20",
        "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
        "W:WK23,K28,K32,K37,K41,K44,K46,K50:BK1,K5,K7,K10,K14,K19,K24,K26",
    };
    for (const char* fen : fens) {
        const core::Position p = test::position(Variant::International, fen);
        for (int depth = 1; depth <= 4; ++depth) {
            INFO(fen << " depth " << depth);
            CHECK(perft(Variant::International, p, depth, PerftMode::Full) ==
                  perft(Variant::International, p, depth, PerftMode::Bulk));
        }
    }
    for (Variant variant : core::allVariants) {
        const core::Position p = rules::startPosition(variant);
        for (int depth = 1; depth <= 4; ++depth) {
            INFO(core::variantId(variant) << " depth " << depth);
            CHECK(perft(variant, p, depth, PerftMode::Full) == perft(variant, p, depth, PerftMode::Bulk));
        }
    }
}

TEST_CASE("perft of depth zero is one leaf", "[perft]")
{
    for (Variant variant : core::allVariants)
        CHECK(perft(variant, rules::startPosition(variant), 0) == 1);
}

TEST_CASE("perft from the International start with Black to move mirrors White's figures", "[perft][international]")
{
    // The opening position is symmetric under turning the board round.
    checkPerft<4>(Variant::International, "B:W31-50:B1-20", {9, 81, 658, 4265});
}

TEST_CASE("perft from the Polish start counts nine moves a side", "[perft][polish]")
{
    // White's men on 36-40 have 9 steps; after any of them Black's men on
    // 11-15 have 9 steps, the armies being two empty rows apart.
    checkPerft<2>(Variant::Polish, "W:W36-50:B1-15", {9, 81});
}

TEST_CASE("perft from the Twenty vs Ten start counts each half of Black's turn as a ply", "[perft][twenty-vs-ten]")
{
    // Black's first move: 9 steps from 6-10. Second move: the other row-9
    // men keep their steps minus those into the square just taken, and the
    // row-10 men gain the steps into the square just left:
    // 6-11: 7+1, 7-11: 6+2, 7-12: 6+2, 8-12: 6+2, 8-13: 6+2, 9-13: 6+2,
    // 9-14: 6+2, 10-14: 6+2, 10-15: 7+2 -> 73. White then always has its 9
    // opening steps: 657.
    checkPerft<3>(Variant::TwentyVsTen, "B:W31-50:B1-10", {9, 73, 657});
}

TEST_CASE("perft from the Corner Checkers start counts six moves a side", "[perft][corner]")
{
    // Black: e10-d9, f9-e8, g8-f7, h7-g6, i6-h5, j5-i4; White's six steps
    // from its own triangle are then untouched.
    checkPerft<2>(Variant::CornerCheckers, "B:W21,26,31,32,36,37,41-43,46-48:B3-5,8-10,14,15,19,20,25,30", {6, 36});
}

TEST_CASE("perft from the To the Last Man start agrees with 8x8 checkers for three plies", "[perft][last-man]")
{
    // Up to the third ply no stone can have been captured or reach the far
    // row, so the tree is that of English checkers: 7, 49, 302.
    checkPerft<3>(Variant::ToTheLastMan, "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6",
                  {7, 49, 302});
}

TEST_CASE("perft counts a capture reachable by two routes once", "[perft][capture][duplicates]")
{
    // King a1 takes e5 and h8, landing on f6 or g7 in between: two moves
    // (ending on i9 or j10), not four.
    CHECK(perft(Variant::International, test::position(Variant::International, "W:WK46:B28,14"), 1) == 2);
    // A man going round a square of four pieces, either way: one move.
    CHECK(perft(Variant::International, test::position(Variant::International, "W:W23:B8,9,18,19"), 1) == 1);
}
