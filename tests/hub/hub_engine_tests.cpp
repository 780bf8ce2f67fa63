// The client of external Hub engines: our own `draughts-cli hub` as the
// peer through a few moves of a game, and small shell scripts that crash,
// stay silent, or say what is not the protocol, each reported by name and
// cause. POSIX only (the client starts processes there only).

#include <draughts/game/game.hpp>
#include <draughts/hub/client.hpp>
#include <draughts/hub/hub_engine.hpp>

#include <catch2/catch.hpp>

#include <chrono>
#include <string>

using namespace draughts;
using namespace std::chrono_literals;
using Catch::Matchers::Contains;

namespace {

// DRAUGHTS_CLI and FAKE_ENGINES are set by tests/hub/CMakeLists.txt.
std::string ourEngine() { return std::string("\"") + DRAUGHTS_CLI + "\" hub"; }
std::string fakeEngine(const std::string& script) { return std::string("sh \"") + FAKE_ENGINES + "/" + script + "\""; }

hub::ClientTimeouts shortTimeouts()
{
    hub::ClientTimeouts timeouts;
    timeouts.handshake = 2000ms;
    timeouts.initialise = 2000ms;
    timeouts.moveGrace = 300ms;
    timeouts.quitGrace = 500ms;
    return timeouts;
}

// What the engine's failure says, or "" when it did not fail.
template <typename Steps>
std::string failureOf(Steps steps)
{
    try {
        steps();
    } catch (const hub::EngineFailure& failure) {
        return failure.what();
    }
    return "";
}

} // namespace

TEST_CASE("draughts-cli hub plays legal moves of a Polish game through the client", "[hub][client]")
{
    hub::HubEngine engine(ourEngine(), shortTimeouts());
    const hub::EngineInfo& info = engine.start();
    CHECK(info.name == "Draughts");
    CHECK(info.author == "The Draughts Project developers");
    CHECK(info.plays(core::Variant::Polish));
    CHECK(info.plays(core::Variant::ToTheLastMan));
    engine.initialise(core::Variant::Polish);
    engine.newGame();
    game::Game game(core::Variant::Polish, game::MissedCaptureRule::Compulsory);
    for (int ply = 0; ply < 6 && !game.result().isOver(); ++ply) {
        const auto answer = engine.move(game, hub::ThinkLimit{0ms, 2000, 0});
        INFO("ply " << ply << ": " << answer.text);
        CHECK(answer.nodes > 0);
        CHECK(answer.depth >= 1);
        REQUIRE(game.play(answer.move)); // readMove found it among the legal moves
    }
    CHECK(game.history().size() == 6);
    CHECK_FALSE(engine.hasFailed());
}

TEST_CASE("draughts-cli hub answers a timed search within its move time and grace", "[hub][client]")
{
    hub::HubEngine engine(ourEngine(), shortTimeouts());
    engine.start();
    engine.initialise(core::Variant::ToTheLastMan);
    game::Game game(core::Variant::ToTheLastMan, game::MissedCaptureRule::Compulsory);
    const auto answer = engine.move(game, hub::ThinkLimit{100ms, 0, 0});
    CHECK(game.play(answer.move));
    CHECK(answer.took >= 50ms); // it thought rather than answering at once
}

TEST_CASE("an engine that crashes while thinking is reported with its signal", "[hub][client]")
{
    hub::HubEngine engine(fakeEngine("crashes_on_go.sh"), shortTimeouts());
    CHECK(engine.start().name == "Crasher");
    engine.initialise(core::Variant::International);
    const game::Game game(core::Variant::International, game::MissedCaptureRule::Compulsory);
    const std::string failure = failureOf([&] { engine.move(game, hub::ThinkLimit{100ms, 0, 0}); });
    CHECK_THAT(failure, Contains("engine \"Crasher 1\" crashed with signal 11"));
    CHECK_THAT(failure, Contains("when asked \"go think\""));
    CHECK(engine.hasFailed());
}

TEST_CASE("a silent engine is given up after the handshake's time limit", "[hub][client]")
{
    hub::ClientTimeouts timeouts = shortTimeouts();
    timeouts.handshake = 300ms;
    hub::HubEngine engine(fakeEngine("silent.sh"), timeouts);
    const auto started = std::chrono::steady_clock::now();
    const std::string failure = failureOf([&] { engine.start(); });
    CHECK_THAT(failure, Contains("did not answer \"hub\" with \"wait\" within 0.3 s (it sent nothing at all)"));
    CHECK(std::chrono::steady_clock::now() - started < 5s); // given up, not waited for
}

