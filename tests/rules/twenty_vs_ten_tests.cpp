// Twenty vs Ten (twenty-vs-ten.md), hand-made positions. Numbering as in
// International: 1 = b10, 46 = a1; comments give name=number. FEN field D
// names the piece that made Black's first move; it may not make the second.

#include "rules_test_support.hpp"

#include <draughts/game/game.hpp>
#include <draughts/rules/facts.hpp>

namespace {

using namespace draughts;
using core::Variant;
using test::legal;
using test::permitted;
using test::Texts;

constexpr Variant TwentyVsTen = Variant::TwentyVsTen;

using test::sorted;

} // namespace

TEST_CASE("Twenty vs Ten starts with twenty White men against ten Black men and Black to move",
          "[twenty-vs-ten][setup]")
{
    const core::Position start = rules::startPosition(TwentyVsTen);
    CHECK(start == test::position(TwentyVsTen, "B:W31-50:B1-10"));
    CHECK(start.sideToMove == core::Side::Black);
    CHECK(start.barred == core::NoSquare);
    CHECK(rules::facts(TwentyVsTen).firstToMove == core::Side::Black);
    game::Game game(TwentyVsTen);
    CHECK(game.sideToMove() == core::Side::Black);
    CHECK(game.partOfTurn() == 1);
    // Black's men on 6-10 (a9..i9) step to 11-15; those on 1-5 are blocked.
    CHECK(test::moveTexts(TwentyVsTen, start) ==
          sorted({"6-11", "7-11", "7-12", "8-12", "8-13", "9-13", "9-14", "10-14", "10-15"}));
}

TEST_CASE("after Black's first move Black moves again with another piece", "[twenty-vs-ten][turn]")
{
    const core::Position first = test::play(TwentyVsTen, rules::startPosition(TwentyVsTen), "7-12");
    CHECK(first.sideToMove == core::Side::Black);
    CHECK(first.barred == test::square(TwentyVsTen, "12"));
    const core::Position written = test::position(TwentyVsTen, "B:W31-50:B1-6,8-10,12:D12");
    CHECK(first.white == written.white);
    CHECK(first.black == written.black);
    CHECK(first.barred == written.barred);
    // c9=7 has left: b10=1 and d10=2 may now step into it. The man on 12
    // may not move; 8 can still reach 13 but not 12.
    CHECK(test::moveTexts(TwentyVsTen, first) ==
          sorted({"1-7", "2-7", "6-11", "8-13", "9-13", "9-14", "10-14", "10-15"}));

    const core::Position second = test::play(TwentyVsTen, first, "9-14");
    CHECK(second.sideToMove == core::Side::White);
    CHECK(second.barred == core::NoSquare);
    CHECK(test::moveTexts(TwentyVsTen, second) ==
          sorted({"31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"}));

    // White moves once; then a new Black turn begins with no piece barred.
    const core::Position third = test::play(TwentyVsTen, second, "32-28");
    CHECK(third.sideToMove == core::Side::Black);
    CHECK(third.barred == core::NoSquare);
    const core::Position expected = test::position(TwentyVsTen, "B:W28,31,33-50:B1-6,8,10,12,14");
    CHECK(third.white == expected.white);
    CHECK(third.black == expected.black);
}

TEST_CASE("the game object runs Black's two-move turn", "[twenty-vs-ten][turn]")
{
    game::Game game(TwentyVsTen);
    test::playMove(game, "7-12");
    CHECK(game.sideToMove() == core::Side::Black);
    CHECK(game.partOfTurn() == 2);
    test::playMove(game, "9-14");
    CHECK(game.sideToMove() == core::Side::White);
    CHECK(game.partOfTurn() == 1);
}

TEST_CASE("the maximum rule for Black's second move considers only the allowed pieces",
          "[twenty-vs-ten][capture][maximum]")
{
    // Black d6=22 can take e5=28 and g3=39 (to f4=33, h2=44): two pieces.
    // Black h8=14 can take i7=20 (to j6=25): one piece.
    // First move: the maximum is d6's capture.
    CHECK(legal(TwentyVsTen, "B:W20,28,39:B14,22") == Texts{"22x33x44"});
    // Second move with d6 barred: h8's single capture is the maximum.
    CHECK(legal(TwentyVsTen, "B:W20,28,39:B14,22:D22") == Texts{"14x25"});
    // Second move with h8 barred: d6's capture.
    CHECK(legal(TwentyVsTen, "B:W20,28,39:B14,22:D14") == Texts{"22x33x44"});
}

