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
        CHECK(first.game.actions().size() == 27);
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
        // The variation replaces 4. 37x28: 38x27 takes the man on 32 from
        // the other side. Inside it, 4... 17-22 leaves 18 where it stands,
        // so 5. 27x18 cannot land there: that line is kept as written.
        REQUIRE(first.notes[7].variations.size() == 1);
        const game::Variation& variation = first.notes[7].variations[0];
        REQUIRE(variation.moves.size() == 4);
        CHECK(variation.moves[0].notes.comment == "also possible");
        REQUIRE(variation.moves[1].notes.variations.size() == 1);
        CHECK(variation.moves[1].notes.variations[0].text == "4... 17-22 5. 27x18 13x22");
        REQUIRE(first.variationProblems.size() == 1);
        const VariationProblem& refused = first.variationProblems[0];
        CHECK(refused.kind == VariationProblem::Kind::Refused);
        CHECK(refused.line == 13);
        CHECK(refused.column == 33);
        REQUIRE(refused.refusal);
        CHECK(refused.refusal->line == 13);
        CHECK(refused.refusal->column == 48);
        CHECK(refused.refusal->text == "27x18");
        CHECK(first.notes[11].strength == "!");
        CHECK(first.notes[16].strength == "?!");
        CHECK(first.notes[27].nags == std::vector<int>{4});
        CHECK(finalFen(first) == "B:W27,35,40-50:B1-4,6-8,12,14-16,20");

        const PdnGame& study = gameOf(entries[1]);
        CHECK(study.game.startPosition() ==
              *notation::readFen(Variant::International, "W:WK50,17,38:B9,23,31,44,16,34"));
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
        CHECK(extended.game.actions().size() == 4);
        CHECK(extended.result == "*");
        CHECK_FALSE(extended.game.result().isOver());

        const PdnGame& blackFirst = gameOf(entries[4]);
        CHECK(blackFirst.game.startPosition() == rules::startPosition(Variant::International));
        CHECK(blackFirst.game.actions().size() == 9);
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
    CHECK(historyTexts(game.game) ==
          std::vector<std::string>{"32-28", "19-23", "28x19", "14x23", "33-28", "23x32", "37x28"});
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
    CHECK(gameOf(entries[2]).game.actions().size() == 2);
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
        CHECK(readOne(moves + "0-2").game.result() ==
              game::Result{game::Outcome::BlackWins, game::EndReason::Resignation});
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

TEST_CASE("without a FEN the standard position is used, and GameType may name the first side", "[pdn][reader][variant]")
{
    CHECK(readOne("*").game.startPosition() == defaultStart(Variant::International));
    CHECK(readOne("*").game.startPosition().sideToMove == core::Side::White);
    CHECK(readOne("[GameType \"20,B,10,10,N2,0\"] *").game.startPosition() ==
          rules::startPosition(Variant::International));
    CHECK(readOne("[Variant \"corner\"] *").game.startPosition() == rules::startPosition(Variant::CornerCheckers));
}

TEST_CASE("the missed-capture setting comes from its tag, and without one captures are compulsory", "[pdn][reader]")
{
    // 1. 32-28 19-23 leaves White a capture (28x19); 31-27 skips it.
    const std::string moves = "1. 32-28 19-23 2. 31-27 *";
    const PdnError error = readOneError(moves);
    CHECK(error.text == "31-27");
    const PdnGame forfeit = readOne("[MissedCaptures \"forfeit\"]\n" + moves);
    CHECK(forfeit.missedCaptureRule() == game::MissedCaptureRule::Forfeit);
    CHECK(forfeit.game.replay().history().back().committed.size() == 1);
    CHECK(readOne("[MissedCaptures \"Compulsory\"]\n*").missedCaptureRule() == game::MissedCaptureRule::Compulsory);
}

