// The client's half of the Hub protocol without any process: reading what
// an engine says about itself, and the exact lines it is sent.

#include <draughts/game/game.hpp>
#include <draughts/hub/client.hpp>
#include <draughts/hub/hub_message.hpp>
#include <draughts/hub/notation.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace draughts;
using namespace std::chrono_literals;
using core::Variant;

namespace {

std::vector<std::string> linesOf(const std::vector<hub::Message>& messages)
{
    std::vector<std::string> lines;
    for (const hub::Message& m : messages)
        lines.push_back(hub::formatMessage(m));
    return lines;
}

hub::EngineInfo identify(const std::vector<std::string>& lines)
{
    hub::EngineInfo info;
    for (const std::string& line : lines) {
        const bool done = hub::readIdentification(*hub::parseMessage(line).message, info);
        CHECK(done == (line == "wait"));
    }
    return info;
}

} // namespace

TEST_CASE("the answer to hub gives the engine's name, author and parameters", "[hub][client]")
{
    const hub::EngineInfo info = identify({
        "id name=Scan version=3.1 author=\"Fabien Letouzey\" country=France",
        "param name=variant value=normal type=enum values=\"normal killer bt frisian losing\"",
        "param name=hash value=24 type=int min=16 max=30",
        "something-new name=x",
        "wait",
    });
    CHECK(info.name == "Scan");
    CHECK(info.version == "3.1");
    CHECK(info.author == "Fabien Letouzey");
    CHECK(info.title() == "Scan 3.1");
    REQUIRE(info.parameters.size() == 2);
    CHECK(info.parameters[1].name == "hash");
    CHECK(info.parameters[1].min == "16");
    CHECK(info.parameters[1].max == "30");
    // Of its variants we know only "normal".
    CHECK(info.variants() == std::vector<Variant>{Variant::International});
    CHECK_FALSE(info.plays(Variant::Polish));
}

TEST_CASE("an engine without a variant parameter plays International only", "[hub][client]")
{
    const hub::EngineInfo info = identify({"id name=Old", "wait"});
    CHECK(info.variants() == std::vector<Variant>{Variant::International});
    CHECK(info.title() == "Old");
}

TEST_CASE("initialising sets the variant only when the engine declares it with another value", "[hub][client]")
{
    const hub::EngineInfo ours = identify({
        "id name=Draughts",
        "param name=variant value=normal type=enum values=\"normal polish twenty-vs-ten corner last-man\"",
        "wait",
    });
    CHECK(ours.plays(Variant::TwentyVsTen));
    CHECK(linesOf(hub::initialiseMessages(ours, Variant::Polish)) ==
          std::vector<std::string>{"set-param name=variant value=polish", "init"});
    CHECK(linesOf(hub::initialiseMessages(ours, Variant::International)) == std::vector<std::string>{"init"});
    CHECK(linesOf(hub::initialiseMessages(identify({"wait"}), Variant::International)) ==
          std::vector<std::string>{"init"});
}

TEST_CASE("a search is asked with the position, the moves since, the limit and go think", "[hub][client]")
{
    game::Game game(Variant::Polish, game::MissedCaptureRule::Compulsory);
    REQUIRE(game.play(game.legalMoves()[0]));
    const std::string first = hub::writeMove(Variant::Polish, game.history()[0].action.move);
    REQUIRE(game.play(game.legalMoves()[0]));
    const std::string second = hub::writeMove(Variant::Polish, game.history()[1].action.move);

    const hub::GameForEngine sent = hub::gameForEngine(game);
    CHECK(sent.position == "Wbbbbbbbbbbbbbbbeeeeeeeeeeeeeeeeeeeewwwwwwwwwwwwwww"); // docs/hub.md's Polish start
    CHECK(sent.moves == std::vector<std::string>{first, second});

    CHECK(linesOf(hub::thinkMessages(sent, {250ms, 0, 0})) ==
          std::vector<std::string>{"pos pos=" + sent.position + " moves=\"" + first + ' ' + second + "\"",
                                   "level move-time=0.250", "go think"});
    CHECK(linesOf(hub::thinkMessages({"Wabc", {}}, {0ms, 5000, 0})) ==
          std::vector<std::string>{"pos pos=Wabc", "level nodes=5000", "go think"});
    CHECK(linesOf(hub::thinkMessages({"Wabc", {}}, {0ms, 0, 7})) ==
          std::vector<std::string>{"pos pos=Wabc", "level depth=7", "go think"});
}

TEST_CASE("a game from a set-up position is sent as that position", "[hub][client]")
{
    const game::Game start(Variant::International, game::MissedCaptureRule::Compulsory);
    game::Game game(Variant::International, start.position(), game::MissedCaptureRule::Compulsory);
    CHECK(hub::gameForEngine(game).position == hub::writePosition(Variant::International, start.position()));
    CHECK(hub::gameForEngine(game).moves.empty());
}

TEST_CASE("the time limit of a search is its move time or its clock and the grace, or the long limit without time",
          "[hub][client]")
{
    hub::ClientTimeouts timeouts;
    timeouts.moveGrace = 5000ms;
    timeouts.untimedMove = 60000ms;
    CHECK(hub::thinkTimeout(timeouts, {1000ms, 0, 0}) == 6000ms);
    CHECK(hub::thinkTimeout(timeouts, {0ms, 100000, 0}) == 60000ms);
    // On a clock the engine may spend all it has left, but no more.
    CHECK(hub::thinkTimeout(timeouts, {0ms, 0, 0, 95500ms, 3000ms}) == 100500ms);
}

TEST_CASE("an engine on a clock is told its time left and its increment in seconds", "[hub][client]")
{
    // The protocol's level time=… inc=…; the increment only when there is one.
    CHECK(linesOf(hub::thinkMessages({"Wabc", {}}, {0ms, 0, 0, 287250ms, 3000ms})) ==
          std::vector<std::string>{"pos pos=Wabc", "level time=287.250 inc=3.000", "go think"});
    CHECK(linesOf(hub::thinkMessages({"Wabc", {}}, {0ms, 0, 0, 60000ms, 0ms})) ==
          std::vector<std::string>{"pos pos=Wabc", "level time=60.000", "go think"});
    // A move time comes first.
    CHECK(linesOf(hub::thinkMessages({"Wabc", {}}, {500ms, 0, 0, 60000ms, 0ms})) ==
          std::vector<std::string>{"pos pos=Wabc", "level move-time=0.500", "go think"});
}
