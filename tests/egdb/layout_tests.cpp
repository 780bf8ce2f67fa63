// The numbering of positions: every number names one position and back,
// the positions left out, mirror images, and slice sizes worked out by hand.

#include "egdb_test_support.hpp"

#include <draughts/egdb/layout.hpp>
#include <draughts/rules/geometry.hpp>

#include <catch2/catch.hpp>

using namespace draughts;
using core::Side;
using core::Variant;
using egdb::Layout;
using egdb::Location;

namespace {

const egdb::Slice& sliceNamed(const Layout& layout, const std::string& name)
{
    for (const egdb::Slice& slice : layout.slices())
        if (slice.name == name)
            return slice;
    FAIL("no slice " << name);
    return layout.slices().front();
}

} // namespace

TEST_CASE("every number of the tables up to three pieces names a position numbered the same way back",
          "[egdb][layout]")
{
    for (Variant variant : core::allVariants) {
        const Layout layout(variant, 3);
        std::uint64_t named = 0;
        std::uint64_t tried = 0;
        for (int slice = 0; slice < static_cast<int>(layout.slices().size()); ++slice) {
            const egdb::Slice& s = layout.slices()[static_cast<std::size_t>(slice)];
            // Every number of two pieces, every seventh of three.
            const std::uint64_t step = s.pieces == 2 ? 1 : 7;
            for (std::uint64_t index = 0; index < s.size; index += step) {
                ++tried;
                const auto position = layout.positionAt({slice, index});
                if (!position)
                    continue;
                ++named;
                const auto back = layout.locate(*position);
                INFO(core::variantId(variant) << " slice " << s.name << " number " << index);
                REQUIRE(back.has_value());
                REQUIRE(*back == Location{slice, index});
            }
        }
        INFO(core::variantId(variant));
        // Two men on one square are the only numbers without a position: few.
        CHECK(named > tried * 8 / 10);
    }
}

TEST_CASE("International up to two pieces has three slices of sizes counted by hand", "[egdb][layout]")
{
    const Layout layout(Variant::International, 2);
    REQUIRE(layout.slices().size() == 3);
    // King against king, White to move: 50 squares for White's king, 49 for Black's.
    CHECK(sliceNamed(layout, "0101").size == 50 * 49);
    // King against man and, mirrored, man against king: a man on one of the
    // 45 squares off its crowning row, the king on one of the 49 others.
    CHECK(sliceNamed(layout, "0110").size == 2 * 45 * 49);
    // Man against man: 45 squares each, numbered each alone (40 numbers put
    // both men on one square and name no position).
    CHECK(sliceNamed(layout, "1010").size == 45 * 45);
}

TEST_CASE("Twenty vs Ten numbers both sides to move and Black's second move", "[egdb][layout]")
{
    const Layout layout(Variant::TwentyVsTen, 2);
    CHECK_FALSE(layout.mirrorsBlack());
    // King against king: White to move, Black's first move, and Black's
    // second move with his only piece barred.
    CHECK(sliceNamed(layout, "0101").size == 3 * 50 * 49);
    const auto first = layout.locate(test::position(Variant::TwentyVsTen, "B:WK46:BK5"));
    const auto second = layout.locate(test::position(Variant::TwentyVsTen, "B:WK46:BK5:D5"));
    REQUIRE(first.has_value());
    REQUIRE(second.has_value());
    CHECK(first->slice == second->slice);
    CHECK(first->index != second->index);
}

TEST_CASE("a position with Black to move is numbered as its mirror image with White to move", "[egdb][layout]")
{
    // Turned half round, square n becomes 51 - n: Black's king on 10 becomes
    // White's king on 41, White's man on 28 a Black man on 23.
    const Layout layout(Variant::International, 3);
    CHECK(layout.mirrorsBlack());
    const auto black = layout.locate(test::position(Variant::International, "B:W28:BK10"));
    const auto white = layout.locate(test::position(Variant::International, "W:WK41:B23"));
    REQUIRE(black.has_value());
    REQUIRE(black == white);
    // Corner Checkers' crowning squares (i10, j9 for White; b1, a2 for
    // Black) are mirror images too.
    CHECK(egdb::Layout(Variant::CornerCheckers, 2).mirrorsBlack());
    CHECK(egdb::Layout(Variant::ToTheLastMan, 2).mirrorsBlack());
    // A capture count turns round with its stone: Black's stone on c5 with
    // two captures behind it becomes White's on f4 (a↔h, 1↔8), still with two.
    const Layout lastMan(Variant::ToTheLastMan, 2);
    const auto counted = lastMan.locate(test::position(Variant::ToTheLastMan, "B:Wb4:Bc5:Cc5=2"));
    REQUIRE(counted.has_value());
    CHECK(counted == lastMan.locate(test::position(Variant::ToTheLastMan, "W:Wf4:Bg5:Cf4=2")));
    CHECK(counted != lastMan.locate(test::position(Variant::ToTheLastMan, "W:Wf4:Bg5")));
}

