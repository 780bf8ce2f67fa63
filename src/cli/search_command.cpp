#include "search_command.hpp"

#include "training_commands.hpp"

#include <draughts/egdb/database.hpp>
#include <draughts/engine/engine.hpp>
#include <draughts/engine/level.hpp>
#include <draughts/notation/move_text.hpp>

#include <chrono>
#include <cstddef>
#include <memory>
#include <vector>

namespace draughts::cli {

namespace {

// The most lines `--lines` asks for: what the window's Think Along shows.
constexpr int MaxLines = 5;

void printLine(std::ostream& out, core::Variant variant, const std::vector<core::Move>& moves)
{
    for (const core::Move& m : moves)
        out << ' ' << notation::formatFullPath(variant, m);
}

// "info depth D [line K] score S nodes N time MS pv M...": one line of the
// search keeps the output scripts read, and only more say their number.
void printInfoLine(std::ostream& out, core::Variant variant, const engine::SearchInfo& info, int depth,
                   engine::Score score, const std::vector<core::Move>& pv, std::size_t number)
{
    out << "info depth " << depth;
    if (number > 0)
        out << " line " << number;
    out << " score " << scoreText(score) << " nodes " << info.nodes << " time " << info.time.count() << " pv";
    printLine(out, variant, pv);
    out << '\n';
}

} // namespace

std::string scoreText(engine::Score score)
{
    if (engine::isWin(score))
        return "win " + std::to_string(engine::pliesToEnd(score));
    if (engine::isLoss(score))
        return "loss " + std::to_string(engine::pliesToEnd(score));
    if (engine::isTableWin(score))
        return "win";
    if (engine::isTableLoss(score))
        return "loss";
    return std::to_string(score);
}

int runSearch(const Arguments& args, std::ostream& out)
{
    args.allowOnly({"--variant", "--rules", "--fen", "--depth", "--movetime", "--nodes", "--level", "--seed", "--eval",
                    "--egdb", "--threads", "--no-book", "--lines"});
    const core::Variant variant = args.variant();
    const core::Position position = positionFrom(args, variant);
    engine::SearchLimits limits;
    const bool byLevel = args.flag("--level");
    if (byLevel) {
        if (args.flag("--depth") || args.flag("--nodes"))
            throw UsageError("--level sets the depth itself; give --movetime at most with it");
        const engine::Level level =
            engine::levelSettings(args.integer("--level", engine::WeakestLevel, engine::StrongestLevel));
        const auto moveTime = args.flag("--movetime")
                                  ? engine::Milliseconds{args.integer("--movetime", 1, Arguments::MaxMilliseconds)}
                                  : engine::DefaultMoveTime;
        const auto seed =
            args.flag("--seed") ? static_cast<std::uint64_t>(args.integer("--seed", 0, Arguments::MaxCount)) : 1U;
        limits = engine::levelLimits(level, seed, moveTime);
        if (args.flag("--no-book"))
            limits.book = 0;
    } else {
        if (!args.flag("--depth") && !args.flag("--movetime") && !args.flag("--nodes"))
            throw UsageError("search needs --depth, --movetime, --nodes or --level");
        if (args.flag("--seed") || args.flag("--no-book"))
            throw UsageError("--seed and --no-book only matter with --level");
        if (args.flag("--depth"))
            limits.depth = args.integer("--depth", 1, engine::MaxDepth);
        if (args.flag("--movetime"))
            limits.time = engine::Milliseconds{args.integer("--movetime", 1, Arguments::MaxMilliseconds)};
        if (args.flag("--nodes"))
            limits.nodes = static_cast<std::uint64_t>(args.integer("--nodes", 1, Arguments::MaxCount));
    }

    if (args.flag("--lines"))
        limits.lines = args.integer("--lines", 1, MaxLines);

    engine::EngineConfig config;
    config.threads = searchThreads(args);
    if (args.flag("--eval"))
        config.evaluation = evaluationKind(*args.value("--eval"), "--eval");
    if (const auto folder = args.value("--egdb")) {
        if (folder->empty())
            throw UsageError("--egdb needs the folder of the endgame tables");
        config.endgameTables = std::make_shared<const egdb::Database>(variant, *folder);
    }
    engine::Engine engine(variant, config);
    // Under the FMJD's rules the position's draw counts start here, as in a
    // game loaded from a position (international.md §10.7).
    const engine::GameRules gameRules{args.ruleSet(variant), rules::fmjdCountersAt(position)};
    const auto printInfo = [&](const engine::SearchInfo& info) {
        if (limits.lines <= 1)
            printInfoLine(out, variant, info, info.depth, info.score, info.pv, 0);
        for (std::size_t i = 0; limits.lines > 1 && i < info.lines.size(); ++i)
            printInfoLine(out, variant, info, info.lines[i].depth, info.lines[i].score, info.lines[i].pv, i + 1);
        out << std::flush;
    };
    const auto result = engine.search(position, limits, printInfo, {}, gameRules);
    if (result.tables) {
        // What the endgame tables say of the position for the side to move.
        const egdb::Wdl value = *result.tables;
        out << "tables " << (value == egdb::Wdl::Win ? "won" : value == egdb::Wdl::Loss ? "lost" : "drawn") << '\n';
    }
    if (result.fromBook)
        out << "book score " << scoreText(result.score) << '\n';
    out << "bestmove " << (result.hasMove ? notation::formatFullPath(variant, result.bestMove) : "none") << '\n';
    return 0;
}

} // namespace draughts::cli
