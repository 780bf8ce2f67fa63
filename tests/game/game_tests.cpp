// game::Game on hand-made positions. Every expected move list, position and
// result below was worked out by hand from the rule pages (docs/rules/); the
// comments give the
// reasoning in board coordinates.
//
// 10x10 dark squares (International, Polish, Twenty vs Ten): 1 = b10 .. 5 = j10,
// 6 = a9 .. 10 = i9, ..., 46 = a1 .. 50 = i1. Corner Checkers, light squares:
// 1 = a10 .. 5 = i10, 6 = b9 .. 10 = j9, ..., 41 = a2, 46 = b1 .. 50 = j1.
// To the Last Man: algebraic names on the 8x8 board.

#include <draughts/game/game.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/notation/square_names.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace draughts;
using core::Bitboard;
using core::Position;
using core::Side;
using core::Square;
using core::Variant;
using game::EndReason;
using game::Game;
using game::MissedCaptureRule;
using game::Outcome;
using game::Result;
using game::Violation;

constexpr Variant International = Variant::International;
constexpr Variant Polish = Variant::Polish;
constexpr Variant TwentyVsTen = Variant::TwentyVsTen;
constexpr Variant Corner = Variant::CornerCheckers;
constexpr Variant LastMan = Variant::ToTheLastMan;

Position fen(Variant variant, std::string_view text)
{
    const auto position = notation::readFen(variant, text);
    INFO("FEN " << text);
    REQUIRE(position);
    return *position;
}

// The FEN of the game's position, and a hand-written FEN in the same
// (writer's) spelling, so that CHECK shows both positions on a difference.
std::string fenOf(const Game& game) { return notation::writeFen(game.variant(), game.position()); }
std::string expectedFen(Variant variant, std::string_view text)
{
    return notation::writeFen(variant, fen(variant, text));
}

Square sq(Variant variant, std::string_view name)
{
    const Square s = notation::parseSquare(variant, name);
    INFO("square " << name);
    REQUIRE(s != core::NoSquare);
    return s;
}

Bitboard squares(Variant variant, std::initializer_list<std::string_view> names)
{
    Bitboard set = 0;
    for (std::string_view name : names)
        set |= core::bitOf(sq(variant, name));
    return set;
}

// The permitted move `text` denotes ("32-28", "32x12", "@c1").
core::Move moveOf(const Game& game, std::string_view text)
{
    const auto move = notation::parseMove(game.variant(), text, game.permittedMoves());
    INFO("move " << text << " in " << fenOf(game));
    REQUIRE(move);
    return *move;
}

void play(Game& game, std::string_view text)
{
    const core::Move move = moveOf(game, text);
    INFO("move " << text << " in " << fenOf(game));
    REQUIRE(game.play(move));
}

std::vector<std::string> texts(const Game& game, const core::MoveList& moves)
{
    std::vector<std::string> out;
    for (const core::Move& m : moves)
        out.push_back(notation::formatFullPath(game.variant(), m));
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> sorted(std::vector<std::string> items)
{
    std::sort(items.begin(), items.end());
    return items;
}

} // namespace

// ---------------------------------------------------------------------------
// Forfeit: missed captures and claims
// ---------------------------------------------------------------------------

// White man 32 (d4) next to Black man 27 (c5) with 21 (b6) empty: 32x21 is
// the only capture. The steps are 32-28 (27 is taken) and 45-40 (j2-i3; j2
// has no up-right square). Black 3 (f10) stands far away.
TEST_CASE("a step instead of a capture can be claimed, and the claim removes the piece", "[core][game][forfeit]")
{
    for (Variant variant : {International, Polish, TwentyVsTen}) {
        INFO(core::variantName(variant));
        Game game(variant, fen(variant, "W:W32,45:B3,27"));
        CHECK(texts(game, game.legalMoves()) == sorted({"32x21"}));
        CHECK(texts(game, game.permittedMoves()) == sorted({"32x21", "32-28", "45-40"}));
        CHECK(game.isViolation(moveOf(game, "45-40")));
        CHECK_FALSE(game.isViolation(moveOf(game, "32x21")));

        play(game, "45-40");
        REQUIRE(game.history().back().committed.size() == 1);
        const Violation committed = game.history().back().committed[0];
        CHECK(committed.kind == Violation::Kind::MissedCapture);
        CHECK(committed.by == Side::White);
        CHECK(committed.offenders == squares(variant, {"32"}));

        CHECK(game.sideToMove() == Side::Black);
        CHECK(game.partOfTurn() == 1);
        REQUIRE(game.pendingClaims().size() == 1);
        CHECK(game.claimablePieces() == squares(variant, {"32"}));
        CHECK_FALSE(game.canClaimHandStone());
        CHECK_FALSE(game.claim(sq(variant, "40"))); // moved, but not an offender
        CHECK_FALSE(game.claim(sq(variant, "27"))); // Black's own piece

        REQUIRE(game.claim(sq(variant, "32")));
        CHECK(game.history().back().action.kind == game::Action::Kind::Claim);
        CHECK(game.history().back().text == "~32");
        // A claim is not a move: Black is still to move, with a fresh move list
        // (27-31 and now 27-32, 3-8, 3-9).
        CHECK(game.sideToMove() == Side::Black);
        CHECK(fenOf(game) == expectedFen(variant, "B:W40:B3,27"));
        CHECK(game.pendingClaims().empty());
        CHECK(game.claimablePieces() == 0);
        CHECK(texts(game, game.legalMoves()) == sorted({"27-31", "27-32", "3-8", "3-9"}));
        CHECK_FALSE(game.result().isOver());
    }
}

