// Corner Checkers (corner.md), hand-made positions. Play is on the light
// squares, numbered like the dark ones of the other games: row by row from
// the top-left as seen by White, 1 = a10, 5 = i10, 6 = b9, 10 = j9,
// 41 = a2, 46 = b1, 50 = j1. Comments give name=number.

#include "rules_test_support.hpp"

#include <draughts/game/game.hpp>
#include <draughts/rules/facts.hpp>

namespace {

using namespace draughts;
using core::Variant;
using test::legal;
using test::permitted;
using test::Texts;

constexpr Variant Corner = Variant::CornerCheckers;

using test::sorted;

} // namespace

TEST_CASE("Corner Checkers numbers its light squares from a10", "[corner][setup]")
{
    CHECK(rules::facts(Corner).shape.lightSquares);
    CHECK(notation::algebraicName(Corner, rules::squareFromNumber(Corner, 1)) == "a10");
    CHECK(notation::algebraicName(Corner, rules::squareFromNumber(Corner, 5)) == "i10");
    CHECK(notation::algebraicName(Corner, rules::squareFromNumber(Corner, 6)) == "b9");
    CHECK(notation::algebraicName(Corner, rules::squareFromNumber(Corner, 10)) == "j9");
    CHECK(notation::algebraicName(Corner, rules::squareFromNumber(Corner, 41)) == "a2");
    CHECK(notation::algebraicName(Corner, rules::squareFromNumber(Corner, 46)) == "b1");
    CHECK(notation::algebraicName(Corner, rules::squareFromNumber(Corner, 50)) == "j1");
    // The dark corners a1 and j10 are not playing squares.
    CHECK(rules::squareAt(Corner, 0, 0) == core::NoSquare);
    CHECK(rules::squareAt(Corner, 9, 9) == core::NoSquare);
}

TEST_CASE("Corner Checkers starts with each army in the light triangle by its own corner, Black to move",
          "[corner][setup][decision]")
{
    // White: b1 d1 f1 a2 c2 e2 b3 d3 a4 c4 b5 a6 = 46 47 48 41 42 43 36 37 31 32 26 21.
    // Black: e10 g10 i10 f9 h9 j9 g8 i8 h7 j7 i6 j5 = 3 4 5 8 9 10 14 15 19 20 25 30.
    const core::Position start = rules::startPosition(Corner);
    CHECK(start == test::position(Corner, "B:W21,26,31,32,36,37,41,42,43,46,47,48:B3,4,5,8,9,10,14,15,19,20,25,30"));
    CHECK(start.white ==
          test::squares(Corner, {"46", "47", "48", "41", "42", "43", "36", "37", "31", "32", "26", "21"}));
    CHECK(start.sideToMove == core::Side::Black);
    CHECK(rules::facts(Corner).firstToMove == core::Side::Black);
    CHECK(game::Game(Corner).sideToMove() == core::Side::Black);
}

TEST_CASE("Black opens with six possible moves", "[corner][setup][step]")
{
    // e10-d9, f9-e8, g8-f7, h7-g6, i6-h5, j5-i4; every other man is boxed in.
    CHECK(test::moveTexts(Corner, rules::startPosition(Corner)) ==
          sorted({"3-7", "8-13", "14-18", "19-24", "25-29", "30-35"}));
}

TEST_CASE("White's men step along both forward diagonals", "[corner][step]")
{
    // From the start with White to move: f1-g2, e2-f3, d3-e4, c4-d5, b5-c6, a6-b7.
    CHECK(legal(Corner, "W:W21,26,31,32,36,37,41,42,43,46,47,48:B3,4,5,8,9,10,14,15,19,20,25,30") ==
          sorted({"48-44", "43-38", "37-33", "32-27", "26-22", "21-16"}));
    // e6=23 to d7=17 or f7=18.
    CHECK(legal(Corner, "W:W23:B1") == sorted({"23-17", "23-18"}));
}