TEST_CASE("claims and placements are read as actions", "[pdn][reader][claims]")
{
    SECTION("a forfeit claim removes the piece that should have captured")
    {
        const PdnGame game = readOne("[MissedCaptures \"forfeit\"]\n1. 32-28 19-23 2. 31-27 2... ~28 18-22 *");
        CHECK(historyTexts(game.game) == std::vector<std::string>{"32-28", "19-23", "31-27", "~28", "18-22"});
        CHECK(game.game.replay().history()[3].action.kind == game::Action::Kind::Claim);
        CHECK(game.game.replay().history()[3].side == core::Side::Black);
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
    CHECK(game.game.actions().size() == 5);
    CHECK(game.game.replay().history()[1].side == core::Side::Black);
    CHECK(game.game.position().sideToMove == core::Side::White);
    const PdnError error = readOneError("[Variant \"twenty-vs-ten\"]\n1... 6-11 11-16 *");
    CHECK(error.message.find("not a possible move here (Black to move)") != std::string::npos);
}

TEST_CASE("To the Last Man: algebraic squares and placements from the hand", "[pdn][reader][last-man]")
{
    const PdnGame game = readOne("[Variant \"last-man\"]\n[FEN \"W:Wc3,b6:Bh8:H1,0\"]\n1. @a1 b6-a7 *");
    CHECK(historyTexts(game.game) == std::vector<std::string>{"@a1", "b6-a7"});
    CHECK(game.game.replay().history()[0].action.move.kind == core::MoveKind::Placement);
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
        CHECK(game.game.actions().size() == 30);
        CHECK(game.game.result() == game::Result{game::Outcome::Draw, game::EndReason::DrawCounter});
        CHECK(game.game.countedDrawsEnforced());
    }
    SECTION("a game with more moves switches the counter off and goes on")
    {
        const PdnGame game = readOne(setup + moves + "*");
        CHECK(game.game.actions().size() == 32);
        CHECK_FALSE(game.game.result().isOver());
        CHECK_FALSE(game.game.countedDrawsEnforced());
        CHECK(game.game.position().quietPlies == 32);
    }
}

// tests/pdn/data/column_padded.pdn: game 1 from the start with squares
// right-aligned in two columns (" 9-13", " 5x14"); game 2 from a set-up
// position: the man f8=13 takes g9=9 and lands on h10=4, where it is
// crowned ("13x 4"); Black b10=1 steps to c9=7 ("1- 7"); the king h10=4
// goes to j8=15 ("2.  4-15").
TEST_CASE("column-padded movetext is read", "[pdn][reader][padding]")
{
    const auto entries = readPdn(dataFile("column_padded.pdn"));
    REQUIRE(entries.size() == 2);
    CHECK(gameOf(entries[0]).game.actions().size() == 22);
    CHECK(historyTexts(gameOf(entries[1]).game) == std::vector<std::string>{"13x4", "1-7", "4-15"});
    CHECK(finalFen(gameOf(entries[1])) == "B:WK15,46:B7:N2");
}

TEST_CASE("only a separator, spaces and a square on the same line are one move", "[pdn][reader][padding]")
{
    // The square on the next line is not part of the move.
    const PdnError nextLine = readOneError("[FEN \"W:W13,46:B9,1\"]\n1. 13x\n4 *");
    CHECK(nextLine.message == "move \"13x\": a square is missing (White to move)");
    CHECK(nextLine.line == 2);
    CHECK(nextLine.column == 7);
    // Nor is a comment, or a word that is no square.
    CHECK(readOneError("[FEN \"W:W13,46:B9,1\"]\n1. 13x {4} *").text == "13x");
    CHECK(readOneError("[FEN \"W:W13,46:B9,1\"]\n1. 13x four *").text == "13x");
    // An error inside a padded move points at its place in the line.
    const PdnError inside = readOneError("[FEN \"W:W13,46:B9,1\"]\n1. 13x  77 *");
    CHECK(inside.message == "move \"13x77\": \"77\" is not a square (White to move)");
    CHECK(inside.column == 9);
}