// As above, but White 38 (e3) stops Black's 27 from taking 32 (27x38), so
// Black has only steps and makes one without claiming.
TEST_CASE("a claim lapses once the claimant moves", "[core][game][forfeit]")
{
    Game game(International, fen(International, "W:W32,38,45:B3,27"));
    CHECK(texts(game, game.legalMoves()) == sorted({"32x21"}));
    play(game, "45-40");
    REQUIRE(game.claimablePieces() == squares(International, {"32"}));
    CHECK(texts(game, game.legalMoves()) == sorted({"27-31", "3-8", "3-9"}));
    play(game, "3-8");
    CHECK(game.history().back().committed.empty());
    // White's turn: nothing to claim, and White now takes 27.
    CHECK(game.pendingClaims().empty());
    play(game, "32x21");
    // Black's turn again: the offender, now on 21, can no longer be claimed.
    CHECK(game.pendingClaims().empty());
    CHECK(game.claimablePieces() == 0);
    CHECK_FALSE(game.claim(sq(International, "21")));
    CHECK(fenOf(game) == expectedFen(International, "B:W21,38,40:B8"));
}

// Twenty vs Ten: a Black turn is two moves, but the claim is made before the
// first of them; it does not carry over into the second half.
TEST_CASE("Twenty vs Ten: Black's claim lapses with the first half of his turn", "[core][game][forfeit][twenty-vs-ten]")
{
    Game game(TwentyVsTen, fen(TwentyVsTen, "W:W32,45:B3,27"));
    play(game, "45-40");
    REQUIRE(game.claimablePieces() == squares(TwentyVsTen, {"32"}));
    play(game, "3-8"); // itself missing 27x38
    CHECK(game.partOfTurn() == 2);
    CHECK(game.pendingClaims().empty());
    CHECK(game.claimablePieces() == 0);
    CHECK_FALSE(game.claim(sq(TwentyVsTen, "32")));
}

// White 32 (d4): over 27 (c5) to 21 (b6), then over 17 (c7) to 12 (d8):
// 32x12 takes two; over 28 (e5) to 23 (f6) takes one and stops (18, 19, 29
// are empty). 48 (e1) can only step. The maximum rule leaves 32x12 alone.
TEST_CASE("a smaller capture than the maximum is a violation, and the offender is followed",
          "[core][game][forfeit][international]")
{
    Game game(International, fen(International, "W:W32,48:B5,17,27,28"));
    CHECK(texts(game, game.legalMoves()) == sorted({"32x21x12"}));
    CHECK(texts(game, game.permittedMoves()) == sorted({"32x21x12", "32x23", "48-42", "48-43"}));

    play(game, "32x23");
    REQUIRE(game.history().back().committed.size() == 1);
    CHECK(game.history().back().committed[0].offenders == squares(International, {"32"}));
    // The offending man now stands on 23; 28 is gone.
    CHECK(fenOf(game) == expectedFen(International, "B:W23,48:B5,17,27"));
    REQUIRE(game.pendingClaims().size() == 1);
    CHECK(game.pendingClaims()[0].offenders == squares(International, {"23"}));
    CHECK(game.claimablePieces() == squares(International, {"23"}));

    REQUIRE(game.claim(sq(International, "23")));
    CHECK(fenOf(game) == expectedFen(International, "B:W48:B5,17,27"));
}

// White 32 (d4) can take 27 (c5) landing on 21; White 34 (h4) can take 29
// (g5) landing on 23. Both take one, so both could have made the compulsory
// capture; White steps 45-40 instead.
TEST_CASE("with several offenders the claimant chooses which one goes", "[core][game][forfeit]")
{
    Game game(International, fen(International, "W:W32,34,45:B5,27,29"));
    CHECK(texts(game, game.legalMoves()) == sorted({"32x21", "34x23"}));
    play(game, "45-40");
    CHECK(game.claimablePieces() == squares(International, {"32", "34"}));

    SECTION("Black takes 34")
    {
        REQUIRE(game.claim(sq(International, "34")));
        CHECK(fenOf(game) == expectedFen(International, "B:W32,40:B5,27,29"));
    }
    SECTION("Black takes 32")
    {
        REQUIRE(game.claim(sq(International, "32")));
        CHECK(fenOf(game) == expectedFen(International, "B:W34,40:B5,27,29"));
    }
    // One violation gives one claim.
    CHECK(game.claimablePieces() == 0);
    CHECK(game.pendingClaims().empty());
}

// Polish, White to move. 12 (d8) takes 7 (c9) landing on 1 (b10), the last
// row: promoted, and the move ends (one piece). 34 (h4) takes 29 (g5) to 23
// (f6), then 19 (g7) to 14 (h8): two pieces. The maximum is 34x14.
TEST_CASE("Polish: a promoting capture smaller than the maximum can be claimed", "[core][game][forfeit][polish]")
{
    Game game(Polish, fen(Polish, "W:W12,34,48:B5,7,19,29"));
    CHECK(texts(game, game.legalMoves()) == sorted({"34x23x14"}));
    play(game, "12x1");
    CHECK(fenOf(game) == expectedFen(Polish, "B:WK1,34,48:B5,19,29"));
    CHECK(game.claimablePieces() == squares(Polish, {"34"}));
    REQUIRE(game.claim(sq(Polish, "34")));
    CHECK(fenOf(game) == expectedFen(Polish, "B:WK1,48:B5,19,29"));
}

