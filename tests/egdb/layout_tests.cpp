// The numbering of positions: every number names one position and back,
// the positions left out, mirror images, and slice sizes worked out by hand;
// To the Last Man's dense numbering against an enumeration of its own.

#include "egdb_test_support.hpp"

#include <draughts/egdb/layout.hpp>
#include <draughts/rules/geometry.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <random>
#include <vector>

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

// A place for a stone: its square, its owner and its capture count.
struct StoneSpot {
    core::Square square;
    Side side;
    int count;
};

// Calls `visit` with every choice of `stones` spots on different squares
// (spots of one square follow each other), in increasing order of square.
void everyPlacement(const std::vector<StoneSpot>& spots, int stones,
                    const std::function<void(const std::vector<StoneSpot>&)>& visit)
{
    std::vector<StoneSpot> chosen;
    const std::function<void(std::size_t)> from = [&](std::size_t first) {
        if (static_cast<int>(chosen.size()) == stones) {
            visit(chosen);
            return;
        }
        for (std::size_t i = first; i < spots.size(); ++i) {
            if (!chosen.empty() && spots[i].square == chosen.back().square)
                continue;
            chosen.push_back(spots[i]);
            from(i + 1);
            chosen.pop_back();
        }
    };
    from(0);
}

} // namespace

TEST_CASE("every number of the tables up to three pieces names a position numbered the same way back", "[egdb][layout]")
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
    // So is a capture count (made by hand): only To the Last Man has them.
    const core::Position plain = test::position(Variant::International, "W:W31:B20");
    core::Position counted = plain;
    counted.captureCount[rules::squareFromNumber(Variant::International, 31)] = 2;
    REQUIRE(international.locate(plain).has_value());
    CHECK(international.locate(counted) == international.locate(plain));
    CHECK(international.normalized(counted) == plain);

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
    // A count above the limit (made by hand: FEN refuses it), and kings in a
    // game without them.
    core::Position overCounted = test::position(Variant::ToTheLastMan, "W:Wb4:Bc5");
    overCounted.captureCount[core::lowestSquare(overCounted.white)] = 4;
    CHECK_FALSE(lastMan.locate(overCounted).has_value());
    core::Position crownedStone = test::position(Variant::ToTheLastMan, "W:Wb4:Bc5");
    crownedStone.kings = crownedStone.white;
    CHECK_FALSE(lastMan.locate(crownedStone).has_value());
}