// tests/pdn/data/loops.pdn, worked out in tests/notation/move_text_tests.cpp:
// the man on e3=38 takes d4, f4, f6 and d6 and comes back, either way round;
// the king on c3=37 takes d4 and the diamond d6, d8, f8, f6, either way round.
TEST_CASE("captures going round a loop are read in both directions", "[pdn][reader][loop]")
{
    const auto entries = readPdn(dataFile("loops.pdn"));
    REQUIRE(entries.size() == 4);
    for (std::size_t i = 0; i < 4; ++i) {
        INFO("game " << i + 1);
        CHECK(gameOf(entries[i]).game.actions().size() == 1);
    }
    CHECK(finalFen(gameOf(entries[0])) == "B:W38:B1");
    CHECK(finalFen(gameOf(entries[1])) == "B:W38:B1");
    CHECK(gameOf(entries[0]).game.actions()[0].move == gameOf(entries[1]).game.actions()[0].move);
    CHECK(finalFen(gameOf(entries[2])) == "B:WK28,46:B5");
    CHECK(finalFen(gameOf(entries[3])) == "B:WK28,46:B5");
    CHECK(gameOf(entries[2]).game.actions()[0].move.captureCount() == 5);
    // The spelling: and the short form.
    CHECK(finalFen(readOne("[FEN \"W:W38:B32,22,23,33,1\"] 1. 38x38 *")) == "B:W38:B1");
}

TEST_CASE("a record of tags without moves is a game of its own", "[pdn][reader]")
{
    const auto entries = readPdn(dataFile("tags_only.pdn"));
    REQUIRE(entries.size() == 2);
    const PdnGame& header = gameOf(entries[0]);
    CHECK(header.tags.size() == 5);
    CHECK(*header.tag("White") == "Bílý, Adam");
    CHECK(header.game.actions().empty());
    CHECK(header.result == "2-0"); // the Result tag's 1-0, in International's own form
    CHECK(header.line == 2);
    const PdnGame& next = gameOf(entries[1]);
    CHECK(*next.tag("Event") == "Next game");
    CHECK(next.game.actions().size() == 2);
    CHECK(next.line == 8);
    // Without the empty line the tags are one game's, as before.
    CHECK(readPdn("[Event \"a\"]\n[White \"b\"]\n1. 32-28 *").size() == 1);
}

TEST_CASE("results are kept in the game's own PDN convention", "[pdn][reader][result]")
{
    // International: 2-0, 0-2, 1-1; the other games: 1-0, 0-1, 1/2-1/2.
    // Either spelling is read in any game.
    CHECK(readOne("1. 32-28 1-0").result == "2-0");
    CHECK(readOne("[Variant \"polish\"]\n1. 36-31 2-0").result == "1-0");
    CHECK(readOne("[Variant \"polish\"]\n1. 36-31 0-1").result == "0-1");
    CHECK(readOne("[Variant \"corner\"]\n1... 19-24 1-1").result == "1/2-1/2");
    CHECK(readOne("[Variant \"twenty-vs-ten\"]\n1... 6-11 7-12 1/2-1/2").result == "1/2-1/2");
    CHECK(readOne("[Variant \"last-man\"]\n1. c3-d4 0-0").result == "0-0");
}

// The kings shuttle i1-j2 (50-45) and b10-a9 (1-6), never able to take:
// after 30 plies the counter draws the game, and the 31st (45-50, in turn
// 16) comes after the draw. Every file's game goes on past it, its own
// tags or none (docs/pdn.md, "Results").
TEST_CASE("a game goes on past the 30-move counter, with or without this program's tags", "[pdn][reader][draw]")
{
    std::string moves;
    for (int turn = 1; turn <= 16; ++turn)
        moves += std::to_string(turn) + (turn % 2 ? ". 50-45 1-6 " : ". 45-50 6-1 ");
    const game::PassedDraw atThirty{30, {game::Outcome::Draw, game::EndReason::DrawCounter}};
    SECTION("International with MissedCaptures")
    {
        const PdnGame game =
            readOne("[GameType \"20\"]\n[MissedCaptures \"compulsory\"]\n[FEN \"W:WK50:BK1\"]\n" + moves + "*");
        CHECK(game.game.actions().size() == 32);
        CHECK_FALSE(game.game.result().isOver());
        CHECK(game.game.replay().passedDraw() == atThirty);
    }
    SECTION("Corner Checkers")
    {
        // On Corner's light squares the kings shuttle j1-i2 (50-45) and
        // i10-j9 (5-10), on lines that never meet.
        std::string corner;
        for (int turn = 1; turn <= 16; ++turn)
            corner += std::to_string(turn) + (turn % 2 ? ". 50-45 5-10 " : ". 45-50 10-5 ");
        const PdnGame game = readOne("[Variant \"corner\"]\n[FEN \"W:WK50:BK5\"]\n" + corner + "1-1");
        CHECK(game.game.actions().size() == 32);
        CHECK(game.game.result() == game::Result{game::Outcome::Draw, game::EndReason::Agreement});
        CHECK(game.game.replay().passedDraw() == atThirty);
    }
    SECTION("a foreign International game without those tags")
    {
        const PdnGame game = readOne("[GameType \"20\"]\n[FEN \"W:WK50:BK1\"]\n" + moves + "*");
        CHECK(game.game.actions().size() == 32);
        CHECK_FALSE(game.game.countedDrawsEnforced());
        CHECK(game.game.replay().passedDraw() == atThirty);
    }
}