// Twenty vs Ten, Black's turn. 7 (c9) can take 12 (d8) landing on 18 (e7);
// 9 (g9) can take 14 (h8) landing on 20 (i7). Black steps 1-6 (b10-a9), then
// with another piece steps again: each half of the turn is a violation.
TEST_CASE("Twenty vs Ten: a Black turn can give White two claims", "[core][game][forfeit][twenty-vs-ten]")
{
    Game game(TwentyVsTen, fen(TwentyVsTen, "B:W12,14,46,50:B1,3,7,9"));
    CHECK(texts(game, game.legalMoves()) == sorted({"7x18", "9x20"}));
    play(game, "1-6");
    CHECK(game.sideToMove() == Side::Black);
    CHECK(game.partOfTurn() == 2);
    CHECK(game.pendingClaims().empty()); // White claims at the start of his own turn
    // The second half: 6 may not move again; the captures are still there.
    CHECK(texts(game, game.legalMoves()) == sorted({"7x18", "9x20"}));

    SECTION("the second step by a piece that did not offend")
    {
        play(game, "3-8");
        CHECK(game.sideToMove() == Side::White);
        REQUIRE(game.pendingClaims().size() == 2);
        CHECK(game.claimablePieces() == squares(TwentyVsTen, {"7", "9"}));
        REQUIRE(game.claim(sq(TwentyVsTen, "7")));
        CHECK(game.claimablePieces() == squares(TwentyVsTen, {"9"}));
        REQUIRE(game.claim(sq(TwentyVsTen, "9")));
        CHECK(game.claimablePieces() == 0);
        CHECK(game.pendingClaims().empty());
        CHECK(fenOf(game) == expectedFen(TwentyVsTen, "W:W12,14,46,50:B6,8"));
        // White: 12 (d8) over 8 (e9) to 3 (f10); 7 and 9 are gone.
        CHECK(texts(game, game.legalMoves()) == sorted({"12x3"}));
    }
    SECTION("the second step by an offender, which both claims follow")
    {
        play(game, "9-13");
        REQUIRE(game.pendingClaims().size() == 2);
        CHECK(game.pendingClaims()[0].offenders == squares(TwentyVsTen, {"7", "13"}));
        CHECK(game.pendingClaims()[1].offenders == squares(TwentyVsTen, {"7", "13"}));
        REQUIRE(game.claim(sq(TwentyVsTen, "13")));
        REQUIRE(game.claim(sq(TwentyVsTen, "7")));
        CHECK(fenOf(game) == expectedFen(TwentyVsTen, "W:W12,14,46,50:B3,6"));
    }
}

// Corner Checkers, Black first, light squares. Black 18 (f7) takes 23 (e6)
// landing on 27 (d5); Black 3 (e10) steps to 7 (d9) or 8 (f9).
TEST_CASE("Corner Checkers: a missed capture is claimed before White's move", "[core][game][forfeit][corner]")
{
    Game game(Corner, fen(Corner, "B:W23,48:B3,18"));
    CHECK(texts(game, game.legalMoves()) == sorted({"18x27"}));
    play(game, "3-8");
    CHECK(game.drawCounter() == 1);
    CHECK(game.claimablePieces() == squares(Corner, {"18"}));
    REQUIRE(game.claim(sq(Corner, "18")));
    CHECK(fenOf(game) == expectedFen(Corner, "W:W23,48:B8"));
    CHECK(game.drawCounter() == 0); // corner.md §8.3: a claim resets the counter
}

// Black 18 (f7): over 23 (e6) to 27 (d5), over 32 (c4) to 36 (b3): two.
// Black 14 (g8): over 19 (h7) to 25 (i6): one.
TEST_CASE("Corner Checkers: a smaller capture than the maximum is claimed", "[core][game][forfeit][corner]")
{
    Game game(Corner, fen(Corner, "B:W19,23,32:B14,18"));
    CHECK(texts(game, game.legalMoves()) == sorted({"18x27x36"}));
    play(game, "14x25");
    CHECK(game.claimablePieces() == squares(Corner, {"18"}));
    REQUIRE(game.claim(sq(Corner, "18")));
    CHECK(fenOf(game) == expectedFen(Corner, "W:W23,32:B25"));
}

// To the Last Man, White first. White c3 can take d4 forward, landing on e5
// (d6 and f6 beyond are empty, so it stops). g1 steps to f2 or h2.
TEST_CASE("To the Last Man: a missed capture is claimed by flipping the stone", "[core][game][forfeit][last-man]")
{
    SECTION("the offender stayed")
    {
        Game game(LastMan, fen(LastMan, "W:Wc3,g1:Bd4,h8"));
        CHECK(texts(game, game.legalMoves()) == sorted({"c3xe5"}));
        CHECK(texts(game, game.permittedMoves()) == sorted({"c3xe5", "c3-b4", "g1-f2", "g1-h2"}));
        play(game, "g1-f2");
        CHECK(game.claimablePieces() == squares(LastMan, {"c3"}));
        REQUIRE(game.claim(sq(LastMan, "c3")));
        CHECK(game.history().back().text == "~c3");
        // last-man.md §7.3, §9.8: flipped to Black, and the flip counts as a capture.
        CHECK(fenOf(game) == expectedFen(LastMan, "B:Wf2:Bc3,d4,h8:Cc3=1"));
        CHECK(game.sideToMove() == Side::Black);
    }
    SECTION("the offender moved and is followed")
    {
        Game game(LastMan, fen(LastMan, "W:Wc3,g1:Bd4,h8"));
        play(game, "c3-b4");
        CHECK(game.claimablePieces() == squares(LastMan, {"b4"}));
        REQUIRE(game.claim(sq(LastMan, "b4")));
        CHECK(fenOf(game) == expectedFen(LastMan, "B:Wg1:Bb4,d4,h8:Cb4=1"));
    }
    SECTION("a stone captured twice reaches the limit by the claim")
    {
        Game game(LastMan, fen(LastMan, "W:Wc3,g1:Bd4,h8:Cc3=2"));
        play(game, "g1-h2");
        REQUIRE(game.claim(sq(LastMan, "c3")));
        CHECK(fenOf(game) == expectedFen(LastMan, "B:Wh2:Bc3,d4,h8:Cc3=3"));
    }
    SECTION("a stone at the capture limit cannot be claimed")
    {
        Game game(LastMan, fen(LastMan, "W:Wc3,g1:Bd4,h8:Cc3=3"));
        CHECK(texts(game, game.legalMoves()) == sorted({"c3xe5"})); // its own count does not stop it capturing
        play(game, "g1-f2");
        REQUIRE(game.pendingClaims().size() == 1);
        CHECK(game.pendingClaims()[0].offenders == squares(LastMan, {"c3"}));
        CHECK(game.claimablePieces() == 0);
        CHECK_FALSE(game.claim(sq(LastMan, "c3")));
    }
}