TEST_CASE("a White man is promoted on i10 and j9 only", "[corner][promotion]")
{
    // h9=9 steps to g10=4 or i10=5.
    const core::Position h9 = test::position(Corner, "W:W9:B1");
    CHECK(test::moveTexts(Corner, h9) == sorted({"9-4", "9-5"}));
    CHECK(test::play(Corner, h9, "9-5").kings == test::squares(Corner, {"5"}));
    CHECK(test::play(Corner, h9, "9-4").kings == 0);
    // i8=15 steps to h9=9 or j9=10.
    const core::Position i8 = test::position(Corner, "W:W15:B1");
    CHECK(test::moveTexts(Corner, i8) == sorted({"15-9", "15-10"}));
    CHECK(test::play(Corner, i8, "15-10").kings == test::squares(Corner, {"10"}));
    CHECK(test::play(Corner, i8, "15-9").kings == 0);
    CHECK(rules::facts(Corner).promotionSquaresOf(core::Side::White) == test::squares(Corner, {"5", "10"}));
}

TEST_CASE("a Black man is promoted on b1 and a2 only", "[corner][promotion]")
{
    // b3=36 steps to a2=41 or c2=42.
    const core::Position b3 = test::position(Corner, "B:W50:B36");
    CHECK(test::moveTexts(Corner, b3) == sorted({"36-41", "36-42"}));
    CHECK(test::play(Corner, b3, "36-41").kings == test::squares(Corner, {"41"}));
    CHECK(test::play(Corner, b3, "36-42").kings == 0);
    // c2=42 steps to b1=46 or d1=47.
    const core::Position c2 = test::position(Corner, "B:W50:B42");
    CHECK(test::moveTexts(Corner, c2) == sorted({"42-46", "42-47"}));
    CHECK(test::play(Corner, c2, "42-46").kings == test::squares(Corner, {"46"}));
    CHECK(test::play(Corner, c2, "42-47").kings == 0);
    CHECK(rules::facts(Corner).promotionSquaresOf(core::Side::Black) == test::squares(Corner, {"41", "46"}));
}

TEST_CASE("a man on another square of the far edge stays a man and cannot step", "[corner][promotion][end]")
{
    // White's only man stands on g10=4: no square ahead, nothing to take.
    game::Game game(Corner, test::position(Corner, "W:W4:B1"));
    CHECK(game.position().kings == 0);
    CHECK(game.legalMoves().empty());
    CHECK(game.result() == game::Result{game::Outcome::BlackWins, game::EndReason::NoMoves});
}

TEST_CASE("a man stuck on the far edge can still capture, backwards too", "[corner][promotion][capture]")
{
    // g10=4 takes f9=8 (to e8=13) or h9=9 (to i8=15): one piece either way.
    const core::Position p = test::position(Corner, "W:W4:B8,9");
    CHECK(test::moveTexts(Corner, p) == sorted({"4x13", "4x15"}));
    CHECK(test::play(Corner, p, "4x13").kings == 0);
}

TEST_CASE("a Black man on White's first row away from b1 stays a man and captures backwards",
          "[corner][promotion][capture]")
{
    // Black d1=47 over White c2=42 to b3=36.
    const core::Position p = test::position(Corner, "B:W42:B47");
    CHECK(p.kings == 0);
    CHECK(test::moveTexts(Corner, p) == Texts{"47x36"});
    CHECK(test::play(Corner, p, "47x36").kings == 0);
    // With nothing to take it has no move at all.
    CHECK(legal(Corner, "B:W1:B47").empty());
}

TEST_CASE("Corner Checkers kings fly along the light diagonals", "[corner][king]")
{
    // a10=1 along a10-j1: b9 c8 d7 e6 f5 g4 h3 i2 j1.
    CHECK(legal(Corner, "W:WK1:B3") == sorted({"1-6", "1-12", "1-17", "1-23", "1-28", "1-34", "1-39", "1-45", "1-50"}));
}

