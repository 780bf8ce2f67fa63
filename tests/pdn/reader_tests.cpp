#include <draughts/pdn/pdn_reader.hpp>

#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>

#include "pdn_test_support.hpp"

#include <catch2/catch.hpp>

using namespace draughts;
using namespace draughts::pdn;
using namespace draughts::pdn::testing;
using core::Variant;

namespace {

std::string withCrlf(const std::string& text)
{
    std::string out;
    for (char c : text) {
        if (c == '\n')
            out += '\r';
        out += c;
    }
    return out;
}

std::string finalFen(const PdnGame& game) { return notation::writeFen(game.variant(), game.game.position()); }

} // namespace

TEST_CASE("the hand-made International file: five games, one misprinted", "[pdn][reader][international]")
{
    const std::string file = dataFile("international.pdn");
    for (const std::string& text : {file, withCrlf(file), "\xEF\xBB\xBF" + withCrlf(file)}) {
        const auto entries = readPdn(text);
        REQUIRE(entries.size() == 5);

        const PdnGame& first = gameOf(entries[0]);
        CHECK(first.variant() == Variant::International);
        CHECK(first.missedCaptureRule() == game::MissedCaptureRule::Compulsory);
        CHECK(first.line == 3);
        CHECK(first.game.startPosition().sideToMove == core::Side::White); // published games: White starts
        CHECK(first.game.history().size() == 27);
        CHECK(first.result == "0-2");
        CHECK(first.game.result() == game::Result{game::Outcome::BlackWins, game::EndReason::Resignation});
        REQUIRE(first.tag("Black"));
        CHECK(*first.tag("Black") == "Dvořák, Petr");
        CHECK(first.tags.size() == 8);
        CHECK(first.tags[0] == Tag{"Event", "Club championship"});
        CHECK(first.comment(0) == "A quiet opening.");
        CHECK(first.comment(27) == "White resigned here.");
        CHECK(first.comment(28).empty());
        CHECK(first.notes.size() == 28);
        CHECK(first.notes[7].nags == std::vector<int>{1});
        REQUIRE(first.notes[7].variations.size() == 1);
        CHECK(first.notes[7].variations[0] ==
              "4. 38x27 {also possible} 18-22 (4... 17-22 5. 27x18 13x22) 5. 27x18 12x23");
        CHECK(first.notes[11].strength == "!");
        CHECK(first.notes[16].strength == "?!");
        CHECK(first.notes[27].nags == std::vector<int>{4});
        CHECK(finalFen(first) == "B:W27,35,40-50:B1-4,6-8,12,14-16,20");

        const PdnGame& study = gameOf(entries[1]);
        CHECK(study.game.startPosition() == *notation::readFen(Variant::International, "W:WK50,17,38:B9,23,31,44,16,34"));
        // Written "50x28x3" in the file; the program writes the full route.
        CHECK(historyTexts(study.game) == std::vector<std::string>{"50x28x14x3", "31-37", "38-32", "37x28", "3-25"});
        CHECK(study.comment(0) == "the king has two routes to 3: the long form names the turning square");
        CHECK(study.result == "1-1");
        CHECK(study.game.result().reason == game::EndReason::Agreement);

        const PdnError& misprint = errorOf(entries[2]);
        CHECK(misprint.game == 3);
        CHECK(misprint.line == 27);
        CHECK(misprint.column == 49);
        CHECK(misprint.text == "37-31");
        CHECK(misprint.message == "move \"37-31\": not a possible move here (White to move)");

        const PdnGame& extended = gameOf(entries[3]);
        CHECK(extended.game.history().size() == 4);
        CHECK(extended.result == "*");
        CHECK_FALSE(extended.game.result().isOver());

        const PdnGame& blackFirst = gameOf(entries[4]);
        CHECK(blackFirst.game.startPosition() == rules::startPosition(Variant::International));
        CHECK(blackFirst.game.history().size() == 9);
    }
}

