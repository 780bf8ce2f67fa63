// International draughts (international.md), hand-made positions.
//
// Squares 1-50 are the dark squares, row by row from the top-left as seen by
// White: 1 = b10, 5 = j10, 6 = a9, 46 = a1, 50 = i1. In the comments a
// square is given as name=number, e.g. e5=28.

#include "rules_test_support.hpp"

#include <draughts/game/game.hpp>
#include <draughts/rules/facts.hpp>

namespace {

using namespace draughts;
using core::Variant;
using test::legal;
using test::permitted;
using test::Texts;

constexpr Variant International = Variant::International;

using test::sorted;

} // namespace

TEST_CASE("International starts with twenty men each and Black to move", "[international][setup]")
{
    const core::Position start = rules::startPosition(International);
    CHECK(start == test::position(International, "B:W31-50:B1-20"));
    CHECK(start.sideToMove == core::Side::Black);
    CHECK(rules::facts(International).firstToMove == core::Side::Black);
    CHECK(game::Game(International).sideToMove() == core::Side::Black);
    // Black's front men 16-20 (a7..i7) step down to 21-25.
    CHECK(test::moveTexts(International, start) ==
          sorted({"16-21", "17-21", "17-22", "18-22", "18-23", "19-23", "19-24", "20-24", "20-25"}));
}

TEST_CASE("a position read from a file keeps its side to move", "[international][setup]")
{
    const core::Position p = test::position(International, "W:W31-50:B1-20");
    CHECK(p.sideToMove == core::Side::White);
    CHECK(test::moveTexts(International, p) ==
          sorted({"31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"}));
}

TEST_CASE("men step one square diagonally forward only", "[international][step]")
{
    // White man e5=28: d6=22, f6=23; the squares behind (d4, f4) are not offered.
    CHECK(legal(International, "W:W28:B1") == sorted({"28-22", "28-23"}));
    // Black man f6=23 moves down: e5=28, g5=29.
    CHECK(legal(International, "B:W50:B23") == sorted({"23-28", "23-29"}));
}

TEST_CASE("men capture backwards", "[international][capture][decision]")
{
    // international.md §5.1, §9.1: men capture forward and backward.
    // White e5=28 takes f4=33 landing on g3=39.
    CHECK(legal(International, "W:W28:B33") == Texts{"28x39"});
    // Black e5=28 takes d6=22 (upwards for Black) landing on c7=17.
    CHECK(legal(International, "B:W22:B28") == Texts{"28x17"});
}

TEST_CASE("capturing is compulsory", "[international][capture]")
{
    // e5=28 must take d6=22 (landing c7=17); a1=46 may not step.
    CHECK(legal(International, "W:W28,46:B22") == Texts{"28x17"});
}

TEST_CASE("the maximum rule prefers a man's three pieces to a king's two kings", "[international][capture][maximum]")
{
    // White: king a1=46, man d4=32. Black: kings b2=41, b4=31; men e5=28,
    // g5=29, g3=39.
    // King: over b2 (landing c3=37 only, d4 is White's), then over b4 to
    // a5=26: two pieces. Man: e5 -> f6=23, g5 -> h4=34, g3 -> f2=43: three.
    // A king has no priority and kings count one each: only the man's capture.
    CHECK(legal(International, "W:WK46,32:BK31,K41,28,29,39") == Texts{"32x23x34x43"});
}

TEST_CASE("equal maxima of a man and a king leave a free choice", "[international][capture][maximum]")
{
    // As above without g3: the man takes two (ends on h4=34), the king two.
    CHECK(legal(International, "W:WK46,32:BK31,K41,28,29") == sorted({"32x23x34", "46x37x26"}));
}

TEST_CASE("the forfeit setting permits steps and smaller captures, but only complete captures",
          "[international][forfeit]")
{
    // Legal is the man's 3-piece capture only. Permitted adds the king's
    // complete 2-piece capture and the man's step d4-c5 (27); not the
    // man's capture stopped half way (32x23, 32x23x34). The king cannot step.
    CHECK(permitted(International, "W:WK46,32:BK31,K41,28,29,39") == sorted({"32x23x34x43", "46x37x26", "32-27"}));
    // Without a capture the permitted and legal moves are the same.
    CHECK(permitted(International, "W:W28:B1") == legal(International, "W:W28:B1"));
}

TEST_CASE("a man passing the last row mid-capture stays a man and continues", "[international][capture][promotion]")
{
    // d8=12 takes e9=8 onto f10=3 (last row), goes on over g9=9 to h8=14.
    const core::Position p = test::position(International, "W:W12:B8,9");
    CHECK(test::moveTexts(International, p) == Texts{"12x3x14"});
    const core::Position after = test::play(International, p, "12x3x14");
    CHECK(after.white == core::bitOf(test::square(International, "14")));
    CHECK(after.kings == 0);
    CHECK(after.black == 0);
}

TEST_CASE("a capture through the last row counts all its pieces for the maximum",
          "[international][capture][promotion][maximum]")
{
    // d8=12: e9, g9, i7 via f10=3 and h8=14 to j6=25, three pieces, beats
    // b2=41 taking c3=37 and e5=28 (two). The man ends on j6 as a man.
    const core::Position p = test::position(International, "W:W12,41:B8,9,20,28,37");
    CHECK(test::moveTexts(International, p) == Texts{"12x3x14x25"});
    const core::Position after = test::play(International, p, "12x3x14x25");
    CHECK(after.kings == 0);
    CHECK(core::countOf(after.black) == 2);
}