TEST_CASE("positions outside the tables are not numbered", "[egdb][layout]")
{
    const Layout international(Variant::International, 3);
    // Four pieces in tables of three.
    CHECK_FALSE(international.locate(test::position(Variant::International, "W:W31,32:B1,2")).has_value());
    // A White man on his crowning row (made by hand: FEN refuses it).
    core::Position crowned = test::position(Variant::International, "W:W31:B20");
    crowned.white = core::bitOf(rules::squareFromNumber(Variant::International, 3));
    CHECK_FALSE(international.locate(crowned).has_value());
    // The draw counter is ignored: the tables give the value by the moves.
    CHECK(international.locate(test::position(Variant::International, "W:WK46:BK5:N20")) ==
          international.locate(test::position(Variant::International, "W:WK46:BK5")));

    const Layout lastMan(Variant::ToTheLastMan, 3);
    // A White stone on White's far row: only a Forfeit claim puts it there
    // (last-man.md §9.17).
    CHECK_FALSE(lastMan.locate(test::position(Variant::ToTheLastMan, "W:Wd8:Bc3")).has_value());
    // A capture count where no stone can be jumped (the edge) cannot matter.
    CHECK(lastMan.locate(test::position(Variant::ToTheLastMan, "W:Wa3:Bc5:Ca3=2")) ==
          lastMan.locate(test::position(Variant::ToTheLastMan, "W:Wa3:Bc5")));
    // Inside the board it does.
    CHECK(lastMan.locate(test::position(Variant::ToTheLastMan, "W:Wb4:Bc5:Cb4=2")) !=
          lastMan.locate(test::position(Variant::ToTheLastMan, "W:Wb4:Bc5")));
}

TEST_CASE("the games with kings keep the numbers their tables were built with", "[egdb][layout]")
{
    // Numbers taken from the numbering before To the Last Man's became
    // dense; a change here makes every table of these games unreadable.
    struct Pinned {
        Variant variant;
        const char* fen;
        const char* slice;
        std::uint64_t index;
    };
    const Pinned pinned[] = {
        {Variant::International, "W:W28:BK10", "0110", 3292},
        {Variant::International, "B:W28:BK10", "0110", 1117},
        {Variant::International, "W:W31,32:B19,20", "2020", 346689},
        {Variant::International, "B:WK46,K47:B5,K20", "0211", 4731969},
        {Variant::Polish, "W:W32:B19", "1010", 1188},
        {Variant::Polish, "B:W32,K50:B19,20", "1120", 2834946},
        {Variant::CornerCheckers, "W:W9,8:B16", "2010", 691},
        {Variant::CornerCheckers, "B:W27,40:B22", "2010", 81440},
        {Variant::CornerCheckers, "W:WK27:BK22,K40", "0201", 92312},
        {Variant::TwentyVsTen, "B:WK46:BK5", "0101", 4659},
        {Variant::TwentyVsTen, "B:WK46:BK5:D5", "0101", 7109},
        {Variant::TwentyVsTen, "B:W22,40:B18,5", "2020", 1551470},
        {Variant::TwentyVsTen, "W:W22,40:BK18,5", "2011", 1220559},
    };
    for (const Pinned& p : pinned) {
        const Layout layout(p.variant, 4);
        const auto location = layout.locate(test::position(p.variant, p.fen));
        INFO(core::variantId(p.variant) << " " << p.fen);
        REQUIRE(location.has_value());
        const egdb::Slice& slice = layout.slices()[static_cast<std::size_t>(location->slice)];
        CHECK(slice.name == p.slice);
        CHECK(location->index == p.index);
    }
}