TEST_CASE("a capture with two routes needs the long form", "[pdn][reader][international]")
{
    const std::string setup = "[FEN \"W:WK50,17,38:B9,23,31,44,16,34\"]\n";
    const PdnError error = readOneError(setup + "1. 50x3 *");
    CHECK(error.line == 2);
    CHECK(error.column == 4);
    CHECK(error.message == "move \"50x3\": ambiguous, it could be 50x39x25x3, 50x28x14x3 (White to move)");
    // Every landing square, or only the one where the routes part.
    CHECK(finalFen(readOne(setup + "1. 50x28x14x3 *")) == "B:WK3,17,38:B16,31,34");
    CHECK(finalFen(readOne(setup + "1. 50x39x3 *")) == "B:WK3,17,38:B16,23,31");
}

TEST_CASE("movetext: move numbers, glued numbers, annotations and comments in many forms", "[pdn][reader]")
{
    const PdnGame game = readOne("[GameType \"20\"]\n"
                                 "%an escape line: private data of some program\n"
                                 "1.32-28 19-23 2.28x19!? $14 {first} {second} 14x23 ; to the end of the line\n"
                                 "3. 33-28?? 23x32* 4. 37X28 *");
    CHECK(historyTexts(game.game) == std::vector<std::string>{"32-28", "19-23", "28x19", "14x23", "33-28", "23x32", "37x28"});
    CHECK(game.notes[3].strength == "!?");
    CHECK(game.notes[3].nags == std::vector<int>{14});
    CHECK(game.notes[3].comment == "first\nsecond");
    CHECK(game.notes[4].comment == "to the end of the line");
    CHECK(game.notes[5].strength == "??");
    CHECK(game.notes[6].strength == "*"); // a '*' glued to a move is a mark, not the end
    CHECK(game.result == "*");
}

TEST_CASE("several games need no blank lines or terminators between them", "[pdn][reader]")
{
    const auto entries = readPdn("[Event \"a\"]\n1. 32-28 *[Event \"b\"]1. 31-27\n[Event \"c\"]\n1. 33-28 19-23");
    REQUIRE(entries.size() == 3);
    CHECK(historyTexts(gameOf(entries[1]).game) == std::vector<std::string>{"31-27"});
    CHECK(gameOf(entries[1]).line == 2);
    CHECK(gameOf(entries[2]).game.history().size() == 2);
    // Games without tags, separated by their terminators.
    CHECK(readPdn("1. 32-28 2-0 1. 33-28 0-2 *").size() == 3);
}

TEST_CASE("a comment before the tags belongs to the game after it", "[pdn][reader]")
{
    const auto entries = readPdn("{ my games }\n[Event \"a\"]\n1. 32-28 *\n{ trailing remark }\n");
    REQUIRE(entries.size() == 1);
    CHECK(gameOf(entries[0]).comment(0) == "my games");
}

