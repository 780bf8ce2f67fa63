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
#include <iterator>
#include <optional>
#include <string_view>
#include <string>
#include <vector>

namespace {

using namespace draughts;
using cli::UsageError;

std::vector<std::string> sortedMoveTexts(core::Variant variant, const core::MoveList& moves)
{
    std::vector<std::string> texts;
    for (const core::Move& m : moves)
        texts.push_back(notation::formatFullPath(variant, m));
    // Numeric order of squares reads naturally: 6-11 before 31-27.
    std::sort(texts.begin(), texts.end(),
              [](const std::string& a, const std::string& b) { return cli::naturalLess(a, b); });
    return texts;
}

int printUsage(const cli::Arguments&);

int printVersion(const cli::Arguments&)
{
    std::cout << "draughts-cli " << build::version << '\n';
    return 0;
}

int listVariants(const cli::Arguments& args)
{
    args.allowOnly({});
    for (core::Variant v : core::allVariants)
        std::cout << core::variantId(v) << '\t' << core::variantName(v) << '\n';
    return 0;
}

int printStartFen(const cli::Arguments& args)
{
    args.allowOnly({"--variant", "--rules"});
    const core::Variant variant = args.variant();
    std::cout << notation::writeFen(variant, rules::startPosition(variant, args.ruleSet(variant))) << '\n';
    return 0;
}

int listMoves(const cli::Arguments& args)
{
    args.allowOnly({"--variant", "--rules", "--fen"});
    const core::Variant variant = args.variant();
    core::MoveList moves;
    rules::generateMoves(variant, cli::positionFrom(args, variant), moves);
    for (const std::string& text : sortedMoveTexts(variant, moves))
        std::cout << text << '\n';
    return 0;
}

int countPerft(const cli::Arguments& args)
{
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

int runHubEngine(const cli::Arguments& args)
{
    args.allowOnly({"--threads", "--no-book", "--egdb"});
    const auto tables = args.value("--egdb");
    if (tables && tables->empty())
        throw UsageError("--egdb needs the folder of the games' endgame tables");
    hub::runEngine(std::cin, std::cout,
                   {"Draughts", std::string(build::version), "The Draughts Project developers", {}},
                   cli::searchThreads(args), !args.flag("--no-book"), tables.value_or(""));
    return 0;
}

// One form of a command: its name, what runs it and its usage after
// "draughts-cli " (lines after the first are printed as written). A command
// with several forms has a row per form; dispatch takes the first row of
// its name, and help prints every row in this order.
struct Command {
    std::string_view name;
    int (*run)(const cli::Arguments& args);
    std::string_view usage;
};

// "--version" is a flag (any command line with it prints the version): its
// row is here for its usage. "puzzles" parses the words after it as a
// command line of its own (main), so its rows are here for their usage too.
constexpr Command commands[] = {
    {"help", printUsage, "help"},
    {"--version", printVersion, "--version"},
    {"variants", listVariants, "variants"},
    {"fen", printStartFen, "fen --variant V [--rules R]"},
    {"moves", listMoves, "moves --variant V [--rules R] [--fen F]"},
    {"perft", countPerft, "perft --variant V [--rules R] [--fen F] --depth D [--divide] [--full]"},
    {"bench",
     [](const cli::Arguments& args) {
         args.allowOnly({"--quick"});
         return cli::runBenchmark(std::cout, args.flag("--quick")) ? 0 : 1;
     },
     "bench [--quick]"},
    {"play", cli::playGames, "play [--variant V] FILE"},
    {"rewrite", cli::rewriteGames, "rewrite [--variant V] FILE --out OUT"},
    {"index", cli::indexGames, "index [--variant V] FILE"},
    {"generate", cli::generateGames, "generate --variant V --games N [--seed S]"},
    {"search", [](const cli::Arguments& args) { return cli::runSearch(args, std::cout); },
     "search --variant V [--rules R] [--fen F] (--depth D | --movetime MS | --nodes N | --level L [--seed S])\n"
     "                [--lines N] [--eval learned|handmade] [--egdb DIR] [--threads T] [--no-book]\n"
     "                (--lines: N lines with different first moves, best first, 1 to 5)"},
    {"match", [](const cli::Arguments& args) { return cli::runMatch(args, std::cout); },
     "match --variant V [--rules R] (--levels A,B | --engine1 E --engine2 E) (--games N | --sprt \"elo0=0 elo1=5\" "
     "[--by-length])\n"
     "                          [--movetime MS | --nodes N] [--concurrency N] [--grace MS] [--openings FILE] "
     "[--max-plies N]\n"
     "                          [--name1 A --name2 B] [--pdn OUT] [--seed S] [--threads T] [--no-book]\n"
     "                          (E: level=L or a Hub engine's command; --threads: the level=L engines')"},
    {"openings", [](const cli::Arguments& args) { return cli::runOpenings(args, std::cout); },
     "openings --variant V [--count N] [--plies P] [--depth D] [--margin CP] [--seed S] [--fen F]"},
    {"book", [](const cli::Arguments& args) { return cli::runBook(args, std::cout); },
     "book --variant V (--depth D | --nodes N | --movetime MS) --out FILE [--plies P] [--margin CP] [--width K] "
     "[--threads T]"},
    {"match", [](const cli::Arguments& args) { return cli::runMatch(args, std::cout); },
     "match --variant international [--rules fmjd] --dxp HOST:PORT --games N [--movetime MS] [--moves N] [--pdn OUT] "
     "[--seed S] [--trace]\n"
     "                          [--threads T] [--no-book]"},
    {"egdb", [](const cli::Arguments& args) { return cli::runEgdb(args, std::cout); },
     "egdb build --variant V [--rules R] --pieces N --dir DIR [--threads T]"},
    {"egdb", [](const cli::Arguments& args) { return cli::runEgdb(args, std::cout); },
     "egdb probe --variant V [--rules R] --fen F --dir DIR [--each-move]"},
    {"egdb", [](const cli::Arguments& args) { return cli::runEgdb(args, std::cout); },
     "egdb check --variant V [--rules R] --pieces N --dir DIR [--samples K] [--seed S]"},
    {"selfplay", [](const cli::Arguments& args) { return cli::runSelfPlay(args, std::cout); },
     "selfplay --variant V --games N (--depth D | --nodes N) --out FILE [--seed S] [--threads T]\n"
     "                [--first-game G] [--random-plies A,B] [--starts FILE] [--noisy-plies N] [--noise CP] [--eval "
     "learned|handmade]"},
    {"train", [](const cli::Arguments& args) { return cli::runTrain(args, std::cout); },
     "train --variant V --samples FILE[,FILE...] --out WEIGHTS [--epochs N] [--batch N] [--rate R]\n"
     "                [--l2 X] [--counts-l2 X] [--validation PERCENT] [--threads T] [--seed S] [--compare] [--discount "
     "PLIES]"},
    {"puzzles", nullptr,
     "puzzles generate --variant V [--rules R] --count N --out FILE [--seed S] [--threads T] [--games G]\n"
     "                 [--from GAMES.pdn]"},
    {"puzzles", nullptr, "puzzles check [--variant V] [--nodes N] [--margin N] FILE"},
    {"puzzles", nullptr, "puzzles prune [--variant V] [--nodes N] [--margin N] FILE"},
    {"hub", runHubEngine,
     "hub [--threads T] [--no-book] [--egdb DIR]  (the engine on standard input/output, Hub protocol: docs/hub.md)"},
    {"dxp", [](const cli::Arguments& args) { return cli::runDxp(args, std::cout); },
     "dxp (--listen PORT | --connect HOST:PORT) [--initiate [--games N] [--moves N]] [--movetime MS] [--pdn OUT] "
     "[--trace]\n"
     "                        [--threads T] [--no-book]  (the engine over the network, DamExchange protocol: "
     "docs/dxp.md)"},
};

int printUsage(const cli::Arguments&)
{
    bool first = true;
    for (const Command& command : commands) {
        std::cout << (first ? "usage: " : "       ") << "draughts-cli " << command.usage << '\n';
        first = false;
    }
    return 0;
}

int run(const cli::Arguments& args)
{
    if (args.flag("--version"))
        return printVersion(args);
    if (args.flag("--help"))
        return printUsage(args);
    const std::string& name = args.command();
    const auto command = std::find_if(std::begin(commands), std::end(commands),
                                      [&](const Command& c) { return c.name == name && c.run != nullptr; });
    if (command == std::end(commands))
        throw UsageError((name.empty() ? "no command given" : "unknown command \"" + name + "\"") +
                         " (try: draughts-cli help)");
    return command->run(args);
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
