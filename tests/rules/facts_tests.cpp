// The facts each policy states, checked against the rule pages: every
// expected value below is read off the article cited beside it.

#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>

#include <catch2/catch.hpp>

#include <cstdlib>
#include <initializer_list>

using namespace draughts;
using core::Bitboard;
using core::Side;
using core::Variant;

namespace {

Bitboard numbers(Variant variant, std::initializer_list<int> list)
{
    Bitboard set = 0;
    for (int n : list)
        set |= core::bitOf(rules::squareFromNumber(variant, n));
    return set;
}

Bitboard range(Variant variant, int first, int last)
{
    Bitboard set = 0;
    for (int n = first; n <= last; ++n)
        set |= core::bitOf(rules::squareFromNumber(variant, n));
    return set;
}

// Squares named by file letter and rank ("c3").
Bitboard named(Variant variant, std::initializer_list<const char*> names)
{
    Bitboard set = 0;
    for (const char* name : names)
        set |= core::bitOf(rules::squareAt(variant, name[0] - 'a', std::atoi(name + 1) - 1));
    return set;
}

} // namespace

TEST_CASE("International: the facts of international.md", "[rules][facts][international]")
{
    const auto v = Variant::International;
    const rules::Facts& f = rules::facts(v);
    CHECK(f.variant == v);
    CHECK(f.shape.size == 10); // §2.1
    CHECK_FALSE(f.shape.lightSquares);
    CHECK(core::countOf(f.squares) == 50);
    CHECK(f.firstToMove == Side::Black);                          // §3.1
    CHECK(f.hasKings);                                            // §6.1
    CHECK(f.flyingKings);                                         // §4.2, §5.2
    CHECK(f.menCaptureBackward);                                  // §5.1
    CHECK(f.maximumCapture);                                      // §5.5
    CHECK_FALSE(f.promoteMidCapture);                             // §6.1
    CHECK_FALSE(f.stepBackWhenStuck);                             // §4.1
    CHECK(f.promotionSquaresOf(Side::White) == range(v, 1, 5));   // §6.1: rank 10
    CHECK(f.promotionSquaresOf(Side::Black) == range(v, 46, 50)); // §6.1: rank 1
    CHECK_FALSE(f.crowningSquaresMarked);
    CHECK_FALSE(f.flipsCaptured);
    CHECK(f.captureLimit == 0);
    CHECK_FALSE(f.hasHand);
    CHECK_FALSE(f.blackMovesTwice);
    CHECK(f.drawCounterLimit == 30); // §8.3

    const core::Position start = rules::startPosition(v); // §2.2
    CHECK(start.white == range(v, 31, 50));
    CHECK(start.black == range(v, 1, 20));
    CHECK(start.kings == 0);
    CHECK(start.sideToMove == Side::Black);
}

TEST_CASE("Polish: the facts of polish.md", "[rules][facts][polish]")
{
    const auto v = Variant::Polish;
    const rules::Facts& f = rules::facts(v);
    CHECK(f.shape.size == 10);           // §2.1
    CHECK(f.firstToMove == Side::White); // §3.1
    CHECK(f.hasKings);
    CHECK(f.menCaptureBackward); // §5.1
    CHECK(f.maximumCapture);     // §5.5
    CHECK(f.promoteMidCapture);  // §6.1
    CHECK(f.promotionSquaresOf(Side::White) == range(v, 1, 5));
    CHECK_FALSE(f.blackMovesTwice);
    CHECK(f.drawCounterLimit == 0); // §8.3: no 30-move counter

    const core::Position start = rules::startPosition(v); // §2.2
    CHECK(start.white == range(v, 36, 50));
    CHECK(start.black == range(v, 1, 15));
    CHECK(start.sideToMove == Side::White);
}

TEST_CASE("Twenty vs Ten: the facts of twenty-vs-ten.md", "[rules][facts][twenty-vs-ten]")
{
    const auto v = Variant::TwentyVsTen;
    const rules::Facts& f = rules::facts(v);
    CHECK(f.shape.size == 10);
    CHECK(f.firstToMove == Side::Black); // §3.1
    CHECK(f.blackMovesTwice);            // §3.1
    CHECK(f.maximumCapture);             // §5.4
    CHECK(f.menCaptureBackward);         // §5.1
    CHECK_FALSE(f.promoteMidCapture);    // §6.1
    CHECK(f.drawCounterLimit == 0);      // §8.4

    const core::Position start = rules::startPosition(v); // §2.2
    CHECK(start.white == range(v, 31, 50));
    CHECK(start.black == range(v, 1, 10));
    CHECK(start.sideToMove == Side::Black);
}

