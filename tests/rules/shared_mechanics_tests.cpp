// The mechanics shared by the games (sections 4 to 8 of international.md,
// polish.md and twenty-vs-ten.md), checked
// with the same hand-made positions in each dark-square 10x10 game
// (International, Polish and Twenty vs Ten number their squares alike:
// 1 = b10, 46 = a1), and the game-level rules: forfeit claims, resignation,
// draw by agreement. Comments give name=number.

#include "rules_test_support.hpp"

#include <draughts/game/game.hpp>

namespace {

using namespace draughts;
using core::Variant;
using test::legal;
using test::Texts;

using test::sorted;

} // namespace

TEST_CASE("men step one square diagonally forward onto an empty square", "[shared][step]")
{
    const Variant v = GENERATE(Variant::International, Variant::Polish, Variant::TwentyVsTen);
    INFO(core::variantName(v));
    // e5=28: d6=22 and f6=23; never back to d4 or f4.
    CHECK(legal(v, "W:W28:B1") == sorted({"28-22", "28-23"}));
    // With f6 taken by a White man, only d6 remains for e5; f6 goes on.
    CHECK(legal(v, "W:W23,28:B1") == sorted({"28-22", "23-18", "23-19"}));
}

TEST_CASE("capturing is compulsory and a man jumps an adjacent piece to the empty square beyond", "[shared][capture]")
{
    const Variant v = GENERATE(Variant::International, Variant::Polish, Variant::TwentyVsTen);
    INFO(core::variantName(v));
    CHECK(legal(v, "W:W28,46:B22") == Texts{"28x17"});
    // Backwards too: e5 over f4=33 to g3=39.
    CHECK(legal(v, "W:W28,46:B33") == Texts{"28x39"});
}

TEST_CASE("two pieces standing next to each other cannot be jumped together", "[shared][capture]")
{
    const Variant v = GENERATE(Variant::International, Variant::Polish, Variant::TwentyVsTen);
    INFO(core::variantName(v));
    // Man e5=28 facing d6=22 backed by c7=17: only the step to f6.
    CHECK(legal(v, "W:W28:B17,22") == Texts{"28-23"});
    // King a1=46 facing c3=37 and d4=32: it can only reach b2.
    CHECK(legal(v, "W:WK46:B32,37") == Texts{"46-41"});
}

TEST_CASE("own pieces block a flying king", "[shared][king]")
{
    const Variant v = GENERATE(Variant::International, Variant::Polish, Variant::TwentyVsTen);
    INFO(core::variantName(v));
    // King a1 stops at b2 before its own man on c3; e5=28 is out of reach.
    CHECK(legal(v, "W:WK46,37:B28") == sorted({"46-41", "37-31", "37-32"}));
}

TEST_CASE("a flying king moves any distance along free diagonals", "[shared][king]")
{
    const Variant v = GENERATE(Variant::International, Variant::Polish, Variant::TwentyVsTen);
    INFO(core::variantName(v));
    // King e5=28: d6 c7 b8 a9 / f6 g7 h8 i9 j10 / d4 c3 b2 a1 / f4 g3 h2 i1.
    CHECK(legal(v, "W:WK28:B3") ==
          sorted({"28-22", "28-17", "28-11", "28-6", "28-23", "28-19", "28-14", "28-10", "28-5", "28-32", "28-37",
                  "28-41", "28-46", "28-33", "28-39", "28-44", "28-50"}));
}

TEST_CASE("pieces on the edge of the board move only inwards", "[shared][step][king]")
{
    const Variant v = GENERATE(Variant::International, Variant::Polish, Variant::TwentyVsTen);
    INFO(core::variantName(v));
    // Man a5=26: only b6=21. Man j6=25: only i7=20.
    CHECK(legal(v, "W:W25,26:B1") == sorted({"26-21", "25-20"}));
    // King j4=35: i5 h6 g7 f8 e9 d10 and i3 h2 g1.
    CHECK(legal(v, "W:WK35:B1") ==
          sorted({"35-30", "35-24", "35-19", "35-13", "35-8", "35-2", "35-40", "35-44", "35-49"}));
}

TEST_CASE("a flying king captures at a distance and lands on any free square beyond", "[shared][king][capture]")
{
    const Variant v = GENERATE(Variant::International, Variant::Polish, Variant::TwentyVsTen);
    INFO(core::variantName(v));
    // King a1 over e5=28 to f6, g7, h8, i9 or j10.
    CHECK(legal(v, "W:WK46:B28") == sorted({"46x23", "46x19", "46x14", "46x10", "46x5"}));
}

