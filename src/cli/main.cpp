// draughts-cli: the command-line contract over the rules library.

#include <draughts/build_info.hpp>
#include <draughts/core/position.hpp>
#include <draughts/hub/engine_session.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/egdb/table.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>
#include <draughts/rules/perft.hpp>

#include "arguments.hpp"
#include "benchmark.hpp"
#include "book_command.hpp"
#include "console.hpp"
#include "dxp_command.hpp"
#include "egdb_command.hpp"
#include "match_command.hpp"
#include "openings_command.hpp"
#include "pdn_commands.hpp"
#include "puzzles_command.hpp"
#include "search_command.hpp"
#include "training_commands.hpp"

#include <algorithm>
#include <iostream>
#include <optional>
#include <string_view>
#include <string>
#include <vector>

namespace {

using namespace draughts;
using cli::UsageError;

constexpr const char* usage =
    "usage: draughts-cli help\n"
    "       draughts-cli --version\n"
    "       draughts-cli variants\n"
    "       draughts-cli fen --variant V [--rules R]\n"
    "       draughts-cli moves --variant V [--rules R] [--fen F]\n"
    "       draughts-cli perft --variant V [--rules R] [--fen F] --depth D [--divide] [--full]\n"
    "       draughts-cli bench [--quick]\n"
    "       draughts-cli play [--variant V] FILE\n"
    "       draughts-cli index [--variant V] FILE\n"
    "       draughts-cli generate --variant V --games N [--seed S]\n"
    "       draughts-cli search --variant V [--rules R] [--fen F] (--depth D | --movetime MS | --nodes N | --level L [--seed S])\n"
    "                [--eval learned|handmade] [--egdb DIR] [--threads T] [--no-book]\n"
    "       draughts-cli match --variant V [--rules R] (--levels A,B | --engine1 E --engine2 E) (--games N | --sprt \"elo0=0 elo1=5\" [--by-length])\n"
    "                          [--movetime MS | --nodes N] [--concurrency N] [--grace MS] [--openings FILE] [--max-plies N]\n"
    "                          [--name1 A --name2 B] [--pdn OUT] [--seed S] [--threads T] [--no-book]\n"
    "                          (E: level=L or a Hub engine's command; --threads: the level=L engines')\n"
    "       draughts-cli openings --variant V [--count N] [--plies P] [--depth D] [--margin CP] [--seed S] [--fen F]\n"
    "       draughts-cli book --variant V (--depth D | --nodes N | --movetime MS) --out FILE [--plies P] [--margin CP] [--width K] [--threads T]\n"
    "       draughts-cli match --variant international [--rules fmjd] --dxp HOST:PORT --games N [--movetime MS] [--moves N] [--pdn OUT] [--seed S] [--trace]\n"
    "                          [--threads T] [--no-book]\n"
    "       draughts-cli egdb build --variant V [--rules R] --pieces N --dir DIR [--threads T]\n"
    "       draughts-cli egdb probe --variant V [--rules R] --fen F --dir DIR [--each-move]\n"
    "       draughts-cli egdb check --variant V [--rules R] --pieces N --dir DIR [--samples K] [--seed S]\n"
    "       draughts-cli selfplay --variant V --games N (--depth D | --nodes N) --out FILE [--seed S] [--threads T]\n"
    "                [--first-game G] [--random-plies A,B] [--starts FILE] [--noisy-plies N] [--noise CP] [--eval learned|handmade]\n"
    "       draughts-cli train --variant V --samples FILE[,FILE...] --out WEIGHTS [--epochs N] [--batch N] [--rate R]\n"
    "                [--l2 X] [--counts-l2 X] [--validation PERCENT] [--threads T] [--seed S] [--compare] [--discount PLIES]\n"
    "       draughts-cli puzzles generate --variant V [--rules R] --count N --out FILE [--seed S] [--threads T] [--games G]\n"
    "       draughts-cli puzzles check [--variant V] [--nodes N] [--margin N] FILE\n"
    "       draughts-cli hub [--threads T] [--no-book] [--egdb DIR]  (the engine on standard input/output, Hub protocol: docs/hub.md)\n"
    "       draughts-cli dxp (--listen PORT | --connect HOST:PORT) [--initiate [--games N] [--moves N]] [--movetime MS] [--pdn OUT] [--trace]\n"
    "                        [--threads T] [--no-book]  (the engine over the network, DamExchange protocol: docs/dxp.md)\n";

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

int run(const cli::Arguments& args)
{
    const std::string& command = args.command();
    if (args.flag("--version")) {
        std::cout << "draughts-cli " << build::version << '\n';
        return 0;
    }
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
        return cli::runBenchmark(std::cout, args.flag("--quick")) ? 0 : 1;
    }
    if (command == "fen") {
        args.allowOnly({"--variant", "--rules"});
        const core::Variant variant = args.variant();
        std::cout << notation::writeFen(variant, rules::startPosition(variant, args.ruleSet(variant))) << '\n';
        return 0;
    }
    if (command == "moves") {
        args.allowOnly({"--variant", "--rules", "--fen"});
        const core::Variant variant = args.variant();
        core::MoveList moves;
        rules::generateMoves(variant, cli::positionFrom(args, variant), moves);
        for (const std::string& text : sortedMoveTexts(variant, moves))
            std::cout << text << '\n';
        return 0;
    }
    if (command == "perft") {
        args.allowOnly({"--variant", "--rules", "--fen", "--depth", "--divide", "--full"});
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
        return cli::playGames(args);
    if (command == "index")
        return cli::indexGames(args);
    if (command == "generate")
        return cli::generateGames(args);
    if (command == "search")
        return cli::runSearch(args, std::cout);
    if (command == "match")
        return cli::runMatch(args, std::cout);
    if (command == "egdb")
        return cli::runEgdb(args, std::cout);
    if (command == "selfplay")
        return cli::runSelfPlay(args, std::cout);
    if (command == "train")
        return cli::runTrain(args, std::cout);
    if (command == "dxp")
        return cli::runDxp(args, std::cout);
    if (command == "openings")
        return cli::runOpenings(args, std::cout);
    if (command == "book")
        return cli::runBook(args, std::cout);
    if (command == "hub") {
        args.allowOnly({"--threads", "--no-book", "--egdb"});
        const auto tables = args.value("--egdb");
        if (tables && tables->empty())
            throw UsageError("--egdb needs the folder of the games' endgame tables");
        hub::runEngine(std::cin, std::cout, {"Draughts", std::string(build::version), "The Draughts Project developers", {}},
                       cli::searchThreads(args), !args.flag("--no-book"), tables.value_or(""));
        return 0;
    }
    throw UsageError((command.empty() ? "no command given" : "unknown command \"" + command + "\"") +
                     " (try: draughts-cli help)");
}

} // namespace

int main(int argc, char** argv)
{
    cli::useUtf8Console();
    std::vector<std::string> arguments = cli::utf8Arguments(argc, argv);
    std::vector<char*> pointers;
    for (std::string& argument : arguments)
        pointers.push_back(argument.data());
    try {
        // "puzzles" has commands of its own: they are parsed as a command line of their own.
        if (pointers.size() > 1 && std::string_view(pointers[1]) == "puzzles")
            return cli::runPuzzles(cli::Arguments(static_cast<int>(pointers.size()) - 1, pointers.data() + 1),
                                   std::cout, std::cerr);
        return run(cli::Arguments(static_cast<int>(pointers.size()), pointers.data()));
    } catch (const UsageError& error) {
        std::cerr << "draughts-cli: " << error.what() << '\n';
        return 2;
    } catch (const egdb::TableFileError& error) {
        std::cerr << "draughts-cli: " << error.what() << '\n';
        return 1;
    }
}