TEST_CASE("Corner Checkers: the facts of corner.md", "[rules][facts][corner]")
{
    const auto v = Variant::CornerCheckers;
    const rules::Facts& f = rules::facts(v);
    CHECK(f.shape.size == 10);
    CHECK(f.shape.lightSquares); // §2.1
    CHECK(core::countOf(f.squares) == 50);
    // §2.2: 1 is a10 and 50 is j1; a1 and j10 are dark and unused.
    CHECK(rules::squareAt(v, 0, 9) == rules::squareFromNumber(v, 1));
    CHECK(rules::squareAt(v, 9, 0) == rules::squareFromNumber(v, 50));
    CHECK(rules::squareAt(v, 0, 0) == core::NoSquare);
    CHECK(rules::squareAt(v, 9, 9) == core::NoSquare);
    // §2.1: the men stand on the light squares; a1 and j10, at the players' left hands, are dark.
    CHECK(rules::Shape::isDark(0, 0));
    CHECK(rules::Shape::isDark(9, 9));
    CHECK_FALSE(rules::Shape::isDark(1, 0)); // b1, where a White man starts
    CHECK(rules::squareAt(v, 1, 0) != core::NoSquare);
    CHECK(f.firstToMove == Side::Black); // §3.1
    CHECK(f.maximumCapture);             // §5.5
    CHECK(f.menCaptureBackward);         // §5.1
    // §6.1: i10 and j9 crown White, b1 and a2 crown Black; the board marks them.
    CHECK(f.promotionSquaresOf(Side::White) == named(v, {"i10", "j9"}));
    CHECK(f.promotionSquaresOf(Side::White) == numbers(v, {5, 10}));
    CHECK(f.promotionSquaresOf(Side::Black) == numbers(v, {41, 46}));
    CHECK(f.crowningSquaresMarked);
    CHECK(f.drawCounterLimit == 30); // §8.3

    const core::Position start = rules::startPosition(v); // §2.2
    CHECK(start.white == numbers(v, {21, 26, 31, 32, 36, 37, 41, 42, 43, 46, 47, 48}));
    CHECK(start.black == numbers(v, {3, 4, 5, 8, 9, 10, 14, 15, 19, 20, 25, 30}));
    CHECK(start.sideToMove == Side::Black);
}

TEST_CASE("To the Last Man: the facts of last-man.md", "[rules][facts][last-man]")
{
    const auto v = Variant::ToTheLastMan;
    const rules::Facts& f = rules::facts(v);
    CHECK(f.shape.size == 8); // §2.1
    CHECK_FALSE(f.shape.lightSquares);
    CHECK(core::countOf(f.squares) == 32);
    CHECK(f.firstToMove == Side::White);           // §3.1
    CHECK_FALSE(f.hasKings);                       // §6.1
    CHECK_FALSE(f.menCaptureBackward);             // §5.1
    CHECK_FALSE(f.maximumCapture);                 // §5.2
    CHECK(f.stepBackWhenStuck);                    // §4.1
    CHECK(f.promotionSquaresOf(Side::White) == 0); // §6.1
    CHECK(f.promotionSquaresOf(Side::Black) == 0);
    CHECK_FALSE(f.crowningSquaresMarked);
    CHECK(f.flipsCaptured);     // §5.3
    CHECK(f.captureLimit == 3); // §5.4
    CHECK(f.hasHand);           // §6.1
    // §6.2: stones from hand go back to the owner's own first row.
    CHECK(f.homeRowOf(Side::White) == named(v, {"a1", "c1", "e1", "g1"}));
    CHECK(f.homeRowOf(Side::Black) == named(v, {"b8", "d8", "f8", "h8"}));
    CHECK_FALSE(f.blackMovesTwice);
    CHECK(f.drawCounterLimit == 0); // §8.4

    const core::Position start = rules::startPosition(v); // §2.1: ranks 1-3 and 6-8
    CHECK(start.white == named(v, {"a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2", "a3", "c3", "e3", "g3"}));
    CHECK(start.black == named(v, {"b6", "d6", "f6", "h6", "a7", "c7", "e7", "g7", "b8", "d8", "f8", "h8"}));
    CHECK(start.sideToMove == Side::White);
}

TEST_CASE("Every game's start holds only men of both sides on playing squares", "[rules][facts]")
{
    for (Variant v : core::allVariants) {
        INFO(core::variantName(v));
        const core::Position start = rules::startPosition(v);
        CHECK((start.white & start.black) == 0);
        CHECK(((start.white | start.black) & ~rules::facts(v).squares) == 0);
        CHECK(start.sideToMove == rules::facts(v).firstToMove);
        CHECK(rules::facts(v).squares == rules::allSquares(v));
    }
}

TEST_CASE("PDN facts: International is GameType 20 and scores a win 2-0, the other games 1-0", "[rules][facts][pdn]")
{
    // PDN 3.0 names International draughts GameType 20 and writes its
    // results in FMJD points; the program's other games have no GameType
    // and use the results PDN took over from PGN.
    CHECK(rules::facts(Variant::International).pdnGameType == 20);
    CHECK(rules::facts(Variant::International).pdnWinPoints == 2);
    for (Variant v : {Variant::Polish, Variant::TwentyVsTen, Variant::CornerCheckers, Variant::ToTheLastMan}) {
        INFO(core::variantId(v));
        CHECK(rules::facts(v).pdnGameType == 0);
        CHECK(rules::facts(v).pdnWinPoints == 1);
    }
}