TEST_CASE("a king capture where the Turkish strike blocks a continuation", "[shared][king][capture][turkish]")
{
    const Variant v = GENERATE(Variant::International, Variant::Polish, Variant::TwentyVsTen);
    INFO(core::variantName(v));
    //      a b c d e f g h i j
    //   7  . . . . . . * . . .     K: White king c3=37
    //   6  . . . x . . . x . .     x: Black men d6=22, h6=24, e5=28, h4=34
    //   5  . . . . x . . . * .     *: landings g7=19 and i5=30, then
    //   4  . . . . . . . x . .        g3=39, f2=43 or e1=48
    //   3  . . K . . . * . . .
    //   2  . . . . . * . . . .
    //   1  . . . . * . . . . .
    // c3 over e5 to g7, over h6 to i5, over h4 to g3, f2 or e1: three
    // pieces. From g3 the way to d6 (via f4) crosses e5, which was jumped
    // and still stands, so d6 cannot be taken as a fourth piece. Landing on
    // f6 after e5 leads over h4 to i3 or j2 only: two pieces.
    CHECK(legal(v, "W:WK37:B22,24,28,34") == sorted({"37x19x30x39", "37x19x30x43", "37x19x30x48"}));
}

TEST_CASE("duplicate capture paths are counted once", "[shared][king][capture][duplicates]")
{
    const Variant v = GENERATE(Variant::International, Variant::Polish, Variant::TwentyVsTen);
    INFO(core::variantName(v));
    // King a1 over e5=28, landing f6 or g7, then over h8=14 to i9=10 or
    // j10=5. Via f6 or via g7 is the same move: two moves, not four.
    CHECK(test::summaries(v, test::position(v, "W:WK46:B14,28")) == sorted({"46x10 {14,28}", "46x5 {14,28}"}));
}

TEST_CASE("a king has no priority under the maximum rule", "[shared][capture][maximum]")
{
    const Variant v = GENERATE(Variant::International, Variant::Polish, Variant::TwentyVsTen);
    INFO(core::variantName(v));
    // King a1 takes two (the kings on b2 and b4), man d4 takes three.
    CHECK(legal(v, "W:WK46,32:BK31,K41,28,29,39") == Texts{"32x23x34x43"});
    CHECK(legal(v, "W:WK46,32:BK31,K41,28,29") == sorted({"32x23x34", "46x37x26"}));
}

TEST_CASE("a move that starts and ends on the same square is one move", "[shared][capture][duplicates]")
{
    const Variant v = GENERATE(Variant::International, Variant::TwentyVsTen);
    INFO(core::variantName(v));
    CHECK(test::summaries(v, test::position(v, "W:W23:B8,9,18,19")) == Texts{"23x23 {8,9,18,19}"});
}

// ---------------------------------------------------------------------------
// Forfeit claims (international.md §7), in International.
//
// White: d4=32, c3=37, a1=46. Black: e5=28, j10=5. White must take e5
// (32x23); Black's e5 cannot take d4 because c3 is occupied.

namespace {

constexpr const char* ClaimFen = "W:W32,37,46:B5,28";

} // namespace

TEST_CASE("a missed capture lets the opponent remove the piece that should have captured", "[shared][forfeit][claim]")
{
    const Variant v = Variant::International;
    game::Game game(v, test::position(v, ClaimFen));
    CHECK(test::legalTexts(game) == Texts{"32x23"});
    CHECK(game.isViolation(test::findMove(v, game.position(), "46-41")));
    test::playMove(game, "46-41");
    CHECK(game.sideToMove() == core::Side::Black);
    CHECK(game.pendingClaims().size() == 1);
    CHECK(game.claimablePieces() == test::squares(v, {"32"}));
    CHECK(test::legalTexts(game) == sorted({"28-33", "5-10"}));
    // The claim is made before Black's own move and is not a move itself.
    REQUIRE(game.claim(test::square(v, "32")));
    CHECK(game.sideToMove() == core::Side::Black);
    CHECK(game.position().white == test::squares(v, {"37", "41"}));
    CHECK(game.claimablePieces() == 0);
    CHECK(test::legalTexts(game) == sorted({"28-32", "28-33", "5-10"}));
}

TEST_CASE("an unused claim lapses once the claimant moves", "[shared][forfeit][claim]")
{
    const Variant v = Variant::International;
    game::Game game(v, test::position(v, ClaimFen));
    test::playMove(game, "46-41");
    test::playMove(game, "5-10");
    CHECK(game.claimablePieces() == 0); // White has nothing to claim
    test::playMove(game, "32x23");
    CHECK(game.pendingClaims().empty()); // Black's old claim is gone
    CHECK(game.claimablePieces() == 0);
}

