// What other programs need of the files this program writes: PDN's seven
// tags and a GameType on every game, and movetext that is standard PDN once
// its comments are left out (docs/pdn.md).

#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/pdn/pdn_index.hpp>
#include <draughts/pdn/pdn_reader.hpp>
#include <draughts/pdn/pdn_writer.hpp>

#include "pdn_test_support.hpp"

#include <catch2/catch.hpp>

#include <regex>
#include <sstream>

using namespace draughts;
using namespace draughts::pdn;
using namespace draughts::pdn::testing;
using core::Variant;

namespace {

std::vector<std::string> tagNames(const std::string& pdn)
{
    std::vector<std::string> names;
    std::istringstream lines(pdn);
    std::string line;
    while (std::getline(lines, line) && !line.empty())
        names.push_back(line.substr(1, line.find(' ') - 1));
    return names;
}

// As a reader that knows only standard PDN sees movetext: comments
// (which may hold anything, also "[%claim 27]") are skipped; every other
// token must be a move number, a numbered move (with its strength mark), a NAG, a strength mark or
// the result. The first token that is none of them, or "".
std::string firstNonStandardToken(const std::string& pdn)
{
    std::string movetext = pdn.substr(pdn.find("\n\n") + 2);
    std::string plain;
    int depth = 0;
    for (char c : movetext) {
        if (c == '{')
            ++depth;
        else if (c == '}')
            --depth;
        else if (depth == 0)
            plain += c;
    }
    static const std::regex standard(
        R"(\d+\.(\.\.)?|(\d+-\d+|\d+(x\d+)+)[!?]{0,2}|\$\d+|[!?]{1,2}|2-0|0-2|1-1|0-0|\*)");
    std::istringstream words(plain);
    std::string word;
    while (words >> word)
        if (!std::regex_match(word, standard))
            return word;
    return "";
}

} // namespace

TEST_CASE("every game is written with PDN's seven tags first and a GameType", "[pdn][writer][interchange]")
{
    // The GameType of each game: International draughts by PDN's own
    // number; the others by this program's numbers with their boards in
    // PDN's extended form: who starts, width and height, numbered (N2) or
    // algebraic (A0) squares, and 1 where a1 is not played (Corner
    // Checkers plays the light squares; rules/corner.md §2.1).
    const std::pair<Variant, std::string> gameTypes[] = {
        {Variant::International, "20"},
        {Variant::Polish, "91,W,10,10,N2,0"},
        {Variant::TwentyVsTen, "92,B,10,10,N2,0"},
        {Variant::CornerCheckers, "93,B,10,10,N2,1"},
        {Variant::ToTheLastMan, "94,W,8,8,A0,0"},
    };
    for (const auto& [variant, gameType] : gameTypes) {
        INFO(core::variantId(variant));
        CHECK(gameTypeValue(variant) == gameType);
        const std::string text = writePdn(game::Game(variant), {{"White", "Jana"}});
        const std::vector<std::string> names = tagNames(text);
        REQUIRE(names.size() >= 8);
        CHECK(std::vector<std::string>(names.begin(), names.begin() + 7) ==
              std::vector<std::string>{"Event", "Site", "Date", "Round", "White", "Black", "Result"});
        CHECK(text.find("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Jana\"]\n"
                        "[Black \"?\"]\n[Result \"*\"]\n[GameType \"" +
                        gameType + "\"]\n") == 0);
        CHECK(readOne(text).variant() == variant);
        // The GameType alone names the game, to the reader and the index.
        CHECK(readOne("[GameType \"" + gameType + "\"]\n*").variant() == variant);
        CHECK(indexPdn(std::string_view("[GameType \"" + gameType + "\"]\n*")).games.front().variant == variant);
    }
    // A GameType that names another game than the Variant tag is an error.
    CHECK(readOneError("[GameType \"92,B,10,10,N2,0\"]\n[Variant \"polish\"]\n*").message ==
          "tag [Variant \"polish\"]: contradicts the GameType tag");
    CHECK(readOneError("[GameType \"94,W,10,10,N2,0\"]\n*").problem == PdnProblem::WrongBoardSize);
}

