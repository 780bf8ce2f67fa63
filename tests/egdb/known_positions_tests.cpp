// Positions whose values were worked out by hand from the rules; the
// reasoning is beside each. Square numbers as in docs/fen.md: International
// 46 = a1, 5 = j10, and the long diagonal a1-j10 runs 46 41 37 32 28 23 19
// 14 10 5.

#include "egdb_test_support.hpp"

#include <draughts/egdb/database.hpp>

#include <catch2/catch.hpp>

using namespace draughts;
using core::Variant;
using egdb::Wdl;

namespace {

std::optional<Wdl> valueOf(Variant variant, int pieces, std::string_view fen)
{
    const egdb::Database database(variant, test::builtTables(variant, pieces));
    return database.probe(test::position(variant, fen));
}

std::optional<int> pliesOf(Variant variant, int pieces, std::string_view fen)
{
    const egdb::Database database(variant, test::builtTables(variant, pieces));
    return database.pliesToEnd(test::position(variant, fen));
}

} // namespace

TEST_CASE("International: a king in the corner facing a king on its only diagonal loses", "[egdb][known]")
{
    // The king on a1 (46) can move only along the long diagonal; wherever it
    // stops, Black's king on j10 (5) jumps it, the square behind it (towards
    // a1) being empty; Black then has a piece and White none
    // (international.md §8.1). The same with the colours swapped.
    // White moves, Black takes: the game is over two plies from now.
    CHECK(valueOf(Variant::International, 2, "W:WK46:BK5") == Wdl::Loss);
    CHECK(pliesOf(Variant::International, 2, "W:WK46:BK5") == 2);
    CHECK(valueOf(Variant::International, 2, "B:WK46:BK5") == Wdl::Loss);
    // Standing on the diagonal with the squares behind free, the king takes.
    CHECK(valueOf(Variant::International, 2, "W:WK46:BK23") == Wdl::Win);
    CHECK(pliesOf(Variant::International, 2, "W:WK46:BK23") == 1);
}

TEST_CASE("International: two kings against one in the corner win by a spare move", "[egdb][known]")
{
    // Black to move, his king on j10 (5) with only the long diagonal; White
    // keeps a1 (46) and has a second king on j2 (45), off that diagonal.
    // Black cannot take (46 has no square behind it, 45 is not on his
    // diagonal), and every square he moves to (10 to 41) is jumped by 46.
    CHECK(valueOf(Variant::International, 3, "B:WK45,K46:BK5") == Wdl::Loss);
    CHECK(pliesOf(Variant::International, 3, "B:WK45,K46:BK5") == 2);
    // So White, to move with kings on 46 and 50, wins by moving 50-45: the
    // spare move, Black's move, White's capture.
    CHECK(valueOf(Variant::International, 3, "W:WK46,K50:BK5") == Wdl::Win);
    CHECK(pliesOf(Variant::International, 3, "W:WK46,K50:BK5") == 3);
}

TEST_CASE("International: two kings against a king on the long diagonal draw", "[egdb][known]")
{
    // Black's king on the long diagonal (a1, 46), White's kings on b10 (1)
    // and d10 (2). Two kings cannot take a king that holds the long
    // diagonal: whenever one of them steps onto it, the lone king can take
    // it or move away along the diagonal, and no square of it is ever
    // covered twice (the textbook draw of two kings against one).
    CHECK(valueOf(Variant::International, 3, "W:WK1,K2:BK46") == Wdl::Draw);
    CHECK_FALSE(pliesOf(Variant::International, 3, "W:WK1,K2:BK46").has_value());
    // One king against one, far apart: neither can be forced.
    CHECK(valueOf(Variant::International, 2, "W:WK1:BK50") == Wdl::Draw);
}

TEST_CASE("International: a king against a man", "[egdb][known]")
{
    // Black's man on a3 (36) can only step to b2 (41), where White's king
    // on c1 (47) jumps it back to a3: Black, to move, loses.
    CHECK(valueOf(Variant::International, 2, "B:WK47:B36") == Wdl::Loss);
    CHECK(pliesOf(Variant::International, 2, "B:WK47:B36") == 2);
    // White's king on e5 (28) jumps Black's man on i9 (10) along the long
    // diagonal to j10 (5) and wins.
    CHECK(valueOf(Variant::International, 2, "W:WK28:B10") == Wdl::Win);
    // Black's man on j2 (45) crowns on i1 (50) next move: White's king on
    // b10 (1) cannot jump a piece on the edge, nor reach i1 in one move;
    // then king against king.
    CHECK(valueOf(Variant::International, 2, "W:WK1:B45") == Wdl::Draw);
}

TEST_CASE("Twenty vs Ten: Black needs two pieces for his two moves", "[egdb][known]")
{
    // Black's only man makes the first move; no other piece can make the
    // second: White wins (twenty-vs-ten.md §8.1).
    CHECK(valueOf(Variant::TwentyVsTen, 2, "B:W46:B5") == Wdl::Loss);
    CHECK(pliesOf(Variant::TwentyVsTen, 2, "B:W46:B5") == 1);
    // Unless the first move takes White's last piece: 22x33 over 28, and
    // the game ends at once (§8.3).
    CHECK(valueOf(Variant::TwentyVsTen, 2, "B:W28:B22") == Wdl::Win);
    CHECK(pliesOf(Variant::TwentyVsTen, 2, "B:W28:B22") == 1);
}

TEST_CASE("Twenty vs Ten: the second move of Black's turn", "[egdb][known]")
{
    // The man on 1 made the first move (barred); the man on 22 takes
    // White's last man with the second: 22x33.
    CHECK(valueOf(Variant::TwentyVsTen, 3, "B:W28:B1,22:D1") == Wdl::Win);
    // The man on 22 made the first move: the second is 1-6 or 1-7, then
    // White's man on 28 must take 22 (28x17) and Black, left with one man
    // that cannot reach 17, cannot make his two moves.
    CHECK(valueOf(Variant::TwentyVsTen, 3, "B:W28:B1,22:D22") == Wdl::Loss);
}

TEST_CASE("To the Last Man: capturing the last stone and the capture limit", "[egdb][known]")
{
    // White must capture c3xe5; d4 turns White and Black has no stone left
    // (last-man.md §5.3, §8.1).
    CHECK(valueOf(Variant::ToTheLastMan, 2, "W:Wc3:Bd4") == Wdl::Win);
    // White's stone on c1: both squares ahead taken by stones captured
    // three times in a row, which cannot be jumped (§5.4); no step back
    // from the first row: no regular move, White loses (§8.2).
    CHECK(valueOf(Variant::ToTheLastMan, 3, "W:Wc1:Bb2,d2:Cb2=3,d2=3") == Wdl::Loss);
    CHECK(pliesOf(Variant::ToTheLastMan, 3, "W:Wc1:Bb2,d2:Cb2=3,d2=3") == 0);
}

TEST_CASE("Corner Checkers: a man on the far edge off the two crowning squares stays a man", "[egdb][known]")
{
    // White's man on e10 (3) is not on i10 or j9, so it is no king
    // (corner.md §6.1); it has no square ahead and men never step back: no
    // legal move, White loses (§8.1).
    CHECK(valueOf(Variant::CornerCheckers, 2, "W:W3:BK50") == Wdl::Loss);
}
