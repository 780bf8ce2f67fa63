#include <draughts/pdn/pdn_reader.hpp>

#include "pdn_test_support.hpp"

#include <catch2/catch.hpp>

#include <random>

using namespace draughts;
using namespace draughts::pdn;
using namespace draughts::pdn::testing;

namespace {

const std::string goodGame = "[Event \"good\"]\n1. 32-28 19-23 *\n";

// The bad text as game 2 of three; games 1 and 3 must still load.
PdnError secondOfThree(const std::string& bad)
{
    const auto entries = readPdn(goodGame + bad + "\n" + goodGame);
    REQUIRE(entries.size() == 3);
    CHECK(gameOf(entries[0]).game.actions().size() == 2);
    CHECK(gameOf(entries[2]).game.actions().size() == 2);
    const PdnError error = errorOf(entries[1]);
    CHECK(error.game == 2);
    return error;
}

} // namespace

TEST_CASE("truncated and broken tags are errors of their game only", "[pdn][malformed]")
{
    SECTION("a value cut off at the line end")
    {
        const PdnError error = secondOfThree("[Event \"cut\n1. 32-28 *");
        CHECK(error.line == 3);
        CHECK(error.column == 1);
        CHECK(error.text == "[Event \"cut");
        CHECK(error.message == "tag [Event \"cut: the value is not closed on its line");
    }
    SECTION("no closing bracket")
    {
        CHECK(secondOfThree("[Event \"x\" 1. 32-28 *").message == "tag [Event \"x\": ']' is missing after the value");
    }
    SECTION("no name, no quotes")
    {
        CHECK(secondOfThree("[ \"x\"]\n*").message == "tag [ \"x\"]: the tag name is missing");
        CHECK(secondOfThree("[Event x]\n*").message ==
              "tag [Event x]: the value must follow the name in double quotes");
    }
    SECTION("a file that ends inside a tag")
    {
        const auto entries = readPdn(goodGame + "[Event \"");
        REQUIRE(entries.size() == 2);
        CHECK(errorOf(entries[1]).line == 3);
    }
}

TEST_CASE("tags with values this reader cannot use", "[pdn][malformed]")
{
    CHECK(secondOfThree("[GameType \"25\"]\n1. 32-28 *").message ==
          "tag [GameType \"25\"]: only GameType 20 (International draughts) is supported; the other games of "
          "this program use a Variant tag");
    CHECK(secondOfThree("[GameType \"20,W,8,8,N1,0\"]\n*").message ==
          "tag [GameType \"20,W,8,8,N1,0\"]: International draughts is played on a 10x10 board");
    CHECK(
        secondOfThree("[Variant \"chess\"]\n*").message ==
        "tag [Variant \"chess\"]: unknown variant (expected international, polish, twenty-vs-ten, corner or last-man)");
    CHECK(secondOfThree("[GameType \"20\"]\n[Variant \"polish\"]\n*").message ==
          "tag [Variant \"polish\"]: contradicts the GameType tag");
    CHECK(secondOfThree("[MissedCaptures \"sometimes\"]\n*").message ==
          "tag [MissedCaptures \"sometimes\"]: expected \"forfeit\" or \"compulsory\"");
    CHECK(secondOfThree("[FEN \"W:W31\"]\n[FEN \"W:W32\"]\n*").message ==
          "tag [FEN \"W:W32\"]: the game has a second FEN tag");
}

TEST_CASE("a bad FEN is reported at its column in the file", "[pdn][malformed]")
{
    const PdnError error = secondOfThree("[FEN \"W:W31,77:B1\"]\n1. 31-26 *");
    CHECK(error.line == 3);
    CHECK(error.column == 13); // the "77"
    CHECK(error.message == "FEN \"W:W31,77:B1\": \"77\" is not a square of International");
}