TEST_CASE("the offending piece is followed to where it moved", "[shared][forfeit][claim]")
{
    const Variant v = Variant::International;
    game::Game game(v, test::position(v, ClaimFen));
    test::playMove(game, "32-27");
    CHECK(game.claimablePieces() == test::squares(v, {"27"}));
}

TEST_CASE("when several pieces could have captured, the claimant picks one of them", "[shared][forfeit][claim]")
{
    // d4=32 could take e5=28 and h4=34 could take g5=29 (both to f6=23);
    // White steps a1-b2 instead. One violation, one claim: either man.
    const Variant v = Variant::International;
    game::Game game(v, test::position(v, "W:W32,34,46:B28,29"));
    CHECK(test::legalTexts(game) == sorted({"32x23", "34x23"}));
    test::playMove(game, "46-41");
    CHECK(game.claimablePieces() == test::squares(v, {"32", "34"}));
    REQUIRE(game.claim(test::square(v, "34")));
    CHECK(game.position().white == test::squares(v, {"32", "41"}));
    CHECK(game.claimablePieces() == 0);
    CHECK_FALSE(game.claim(test::square(v, "32")));
}

TEST_CASE("a claim resets the draw counter", "[shared][forfeit][claim][draw]")
{
    const Variant v = Variant::International;
    game::Game game(v, test::position(v, "W:W32,37,46:B5,28:N10"));
    test::playMove(game, "46-41");
    CHECK(game.drawCounter() == 11);
    REQUIRE(game.claim(test::square(v, "32")));
    CHECK(game.drawCounter() == 0);
}

TEST_CASE("a claim that removes the last piece ends the game", "[shared][forfeit][claim][end]")
{
    // d4=32 is White's only man; it could take e5 or c3 but steps to c5.
    const Variant v = Variant::International;
    game::Game game(v, test::position(v, "W:W32:B28,37"));
    CHECK(test::legalTexts(game) == sorted({"32x23", "32x41"}));
    test::playMove(game, "32-27");
    REQUIRE(game.claim(test::square(v, "27")));
    CHECK(game.result() == game::Result{game::Outcome::BlackWins, game::EndReason::NoPieces});
}

TEST_CASE("a Twenty vs Ten Black turn can give two claims", "[shared][forfeit][claim][twenty-vs-ten]")
{
    // Black d6=22 should take e5 and g3 (the maximum) but steps to c5=27;
    // then h8=14 should take i7 but Black moves b10-a9 instead.
    const Variant v = Variant::TwentyVsTen;
    game::Game game(v, test::position(v, "B:W20,28,39:B1,14,22"));
    CHECK(test::legalTexts(game) == Texts{"22x33x44"});
    test::playMove(game, "22-27");
    CHECK(test::legalTexts(game) == Texts{"14x25"});
    test::playMove(game, "1-6");
    CHECK(game.sideToMove() == core::Side::White);
    CHECK(game.pendingClaims().size() == 2);
    CHECK(game.claimablePieces() == test::squares(v, {"14", "27"}));
    REQUIRE(game.claim(test::square(v, "27")));
    CHECK(game.claimablePieces() == test::squares(v, {"14"}));
    REQUIRE(game.claim(test::square(v, "14")));
    CHECK(game.claimablePieces() == 0);
    CHECK(game.position().black == test::squares(v, {"6"}));
    CHECK_FALSE(game.result().isOver());
}

TEST_CASE("the compulsory setting accepts only legal moves", "[shared][forfeit]")
{
    const Variant v = Variant::International;
    const core::Position p = test::position(v, ClaimFen);
    game::Game game(v, p, game::MissedCaptureRule::Compulsory);
    CHECK(game.permittedMoves().size() == 1);
    CHECK_FALSE(game.play(test::findMove(v, p, "46-41")));
    CHECK(game.position() == p);
    test::playMove(game, "32x23");
    CHECK(game.pendingClaims().empty());
}

TEST_CASE("either player may resign and a draw may be agreed in every game", "[shared][end]")
{
    const Variant v = GENERATE(Variant::International, Variant::Polish, Variant::TwentyVsTen, Variant::CornerCheckers,
                               Variant::ToTheLastMan);
    INFO(core::variantName(v));
    game::Game white(v);
    white.resign(core::Side::White);
    CHECK(white.result() == game::Result{game::Outcome::BlackWins, game::EndReason::Resignation});
    REQUIRE_FALSE(white.legalMoves().empty());
    CHECK_FALSE(white.play(white.legalMoves()[0]));
    game::Game black(v);
    black.resign(core::Side::Black);
    CHECK(black.result() == game::Result{game::Outcome::WhiteWins, game::EndReason::Resignation});
    game::Game draw(v);
    draw.agreeDraw();
    CHECK(draw.result() == game::Result{game::Outcome::Draw, game::EndReason::Agreement});
}