TEST_CASE("when only the barred piece could capture, the others step freely", "[twenty-vs-ten][capture]")
{
    // d6=22 could take e5=28 but is barred; h8=14 steps to g7=19 or i7=20.
    CHECK(legal(TwentyVsTen, "B:W28,39:B14,22:D22") == sorted({"14-19", "14-20"}));
}

TEST_CASE("the Twenty vs Ten forfeit setting permits steps and smaller captures of the allowed pieces",
          "[twenty-vs-ten][forfeit]")
{
    // First move: everything complete; d6's capture never stops at f4.
    CHECK(permitted(TwentyVsTen, "B:W20,28,39:B14,22") == sorted({"22x33x44", "14x25", "22-27", "14-19"}));
    // Second move: the barred d6=22 offers nothing at all.
    CHECK(permitted(TwentyVsTen, "B:W20,28,39:B14,22:D22") == sorted({"14x25", "14-19"}));
}

TEST_CASE("White wins when Black has no second move", "[twenty-vs-ten][end]")
{
    // Black's only man f10=3 makes the first move; no other piece can make
    // the second.
    game::Game game(TwentyVsTen, test::position(TwentyVsTen, "B:W50:B3"));
    CHECK(test::legalTexts(game) == sorted({"3-8", "3-9"}));
    CHECK_FALSE(game.result().isOver());
    test::playMove(game, "3-8");
    CHECK(game.legalMoves().empty());
    CHECK(game.result() == game::Result{game::Outcome::WhiteWins, game::EndReason::BlackCannotMoveTwice});
}

TEST_CASE("White wins when Black's other pieces cannot make the second move", "[twenty-vs-ten][end]")
{
    // a3=36 is stuck: White on b2=41 in front of it, and on c1=47 behind that.
    game::Game game(TwentyVsTen, test::position(TwentyVsTen, "B:W41,47:B3,36"));
    CHECK(test::legalTexts(game) == sorted({"3-8", "3-9"}));
    test::playMove(game, "3-9");
    CHECK(game.result() == game::Result{game::Outcome::WhiteWins, game::EndReason::BlackCannotMoveTwice});
}

TEST_CASE("White wins when Black has no first move", "[twenty-vs-ten][end]")
{
    game::Game game(TwentyVsTen, test::position(TwentyVsTen, "B:W41,47:B36"));
    CHECK(game.legalMoves().empty());
    CHECK(game.result().outcome == game::Outcome::WhiteWins);
    CHECK(game.result().reason == game::EndReason::BlackCannotMoveTwice);
}

TEST_CASE("Black wins the moment White loses his last piece, in the middle of Black's turn", "[twenty-vs-ten][end]")
{
    game::Game game(TwentyVsTen, test::position(TwentyVsTen, "B:W28:B1,22"));
    test::playMove(game, "22x33");
    CHECK(game.result() == game::Result{game::Outcome::BlackWins, game::EndReason::NoPieces});
    // The game is over: Black's second move is no longer accepted.
    REQUIRE_FALSE(game.legalMoves().empty());
    CHECK_FALSE(game.play(game.legalMoves()[0]));
}

TEST_CASE("Black wins when White cannot move", "[twenty-vs-ten][end]")
{
    game::Game game(TwentyVsTen, test::position(TwentyVsTen, "W:W46:B37,41"));
    CHECK(game.result() == game::Result{game::Outcome::BlackWins, game::EndReason::NoMoves});
}

TEST_CASE("a Twenty vs Ten man passing the last row mid-capture stays a man", "[twenty-vs-ten][capture][promotion]")
{
    const core::Position p = test::position(TwentyVsTen, "W:W12:B8,9");
    CHECK(test::moveTexts(TwentyVsTen, p) == Texts{"12x3x14"});
    CHECK(test::play(TwentyVsTen, p, "12x3x14").kings == 0);
    // Ending on the last row crowns the man.
    CHECK(test::play(TwentyVsTen, test::position(TwentyVsTen, "W:W12:B8"), "12x3").kings ==
          test::squares(TwentyVsTen, {"3"}));
}

TEST_CASE("Twenty vs Ten has no draw counter", "[twenty-vs-ten][draw]")
{
    CHECK(rules::facts(TwentyVsTen).drawCounterLimit == 0);
}
