#include "match_command.hpp"

#include <draughts/engine/action_choice.hpp>
#include <draughts/engine/level.hpp>
#include <draughts/game/game.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/pdn/pdn_writer.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace draughts::cli {

namespace {

using core::Side;

constexpr int MaxMilliseconds = 24 * 60 * 60 * 1000;
// Games without a draw counter can go on for ever; a match calls them drawn
// after this many plies, or when a position comes back a third time.
constexpr std::size_t MaxPlies = 400;
constexpr int Repetitions = 3;
// Each pair of games starts from the same position, reached by this many
// random plies from the start, once with each level playing White.
constexpr int OpeningPlies = 3;

std::pair<int, int> parseLevels(const Arguments& args)
{
    const auto text = args.value("--levels");
    if (!text)
        throw UsageError("match needs --levels A,B (two levels from 1 to 8)");
    const auto comma = text->find(',');
    auto level = [&](const std::string& part) {
        if (part.size() != 1 || part[0] < '1' || part[0] > '8')
            throw UsageError("--levels must be two levels from 1 to 8 separated by a comma, not \"" + *text + "\"");
        return part[0] - '0';
    };
    if (comma == std::string::npos)
        throw UsageError("--levels must be two levels from 1 to 8 separated by a comma, not \"" + *text + "\"");
    return {level(text->substr(0, comma)), level(text->substr(comma + 1))};
}

// The opening of game pair `pair`: a few random legal plies from the start.
game::Game openingOf(core::Variant variant, std::uint64_t seed, int pair)
{
    game::Game game(variant, game::MissedCaptureRule::Compulsory);
    std::mt19937_64 random(seed * 7919 + static_cast<std::uint64_t>(pair));
    for (int ply = 0; ply < OpeningPlies && !game.result().isOver(); ++ply) {
        const core::MoveList& legal = game.legalMoves();
        std::uniform_int_distribution<std::size_t> pick(0, legal.size() - 1);
        game.play(legal[pick(random)]);
    }
    return game;
}

struct Player {
    int level;
    engine::Engine engine;
    std::uint64_t nodes = 0;
    std::chrono::microseconds time{0}; // thinking, by the wall clock
    // The longest a move took beyond the level's time limit, measured by
    // the wall clock around the whole decision.
    std::chrono::microseconds overshoot{0};
};

// Plays one game from `game` to its end (or the match's draw limits).
void playOut(game::Game& game, Player& white, Player& black, engine::Milliseconds moveTime, std::uint64_t seed)
{
    white.engine.newGame();
    black.engine.newGame();
    std::map<std::string, int> seen;
    std::uint64_t moveSeed = seed;
    auto count = [&](const core::Position& p) { return ++seen[notation::writeFen(game.variant(), p)]; };
    count(game.position());
    while (!game.result().isOver()) {
        if (game.history().size() >= MaxPlies) {
            game.agreeDraw();
            break;
        }
        Player& player = game.sideToMove() == Side::White ? white : black;
        const engine::SearchLimits limits =
            engine::levelLimits(engine::levelSettings(player.level), ++moveSeed, moveTime);
        const auto started = std::chrono::steady_clock::now();
        const engine::ActionChoice decision = engine::decideAction(player.engine, game, limits);
        const auto took = std::chrono::steady_clock::now() - started;
        player.overshoot = std::max(player.overshoot, std::chrono::duration_cast<std::chrono::microseconds>(took - limits.time));
        player.nodes += decision.search.nodes;
        player.time += std::chrono::duration_cast<std::chrono::microseconds>(took);
        const bool played = decision.action.kind == game::Action::Kind::Move ? game.play(decision.action.move)
                                                                              : game.claim(decision.action.claimed);
        if (!played)
            throw std::logic_error("the engine chose an action the game refused");
        if (count(game.position()) >= Repetitions && !game.result().isOver()) {
            game.agreeDraw();
            break;
        }
    }
}

void writeAtomically(const std::string& path, const std::string& text)
{
    const std::string temporary = path + ".part";
    {
        std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
        if (!file)
            throw UsageError("cannot write \"" + temporary + "\"");
        file << text;
        file.close();
        if (!file)
            throw UsageError("cannot write \"" + temporary + "\"");
    }
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error)
        throw UsageError("cannot write \"" + path + "\": " + error.message());
}

double perSecond(std::uint64_t nodes, std::chrono::microseconds time)
{
    return time.count() > 0 ? static_cast<double>(nodes) * 1e6 / static_cast<double>(time.count()) : 0.0;
}

} // namespace

int runMatch(const Arguments& args, std::ostream& out)
{
    args.allowOnly({"--variant", "--levels", "--games", "--movetime", "--pdn", "--seed"});
    const core::Variant variant = args.variant();
    const auto [levelA, levelB] = parseLevels(args);
    const int games = args.integer("--games", 1, 100000);
    const engine::Milliseconds moveTime{args.flag("--movetime") ? args.integer("--movetime", 1, MaxMilliseconds)
                                                                : static_cast<int>(engine::DefaultMoveTime.count())};
    const std::uint64_t seed = args.flag("--seed") ? static_cast<std::uint64_t>(args.integer("--seed", 0, 2'000'000'000)) : 1;
    const auto pdnPath = args.value("--pdn");

    Player a{levelA, engine::Engine(variant)};
    Player b{levelB, engine::Engine(variant)};
    int wins = 0, draws = 0, losses = 0;
    std::string pdnText;
    for (int i = 0; i < games; ++i) {
        const bool aIsWhite = i % 2 == 0;
        game::Game game = openingOf(variant, seed, i / 2);
        Player& white = aIsWhite ? a : b;
        Player& black = aIsWhite ? b : a;
        playOut(game, white, black, moveTime, seed * 1000003 + static_cast<std::uint64_t>(i) * 1009);
        const game::Outcome outcome = game.result().outcome;
        const bool aWon = outcome == (aIsWhite ? game::Outcome::WhiteWins : game::Outcome::BlackWins);
        const bool aLost = outcome == (aIsWhite ? game::Outcome::BlackWins : game::Outcome::WhiteWins);
        wins += aWon;
        losses += aLost;
        draws += !aWon && !aLost;
        out << "game " << i + 1 << ": level " << white.level << " (White) - level " << black.level << " (Black) "
            << pdn::resultToken(variant, game.result()) << ' ' << game::describe(game.result()) << ", "
            << game.history().size() << " plies\n"
            << std::flush;
        if (pdnPath) {
            const std::vector<pdn::Tag> tags{{"Event", "draughts-cli match"},
                                             {"Round", std::to_string(i + 1)},
                                             {"White", "Level " + std::to_string(white.level)},
                                             {"Black", "Level " + std::to_string(black.level)}};
            pdnText += pdn::writePdn(game, tags);
        }
    }
    if (pdnPath)
        writeAtomically(*pdnPath, pdnText);
    out << "nodes/s: level " << levelA << ' ' << static_cast<long long>(perSecond(a.nodes, a.time)) << ", level "
        << levelB << ' ' << static_cast<long long>(perSecond(b.nodes, b.time)) << '\n';
    out << "longest move over the time limit: level " << levelA << ' ' << std::chrono::duration<double, std::milli>(a.overshoot).count() << " ms, level "
        << levelB << ' ' << std::chrono::duration<double, std::milli>(b.overshoot).count() << " ms\n";
    out << levelA << '-' << levelB << ": " << wins << '-' << draws << '-' << losses << '\n';
    return 0;
}

} // namespace draughts::cli