// White has a stone in hand and a free first row (a1, c1, e1, g1): he must
// place it, but in the Forfeit setting may step c3-d4 instead.
TEST_CASE("To the Last Man: a stone left in hand is claimed with claimHandStone", "[core][game][forfeit][last-man]")
{
    Game game(LastMan, fen(LastMan, "W:Wc3:Bf6,h8:H1,0"));
    CHECK(game.placementDue());
    CHECK(texts(game, game.legalMoves()) == sorted({"@a1", "@c1", "@e1", "@g1"}));
    CHECK(texts(game, game.permittedMoves()) == sorted({"@a1", "@c1", "@e1", "@g1", "c3-b4", "c3-d4"}));

    play(game, "c3-d4");
    REQUIRE(game.history().back().committed.size() == 1); // c3-d4 itself was a rule-conforming regular move
    CHECK(game.history().back().committed[0].kind == Violation::Kind::MissedPlacement);
    CHECK(fenOf(game) == expectedFen(LastMan, "B:Wd4:Bf6,h8:H1,0"));
    CHECK(game.canClaimHandStone());
    CHECK(game.claimablePieces() == 0);

    SECTION("Black claims it and must place it on his own first row")
    {
        REQUIRE(game.claimHandStone());
        CHECK(game.history().back().text == std::string(notation::handClaimText));
        CHECK(fenOf(game) == expectedFen(LastMan, "B:Wd4:Bf6,h8:H0,1"));
        CHECK_FALSE(game.canClaimHandStone());
        CHECK(game.placementDue());
        CHECK(texts(game, game.legalMoves()) == sorted({"@b8", "@d8", "@f8"})); // h8 is taken
        // Placed at once: in the Forfeit setting too, nothing else may come first.
        CHECK(texts(game, game.permittedMoves()) == sorted({"@b8", "@d8", "@f8"}));
        // A placement is a ply of its own; Black then makes his regular move.
        play(game, "@d8");
        CHECK(game.history().back().text == "@d8");
        CHECK(game.sideToMove() == Side::Black);
        CHECK(fenOf(game) == expectedFen(LastMan, "B:Wd4:Bd8,f6,h8:P"));
        CHECK_FALSE(game.placementDue());
        CHECK(texts(game, game.legalMoves()) == sorted({"d8-c7", "d8-e7", "f6-e5", "f6-g5", "h8-g7"}));
    }
    SECTION("Black does not claim it; the claim lapses and White must place again")
    {
        play(game, "f6-g5");
        CHECK_FALSE(game.canClaimHandStone());
        CHECK(game.placementDue());
        CHECK(fenOf(game) == expectedFen(LastMan, "W:Wd4:Bg5,h8:H1,0"));
    }
}

// Both have a stone in hand. White steps c3-d4 without placing his. Black
// places his own first (b8), then claims White's: it is placed at once, a
// second placement in Black's turn (last-man.md §7.4, §9.16), on d8 or f8.
TEST_CASE("To the Last Man: a claimed hand stone is placed at once, also after the claimant's own placement",
          "[core][game][forfeit][last-man]")
{
    Game game(LastMan, fen(LastMan, "W:Wc3:Bf6,h8:H1,1"));
    play(game, "c3-d4");
    play(game, "@b8");
    CHECK(fenOf(game) == expectedFen(LastMan, "B:Wd4:Bb8,f6,h8:H1,0:P"));
    CHECK_FALSE(game.placementDue());
    REQUIRE(game.claimHandStone());
    CHECK(fenOf(game) == expectedFen(LastMan, "B:Wd4:Bb8,f6,h8:H0,1:P"));
    CHECK(game.placementDue());
    CHECK(texts(game, game.legalMoves()) == sorted({"@d8", "@f8"}));
    CHECK(texts(game, game.permittedMoves()) == sorted({"@d8", "@f8"}));
    play(game, "@f8");
    CHECK(fenOf(game) == expectedFen(LastMan, "B:Wd4:Bb8,f8,f6,h8:P"));
    CHECK(game.sideToMove() == Side::Black);
    CHECK(texts(game, game.legalMoves()) == sorted({"b8-a7", "b8-c7", "f8-e7", "f8-g7", "f6-e5", "f6-g5", "h8-g7"}));
    // Undo goes back through the placement to the claim, with the stone due again.
    game.undo();
    CHECK(texts(game, game.permittedMoves()) == sorted({"@d8", "@f8"}));
}

// Black's first row (b8, d8, f8, h8) is full when he claims White's stone:
// it waits in his hand and Black makes his regular move.
TEST_CASE("To the Last Man: a claimed hand stone waits when the claimant's first row is full",
          "[core][game][forfeit][last-man]")
{
    Game game(LastMan, fen(LastMan, "W:Wc3:Bb8,d8,f8,h8:H1,0"));
    play(game, "c3-d4");
    REQUIRE(game.claimHandStone());
    CHECK(fenOf(game) == expectedFen(LastMan, "B:Wd4:Bb8,d8,f8,h8:H0,1"));
    CHECK_FALSE(game.placementDue());
    CHECK(texts(game, game.legalMoves()) == sorted({"b8-a7", "b8-c7", "d8-c7", "d8-e7", "f8-e7", "f8-g7", "h8-g7"}));
    play(game, "d8-e7");
    play(game, "d4-c5");
    // Black's next turn: d8 is free, and the stone in hand is due there as usual.
    CHECK(game.placementDue());
    CHECK(texts(game, game.legalMoves()) == sorted({"@d8"}));
}