// International under the FMJD's rules (international.md §10.3): a White
// king and a man (K50 on i1, 46 on a1) against a Black king and a man (K1
// on b10, 5 on j10). The kings shuttle i1-j2 (50-45) and b10-a9 (1-6); no
// piece shares a line with an enemy piece that has a free square beyond,
// and men take only next to them. After 4 turns (8 plies) the start
// position stands there a third time with White to move: a draw. The
// players go on with their men, and the file says Black resigned.
TEST_CASE("an FMJD game goes on past the third repetition, and keeps its file's result", "[pdn][reader][draw][fmjd]")
{
    const std::string head = "[GameType \"20\"]\n[Rules \"fmjd\"]\n[FEN \"W:WK50,46:BK1,5\"]\n";
    const std::string shuffle = "1. 50-45 1-6 2. 45-50 6-1 3. 50-45 1-6 4. 45-50 6-1 ";
    const game::PassedDraw atEight{8, {game::Outcome::Draw, game::EndReason::Repetition}};

    const PdnGame game = readOne(head + shuffle + "5. 46-41 5-10 6. 41-37 2-0");
    CHECK(game.game.actions().size() == 11);
    CHECK(game.result == "2-0");
    CHECK(game.game.result() == game::Result{game::Outcome::WhiteWins, game::EndReason::Resignation});
    const game::Game replayed = game.game.replay();
    CHECK(replayed.passedDraw() == atEight);
    CHECK(replayed.upTo(7).passedDraw() == std::nullopt);

    SECTION("a file that ends on the draw with a win keeps the win")
    {
        const PdnGame ended = readOne(head + shuffle + "2-0");
        CHECK(ended.game.actions().size() == 8);
        CHECK(ended.game.result() == game::Result{game::Outcome::WhiteWins, game::EndReason::Resignation});
        CHECK(ended.game.replay().passedDraw() == atEight);
    }
    SECTION("a file that ends on the draw with a draw, or none, is the rules' draw")
    {
        for (const char* result : {"1-1", "*"}) {
            const PdnGame drawn = readOne(head + shuffle + result);
            CHECK(drawn.game.result() == atEight.result);
            CHECK(drawn.game.replay().passedDraw() == std::nullopt);
            CHECK(drawn.result == "1-1");
        }
    }
}

// The FMJD's 5-move ending (international.md §10.6, §10.7): a White king
// (K50, i1) against a lone Black king (K5, j10), counted from the start.
// White walks up the diagonal j2-i3-h4 and back (45, 40, 34) while Black
// goes j10-i9 and back (5, 10); they never share a line, and no position
// stands there a third time. After 5 moves each (10 plies) the game is
// drawn. The players go on: 6. 45-50, and Black's 10-28 lands on e5, on
// White's diagonal i1-a9 with d6 (22) free beyond it: 50x22 takes Black's
// last piece. White wins by the rules.
TEST_CASE("an FMJD game goes on past the 5-move count to a win by the rules", "[pdn][reader][draw][fmjd]")
{
    const PdnGame game = readOne("[GameType \"20\"]\n[Rules \"fmjd\"]\n[FEN \"W:WK50:BK5\"]\n"
                                 "1. 50-45 5-10 2. 45-40 10-5 3. 40-34 5-10 4. 34-40 10-5 5. 40-45 5-10 "
                                 "6. 45-50 10-28 7. 50x22 2-0");
    CHECK(game.game.actions().size() == 13);
    CHECK(game.game.result() == game::Result{game::Outcome::WhiteWins, game::EndReason::NoPieces});
    CHECK(game.game.replay().passedDraw() == game::PassedDraw{10, {game::Outcome::Draw, game::EndReason::FiveMoves}});
}
