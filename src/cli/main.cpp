// draughts-cli: the command-line contract over the rules library.

#include <draughts/core/geometry.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/pdn/pdn_reader.hpp>
#include <draughts/rules/movegen.hpp>
#include <draughts/rules/perft.hpp>

#include "benchmark.hpp"
#include "command_line.hpp"
#include "match_command.hpp"
#include "search_command.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace draughts;
using cli::UsageError;

constexpr const char* usage =
    "usage: draughts-cli help\n"
    "       draughts-cli variants\n"
    "       draughts-cli fen --variant V\n"
    "       draughts-cli moves --variant V [--fen F]\n"
    "       draughts-cli perft --variant V [--fen F] --depth D [--divide] [--full]\n"
    "       draughts-cli bench [--quick]\n"
    "       draughts-cli play [--variant V] FILE\n"
    "       draughts-cli search --variant V [--fen F] (--depth D | --movetime MS | --nodes N | --level L [--seed S])\n"
    "       draughts-cli match --variant V --levels A,B --games N [--movetime MS] [--pdn OUT] [--seed S]\n";

std::vector<std::string> sortedMoveTexts(core::Variant variant, const core::MoveList& moves)
{
    std::vector<std::string> texts;
    for (const core::Move& m : moves)
        texts.push_back(notation::formatFullPath(variant, m));
    // Numeric order of squares reads naturally: 6-11 before 31-27.
    std::sort(texts.begin(), texts.end(), [](const std::string& a, const std::string& b) {
        return cli::naturalLess(a, b);
    });
    return texts;
}

std::string fileContents(const std::string& path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        throw UsageError("cannot open \"" + path + "\"");
    std::ostringstream bytes;
    bytes << file.rdbuf();
    if (file.bad())
        throw UsageError("cannot read \"" + path + "\"");
    return std::move(bytes).str();
}

// Replays every game of a PDN file; the variant comes from each game's tags,
// else from --variant, else International. Exit status 0 only if every game
// is read without error.
int playFile(const cli::Arguments& args)
{
    args.allowOnly({"--variant"}, true);
    if (args.positional().empty())
        throw UsageError("play needs a PDN file");
    std::optional<core::Variant> variant;
    if (args.value("--variant"))
        variant = args.variant();
    const auto entries = pdn::readPdn(fileContents(args.positional()), variant);
    if (entries.empty()) {
        std::cerr << "draughts-cli: no games in \"" << args.positional() << "\"\n";
        return 1;
    }
    bool allRead = true;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        std::cout << "game " << i + 1 << ": ";
        if (const auto* game = std::get_if<pdn::PdnGame>(&entries[i])) {
            std::cout << "ok " << game->game.history().size() << ' ' << game->result << ' '
                      << notation::writeFen(game->variant(), game->game.position()) << '\n';
        } else {
            allRead = false;
            std::cout << "error " << std::get<pdn::PdnError>(entries[i]).describe() << '\n';
        }
    }
    return allRead ? 0 : 1;
}

int run(const cli::Arguments& args)
{
    const std::string& command = args.command();
    if (command == "help" || args.flag("--help")) {
        std::cout << usage;
        return 0;
    }
    if (command == "variants") {
        args.allowOnly({});
        for (core::Variant v : core::allVariants)
            std::cout << core::variantId(v) << '\t' << core::variantName(v) << '\n';
        return 0;
    }
    if (command == "bench") {
        args.allowOnly({"--quick"});
        cli::runBenchmark(std::cout, args.flag("--quick"));
        return 0;
    }
    if (command == "fen") {
        args.allowOnly({"--variant"});
        const core::Variant variant = args.variant();
        std::cout << notation::writeFen(variant, core::startPosition(variant)) << '\n';
        return 0;
    }
    if (command == "moves") {
        args.allowOnly({"--variant", "--fen"});
        const core::Variant variant = args.variant();
        core::MoveList moves;
        rules::generateMoves(variant, cli::positionFrom(args, variant), moves);
        for (const std::string& text : sortedMoveTexts(variant, moves))
            std::cout << text << '\n';
        return 0;
    }
    if (command == "perft") {
        args.allowOnly({"--variant", "--fen", "--depth", "--divide", "--full"});
        const core::Variant variant = args.variant();
        const core::Position position = cli::positionFrom(args, variant);
        const int depth = args.integer("--depth", 0, 30);
        const auto mode = args.flag("--full") ? rules::PerftMode::Full : rules::PerftMode::Bulk;
        std::uint64_t total = 0;
        if (args.flag("--divide") && depth >= 1) {
            core::MoveList moves;
            rules::generateMoves(variant, position, moves);
            std::vector<std::pair<std::string, std::uint64_t>> rows;
            for (const core::Move& m : moves) {
                const auto count = rules::perft(variant, rules::afterMove(variant, position, m), depth - 1, mode);
                rows.emplace_back(notation::formatFullPath(variant, m), count);
                total += count;
            }
            std::sort(rows.begin(), rows.end(),
                      [](const auto& a, const auto& b) { return cli::naturalLess(a.first, b.first); });
            for (const auto& [text, count] : rows)
                std::cout << text << ' ' << count << '\n';
        } else {
            total = rules::perft(variant, position, depth, mode);
        }
        std::cout << total << '\n';
        return 0;
    }
    if (command == "play")
        return playFile(args);
    if (command == "search")
        return cli::runSearch(args, std::cout);
    if (command == "match")
        return cli::runMatch(args, std::cout);
    throw UsageError((command.empty() ? "no command given" : "unknown command \"" + command + "\"") +
                     " (try: draughts-cli help)");
}

} // namespace

int main(int argc, char** argv)
{
    try {
        return run(cli::Arguments(argc, argv));
    } catch (const UsageError& error) {
        std::cerr << "draughts-cli: " << error.what() << '\n';
        return 2;
    }
}