TEST_CASE("unknown squares and illegal moves stop the game at the move", "[pdn][malformed]")
{
    SECTION("a square off the board")
    {
        const PdnError error = secondOfThree("1. 32-28 19-23 2. 28x99 *");
        CHECK(error.line == 3);
        CHECK(error.column == 22);
        CHECK(error.text == "28x99");
        CHECK(error.message == "move \"28x99\": \"99\" is not a square (White to move)");
    }
    SECTION("a move the rules do not allow")
    {
        const PdnError error = secondOfThree("1. 32-28 19-23\n2. 28-22 *");
        CHECK(error.line == 4);
        CHECK(error.column == 4);
        CHECK(error.message == "move \"28-22\": not a possible move here (White to move)");
    }
    SECTION("the error keeps its place after UTF-8 text: columns count characters")
    {
        const PdnError error = secondOfThree("{Dvořák – těžká partie} 1. 32-22 *");
        CHECK(error.column == 28);
    }
    SECTION("after Latin-1 conversion the column is the same as in the original bytes")
    {
        const auto entries = readPdn("{Dvo\xF8\xE1k} 1. 32-22 *");
        CHECK(errorOf(entries[0]).column == 13);
    }
    SECTION("after Latin-1 conversion the texts an error names are UTF-8, in its message and its arguments")
    {
        const PdnError tag = errorOf(readPdn("[Variant \"Dvo\xF8\xE1k\"]\n*")[0]);
        CHECK(tag.problem == PdnProblem::UnknownVariant);
        CHECK(tag.arguments.at(0) == "[Variant \"Dvo\xC3\xB8\xC3\xA1k\"]");
        CHECK(tag.message.rfind("tag [Variant \"Dvo\xC3\xB8\xC3\xA1k\"]: unknown variant", 0) == 0);
        const PdnError fen = errorOf(readPdn("[FEN \"W:W\xF8:B1\"]\n*")[0]);
        CHECK(fen.problem == PdnProblem::BadFen);
        REQUIRE(fen.cause);
        CHECK(fen.cause->arguments.at(0) == "\xC3\xB8");
        CHECK(fen.message == "FEN \"W:W\xC3\xB8:B1\": \"\xC3\xB8\" is not a square of International");
    }
    SECTION("words that are no moves")
    {
        CHECK(secondOfThree("1. e4 *").message == "move \"e4\": \"e4\" is not a square (White to move)");
        CHECK(secondOfThree("1. 32-28 ) *").message == "')' without a '(' before it");
        CHECK(secondOfThree("1. 32-28 $ *").text == "$");
        CHECK(secondOfThree("1. 32-28 $999 *").message == "NAG $999: must be a number from 0 to 255");
        CHECK(secondOfThree("1. 32-28 ab\x01"
                            "cd *")
                  .message == "\"ab?cd\" is not a move");
        CHECK(secondOfThree("1. 32-28 " + std::string(200, '7') + " *").message ==
              "\"" + std::string(40, '7') + "...\" is not a move");
        CHECK(secondOfThree("1. @28 *").message == "move \"@28\": no stone can be placed on 28 now (White to move)");
    }
}

TEST_CASE("unclosed comments and variations end their game but not the file", "[pdn][malformed]")
{
    SECTION("comment")
    {
        const PdnError error = secondOfThree("1. 32-28 {never closed\n*");
        CHECK(error.line == 3);
        CHECK(error.column == 10);
        CHECK(error.message == "comment '{' is not closed by '}'");
    }
    SECTION("variation")
    {
        const PdnError error = secondOfThree("1. 32-28 (1. 33-28\n*");
        CHECK(error.column == 10);
        CHECK(error.message == "variation '(' is not closed by ')'");
    }
}

TEST_CASE("binary junk gives errors, never a crash", "[pdn][malformed]")
{
    std::mt19937 random(2024);
    for (int round = 0; round < 300; ++round) {
        std::string junk(random() % 400, '\0');
        for (char& c : junk)
            c = static_cast<char>(random() % 256);
        // Alone, and spliced into a good file.
        for (const std::string& text : {junk, goodGame + junk, goodGame.substr(0, random() % goodGame.size()) + junk}) {
            const auto entries = readPdn(text);
            for (const PdnEntry& entry : entries)
                if (const auto* error = std::get_if<PdnError>(&entry)) {
                    CHECK(error->line >= 1);
                    CHECK(error->column >= 1);
                    CHECK_FALSE(error->message.empty());
                }
        }
    }
}

TEST_CASE("every prefix of a good file reads without a crash", "[pdn][malformed]")
{
    const std::string file = dataFile("international.pdn");
    for (std::size_t length = 0; length <= file.size(); length += 7)
        (void)readPdn(file.substr(0, length));
}

TEST_CASE("an empty file or one with only comments has no games", "[pdn][malformed]")
{
    CHECK(readPdn("").empty());
    CHECK(readPdn("\xEF\xBB\xBF \r\n\t").empty());
    CHECK(readPdn("{just a note} ; and another\n% and an escape").empty());
}
