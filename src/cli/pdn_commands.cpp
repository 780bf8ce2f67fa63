#include "pdn_commands.hpp"

#include "console.hpp"
#include "output_file.hpp"

#include <draughts/game/game.hpp>
#include <draughts/game/game_tree.hpp>
#include <draughts/game/play_out.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/pdn/pdn_index.hpp>
#include <draughts/pdn/pdn_reader.hpp>
#include <draughts/pdn/pdn_writer.hpp>

#include <array>
#include <fstream>
#include <iostream>
#include <optional>
#include <random>
#include <string>

namespace draughts::cli {

namespace {

std::optional<core::Variant> defaultVariant(const Arguments& args)
{
    if (args.value("--variant"))
        return args.variant();
    return std::nullopt;
}

std::ifstream openFile(const Arguments& args, const char* command)
{
    if (args.positional().empty())
        throw UsageError(std::string(command) + " needs a PDN file");
    std::ifstream file(pathFromUtf8(args.positional()), std::ios::binary);
    if (!file)
        throw UsageError("cannot open \"" + args.positional() + "\"");
    return file;
}

// A tag value on one field of a tab-separated line.
std::string field(const std::string& value)
{
    std::string out = value;
    for (char& c : out)
        if (c == '\t' || c == '\n')
            c = ' ';
    return out;
}

// Names for generated games: invented, not taken from any collection.
constexpr std::array<const char*, 12> surnames{"Novák",  "Dvořák",  "Svoboda", "Černá",   "Horák",  "Kučerová",
                                               "Veselý", "Marková", "Pokorný", "Šťastná", "Krejčí", "Zelenka"};
constexpr std::array<const char*, 8> givenNames{"Jan", "Eva", "Petr", "Lucie", "Tomáš", "Jana", "Karel", "Zuzana"};

std::string playerName(std::mt19937& random)
{
    return std::string(surnames[random() % surnames.size()]) + ", " + givenNames[random() % givenNames.size()];
}

// The end of a game's line when it has variations: how many were replayed
// and their moves, then a line for each kept as text, with its place.
void printVariations(const pdn::PdnGame& game)
{
    const game::GameTree tree(game.game, game.notes);
    if (tree.variationCount() > 0 || !game.variationProblems.empty())
        std::cout << " variations " << tree.variationCount() << " (" << tree.variationMoveCount() << " moves)";
    std::cout << '\n';
    for (const pdn::VariationProblem& problem : game.variationProblems)
        std::cout << "  " << problem.describe() << '\n';
}

} // namespace

int playGames(const Arguments& args)
{
    args.allowOnly({"--variant"}, true);
    const std::optional<core::Variant> variant = defaultVariant(args);
    std::ifstream file = openFile(args, "play");
    pdn::PdnReader reader(file, variant);
    std::size_t count = 0;
    bool allRead = true;
    while (const auto entry = reader.next()) {
        std::cout << "game " << ++count << ": ";
        if (const auto* game = std::get_if<pdn::PdnGame>(&*entry)) {
            std::cout << "ok " << game->game.actions().size() << ' ' << game->result << ' '
                      << notation::writeFen(game->variant(), game->game.position());
            if (!game->game.countedDrawsEnforced())
                if (const auto passed = game->game.replay().passedDraw())
                    std::cout << " played on after action " << passed->place << ": " << game::describe(passed->result);
            printVariations(*game);
        } else {
            allRead = false;
            std::cout << "error " << std::get<pdn::PdnError>(*entry).describe() << '\n';
        }
    }
    if (file.bad())
        throw UsageError("cannot read \"" + args.positional() + "\"");
    if (count == 0) {
        std::cerr << "draughts-cli: no games in \"" << args.positional() << "\"\n";
        return 1;
    }
    return allRead ? 0 : 1;
}

int rewriteGames(const Arguments& args)
{
    args.allowOnly({"--variant", "--out"}, true);
    const std::optional<core::Variant> variant = defaultVariant(args);
    const auto out = args.value("--out");
    if (!out || out->empty())
        throw UsageError("rewrite needs --out FILE, the file to write");
    std::ifstream file = openFile(args, "rewrite");
    pdn::PdnReader reader(file, variant);
    std::string text;
    std::size_t written = 0;
    bool allRead = true;
    while (const auto entry = reader.next()) {
        if (const auto* game = std::get_if<pdn::PdnGame>(&*entry)) {
            text += pdn::writePdn(*game);
            ++written;
        } else {
            allRead = false;
            const pdn::PdnError& error = std::get<pdn::PdnError>(*entry);
            std::cerr << "draughts-cli: game " << error.game << " not written: error " << error.describe() << '\n';
        }
    }
    if (file.bad())
        throw UsageError("cannot read \"" + args.positional() + "\"");
    writeFileAtomically(*out, text);
    std::cout << "wrote " << written << (written == 1 ? " game" : " games") << " to " << *out << '\n';
    return allRead && written > 0 ? 0 : 1;
}

int indexGames(const Arguments& args)
{
    args.allowOnly({"--variant"}, true);
    const std::optional<core::Variant> variant = defaultVariant(args);
    std::ifstream file = openFile(args, "index");
    const pdn::PdnIndex index = pdn::indexPdn(file, variant);
    if (file.bad())
        throw UsageError("cannot read \"" + args.positional() + "\"");
    for (const pdn::IndexedGame& game : index.games)
        std::cout << game.number << '\t' << game.line << '\t' << game.offset << '\t' << game.moves << '\t'
                  << game.result << '\t' << field(game.date) << '\t' << field(game.white) << '\t' << field(game.black)
                  << '\t' << field(game.event) << '\n';
    if (index.stop)
        std::cout << "error " << index.stop->describe() << '\n';
    if (index.games.empty() && !index.stop) {
        std::cerr << "draughts-cli: no games in \"" << args.positional() << "\"\n";
        return 1;
    }
    return index.stop ? 1 : 0;
}

int generateGames(const Arguments& args)
{
    args.allowOnly({"--variant", "--games", "--seed"});
    const core::Variant variant = args.variant();
    const int games = args.integer("--games", 1, 10'000'000);
    const int seed = args.value("--seed") ? args.integer("--seed", 0, 2'000'000'000) : 1;
    std::mt19937 random(static_cast<std::mt19937::result_type>(seed));
    for (int number = 1; number <= games; ++number) {
        // Published games start from the standard position (White first in
        // International), and a real game rarely lasts beyond 150 moves.
        game::Game game(variant, pdn::defaultStart(variant), game::MissedCaptureRule::Compulsory);
        game::PlayOutLimits limits;
        limits.maxPlies = 150; // then drawn
        game::playOut(game, limits, [&random](const game::Game& g) -> std::optional<core::Move> {
            const core::MoveList& moves = g.legalMoves();
            return moves[random() % moves.size()];
        });
        const std::string date = "20" + std::to_string(10 + random() % 15) + "." +
                                 std::to_string(101 + random() % 12).substr(1) + "." +
                                 std::to_string(101 + random() % 28).substr(1);
        std::cout << pdn::writePdn(game, {{"Event", "Random games " + std::to_string(seed)},
                                          {"Site", "draughts-cli generate"},
                                          {"Date", date},
                                          {"Round", std::to_string(number)},
                                          {"White", playerName(random)},
                                          {"Black", playerName(random)}});
    }
    return 0;
}

} // namespace draughts::cli
