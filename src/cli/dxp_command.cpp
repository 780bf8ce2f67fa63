#include "dxp_command.hpp"

#include "dxp_report.hpp"
#include "dxp_runner.hpp"
#include "socket.hpp"

#include <draughts/build_info.hpp>
#include <draughts/dxp/game_rules.hpp>

#include <algorithm>
#include <iostream>
#include <random>
#include <vector>

namespace draughts::cli {

namespace {

// The GAMEREQ gives each side the time of this many moves at --movetime,
// in whole minutes (docs/dxp.md, "Time").
constexpr int MovesPerGame = 75;

struct Endpoint {
    std::string host;
    std::uint16_t port = 0;
};

std::uint16_t portNumber(const std::string& text, const std::string& option, int lowest)
{
    int port = 0;
    const bool digits = !text.empty() && text.size() <= 5 && text.find_first_not_of("0123456789") == std::string::npos;
    if (digits)
        port = std::stoi(text);
    if (!digits || port < lowest || port > 65535)
        throw UsageError(option + " needs a port from " + std::to_string(lowest) + " to 65535, not \"" + text + "\"");
    return static_cast<std::uint16_t>(port);
}

// HOST:PORT, or [IPv6]:PORT.
Endpoint endpoint(const std::string& text, const std::string& option)
{
    const std::size_t colon = text.rfind(':');
    if (colon == std::string::npos || colon == 0)
        throw UsageError(option + " needs HOST:PORT, not \"" + text + "\"");
    std::string host = text.substr(0, colon);
    if (host.size() > 2 && host.front() == '[' && host.back() == ']')
        host = host.substr(1, host.size() - 2);
    return {host, portNumber(text.substr(colon + 1), option, 1)};
}

std::string ourName() { return "Draughts " + std::string(build::version); }

engine::Milliseconds moveTime(const Arguments& args, int whenUnset)
{
    return engine::Milliseconds{args.flag("--movetime") ? args.integer("--movetime", 1, Arguments::MaxMilliseconds)
                                                        : whenUnset};
}

// Whole minutes for MovesPerGame moves at `perMove`, at least one.
std::chrono::milliseconds gameTime(engine::Milliseconds perMove)
{
    constexpr std::int64_t minute = 60'000;
    const std::int64_t total = perMove.count() * MovesPerGame;
    return std::chrono::milliseconds(std::max<std::int64_t>(1, (total + minute - 1) / minute) * minute);
}

// Each opening is a first move of White and an answer of Black.
constexpr std::size_t OpeningPlies = 2;

// The opening of game pair `pair`: one of the 81 pairs of a first move of
// White and an answer of Black, in an order the seed shuffles, so that no
// opening comes twice before all have come.
game::Game openingOf(std::uint64_t seed, int pair)
{
    game::Game game = dxp::newGame(dxp::standardStart());
    std::vector<std::pair<core::Move, core::Move>> openings;
    for (const core::Move& first : game.legalMoves()) {
        game::Game after = game;
        after.play(first);
        for (const core::Move& answer : after.legalMoves())
            openings.emplace_back(first, answer);
    }
    std::shuffle(openings.begin(), openings.end(), std::mt19937_64(seed));
    const auto& [first, answer] = openings[static_cast<std::size_t>(pair) % openings.size()];
    game.play(first);
    game.play(answer);
    return game;
}

// Plays over `socket`; 0 when every game ended normally, 1 after a fault.
int play(Socket socket, dxp::Role role, const InitiatorPlan& plan, const Arguments& args, std::ostream& out,
         const std::string& event, std::size_t openingPlies = 0)
{
    dxp::Session session({.role = role, .name = ourName()});
    dxp::EnginePlayerSettings settings;
    settings.moveTime = moveTime(args, role == dxp::Role::Initiator ? 1000 : 0);
    settings.threads = searchThreads(args);
    settings.book = !args.flag("--no-book");
    dxp::EnginePlayer engine(settings);
    DxpRunner runner(socket, session, engine, std::cerr, args.flag("--trace"));
    DxpReport report(out, ourName(), args.value("--pdn"), event);
    report.setOpeningPlies(openingPlies);
    runner.setPlan(plan);
    runner.onGame([&](const DxpGame& played) { report.add(played); });
    const bool clean = runner.run();
    report.summary();
    return clean ? 0 : 1;
}

Socket open(const Arguments& args)
{
    if (const auto listen = args.value("--listen")) {
        Listener listener(portNumber(*listen, "--listen", 0));
        std::cerr << "dxp: listening on port " << listener.port() << '\n' << std::flush;
        Socket socket = listener.accept();
        std::cerr << "dxp: connected\n" << std::flush;
        return socket;
    }
    const Endpoint peer = endpoint(*args.value("--connect"), "--connect");
    return connectTo(peer.host, peer.port);
}

} // namespace

int runDxp(const Arguments& args, std::ostream& out)
{
    args.allowOnly({"--listen", "--connect", "--initiate", "--games", "--moves", "--movetime", "--pdn", "--trace",
                    "--threads", "--no-book"});
    if (args.flag("--listen") == args.flag("--connect"))
        throw UsageError("dxp needs either --listen PORT or --connect HOST:PORT");
    const bool initiate = args.flag("--initiate");
    if (!initiate && (args.flag("--games") || args.flag("--moves")))
        throw UsageError("--games and --moves are for the initiator: add --initiate");
    InitiatorPlan plan;
    if (initiate) {
        plan.games = args.flag("--games") ? args.integer("--games", 1, 100000) : 1;
        const int moves = args.flag("--moves") ? args.integer("--moves", 0, 999) : 0;
        const auto time = gameTime(moveTime(args, 1000));
        // Our engine plays White in the first game, then the colours alternate.
        plan.request = [=](int index) {
            dxp::GameRequest request;
            request.followerSide = index % 2 == 0 ? core::Side::Black : core::Side::White;
            request.thinkingTime = time;
            request.moves = moves;
            return request;
        };
    }
    try {
        return play(open(args), initiate ? dxp::Role::Initiator : dxp::Role::Follower, plan, args, out,
                    "draughts-cli dxp");
    } catch (const SocketError& error) {
        std::cerr << "draughts-cli: " << error.what() << '\n';
        return 1;
    }
}

int runDxpMatch(const Arguments& args, std::ostream& out)
{
    args.allowOnly({"--variant", "--rules", "--dxp", "--games", "--movetime", "--moves", "--pdn", "--seed",
                    "--first-opening", "--trace", "--threads", "--no-book"});
    if (args.variant() != core::Variant::International)
        throw UsageError("match --dxp plays International only: DXP knows no other game");
    if (args.value("--rules") && args.ruleSet(core::Variant::International) != rules::RuleSet::Fmjd)
        throw UsageError("match --dxp plays the FMJD's rules only (--rules fmjd): every DXP program plays them");
    const Endpoint peer = endpoint(*args.value("--dxp"), "--dxp");
    InitiatorPlan plan;
    plan.games = args.integer("--games", 1, 100000);
    const int moves = args.flag("--moves") ? args.integer("--moves", 0, 999) : 0;
    const std::uint64_t seed =
        args.flag("--seed") ? static_cast<std::uint64_t>(args.integer("--seed", 0, 2'000'000'000)) : 1;
    // Counted from 1: a long match split among processes gives each its own openings.
    const int firstPair = args.flag("--first-opening") ? args.integer("--first-opening", 1, 100000) - 1 : 0;
    const auto time = gameTime(moveTime(args, 1000));
    plan.opening = [=](int index) { return openingOf(seed, firstPair + index / 2); };
    plan.request = [=](int index) {
        dxp::GameRequest request;
        request.followerSide = index % 2 == 0 ? core::Side::Black : core::Side::White;
        request.thinkingTime = time;
        request.moves = moves;
        request.start = openingOf(seed, firstPair + index / 2).position();
        return request;
    };
    try {
        return play(connectTo(peer.host, peer.port), dxp::Role::Initiator, plan, args, out, "draughts-cli match --dxp",
                    OpeningPlies);
    } catch (const SocketError& error) {
        std::cerr << "draughts-cli: " << error.what() << '\n';
        return 1;
    }
}

} // namespace draughts::cli