TEST_CASE("Corner Checkers pieces on the edge move only inwards", "[corner][step][king]")
{
    // King j9=10: i10=5, and i8 h7 g6 f5 e4 d3 c2 b1.
    CHECK(legal(Corner, "W:WK10:B1") ==
          sorted({"10-5", "10-15", "10-19", "10-24", "10-28", "10-33", "10-37", "10-42", "10-46"}));
    // Black king a2=41: b1=46, and b3 c4 d5 e6 f7 g8 h9 i10.
    CHECK(legal(Corner, "B:W50:BK41") ==
          sorted({"41-46", "41-36", "41-32", "41-27", "41-23", "41-18", "41-14", "41-9", "41-5"}));
    // Black man j7=20: only i6=25. White man a6=21: only b7=16.
    CHECK(legal(Corner, "B:W50:B20") == Texts{"20-25"});
    CHECK(legal(Corner, "W:W21:B1") == Texts{"21-16"});
}

TEST_CASE("Corner Checkers kings capture at a distance", "[corner][king][capture]")
{
    // a10=1 over f5=28, landing anywhere from g4=34 to j1=50.
    CHECK(legal(Corner, "W:WK1:B3,28") == sorted({"1x34", "1x39", "1x45", "1x50"}));
}

TEST_CASE("a Corner Checkers king can be captured by a man", "[corner][king][capture]")
{
    // Black e6=23 takes the White king on f5=28, landing on g4=34.
    const core::Position p = test::position(Corner, "B:WK28:B23");
    CHECK(test::moveTexts(Corner, p) == Texts{"23x34"});
    const core::Position after = test::play(Corner, p, "23x34");
    CHECK(after.white == 0);
    CHECK(after.kings == 0);
}

TEST_CASE("Corner Checkers kings obey the Turkish strike", "[corner][king][capture]")
{
    // The International Turkish-strike position mirrored onto the light
    // squares (file a <-> j): king h3=39; Black f5=28, c6=22, c4=32, g6=24.
    // h3 over f5 to d7=17, over c6 to b5=26, over c4 to d3=37, e2=43 or
    // f1=48; from d3 the jumped f5 blocks the way to g6.
    CHECK(legal(Corner, "W:WK39:B22,24,28,32") == sorted({"39x17x26x37", "39x17x26x43", "39x17x26x48"}));
}

TEST_CASE("the maximum rule applies in Corner Checkers", "[corner][capture][maximum]")
{
    // e4=33: over f5=28 to g6=24, over h7=19 to i8=15 (two). a6=21 over
    // b7=16 to c8=12 (one). Only the two-piece capture is legal.
    CHECK(legal(Corner, "W:W9,21,33:B1,16,19,28") == Texts{"33x24x15"});
}

TEST_CASE("the Corner Checkers forfeit setting permits steps and smaller captures, but only complete ones",
          "[corner][forfeit]")
{
    // Adds a6's single capture, e4-d5 (27), h9-g10 (4) and h9-i10 (5);
    // never 33x24 stopped half way.
    CHECK(permitted(Corner, "W:W9,21,33:B1,16,19,28") == sorted({"33x24x15", "21x12", "33-27", "9-4", "9-5"}));
}

TEST_CASE("the Corner Checkers draw counter ends the game after 30 quiet plies", "[corner][draw]")
{
    CHECK(rules::facts(Corner).drawCounterLimit == 30);
    game::Game game(Corner, test::position(Corner, "W:W9:B1:N29"));
    test::playMove(game, "9-4");
    CHECK(game.result() == game::Result{game::Outcome::Draw, game::EndReason::DrawCounter});
}

TEST_CASE("a Corner Checkers claimant chooses which of the offending men goes", "[corner][forfeit][claim]")
{
    // e4=33 could take f5=28 (to g6=24) and a6=21 could take b7=16 (to
    // c8=12); White plays h9-g10 instead.
    game::Game game(Corner, test::position(Corner, "W:W9,21,33:B1,16,28"));
    CHECK(test::legalTexts(game) == sorted({"33x24", "21x12"}));
    test::playMove(game, "9-4");
    CHECK(game.claimablePieces() == test::squares(Corner, {"21", "33"}));
    REQUIRE(game.claim(test::square(Corner, "21")));
    CHECK(game.position().white == test::squares(Corner, {"4", "33"}));
    CHECK(game.claimablePieces() == 0);
}