TEST_CASE("To the Last Man's slices of 2 to 6 stones hold exactly their positions", "[egdb][layout]")
{
    // Worked out by zones (docs/egdb.md): each first row holds its own
    // side's stones, the six edge squares of rows 2 to 7 either colour, the
    // 18 squares inside either colour with a count 0 to 3; White to move,
    // after a placement only with a White stone on the board. Six stones are
    // only counted here, never built.
    const Layout layout(Variant::ToTheLastMan, 6);
    REQUIRE(layout.slices().size() == 5);
    CHECK(sliceNamed(layout, "2").size == 13'107);
    CHECK(sliceNamed(layout, "3").size == 997'917);
    CHECK(sliceNamed(layout, "4").size == 42'212'235);
    CHECK(sliceNamed(layout, "5").size == 1'248'612'591);
    CHECK(sliceNamed(layout, "6").size == 28'207'758'839);
}

TEST_CASE("every number of To the Last Man's slices up to three stones names a position numbered the same way back",
          "[egdb][layout]")
{
    const Layout layout(Variant::ToTheLastMan, 3);
    for (int slice = 0; slice < static_cast<int>(layout.slices().size()); ++slice) {
        const egdb::Slice& s = layout.slices()[static_cast<std::size_t>(slice)];
        std::uint64_t failed = 0;
        for (std::uint64_t index = 0; index < s.size; ++index) {
            const auto position = layout.positionAt({slice, index});
            // REQUIRE on each of a million numbers would be slow: count, then check.
            const bool same = position && layout.normalized(*position) == *position &&
                              layout.locate(*position) == Location{slice, index};
            if (!same && failed++ == 0)
                FAIL_CHECK("slice " << s.name << " number " << index);
        }
        INFO("slice " << s.name);
        CHECK(failed == 0);
    }
}

TEST_CASE("random numbers of To the Last Man's six stones name positions numbered the same way back", "[egdb][layout]")
{
    const Layout layout(Variant::ToTheLastMan, 6);
    const int six = static_cast<int>(layout.slices().size()) - 1;
    const std::uint64_t size = layout.slices().back().size;
    std::mt19937_64 random(20261205);
    for (int i = 0; i < 200'000; ++i) {
        const std::uint64_t index = random() % size;
        const auto position = layout.positionAt({six, index});
        INFO("number " << index);
        REQUIRE(position.has_value());
        REQUIRE(layout.locate(*position) == Location{six, index});
    }
    // The first and last numbers, and those at the blocks' edges.
    for (const egdb::Block& block : layout.slices().back().blocks)
        for (std::uint64_t index : {block.offset, block.offset + block.size - 1}) {
            const auto position = layout.positionAt({six, index});
            INFO("number " << index);
            REQUIRE(position.has_value());
            REQUIRE(layout.locate(*position) == Location{six, index});
        }
}

TEST_CASE("numbers asked in order, out of order and between two layouts name the right positions", "[egdb][layout]")
{
    // Each thread remembers the last block and stones placed (layout.cpp,
    // stone_numbering.cpp): runs of numbers that differ only in the
    // counts, each broken by a far number of the same slice and by a
    // number of another game's layout, must each still come back.
    const Layout six(Variant::ToTheLastMan, 6);
    const Layout international(Variant::International, 3);
    const int sixth = static_cast<int>(six.slices().size()) - 1;
    // A slice of the same number in both, so that only the layout tells
    // their blocks apart.
    REQUIRE(international.slices().size() > static_cast<std::size_t>(sixth));
    std::mt19937_64 random(6);
    for (int run = 0; run < 200; ++run) {
        // Half the runs in the first block, whose numbers the other
        // layout's slice has too.
        const std::uint64_t first = random() % (run % 2 == 0 ? 200 : six.slices().back().size - 300);
        for (std::uint64_t index = first; index < first + 300; ++index) {
            const auto position = six.positionAt({sixth, index});
            INFO("number " << index);
            REQUIRE(position.has_value());
            REQUIRE(six.locate(*position) == Location{sixth, index});
            if (index % 97 == 0) {
                const std::uint64_t far = random() % six.slices().back().size;
                REQUIRE(six.locate(*six.positionAt({sixth, far})) == Location{sixth, far});
                const std::uint64_t other = random() % international.slices()[static_cast<std::size_t>(sixth)].size;
                if (const auto position3 = international.positionAt({sixth, other}))
                    REQUIRE(international.locate(*position3) == Location{sixth, other});
            }
        }
    }
}

TEST_CASE("every position of two stones of To the Last Man has its own number", "[egdb][layout]")
{
    // Enumerated from the rules alone: 32 squares, a stone never on its far
    // row (last-man.md §6.1), a count 0 to 3 only where a stone has a
    // neighbour on all four diagonals (§5.4), every split between board and
    // hands, and the phase after a placement when White, to move, has a
    // stone on the board to make the regular move with.
    const Variant variant = Variant::ToTheLastMan;
    const rules::Shape shape = rules::shapeOf(variant);
    std::vector<StoneSpot> spots;
    core::forEachSquare(shape.all(), [&](core::Square square) {
        const int file = shape.fileOf(square);
        const int rank = shape.rankOf(square);
        const bool inside = file > 0 && rank > 0 && file < shape.size - 1 && rank < shape.size - 1;
        for (Side side : {Side::White, Side::Black})
            if (rank != (side == Side::White ? shape.size - 1 : 0))
                for (int count = 0; count <= (inside ? 3 : 0); ++count)
                    spots.push_back({square, side, count});
    });
    REQUIRE(spots.size() == 4 * 2 + 6 * 2 + 18 * 2 * 4);

    const Layout layout(variant, 2);
    REQUIRE(layout.slices().size() == 1);
    const egdb::Slice& two = layout.slices().front();
    std::vector<int> hits(two.size, 0);
    std::uint64_t positions = 0;
    std::uint64_t unnumbered = 0;
    const auto numberOf = [&](const core::Position& position) {
        ++positions;
        const auto location = layout.locate(position);
        if (location && location->slice == 0 && location->index < two.size)
            ++hits[location->index];
        else
            ++unnumbered;
    };
    for (int whiteHand = 0; whiteHand <= 2; ++whiteHand)
        for (int blackHand = 0; whiteHand + blackHand <= 2; ++blackHand)
            everyPlacement(spots, 2 - whiteHand - blackHand, [&](const std::vector<StoneSpot>& stones) {
                core::Position p;
                p.hand = {static_cast<std::uint8_t>(whiteHand), static_cast<std::uint8_t>(blackHand)};
                for (const StoneSpot& stone : stones) {
                    p.pieces(stone.side) |= core::bitOf(stone.square);
                    p.captureCount[stone.square] = static_cast<std::uint8_t>(stone.count);
                }
                if ((p.white == 0 && whiteHand == 0) || (p.black == 0 && blackHand == 0))
                    return;
                numberOf(p);
                if (p.white == 0)
                    return;
                p.placedThisTurn = true;
                numberOf(p);
            });
    CHECK(unnumbered == 0);
    CHECK(positions == two.size);
    CHECK(std::count(hits.begin(), hits.end(), 1) == static_cast<std::ptrdiff_t>(two.size));
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
