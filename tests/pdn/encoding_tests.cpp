#include <draughts/pdn/pdn_reader.hpp>

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
    CHECK(toUtf8Text("\xC0\xAF") == "\xC3\x80\xC2\xAF");             // overlong '/'
    CHECK(toUtf8Text("\xED\xA0\x80") == "\xC3\xAD\xC2\xA0\xE2\x82\xAC"); // a surrogate half
    CHECK(toUtf8Text("a\xE2\x82") == "a\xC3\xA2\xE2\x80\x9A");          // cut short
    CHECK(toUtf8Text("\xF0\x9F\x98\x80") == "\xF0\x9F\x98\x80");      // a valid 4-byte character stays
}
