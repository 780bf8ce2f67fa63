// To the Last Man (last-man.md), hand-made positions on the 8x8 board (a1
// dark, algebraic names). White's first row is rank 1 (a1 c1 e1 g1), Black's
// is rank 8 (b8 d8 f8 h8). FEN fields: H stones in hand (White, Black), C
// capture counts, P the side to move has placed a stone this turn.

#include "rules_test_support.hpp"

#include <draughts/game/game.hpp>
#include <draughts/rules/facts.hpp>

namespace {

using namespace draughts;
using core::Variant;
using test::legal;
using test::permitted;
using test::Texts;

constexpr Variant LastMan = Variant::ToTheLastMan;

using test::sorted;

int countOn(const core::Position& p, std::string_view name) { return p.captureCount[test::square(LastMan, name)]; }

} // namespace

TEST_CASE("To the Last Man starts on 8x8 with twelve stones each and White to move", "[last-man][setup][decision]")
{
    CHECK(rules::boardSize(LastMan) == 8);
    const core::Position start = rules::startPosition(LastMan);
    CHECK(start ==
          test::position(LastMan, "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6"));
    CHECK(start.sideToMove == core::Side::White);
    CHECK(rules::facts(LastMan).firstToMove == core::Side::White);
    CHECK(game::Game(LastMan).sideToMove() == core::Side::White);
    CHECK(test::moveTexts(LastMan, start) == sorted({"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"}));
}

TEST_CASE("a capture flips the jumped stone, which stays on the board", "[last-man][capture][flip]")
{
    const core::Position p = test::position(LastMan, "W:Wc3:Bd4,h8");
    CHECK(test::moveTexts(LastMan, p) == Texts{"c3xe5"});
    const core::Position after = test::play(LastMan, p, "c3xe5");
    CHECK(after.white == test::squares(LastMan, {"e5", "d4"}));
    CHECK(after.black == test::squares(LastMan, {"h8"}));
    CHECK(after.kings == 0);
    CHECK(countOn(after, "d4") == 1);
    CHECK(countOn(after, "e5") == 0);
    CHECK(after.sideToMove == core::Side::Black);
}

TEST_CASE("stones capture forward only", "[last-man][capture][decision]")
{
    // White e5 cannot take d4 behind it; it just steps.
    CHECK(legal(LastMan, "W:We5:Bd4,h8") == sorted({"e5-d6", "e5-f6"}));
    // Black captures downwards: d4 over c3 to b2 ...
    CHECK(legal(LastMan, "B:Wc3:Bd4") == Texts{"d4xb2"});
    // ... but not upwards over e5.
    CHECK(legal(LastMan, "B:We5:Bd4") == sorted({"d4-c3", "d4-e3"}));
}

TEST_CASE("a multi-capture goes on forward only and is completed", "[last-man][capture][decision]")
{
    // c1 over d2 to e3, over d4 to c5. From e3 the stone f2 lies behind:
    // no backward capture over it to g1.
    const core::Position p = test::position(LastMan, "W:Wc1:Bd2,d4,f2,h8");
    CHECK(test::moveTexts(LastMan, p) == Texts{"c1xe3xc5"});
    const core::Position after = test::play(LastMan, p, "c1xe3xc5");
    CHECK(after.white == test::squares(LastMan, {"c5", "d2", "d4"}));
    CHECK(after.black == test::squares(LastMan, {"f2", "h8"}));
    CHECK(countOn(after, "d2") == 1);
    CHECK(countOn(after, "d4") == 1);
}

TEST_CASE("there is no maximum rule: a shorter complete capture is allowed", "[last-man][capture]")
{
    // c3 over b4 to a5 (one stone, then nothing ahead) or over d4 to e5 and
    // over f6 to g7 (two). Both are legal; c3xe5 alone is not complete.
    CHECK(legal(LastMan, "W:Wc3:Bb4,d4,f6") == sorted({"c3xa5", "c3xe5xg7"}));
}

TEST_CASE("a stone captured three times cannot be jumped", "[last-man][capture][limit][decision]")
{
    // d4 has been captured three times since it last moved: it blocks c3.
    CHECK(legal(LastMan, "W:Wc3:Bd4,h8:Cd4=3") == Texts{"c3-b4"});
    // At two it can still be taken, and then stands at three.
    const core::Position p = test::position(LastMan, "W:Wc3:Bd4,h8:Cd4=2");
    CHECK(test::moveTexts(LastMan, p) == Texts{"c3xe5"});
    const core::Position after = test::play(LastMan, p, "c3xe5");
    CHECK(countOn(after, "d4") == 3);
    CHECK(rules::unjumpable(LastMan, after) == test::squares(LastMan, {"d4"}));
    // The limit holds for both sides: Black's e5 cannot take it either.
    CHECK(legal(LastMan, "B:Wd4:Be5,h8:Cd4=3") == sorted({"e5-f4", "h8-g7"}));
    CHECK(legal(LastMan, "B:Wd4:Be5,h8:Cd4=2") == Texts{"e5xc3"});
}