// White has a stone in hand and a free first row, and c3 could take d4
// (landing on e5). g3-h4 skips both duties: two violations of one move, which
// give the claimant one claim (last-man.md §9.15: one move, one claim).
TEST_CASE("To the Last Man: a move that skips a placement and a capture gives one claim",
          "[core][game][forfeit][last-man]")
{
    Game game(LastMan, fen(LastMan, "W:Wc3,g3:Bd4,h8:H1,0"));
    play(game, "g3-h4");
    REQUIRE(game.pendingClaims().size() == 2);
    CHECK(game.claimablePieces() == squares(LastMan, {"c3"}));
    CHECK(game.canClaimHandStone());

    SECTION("claiming the stone that should have captured uses up the claim")
    {
        REQUIRE(game.claim(sq(LastMan, "c3")));
        CHECK(fenOf(game) == expectedFen(LastMan, "B:Wh4:Bc3,d4,h8:H1,0:Cc3=1"));
        CHECK(game.pendingClaims().empty());
        CHECK_FALSE(game.canClaimHandStone());
    }
    SECTION("claiming the stone in hand uses up the claim")
    {
        REQUIRE(game.claimHandStone());
        CHECK(fenOf(game) == expectedFen(LastMan, "B:Wc3,h4:Bd4,h8:H0,1"));
        CHECK(game.claimablePieces() == 0);
        CHECK_FALSE(game.claim(sq(LastMan, "c3")));
    }
}

TEST_CASE("a claim that removes the last piece ends the game", "[core][game][forfeit][result]")
{
    SECTION("International")
    {
        // 32 (d4) should take 27 (c5); it steps to 28 (e5) and is followed there.
        Game game(International, fen(International, "W:W32:B3,27"));
        play(game, "32-28");
        CHECK(game.claimablePieces() == squares(International, {"28"}));
        REQUIRE(game.claim(sq(International, "28")));
        CHECK(game.result() == Result{Outcome::BlackWins, EndReason::NoPieces});
        CHECK(game::describe(game.result()) == "Black wins: White has no pieces left");
        CHECK_FALSE(game.play(moveOf(game, "27-31")));
        CHECK(game.history().size() == 2);
    }
    SECTION("To the Last Man, where the stone is flipped")
    {
        // c3 should take d4; it steps to b4. White has nothing in hand.
        Game game(LastMan, fen(LastMan, "W:Wc3:Bd4"));
        play(game, "c3-b4");
        REQUIRE(game.claim(sq(LastMan, "b4")));
        CHECK(fenOf(game) == expectedFen(LastMan, "B:W:Bb4,d4:Cb4=1"));
        CHECK(game.result() == Result{Outcome::BlackWins, EndReason::NoPieces});
    }
}

// ---------------------------------------------------------------------------
// The Compulsory setting
// ---------------------------------------------------------------------------

TEST_CASE("the Compulsory setting refuses violations and changes nothing", "[core][game][compulsory]")
{
    SECTION("a step instead of a capture")
    {
        Game game(International, fen(International, "W:W32,45:B3,27"), MissedCaptureRule::Compulsory);
        CHECK(game.missedCaptureRule() == MissedCaptureRule::Compulsory);
        CHECK(texts(game, game.permittedMoves()) == sorted({"32x21"}));
        const std::string before = fenOf(game);
        CHECK_FALSE(game.isViolation(core::Move::step(sq(International, "45"), sq(International, "40"))));
        CHECK_FALSE(game.play(core::Move::step(sq(International, "45"), sq(International, "40"))));
        CHECK_FALSE(game.play(core::Move::step(sq(International, "32"), sq(International, "28"))));
        CHECK(fenOf(game) == before);
        CHECK(game.history().empty());
        CHECK_FALSE(game.canUndo());
        play(game, "32x21");
        CHECK(game.pendingClaims().empty());
    }
    SECTION("a smaller capture")
    {
        Game game(International, fen(International, "W:W32,48:B5,17,27,28"), MissedCaptureRule::Compulsory);
        core::Move smaller = core::Move::step(sq(International, "32"), sq(International, "23"));
        smaller.kind = core::MoveKind::Capture;
        smaller.captured = squares(International, {"28"});
        CHECK_FALSE(game.play(smaller));
        CHECK(game.history().empty());
        CHECK(texts(game, game.permittedMoves()) == sorted({"32x21x12"}));
    }
    SECTION("To the Last Man: a regular move before the placement")
    {
        Game game(LastMan, fen(LastMan, "W:Wc3:Bf6,h8:H1,0"), MissedCaptureRule::Compulsory);
        CHECK_FALSE(game.play(core::Move::step(sq(LastMan, "c3"), sq(LastMan, "d4"))));
        CHECK(fenOf(game) == expectedFen(LastMan, "W:Wc3:Bf6,h8:H1,0"));
        CHECK(texts(game, game.permittedMoves()) == sorted({"@a1", "@c1", "@e1", "@g1"}));
    }
}

// ---------------------------------------------------------------------------
// The 30-move draw counter
// ---------------------------------------------------------------------------

// Kings that never meet: White shuttles 50 (i1) - 44 (h2), Black 1 (b10) - 7
// (c9). None of these squares lies on a diagonal of the other king with a
// free square beyond, so there is never a capture.
TEST_CASE("International: 30 plies without a capture draw the game", "[core][game][draw-counter][international]")
{
    Game game(International, fen(International, "W:WK50:BK1"));
    CHECK(game.drawCounterLimit() == 30);
    const char* shuttle[4] = {"50-44", "1-7", "44-50", "7-1"};
    for (int ply = 0; ply < 30; ++ply) {
        INFO("ply " << ply + 1);
        REQUIRE_FALSE(game.result().isOver());
        CHECK(game.drawCounter() == ply);
        play(game, shuttle[ply % 4]);
    }
    CHECK(game.drawCounter() == 30);
    CHECK(game.result() == Result{Outcome::Draw, EndReason::DrawCounter});
    CHECK(game::describe(game.result()) == "Draw: 30 moves without a capture");
    CHECK_FALSE(game.play(moveOf(game, "44-50")));
}