TEST_CASE("PDN's unknown names and dates read as missing tags, in a game and in the game list",
          "[pdn][reader][index][interchange]")
{
    const std::string text = writePdn(game::Game(Variant::Polish), {{"White", "Jana"}});
    const PdnGame game = readOne(text);
    REQUIRE(game.tag("White"));
    CHECK(*game.tag("White") == "Jana");
    for (const char* unknown : {"Event", "Site", "Date", "Round", "Black"})
        CHECK_FALSE(game.tag(unknown));
    CHECK(writePdn(game) == text);
    CHECK(readOne("[Round \" ? \"]\n[Date \"2024.??.??\"]\n[Annotator \"?\"]\n*").tags ==
          std::vector<Tag>{{"Date", "2024.??.??"}, {"Annotator", "?"}});
    const PdnIndex index = indexPdn(std::string_view(text));
    REQUIRE(index.games.size() == 1);
    CHECK(index.games[0].white == "Jana");
    CHECK(index.games[0].black == "");
    CHECK(index.games[0].event == "");
    CHECK(index.games[0].date == "");
    CHECK(indexPdn(std::string_view("[Date \"2024.??.??\"]\n*")).games[0].date == "2024.??.??");
}

TEST_CASE("claims are read back from their comments, and the movetext without comments is standard PDN",
          "[pdn][writer][reader][claims][interchange]")
{
    // Black's 5-10 leaves 23x32: White claims the man on 23, then moves.
    // White's 31-27 leaves 28x19: Black claims the man on 28, then moves.
    game::Game game(Variant::International, *notation::readFen(Variant::International, "B:W28,45:B23,5"));
    play(game, {"5-10", "~23", "45-40"});
    game::Game black(Variant::International, defaultStart(Variant::International));
    play(black, {"32-28", "19-23", "31-27", "~28", "18-22"});
    for (const game::Game* played : {&game, &black}) {
        PdnGame pdn;
        pdn.game = *played;
        pdn.notes.assign(played->history().size() + 1, PlyNotes{});
        pdn.notes.back().comment = "the end";
        pdn.notes[2].strength = "!?";
        pdn.notes[2].nags = {1};
        const std::string text = writePdn(pdn);
        INFO(text);
        CHECK(text.find("{[%claim ") != std::string::npos);
        CHECK(firstNonStandardToken(text) == "");
        const PdnGame back = readOne(text);
        CHECK(historyTexts(back.game) == historyTexts(*played));
        CHECK(back.notes == pdn.notes);
        CHECK(writePdn(back) == text);
    }
    // The old bare tokens still read, to the same game.
    CHECK(historyTexts(readOne("[MissedCaptures \"forfeit\"]\n1. 32-28 19-23 2. 31-27 ~28 18-22 *").game) ==
          historyTexts(black));
    // Nothing else is standard in a move word of ours.
    CHECK(firstNonStandardToken("[GameType \"20\"]\n\n1. 32-28 19-23 2. 31-27 ~28 18-22 *\n") == "~28");
}

TEST_CASE("a claim command is read with the comment after it, and its errors name the command and the square",
          "[pdn][reader][claims][interchange]")
{
    const std::string forfeit = "[MissedCaptures \"forfeit\"]\n";
    const PdnGame game = readOne(forfeit + "1. 32-28 19-23 2. 31-27 {[%claim 28] Black saw it} 18-22 *");
    CHECK(historyTexts(game.game) == std::vector<std::string>{"32-28", "19-23", "31-27", "~28", "18-22"});
    CHECK(game.notes[4].comment == "Black saw it");
    // Another program's command, and a comment that only mentions one, are comments.
    const PdnGame other = readOne(forfeit + "1. 32-28 {[%claimed 5]} {see [%claim 28]} 19-23 *");
    CHECK(other.game.actions().size() == 2);
    CHECK(other.notes[1].comment == "[%claimed 5]\nsee [%claim 28]");

    const PdnError none = readOneError(forfeit + "1. 32-28 {[%claim 19]} *");
    CHECK(none.column == 10);
    CHECK(none.message == "claim \"[%claim 19]\": no piece on 19 can be claimed now");
    const PdnError notASquare = readOneError(forfeit + "1. 32-28 {[%claim 77]} *");
    CHECK(notASquare.column == 19);
    CHECK(notASquare.message == "claim \"[%claim 77]\": \"77\" is not a square");
    CHECK(readOneError("1. 32-28 {[%claim @]} *").message ==
          "claim \"[%claim @]\": there is no unplaced stone to claim now");
}