TEST_CASE("results: the terminator, else the Result tag, mapped onto the game", "[pdn][reader][result]")
{
    const std::string moves = "1. 32-28 19-23 ";
    SECTION("2-0 without an end by the rules: Black resigned")
    {
        const PdnGame game = readOne(moves + "2-0");
        CHECK(game.game.result() == game::Result{game::Outcome::WhiteWins, game::EndReason::Resignation});
        CHECK(game.result == "2-0");
    }
    SECTION("0-2: White resigned")
    {
        CHECK(readOne(moves + "0-2").game.result() == game::Result{game::Outcome::BlackWins, game::EndReason::Resignation});
    }
    SECTION("1-1: a draw by agreement")
    {
        CHECK(readOne(moves + "1-1").game.result() == game::Result{game::Outcome::Draw, game::EndReason::Agreement});
    }
    SECTION("the older 1-0, 0-1 and 1/2-1/2 are read too, and written the PDN 3.0 way")
    {
        CHECK(readOne(moves + "1-0").result == "2-0");
        CHECK(readOne(moves + "0-1").result == "0-2");
        CHECK(readOne(moves + "1/2-1/2").result == "1-1");
    }
    SECTION("0-0 (both lose) is kept but the game stays open")
    {
        const PdnGame game = readOne(moves + "0-0");
        CHECK(game.result == "0-0");
        CHECK_FALSE(game.game.result().isOver());
    }
    SECTION("no terminator: the Result tag decides")
    {
        CHECK(readOne("[Result \"2-0\"]\n" + moves).result == "2-0");
        CHECK(readOne("[Result \"?\"]\n" + moves).result == "*");
        CHECK(readOne("[Result \"0-2\"]\n" + moves + "*").result == "*");
    }
    SECTION("a game that ended by the rules gets its result even from '*'")
    {
        const PdnGame game = readOne("[FEN \"W:W28:B23\"]\n1. 28x19 *");
        CHECK(game.game.result() == game::Result{game::Outcome::WhiteWins, game::EndReason::NoPieces});
        CHECK(game.result == "2-0");
    }
    SECTION("a result against the rules' end is an error at the result")
    {
        const PdnError error = readOneError("[FEN \"W:W28:B23\"]\n1. 28x19 0-2");
        CHECK(error.line == 2);
        CHECK(error.column == 10);
        CHECK(error.message == "result 0-2 contradicts the game: White wins: Black has no pieces left");
    }
    SECTION("moves after the end are an error")
    {
        const PdnError error = readOneError("[FEN \"W:W28:B23\"]\n1. 28x19 19-14 *");
        CHECK(error.column == 10);
        CHECK(error.message == "\"19-14\": the game is already over (White wins: Black has no pieces left)");
    }
}

TEST_CASE("the variant comes from the tags, else from the caller, else International", "[pdn][reader][variant]")
{
    CHECK(readOne("1. 32-28 *").variant() == Variant::International);
    CHECK(readOne("1. 36-31 *", Variant::Polish).variant() == Variant::Polish);
    CHECK(readOne("[GameType \"20\"]\n1. 32-28 *", Variant::Polish).variant() == Variant::International);
    CHECK(readOne("[Variant \"polish\"]\n1. 36-31 *").variant() == Variant::Polish);
    CHECK(readOne("[Variant \"Twenty-vs-Ten\"]\n*").variant() == Variant::TwentyVsTen);
    CHECK(readOne("[GameType \"20\"][Variant \"international\"] *").variant() == Variant::International);
    CHECK(readOne("[Variant \"last-man\"]\n1. c3-d4 *", Variant::International).variant() == Variant::ToTheLastMan);
}

TEST_CASE("without a FEN the standard position is used; GameType may name the first side", "[pdn][reader][variant]")
{
    CHECK(readOne("*").game.startPosition() == defaultStart(Variant::International));
    CHECK(readOne("*").game.startPosition().sideToMove == core::Side::White);
    CHECK(readOne("[GameType \"20,B,10,10,N2,0\"] *").game.startPosition() ==
          rules::startPosition(Variant::International));
    CHECK(readOne("[Variant \"corner\"] *").game.startPosition() == rules::startPosition(Variant::CornerCheckers));
}

TEST_CASE("the missed-capture setting comes from its tag; without one captures are compulsory", "[pdn][reader]")
{
    // 1. 32-28 19-23 leaves White a capture (28x19); 31-27 skips it.
    const std::string moves = "1. 32-28 19-23 2. 31-27 *";
    const PdnError error = readOneError(moves);
    CHECK(error.text == "31-27");
    const PdnGame forfeit = readOne("[MissedCaptures \"forfeit\"]\n" + moves);
    CHECK(forfeit.missedCaptureRule() == game::MissedCaptureRule::Forfeit);
    CHECK(forfeit.game.history().back().committed.size() == 1);
    CHECK(readOne("[MissedCaptures \"Compulsory\"]\n*").missedCaptureRule() == game::MissedCaptureRule::Compulsory);
}