TEST_CASE("a man that passes the last row and ends there again is crowned", "[international][capture][promotion]")
{
    // d8=12 over e9=8 to f10=3, over g9=9 to h8=14, over i9=10 to j10=5.
    const core::Position p = test::position(International, "W:W12:B8,9,10");
    CHECK(test::moveTexts(International, p) == Texts{"12x3x14x5"});
    CHECK(test::play(International, p, "12x3x14x5").kings == test::squares(International, {"5"}));
    // Polish stops on f10 at once.
    CHECK(legal(Variant::Polish, "W:W12:B8,9,10") == Texts{"12x3"});
}

TEST_CASE("a man ending its move on the last row becomes a king", "[international][promotion]")
{
    // c9=7 steps to b10=1 or d10=2.
    const core::Position p = test::position(International, "W:W7:B45");
    CHECK(test::moveTexts(International, p) == sorted({"7-1", "7-2"}));
    CHECK(test::play(International, p, "7-2").kings == test::squares(International, {"2"}));
    // A capture ending on the last row: d8=12 takes e9=8 to f10=3.
    CHECK(test::play(International, test::position(International, "W:W12:B8"), "12x3").kings ==
          test::squares(International, {"3"}));
    // A Black man reaching a1=46 or c1=47.
    const core::Position b = test::position(International, "B:W50:B41");
    CHECK(test::moveTexts(International, b) == sorted({"41-46", "41-47"}));
    CHECK(test::play(International, b, "41-47").kings == test::squares(International, {"47"}));
    // A step that does not reach the last row crowns nothing.
    CHECK(test::play(International, test::position(International, "W:W28:B1"), "28-22").kings == 0);
}

TEST_CASE("a flying king's capture removes the piece and keeps the king", "[international][king][capture]")
{
    const core::Position p = test::position(International, "W:WK46:B28");
    CHECK(test::moveTexts(International, p) == sorted({"46x23", "46x19", "46x14", "46x10", "46x5"}));
    const core::Position after = test::play(International, p, "46x10");
    CHECK(after.white == test::squares(International, {"10"}));
    CHECK(after.kings == test::squares(International, {"10"}));
    CHECK(after.black == 0);
    CHECK(after.sideToMove == core::Side::Black);
}

TEST_CASE("a man capturing round a square of four ends where it started", "[international][capture][duplicates]")
{
    // f6=23 around e7=18, e9=8, g9=9, g7=19 via d8, f10, h8 (or the other
    // way round): one move, from f6 back to f6, taking all four.
    const core::Position p = test::position(International, "W:W23:B8,9,18,19");
    CHECK(test::summaries(International, p) == Texts{"23x23 {8,9,18,19}"});
    const core::Position after = rules::afterMove(International, p, test::moveList(International, p)[0]);
    CHECK(after.white == test::squares(International, {"23"}));
    CHECK(after.black == 0);
    CHECK(after.kings == 0);
}

TEST_CASE("the draw counter ends the game after 30 moves without a capture", "[international][draw][decision]")
{
    // international.md §8.3, §9.2: "30 moves" are 30 plies.
    CHECK(rules::facts(International).drawCounterLimit == 30);
    game::Game game(International, test::position(International, "W:W31-50:B1-20:N29"));
    CHECK(game.drawCounter() == 29);
    CHECK_FALSE(game.result().isOver());
    test::playMove(game, "32-28");
    CHECK(game.drawCounter() == 30);
    CHECK(game.result() == game::Result{game::Outcome::Draw, game::EndReason::DrawCounter});

    game::Game early(International, test::position(International, "W:W31-50:B1-20:N28"));
    test::playMove(early, "32-28");
    CHECK_FALSE(early.result().isOver());
}

TEST_CASE("a capture resets the draw counter", "[international][draw]")
{
    const core::Position p = test::position(International, "W:W28,46:B22,1:N20");
    CHECK(test::play(International, p, "28x17").quietPlies == 0);
    CHECK(test::play(International, test::position(International, "W:W28:B1:N20"), "28-22").quietPlies == 21);
}

TEST_CASE("a player who cannot move loses", "[international][end]")
{
    // White's only man a1=46 is blocked by b2=41 backed by c3=37.
    game::Game game(International, test::position(International, "W:W46:B41,37"));
    CHECK(game.legalMoves().empty());
    CHECK(game.result() == game::Result{game::Outcome::BlackWins, game::EndReason::NoMoves});
}

TEST_CASE("a player who loses his last piece loses", "[international][end]")
{
    game::Game game(International, test::position(International, "W:W28:B22"));
    CHECK_FALSE(game.result().isOver());
    test::playMove(game, "28x17");
    CHECK(game.result() == game::Result{game::Outcome::WhiteWins, game::EndReason::NoPieces});
}

TEST_CASE("the forfeit list holds a king's direct capture and its roundabout capture to the same square",
          "[international][forfeit][king]")
{
    // White king c7=17. Black b6=21, d6=22, f6=23, f8=13.
    // Direct: over b6 to a5=26 (then b4..e1 is empty: complete, one piece).
    // Round: over d6 to e5=28, over f6 to g7=19, over f8 to e9=8, then down
    // through d8 and the king's own empty start square over b6 to a5: four.
    // Over d6 landing f4, g3, h2 or i1 ends there; over f6 landing h8, i9 or
    // j10 ends there; over f8 landing d10=2 ends there (f8 blocks the way back).
    const char* fen = "W:WK17:B13,21,22,23";
    CHECK(legal(International, fen) == Texts{"17x28x19x8x26"});
    CHECK(permitted(International, fen) ==
          sorted({"17x26", "17x33", "17x39", "17x44", "17x50", "17x28x14", "17x28x10", "17x28x5", "17x28x19x2",
                  "17x28x19x8x26", "17-12", "17-8", "17-3", "17-11", "17-6"}));
}