TEST_CASE("the capture count goes back to zero when the stone moves", "[last-man][capture][limit]")
{
    const core::Position stepped = test::play(LastMan, test::position(LastMan, "W:Wc3:Bh8:Cc3=2"), "c3-d4");
    CHECK(countOn(stepped, "c3") == 0);
    CHECK(countOn(stepped, "d4") == 0);
    // A capturing stone moves too: its own count resets, the jumped one rises.
    const core::Position captured = test::play(LastMan, test::position(LastMan, "W:Wc3:Bd4,h8:Cc3=1,d4=1"), "c3xe5");
    CHECK(countOn(captured, "c3") == 0);
    CHECK(countOn(captured, "e5") == 0);
    CHECK(countOn(captured, "d4") == 2);
    // Counts add up over captures by either side while the stone stands still.
    const core::Position back = test::play(LastMan, test::position(LastMan, "B:Wd4:Be5:Cd4=1"), "e5xc3");
    CHECK(back.black == test::squares(LastMan, {"c3", "d4"}));
    CHECK(countOn(back, "d4") == 2);
}

TEST_CASE("a stone steps backward only when no stone can step forward", "[last-man][step]")
{
    // h4: g5 is occupied and cannot be taken (f6 behind it); i5 is off the
    // board. The only move is back to g3.
    CHECK(legal(LastMan, "W:Wh4:Bg5,f6") == Texts{"h4-g3"});
    // With a1 able to step forward, h4 may not step back.
    CHECK(legal(LastMan, "W:Wa1,h4:Bg5,f6") == Texts{"a1-b2"});
}

TEST_CASE("a stone reaching the far row goes into its owner's hand", "[last-man][far-row]")
{
    const core::Position p = test::position(LastMan, "W:Wc7:Bh8");
    CHECK(test::moveTexts(LastMan, p) == sorted({"c7-b8", "c7-d8"}));
    const core::Position after = test::play(LastMan, p, "c7-b8");
    CHECK(after.white == 0);
    CHECK(after.hand[0] == 1);
    CHECK(after.hand[1] == 0);
    CHECK(after.sideToMove == core::Side::Black);
    // White still has a stone, in hand: the game goes on.
    game::Game game(LastMan, p);
    test::playMove(game, "c7-b8");
    CHECK_FALSE(game.result().isOver());
}

TEST_CASE("a capture ending on the far row puts the capturer into the hand", "[last-man][far-row][capture]")
{
    const core::Position p = test::position(LastMan, "W:Wd6:Be7,b8");
    CHECK(test::moveTexts(LastMan, p) == Texts{"d6xf8"});
    const core::Position after = test::play(LastMan, p, "d6xf8");
    CHECK(after.white == test::squares(LastMan, {"e7"}));
    CHECK(after.black == test::squares(LastMan, {"b8"}));
    CHECK(after.hand[0] == 1);
    CHECK(countOn(after, "e7") == 1);
}

TEST_CASE("Black's far row is White's first row", "[last-man][far-row]")
{
    const core::Position p = test::position(LastMan, "B:Wh8:Bb2");
    CHECK(test::moveTexts(LastMan, p) == sorted({"b2-a1", "b2-c1"}));
    const core::Position after = test::play(LastMan, p, "b2-c1");
    CHECK(after.black == 0);
    CHECK(after.hand[1] == 1);
}

TEST_CASE("a stone in hand must be placed before the regular move", "[last-man][placement]")
{
    // A capture is available, but the placement comes first.
    const core::Position p = test::position(LastMan, "W:Wc3:Bd4,h8:H1,0");
    CHECK(test::moveTexts(LastMan, p) == sorted({"@a1", "@c1", "@e1", "@g1"}));
    const core::Position placed = test::play(LastMan, p, "@e1");
    CHECK(placed.sideToMove == core::Side::White);
    CHECK(placed.placedThisTurn);
    CHECK(placed.hand[0] == 0);
    CHECK(placed.white == test::squares(LastMan, {"c3", "e1"}));
    CHECK(test::moveTexts(LastMan, placed) == Texts{"c3xe5"});
    game::Game game(LastMan, p);
    CHECK(game.placementDue());
}

TEST_CASE("the placed stone may make the regular move", "[last-man][placement]")
{
    const core::Position placed = test::play(LastMan, test::position(LastMan, "W:Wc3:Bh8:H1,0"), "@c1");
    CHECK(test::moveTexts(LastMan, placed) == sorted({"c1-b2", "c1-d2", "c3-b4", "c3-d4"}));
    const core::Position moved = test::play(LastMan, placed, "c1-d2");
    CHECK(moved.sideToMove == core::Side::Black);
    CHECK_FALSE(moved.placedThisTurn);
}

TEST_CASE("at most one stone is placed per turn", "[last-man][placement]")
{
    const core::Position placed = test::play(LastMan, test::position(LastMan, "W:Wc3:Bh8:H2,0"), "@a1");
    CHECK(placed.hand[0] == 1);
    CHECK(test::moveTexts(LastMan, placed) == sorted({"a1-b2", "c3-b4", "c3-d4"}));
}