TEST_CASE("claims and placements are read as actions", "[pdn][reader][claims]")
{
    SECTION("a forfeit claim removes the piece that should have captured")
    {
        const PdnGame game = readOne("[MissedCaptures \"forfeit\"]\n1. 32-28 19-23 2. 31-27 2... ~28 18-22 *");
        CHECK(historyTexts(game.game) == std::vector<std::string>{"32-28", "19-23", "31-27", "~28", "18-22"});
        CHECK(game.game.history()[3].action.kind == game::Action::Kind::Claim);
        CHECK(game.game.history()[3].side == core::Side::Black);
    }
    SECTION("a claim with nothing to claim is an error")
    {
        const PdnError error = readOneError("[MissedCaptures \"forfeit\"]\n1. 32-28 ~19 *");
        CHECK(error.column == 10);
        CHECK(error.message == "claim \"~19\": no piece on 19 can be claimed now");
        CHECK(readOneError("1. 32-28 ~@ *").message == "claim \"~@\": there is no unplaced stone to claim now");
        CHECK(readOneError("1. 32-28 ~77 *").message == "claim \"~77\": \"77\" is not a square");
    }
}

TEST_CASE("Twenty vs Ten: Black's two moves follow one another", "[pdn][reader][twenty-vs-ten]")
{
    const PdnGame game = readOne("[Variant \"twenty-vs-ten\"]\n1... 6-11 7-12 2. 32-28 8-13 9-14 *");
    CHECK(game.game.history().size() == 5);
    CHECK(game.game.history()[1].side == core::Side::Black);
    CHECK(game.game.sideToMove() == core::Side::White);
    const PdnError error = readOneError("[Variant \"twenty-vs-ten\"]\n1... 6-11 11-16 *");
    CHECK(error.message.find("not a possible move here (Black to move)") != std::string::npos);
}

TEST_CASE("To the Last Man: algebraic squares and placements from the hand", "[pdn][reader][last-man]")
{
    const PdnGame game = readOne("[Variant \"last-man\"]\n[FEN \"W:Wc3,b6:Bh8:H1,0\"]\n1. @a1 b6-a7 *");
    CHECK(historyTexts(game.game) == std::vector<std::string>{"@a1", "b6-a7"});
    CHECK(game.game.history()[0].action.move.kind == core::MoveKind::Placement);
}

// A White king shuttles i1-j2 (50-45) and a Black king b10-a9 (1-6): the
// kings never share a line with a square beyond, so nothing can be taken.
// Thirty such plies reach the 30-move counter.
TEST_CASE("a published game that goes on past the 30-move counter is replayed as played", "[pdn][reader][draw]")
{
    std::string moves;
    for (int turn = 1; turn <= 16; ++turn)
        moves += std::to_string(turn) + (turn % 2 ? ". 50-45 1-6 " : ". 45-50 6-1 ");
    const std::string setup = "[FEN \"W:WK50:BK1\"]\n";

    SECTION("a game that stops at the counter is a draw by it")
    {
        const std::string thirty = moves.substr(0, moves.find("16."));
        const PdnGame game = readOne(setup + thirty + "1-1");
        CHECK(game.game.history().size() == 30);
        CHECK(game.game.result() == game::Result{game::Outcome::Draw, game::EndReason::DrawCounter});
        CHECK(game.game.drawCounterEnforced());
    }
    SECTION("a game with more moves switches the counter off and goes on")
    {
        const PdnGame game = readOne(setup + moves + "*");
        CHECK(game.game.history().size() == 32);
        CHECK_FALSE(game.game.result().isOver());
        CHECK_FALSE(game.game.drawCounterEnforced());
        CHECK(game.game.drawCounter() == 32);
    }
}