TEST_CASE("an engine silent after go is given up after the move time and its grace", "[hub][client]")
{
    hub::HubEngine engine(fakeEngine("silent_on_go.sh"), shortTimeouts());
    engine.start();
    engine.initialise(core::Variant::International);
    const game::Game game(core::Variant::International, game::MissedCaptureRule::Compulsory);
    const std::string failure = failureOf([&] { engine.move(game, hub::ThinkLimit{200ms, 0, 0}); });
    CHECK_THAT(failure, Contains("engine \"Sleeper\" did not answer \"go think\" with \"done\" within 0.5 s"));
    CHECK_THAT(failure, Contains("its last line: \"ready\""));
}

TEST_CASE("an engine that speaks no protocol is reported with the line it sent", "[hub][client]")
{
    hub::HubEngine engine(fakeEngine("nonsense.sh"), shortTimeouts());
    const std::string failure = failureOf([&] { engine.start(); });
    CHECK_THAT(failure, Contains("sent a line that is not the Hub protocol: \"id name=\"Babbler\""));
    CHECK_THAT(failure, Contains("never closed"));
}

TEST_CASE("an engine's illegal move is refused and named", "[hub][client]")
{
    hub::HubEngine engine(fakeEngine("illegal_move.sh"), shortTimeouts());
    engine.start();
    engine.initialise(core::Variant::Polish);
    const game::Game game(core::Variant::Polish, game::MissedCaptureRule::Compulsory);
    const std::string failure = failureOf([&] { engine.move(game, hub::ThinkLimit{100ms, 0, 0}); });
    CHECK_THAT(failure, Contains("engine \"Cheater\" played \"1-50\", which is not a legal move"));
}

TEST_CASE("an engine that does not play the game is told so before it starts", "[hub][client]")
{
    hub::HubEngine engine(fakeEngine("illegal_move.sh"), shortTimeouts());
    engine.start();
    const std::string failure = failureOf([&] { engine.initialise(core::Variant::ToTheLastMan); });
    CHECK_THAT(failure, Contains("does not play last-man"));
}

TEST_CASE("an engine's error line ends the conversation with its message", "[hub][client]")
{
    hub::HubEngine engine(fakeEngine("refuses_position.sh"), shortTimeouts());
    engine.start();
    engine.initialise(core::Variant::International);
    const game::Game game(core::Variant::International, game::MissedCaptureRule::Compulsory);
    const std::string failure = failureOf([&] { engine.move(game, hub::ThinkLimit{100ms, 0, 0}); });
    CHECK_THAT(failure, Contains("answered with an error while asked \"go think\""));
    CHECK_THAT(failure, Contains("cannot read the position"));
}

TEST_CASE("an engine that ends at once is reported with its exit code", "[hub][client]")
{
    hub::HubEngine engine(fakeEngine("exits_at_once.sh"), shortTimeouts());
    const std::string failure = failureOf([&] { engine.start(); });
    CHECK_THAT(failure, Contains("stopped with exit code 3"));
}

TEST_CASE("a program that does not exist cannot be started, and says why", "[hub][client]")
{
    hub::HubEngine engine("no-such-engine-anywhere --hub", shortTimeouts());
    const std::string failure = failureOf([&] { engine.start(); });
    CHECK_THAT(failure, Contains("\"no-such-engine-anywhere --hub\" could not be started: No such file or directory"));
    CHECK(engine.hasFailed());
}

TEST_CASE("command lines split into words as a shell splits them, without expanding", "[hub][client]")
{
    using Words = std::vector<std::string>;
    CHECK(hub::splitCommandLine("scan hub") == Words{"scan", "hub"});
    CHECK(hub::splitCommandLine("  \"/opt/my engines/scan\"   hub ") == Words{"/opt/my engines/scan", "hub"});
    CHECK(hub::splitCommandLine("run 'a b' c\\ d \"say \\\"hi\\\"\" $HOME") ==
          Words{"run", "a b", "c d", "say \"hi\"", "$HOME"});
    CHECK(hub::splitCommandLine("x \"\"") == Words{"x", ""});
    CHECK_THROWS_WITH(hub::splitCommandLine("scan \"hub"), Contains("quote that is never closed"));
    CHECK_THROWS_WITH(hub::splitCommandLine("   "), Contains("no command line"));
}