TEST_CASE("the draw counter is reset by a capture and by a claim", "[core][game][draw-counter]")
{
    SECTION("a capture on the 30th ply")
    {
        // 32x21 takes 27; White's king on 50 has no capture.
        Game game(International, fen(International, "W:WK50,32:BK1,27:N29"));
        CHECK(game.drawCounter() == 29);
        play(game, "32x21");
        CHECK(game.drawCounter() == 0);
        CHECK_FALSE(game.result().isOver());
    }
    SECTION("a quiet 30th ply draws")
    {
        Game game(International, fen(International, "W:WK50:BK1:N29"));
        play(game, "50-44");
        CHECK(game.result() == Result{Outcome::Draw, EndReason::DrawCounter});
    }
    SECTION("a claim")
    {
        Game game(International, fen(International, "W:W32,45:B3,27:N10"));
        play(game, "45-40");
        CHECK(game.drawCounter() == 11);
        REQUIRE(game.claim(sq(International, "32")));
        CHECK(game.drawCounter() == 0);
        CHECK(fenOf(game) == expectedFen(International, "B:W40:B3,27"));
    }
    SECTION("Corner Checkers counts and draws too")
    {
        // Black king 5 (i10) to 9 (h9), White king 46 (b1) to 42 (c2): no
        // diagonal of one king meets the other.
        Game game(Corner, fen(Corner, "B:WK46:BK5:N28"));
        CHECK(game.drawCounterLimit() == 30);
        play(game, "5-9");
        CHECK(game.drawCounter() == 29);
        CHECK_FALSE(game.result().isOver());
        play(game, "46-42");
        CHECK(game.result() == Result{Outcome::Draw, EndReason::DrawCounter});
    }
}

// Black's only man stands on 36 (a3): its forward square 41 (b2) holds a White
// man and 47 (c1) beyond it is White's too; behind it 31 (b4) is empty. White
// has no capture (the king's diagonals from 50 and 45 are empty, b2 cannot
// jump a3 off the board).
TEST_CASE("when the 30th quiet ply leaves the opponent without a move, the win counts",
          "[core][game][draw-counter][result]")
{
    Game game(International, fen(International, "W:WK50,41,47:B36:N29"));
    play(game, "50-45");
    CHECK(game.drawCounter() == 30);
    CHECK(game.result() == Result{Outcome::WhiteWins, EndReason::NoMoves});
    CHECK(game::describe(game.result()) == "White wins: Black cannot move");
}

TEST_CASE("Polish, Twenty vs Ten and To the Last Man have no draw counter", "[core][game][draw-counter]")
{
    SECTION("Polish")
    {
        Game game(Polish, fen(Polish, "W:WK50:BK1:N40"));
        CHECK(game.drawCounterLimit() == 0);
        play(game, "50-44");
        play(game, "1-7");
        CHECK_FALSE(game.result().isOver());
    }
    SECTION("Twenty vs Ten")
    {
        Game game(TwentyVsTen, fen(TwentyVsTen, "B:WK50:BK1,K5:N40"));
        CHECK(game.drawCounterLimit() == 0);
        play(game, "1-7");
        play(game, "5-10");
        CHECK_FALSE(game.result().isOver());
    }
    SECTION("To the Last Man")
    {
        Game game(LastMan, fen(LastMan, "W:Wc3:Bf6:N40"));
        CHECK(game.drawCounterLimit() == 0);
        play(game, "c3-d4");
        CHECK_FALSE(game.result().isOver());
    }
}

// ---------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------

TEST_CASE("a side without pieces loses", "[core][game][result]")
{
    SECTION("International: White takes Black's last man")
    {
        Game game(International, fen(International, "W:W32:B27"));
        play(game, "32x21");
        CHECK(game.result() == Result{Outcome::WhiteWins, EndReason::NoPieces});
        CHECK(game::describe(game.result()) == "White wins: Black has no pieces left");
        CHECK(game.legalMoves().empty());
    }
    SECTION("To the Last Man: the last stone flipped, none in hand")
    {
        // Black c5 jumps d4 forward (down) to e3.
        Game game(LastMan, fen(LastMan, "B:Wd4:Bc5"));
        play(game, "c5xe3");
        CHECK(fenOf(game) == expectedFen(LastMan, "W:W:Bd4,e3:Cd4=1"));
        CHECK(game.result() == Result{Outcome::BlackWins, EndReason::NoPieces});
    }
    SECTION("To the Last Man: a stone in hand keeps the game going")
    {
        Game game(LastMan, fen(LastMan, "B:Wd4:Bc5:H1,0"));
        play(game, "c5xe3");
        CHECK_FALSE(game.result().isOver());
        CHECK(game.placementDue());
        CHECK(texts(game, game.legalMoves()) == sorted({"@a1", "@c1", "@e1", "@g1"}));
    }
}

TEST_CASE("a side that cannot move loses", "[core][game][result]")
{
    SECTION("International: White's man on 46 (a1) is blocked by 41 (b2) and 37 (c3)")
    {
        Game game(International, fen(International, "W:W46:B37,41"));
        CHECK(game.result() == Result{Outcome::BlackWins, EndReason::NoMoves});
        CHECK(game::describe(game.result()) == "Black wins: White cannot move");
        CHECK_FALSE(game.canUndo());
    }
    SECTION("To the Last Man: a1 blocked by b2 and c3")
    {
        Game game(LastMan, fen(LastMan, "W:Wa1:Bb2,c3"));
        CHECK(game.result() == Result{Outcome::BlackWins, EndReason::NoMoves});
    }
}

