#include <draughts/hub/hub_message.hpp>

#include <catch2/catch.hpp>

using namespace draughts::hub;

TEST_CASE("hub: a line splits into its command, values, quoted values and flags")
{
    const auto parsed = parseMessage("pos pos=Weee moves=\"32-28 17-22\" go  think ");
    REQUIRE(parsed);
    const Message& m = *parsed.message;
    CHECK(m.command == "pos");
    REQUIRE(m.arguments.size() == 4);
    CHECK(m.value("pos") == "Weee");
    CHECK(m.value("moves") == "32-28 17-22");
    CHECK(m.has("go"));
    CHECK(m.value("think") == "");
    CHECK_FALSE(m.has("level"));
}

TEST_CASE("hub: an empty quoted value and a blank line")
{
    const auto quoted = parseMessage("id name=\"\" author=\"A = B\"");
    REQUIRE(quoted);
    CHECK(quoted.message->value("name") == "");
    CHECK(quoted.message->value("author") == "A = B");
    const auto blank = parseMessage("   \t");
    REQUIRE(blank);
    CHECK(blank.message->command.empty());
}

TEST_CASE("hub: a quote that is never closed is an error at its column")
{
    const auto parsed = parseMessage("info pv=\"32-28 17-22");
    REQUIRE_FALSE(parsed);
    CHECK(parsed.error.column == 9);
    CHECK(parsed.error.reason == "the quote opened here is never closed");
    const auto noName = parseMessage("level =3");
    REQUIRE_FALSE(noName);
    CHECK(noName.error.column == 7);
}

TEST_CASE("hub: values with spaces or '=' are quoted when written, flags are bare")
{
    Message m{"info", {}};
    m.add("depth", "3").add("pv", "32-28 17-22").add("note", "a=b").addFlag("final");
    CHECK(formatMessage(m) == "info depth=3 pv=\"32-28 17-22\" note=\"a=b\" final");
    Message quote{"error", {}};
    quote.add("message", "say \"hi\"");
    CHECK(formatMessage(quote) == "error message=\"say 'hi'\"");
}

TEST_CASE("hub: a written message reads back the same")
{
    Message m{"id", {}};
    m.add("name", "Draughts").add("author", "The Draughts Project developers").add("version", "1.0");
    const auto back = parseMessage(formatMessage(m));
    REQUIRE(back);
    CHECK(back.message->command == "id");
    CHECK(back.message->arguments == m.arguments);
}
