#include <draughts/pdn/pdn_reader.hpp>

#include "pdn_test_support.hpp"

#include <catch2/catch.hpp>

#include <string>

using draughts::pdn::toUtf8Text;

TEST_CASE("UTF-8 text is kept as it is", "[pdn][encoding]")
{
    const std::string text = "[Black \"Dvořák, Petr\"]\n1. 32-28 *\n";
    CHECK(toUtf8Text(text) == text);
}

TEST_CASE("a UTF-8 byte-order mark is dropped", "[pdn][encoding]")
{
    CHECK(toUtf8Text("\xEF\xBB\xBF[Event \"x\"]") == "[Event \"x\"]");
    // Only at the very start.
    CHECK(toUtf8Text("a\xEF\xBB\xBF") == "a\xEF\xBB\xBF");
}

TEST_CASE("Windows and old Mac line ends become \\n, keeping the line count", "[pdn][encoding]")
{
    CHECK(toUtf8Text("a\r\nb\r\n") == "a\nb\n");
    CHECK(toUtf8Text("a\rb\r\rc") == "a\nb\n\nc");
    CHECK(toUtf8Text("a\n\rb") == "a\n\nb");
}

TEST_CASE("text that is not UTF-8 is read as Latin-1 (Windows-1252)", "[pdn][encoding]")
{
    // "Dvo\xF8\xE1k" is not UTF-8: ø and á in Latin-1.
    CHECK(toUtf8Text("Dvo\xF8\xE1k") == "Dvo\xC3\xB8\xC3\xA1k");
    // Windows-1252 quotes and dash in the 0x80-0x9F range.
    CHECK(toUtf8Text("\x93x\x94 \x96") == "\xE2\x80\x9Cx\xE2\x80\x9D \xE2\x80\x93");
    // One bad byte is enough to read the whole text as Latin-1.
    CHECK(toUtf8Text("\xC3\xA9 \xE9") == "\xC3\x83\xC2\xA9 \xC3\xA9");
}

TEST_CASE("overlong forms, surrogates and truncated sequences are not UTF-8", "[pdn][encoding]")
{
    CHECK(toUtf8Text("\xC0\xAF") == "\xC3\x80\xC2\xAF");                 // overlong '/'
    CHECK(toUtf8Text("\xED\xA0\x80") == "\xC3\xAD\xC2\xA0\xE2\x82\xAC"); // a surrogate half
    CHECK(toUtf8Text("a\xE2\x82") == "a\xC3\xA2\xE2\x80\x9A");           // cut short
    CHECK(toUtf8Text("\xF0\x9F\x98\x80") == "\xF0\x9F\x98\x80");         // a valid 4-byte character stays
}

// tests/pdn/data/encodings.pdn: game 1 is UTF-8, game 2 was appended by an
// older program in Windows-1252 (with "\r\n" line ends and no-break spaces
// 0xA0 between tokens). Read file-wide, one of them would be garbled.
TEST_CASE("each game of a file is read in its own encoding", "[pdn][encoding]")
{
    const auto entries = draughts::pdn::readPdn(draughts::pdn::testing::dataFile("encodings.pdn"));
    REQUIRE(entries.size() == 2);
    for (const auto& entry : entries) {
        const auto& game = draughts::pdn::testing::gameOf(entry);
        REQUIRE(game.tag("White"));
        CHECK(*game.tag("White") == "M\xC3\xBCller, J\xC3\xBCrgen");
        CHECK(game.game.actions().size() == 2);
    }
    const auto& utf8 = draughts::pdn::testing::gameOf(entries[0]);
    CHECK(*utf8.tag("Black") == "Dvo\xC5\x99\xC3\xA1k, Petr");
    CHECK(utf8.comment(1) == "\xE2\x80\x9Cquiet\xE2\x80\x9D");
    const auto& windows = draughts::pdn::testing::gameOf(entries[1]);
    CHECK(*windows.tag("Black") == "Ren\xC3\xA9");
    // 0x93, 0x94 and 0x96 are Windows-1252 quotes and a dash.
    CHECK(windows.comment(1) == "\xE2\x80\x9Cquiet\xE2\x80\x9D \xE2\x80\x93 r\xC3\xA9sum\xC3\xA9");
    CHECK(windows.line == 9);
}

TEST_CASE("a no-break space separates tokens in either encoding", "[pdn][encoding]")
{
    // UTF-8 U+00A0 is C2 A0; in Windows-1252 it is the byte A0 (here after ASCII).
    for (const std::string text : {"1.\xC2\xA0"
                                   "32-28\xC2\xA0"
                                   "19-23 *",
                                   "1.\xA0"
                                   "32-28\xA0"
                                   "19-23 *"}) {
        const auto entries = draughts::pdn::readPdn(text);
        REQUIRE(entries.size() == 1);
        CHECK(draughts::pdn::testing::gameOf(entries[0]).game.actions().size() == 2);
    }
}