TEST_CASE("Twenty vs Ten: White wins when Black cannot make both moves", "[core][game][result][twenty-vs-ten]")
{
    const Result whiteWins{Outcome::WhiteWins, EndReason::BlackCannotMoveTwice};
    SECTION("no first move")
    {
        // Black 36 (a3) blocked by 41 (b2) and 47 (c1), as above.
        Game game(TwentyVsTen, fen(TwentyVsTen, "B:W41,47:B36"));
        CHECK(game.result() == whiteWins);
        CHECK(game::describe(game.result()) == "White wins: Black cannot make two moves");
    }
    SECTION("a single Black piece has no second move")
    {
        Game game(TwentyVsTen, fen(TwentyVsTen, "B:W50:B7"));
        CHECK_FALSE(game.result().isOver());
        play(game, "7-11");
        CHECK(game.result() == whiteWins);
    }
    SECTION("a first move that leaves no second move")
    {
        // 6 (a9) can only go to 11 (b8); 7 (c9) goes to 11 or 12.
        Game game(TwentyVsTen, fen(TwentyVsTen, "B:W50:B6,7"));
        CHECK(texts(game, game.legalMoves()) == sorted({"6-11", "7-11", "7-12"}));
        SECTION("7-11 blocks 6")
        {
            play(game, "7-11");
            CHECK(game.legalMoves().empty());
            CHECK(game.result() == whiteWins);
        }
        SECTION("7-12 leaves 6-11")
        {
            play(game, "7-12");
            CHECK(texts(game, game.legalMoves()) == sorted({"6-11"}));
            CHECK_FALSE(game.result().isOver());
        }
    }
    SECTION("Black's first move takes White's last piece: the game ends at once")
    {
        // 7 (c9) over 12 (d8) to 18 (e7).
        Game game(TwentyVsTen, fen(TwentyVsTen, "B:W12:B1,7"));
        play(game, "7x18");
        CHECK(game.result() == Result{Outcome::BlackWins, EndReason::NoPieces});
        CHECK(game::describe(game.result()) == "Black wins: White has no pieces left");
        CHECK_FALSE(game.play(core::Move::step(sq(TwentyVsTen, "1"), sq(TwentyVsTen, "6"))));
    }
}

TEST_CASE("resignation and agreed draws end the game and can be taken back", "[core][game][result]")
{
    CHECK(game::describe(Result{}) == "Game in progress");
    Game game(International);
    CHECK(game.sideToMove() == Side::Black); // international.md §3.1: Black begins
    SECTION("White resigns")
    {
        game.resign(Side::White);
        CHECK(game.result() == Result{Outcome::BlackWins, EndReason::Resignation});
        CHECK(game::describe(game.result()) == "Black wins: White resigned");
        CHECK_FALSE(game.play(moveOf(game, "16-21")));
        game.agreeDraw(); // the game is over: no effect
        CHECK(game.result() == Result{Outcome::BlackWins, EndReason::Resignation});
        REQUIRE(game.canUndo());
        game.undo();
        CHECK_FALSE(game.result().isOver());
        CHECK_FALSE(game.canUndo());
        play(game, "16-21");
    }
    SECTION("Black resigns")
    {
        game.resign(Side::Black);
        CHECK(game::describe(game.result()) == "White wins: Black resigned");
    }
    SECTION("a draw is agreed")
    {
        game.agreeDraw();
        CHECK(game.result() == Result{Outcome::Draw, EndReason::Agreement});
        CHECK(game::describe(game.result()) == "Draw by agreement");
    }
}

TEST_CASE("a fallen flag loses the game for that side, and can be taken back", "[core][game][result]")
{
    Game game(International);
    play(game, "16-21");
    SECTION("White's time runs out")
    {
        game.loseOnTime(Side::White);
        CHECK(game.result() == Result{Outcome::BlackWins, EndReason::TimeForfeit});
        CHECK(game::describe(game.result()) == "Black wins: White ran out of time");
        CHECK_FALSE(game.play(moveOf(game, "31-26")));
        game.resign(Side::Black); // the game is over: no effect
        CHECK(game.result().reason == EndReason::TimeForfeit);
        game.undo();
        CHECK_FALSE(game.result().isOver());
        CHECK(game.history().size() == 1); // the move before the flag fell stays
        play(game, "31-26");
    }
    SECTION("Black's time runs out")
    {
        game.loseOnTime(Side::Black);
        CHECK(game.result() == Result{Outcome::WhiteWins, EndReason::TimeForfeit});
        CHECK(game::describe(game.result()) == "White wins: Black ran out of time");
    }
    SECTION("no flag falls in a finished game")
    {
        game.resign(Side::White);
        game.loseOnTime(Side::Black);
        CHECK(game.result() == Result{Outcome::BlackWins, EndReason::Resignation});
    }
}

// ---------------------------------------------------------------------------
// Undo and redo
// ---------------------------------------------------------------------------

TEST_CASE("any number of moves can be undone and redone", "[core][game][undo]")
{
    for (Variant variant : core::allVariants) {
        INFO(core::variantName(variant));
        Game game(variant);
        std::vector<std::string> seen{fenOf(game)};
        for (int i = 0; i < 12 && !game.result().isOver(); ++i) {
            REQUIRE(game.play(game.legalMoves()[game.legalMoves().size() / 2]));
            seen.push_back(fenOf(game));
        }
        const std::size_t made = game.history().size();
        REQUIRE(made == seen.size() - 1);
        for (std::size_t i = made; i > 0; --i) {
            REQUIRE(game.canUndo());
            game.undo();
            CHECK(fenOf(game) == seen[i - 1]);
        }
        CHECK_FALSE(game.canUndo());
        CHECK(game.position() == game.startPosition());
        for (std::size_t i = 1; i <= made; ++i) {
            REQUIRE(game.canRedo());
            game.redo();
            CHECK(fenOf(game) == seen[i]);
        }
        CHECK_FALSE(game.canRedo());
        // A new move after undo drops what could be redone.
        game.undo();
        game.undo();
        REQUIRE(game.canRedo());
        REQUIRE(game.play(game.legalMoves()[0]));
        CHECK_FALSE(game.canRedo());
    }
}