TEST_CASE("a stone in hand waits while the first row is full", "[last-man][placement]")
{
    CHECK(legal(LastMan, "W:Wa1,c1,e1,g1:Bh8:H1,0") ==
          sorted({"a1-b2", "c1-b2", "c1-d2", "e1-d2", "e1-f2", "g1-f2", "g1-h2"}));
    game::Game game(LastMan, test::position(LastMan, "W:Wa1,c1,e1,g1:Bh8:H1,0"));
    CHECK_FALSE(game.placementDue());
}

TEST_CASE("the To the Last Man forfeit setting permits skipped captures and placements", "[last-man][forfeit]")
{
    // Legal c3xe5; permitted adds the forward steps c3-b4 and a1-b2.
    CHECK(permitted(LastMan, "W:Wa1,c3:Bd4,h8") == sorted({"c3xe5", "c3-b4", "a1-b2"}));
    // A multi-capture is permitted only complete.
    CHECK(permitted(LastMan, "W:Wa1,c1:Bd2,d4,h8") == sorted({"c1xe3xc5", "a1-b2", "c1-b2"}));
    // With a stone in hand: the placements, or the regular moves without placing.
    CHECK(permitted(LastMan, "W:Wc3:Bd4,h8:H1,0") == sorted({"@a1", "@c1", "@e1", "@g1", "c3xe5", "c3-b4"}));
    // A backward step stays barred while a forward one exists.
    CHECK(permitted(LastMan, "W:Wa1,h4:Bg5,f6") == Texts{"a1-b2"});
}

TEST_CASE("a player with no stones on the board or in hand has lost", "[last-man][end]")
{
    game::Game game(LastMan, test::position(LastMan, "W:Wc3:Bd4"));
    test::playMove(game, "c3xe5");
    CHECK(game.result() == game::Result{game::Outcome::WhiteWins, game::EndReason::NoPieces});
    // A player whose only stone is in hand plays on.
    game::Game inHand(LastMan, test::position(LastMan, "W:Wc3:B:H0,1"));
    CHECK_FALSE(inHand.result().isOver());
}

TEST_CASE("a To the Last Man player who cannot make a regular move loses", "[last-man][end]")
{
    // a1 faces b2 backed by c3 and has no square behind.
    game::Game game(LastMan, test::position(LastMan, "W:Wa1:Bb2,c3"));
    CHECK(game.legalMoves().empty());
    CHECK(game.result() == game::Result{game::Outcome::BlackWins, game::EndReason::NoMoves});
}

TEST_CASE("To the Last Man has no kings and no draw counter", "[last-man][setup]")
{
    CHECK(rules::facts(LastMan).promotionSquaresOf(core::Side::White) == 0);
    CHECK(rules::facts(LastMan).promotionSquaresOf(core::Side::Black) == 0);
    CHECK(rules::facts(LastMan).drawCounterLimit == 0);
    CHECK(rules::facts(LastMan).homeRowOf(core::Side::White) == test::squares(LastMan, {"a1", "c1", "e1", "g1"}));
    CHECK(rules::facts(LastMan).homeRowOf(core::Side::Black) == test::squares(LastMan, {"b8", "d8", "f8", "h8"}));
}

TEST_CASE("a missed capture lets the opponent flip the offending stone", "[last-man][forfeit][claim]")
{
    game::Game game(LastMan, test::position(LastMan, "W:Wa1,c3:Bd4,h8"));
    test::playMove(game, "a1-b2");
    CHECK(game.sideToMove() == core::Side::Black);
    CHECK(game.claimablePieces() == test::squares(LastMan, {"c3"}));
    REQUIRE(game.claim(test::square(LastMan, "c3")));
    CHECK(game.position().white == test::squares(LastMan, {"b2"}));
    CHECK(game.position().black == test::squares(LastMan, {"c3", "d4", "h8"}));
}

TEST_CASE("a stone captured three times cannot be claimed", "[last-man][forfeit][claim][limit]")
{
    game::Game game(LastMan, test::position(LastMan, "W:Wa1,c3:Bd4,h8:Cc3=3"));
    CHECK(test::legalTexts(game) == Texts{"c3xe5"});
    test::playMove(game, "a1-b2");
    CHECK(game.claimablePieces() == 0);
    CHECK_FALSE(game.claim(test::square(LastMan, "c3")));
}

TEST_CASE("a stone not placed can be claimed into the opponent's hand", "[last-man][forfeit][claim][placement]")
{
    game::Game game(LastMan, test::position(LastMan, "W:Wc3:Bh8:H1,0"));
    test::playMove(game, "c3-d4");
    REQUIRE(game.canClaimHandStone());
    REQUIRE(game.claimHandStone());
    CHECK(game.position().hand[0] == 0);
    CHECK(game.position().hand[1] == 1);
    // Black places it on his own first row (h8 is taken).
    CHECK(test::legalTexts(game) == sorted({"@b8", "@d8", "@f8"}));
}