// Polish from the start, White first: 36-31, 12-17, 37-32 (quiet moves).
TEST_CASE("playing on from an earlier position drops the later moves, and one undo brings them back",
          "[game][undo][truncate]")
{
    Game game(Polish);
    play(game, "36-31");
    const std::string afterOne = fenOf(game);
    play(game, "12-17");
    play(game, "37-32");
    const std::string afterThree = fenOf(game);

    game.truncate(1);
    CHECK(game.history().size() == 1);
    CHECK(fenOf(game) == afterOne);
    CHECK(game.undoRestores());
    REQUIRE(game.canRedo()); // the dropped moves can also be replayed one by one
    game.redo();
    CHECK(game.history().back().text == "12-17");
    game.undo(); // an ordinary undo of the redone move
    CHECK(game.history().size() == 1);

    // A different move, taken back again: then the drop itself is undone.
    play(game, "11-16");
    CHECK_FALSE(game.canRedo());
    CHECK_FALSE(game.undoRestores());
    game.undo();
    CHECK(game.history().size() == 1);
    REQUIRE(game.undoRestores());
    game.undo();
    CHECK(game.history().size() == 3);
    CHECK(fenOf(game) == afterThree);
    CHECK(game.history().back().text == "37-32");
    CHECK_FALSE(game.undoRestores());
}

TEST_CASE("a resignation dropped with the moves after it comes back with them", "[game][undo][truncate]")
{
    Game game(International); // Black begins
    play(game, "19-23");
    play(game, "32-28");
    game.resign(Side::Black);
    REQUIRE(game.result() == Result{Outcome::WhiteWins, EndReason::Resignation});

    game.truncate(1);
    CHECK_FALSE(game.result().isOver());
    CHECK(game.history().size() == 1);
    game.undo();
    CHECK(game.history().size() == 2);
    CHECK(game.result() == Result{Outcome::WhiteWins, EndReason::Resignation});
}

TEST_CASE("an earlier point of the game is shown without changing the game", "[game][undo][truncate]")
{
    Game game(International); // Black begins
    play(game, "19-23");
    const std::string afterOne = fenOf(game);
    play(game, "32-28");
    play(game, "23x32");
    game.truncate(2); // a drop that undo could bring back in `game`

    const Game earlier = game.upTo(1);
    CHECK(fenOf(earlier) == afterOne);
    CHECK(earlier.history().size() == 1);
    CHECK(earlier.canRedo()); // 32-28 follows
    CHECK_FALSE(earlier.undoRestores());
    CHECK(game.history().size() == 2);
    CHECK(game.undoRestores());
    CHECK(game.upTo(5).history().size() == 2);
}

TEST_CASE("undo and redo go across a claim", "[core][game][undo][forfeit]")
{
    Game game(International, fen(International, "W:W32,45:B3,27"));
    play(game, "45-40");
    REQUIRE(game.claim(sq(International, "32")));
    play(game, "27-31");
    CHECK(fenOf(game) == expectedFen(International, "W:W40:B3,31:N1"));

    game.undo(); // the move
    CHECK(fenOf(game) == expectedFen(International, "B:W40:B3,27"));
    CHECK(game.claimablePieces() == 0);
    game.undo(); // the claim: the piece and the claim come back
    CHECK(fenOf(game) == expectedFen(International, "B:W32,40:B3,27:N1"));
    CHECK(game.claimablePieces() == squares(International, {"32"}));
    REQUIRE(game.pendingClaims().size() == 1);
    CHECK(game.sideToMove() == Side::Black);

    game.redo(); // the claim again
    CHECK(game.history().back().text == "~32");
    CHECK(fenOf(game) == expectedFen(International, "B:W40:B3,27"));
    game.redo();
    CHECK(fenOf(game) == expectedFen(International, "W:W40:B3,31:N1"));
    CHECK_FALSE(game.canRedo());

    // Undo back to the start, then claim the other way round.
    game.undo();
    game.undo();
    game.undo();
    CHECK(fenOf(game) == expectedFen(International, "W:W32,45:B3,27"));
    CHECK(game.pendingClaims().empty());
}

// ---------------------------------------------------------------------------
// The text of each history entry
// ---------------------------------------------------------------------------

// Black man 25 (j6) jumps 30 (i5) to 34 (h4). From there it may take 40 (i3)
// to 45 (j2) and stop: two pieces, 25x34x45. Or it goes round: 29 (g5) to 23,
// 28 (e5) to 32, 38 (e3) to 43, 39 (g3) back to 34, 40 to 45: all six, also
// from 25 to 45 and also through 34. In the Forfeit setting both are
// permitted, and the smaller one must still be written so that it reads back.
TEST_CASE("the history text of a capture reads back as that capture", "[core][game][notation]")
{
    const Position start = fen(International, "B:W28,29,30,38,39,40:B25");
    for (int taken : {2, 6}) {
        INFO("the capture of " << taken);
        Game game(International, start);
        REQUIRE(game.permittedMoves().size() == 2);
        const core::MoveList before = game.permittedMoves();
        const core::Move* move =
            std::find_if(before.begin(), before.end(), [&](const core::Move& m) { return m.captureCount() == taken; });
        REQUIRE(move != before.end());
        REQUIRE(game.play(*move));
        const std::string text = game.history().back().text;
        INFO("written as " << text);
        const auto read = notation::parseMove(International, text, before);
        REQUIRE(read);
        CHECK(*read == *move);
    }
}
