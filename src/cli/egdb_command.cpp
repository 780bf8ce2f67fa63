#include "egdb_command.hpp"

#include <draughts/egdb/builder.hpp>
#include <draughts/egdb/database.hpp>
#include <draughts/egdb/table.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

namespace draughts::cli {

namespace {

// The tables hold the original rules' values: under the FMJD's rules the
// move limits of international.md §10.5 and §10.6 draw many of their wins.
void checkRules(const Arguments& args)
{
    if (args.ruleSet(args.variant()) != rules::RuleSet::Original)
        throw UsageError("the endgame tables are built for the original rules only (--rules original)");
}

std::filesystem::path folderOf(const Arguments& args)
{
    const auto dir = args.value("--dir");
    if (!dir || dir->empty())
        throw UsageError("missing --dir (the folder of the tables)");
    return *dir;
}

std::string fixed(double value, int decimals)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

// Ctrl+C or a request to end: the build stops after its current step and
// a slice solved by guided iteration saves where it stands.
std::atomic<bool> stopRequested{false};

extern "C" void requestStop(int) { stopRequested.store(true); }

int build(const Arguments& args, std::ostream& out)
{
    args.allowOnly({"--variant", "--rules", "--pieces", "--dir", "--threads"}, true);
    checkRules(args);
    egdb::BuildOptions options;
    options.variant = args.variant();
    options.pieces = args.integer("--pieces", 2, 7);
    options.folder = folderOf(args);
    const int cores = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    options.threads = args.value("--threads") ? args.integer("--threads", 1, 256) : cores;
    int shownPercent = -1;
    int shownRound = 0;
    const auto started = std::chrono::steady_clock::now();
    auto shownAt = started;
    options.progress = [&](const egdb::BuildProgress& p) {
        const std::string head = "slice " + std::to_string(p.sliceNumber) + "/" + std::to_string(p.sliceCount) + " " +
                                 p.slice + " (" + std::to_string(p.positions) + " positions)";
        switch (p.stage) {
        case egdb::BuildProgress::Stage::Kept: out << head << ": kept, its file is sound\n"; break;
        case egdb::BuildProgress::Stage::Building:
            if (!p.note.empty())
                out << head << ": building again: " << p.note << '\n';
            if (p.resumed)
                out << head << ": going on from the state an earlier build saved\n";
            // The rounds of guided iteration, for slices that take minutes,
            // and how far a round has gone when it takes long, with the
            // share of the positions decided (those still open at the end
            // are draws).
            if (p.positions >= 100000000 && p.round > 0 &&
                (p.round != shownRound || std::chrono::steady_clock::now() - shownAt >= std::chrono::minutes(5))) {
                shownRound = p.round;
                shownAt = std::chrono::steady_clock::now();
                const auto minutes = std::chrono::duration_cast<std::chrono::minutes>(shownAt - started);
                out << head << ": round " << p.round << ", " << static_cast<int>(p.roundDone * 100) << " % of it, "
                    << fixed(100.0 * static_cast<double>(p.decided) / static_cast<double>(p.positions), 1)
                    << " % of the positions decided (" << minutes.count() << " min into the build)\n";
            }
            if (p.positions >= 1000000 && static_cast<int>(p.sliceDone * 4) != shownPercent / 25) {
                shownPercent = static_cast<int>(p.sliceDone * 4) * 25;
                out << head << ": " << shownPercent << " %\n";
            }
            break;
        case egdb::BuildProgress::Stage::Saved: out << head << ": state saved, a later build goes on from it\n"; break;
        case egdb::BuildProgress::Stage::Built:
            shownPercent = -1;
            shownRound = 0;
            out << head << ": built in " << fixed(p.seconds, 1) << " s\n";
            break;
        }
        out.flush();
    };
    stopRequested.store(false);
    options.stop = &stopRequested;
    const auto oldInterrupt = std::signal(SIGINT, requestStop);
    const auto oldTerminate = std::signal(SIGTERM, requestStop);
    const egdb::BuildReport report = egdb::buildTables(options);
    std::signal(SIGINT, oldInterrupt);
    std::signal(SIGTERM, oldTerminate);
    if (report.stopped)
        out << "stopped: the same command goes on where this build stopped\n";
    out << core::variantId(options.variant) << " up to " << options.pieces
        << " pieces: " << report.slicesBuilt + report.slicesKept << " slices (" << report.slicesBuilt << " built, "
        << report.slicesKept << " kept), " << report.positions << " positions, " << report.bytes << " bytes, "
        << fixed(report.seconds, 1) << " s\n";
    return report.stopped ? 1 : 0;
}

// "win", "draw" or "loss", and the plies to the end of the game where the
// tables count them (`before` more for a move that leads to `position`):
// "loss 2".
std::string valueText(const egdb::Database& database, const core::Position& position, egdb::Wdl value, int before = 0)
{
    std::string text(egdb::wdlName(value));
    if (const auto plies = database.pliesToEnd(position))
        text += " " + std::to_string(*plies + before);
    return text;
}

int probe(const Arguments& args, std::ostream& out)
{
    args.allowOnly({"--variant", "--rules", "--fen", "--dir", "--each-move"}, true);
    checkRules(args);
    const core::Variant variant = args.variant();
    if (!args.value("--fen"))
        throw UsageError("missing --fen (the position to look up)");
    const core::Position position = positionFrom(args, variant);
    const egdb::Database database(variant, folderOf(args));
    const auto value = database.probe(position);
    for (const std::string& problem : database.problems())
        throw egdb::TableFileError(problem);
    if (!value) {
        out << "unknown: the position is not in the tables of " << database.folder().string() << '\n';
        return 1;
    }
    out << valueText(database, position, *value) << '\n';
    if (!args.flag("--each-move"))
        return 0;
    // Each legal move with what it leads to for the side making it.
    core::MoveList moves;
    rules::generateMoves(variant, position, moves);
    std::vector<std::pair<std::string, std::string>> rows;
    for (const core::Move& move : moves) {
        const core::Position next = rules::afterMove(variant, position, move);
        const bool sameSide = next.sideToMove == position.sideToMove;
        const auto after = database.probe(next);
        const std::string text =
            after ? valueText(database, next, sameSide ? *after : egdb::flipped(*after), 1) : "unknown";
        rows.emplace_back(notation::formatFullPath(variant, move), text);
    }
    std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return naturalLess(a.first, b.first); });
    for (const auto& [move, text] : rows)
        out << move << ' ' << text << '\n';
    return 0;
}

// Each slice of the given size checked against its moves on positions
// drawn at random (egdb::checkSlice). Exit 1 when one disagrees.
int checkTables(const Arguments& args, std::ostream& out)
{
    args.allowOnly({"--variant", "--rules", "--pieces", "--dir", "--samples", "--seed"}, true);
    checkRules(args);
    const core::Variant variant = args.variant();
    const int pieces = args.integer("--pieces", 2, egdb::Database::MaxPieces);
    const int samples = args.value("--samples") ? args.integer("--samples", 1, 100000000) : 100000;
    const int seed = args.value("--seed") ? args.integer("--seed", 0, 1000000000) : 1;
    const egdb::Database database(variant, folderOf(args));
    int failures = 0;
    for (int slice = 0; slice < static_cast<int>(database.layout().slices().size()); ++slice) {
        const egdb::Slice& s = database.layout().slices()[static_cast<std::size_t>(slice)];
        if (s.pieces != pieces)
            continue;
        const egdb::SliceCheck check =
            egdb::checkSlice(database, slice, static_cast<std::uint64_t>(samples), static_cast<std::uint64_t>(seed));
        out << "slice " << s.name << ": " << check.checked() << " positions, " << check.disagreeing.size()
            << " disagree with their moves (" << check.byValue[0] << " lost, " << check.byValue[1] << " drawn, "
            << check.byValue[2] << " won)\n";
        for (std::size_t i = 0; i < std::min<std::size_t>(check.disagreeing.size(), 10); ++i) {
            const egdb::Disagreement& d = check.disagreeing[i];
            out << "  " << notation::writeFen(variant, d.position) << ": the table says " << egdb::wdlName(d.table)
                << ", its moves " << egdb::wdlName(d.byMoves) << '\n';
        }
        failures += check.disagreeing.empty() ? 0 : 1;
    }
    return failures == 0 ? 0 : 1;
}

} // namespace

int runEgdb(const Arguments& args, std::ostream& out)
{
    const std::string& what = args.positional();
    if (what == "build")
        return build(args, out);
    if (what == "probe")
        return probe(args, out);
    if (what == "check")
        return checkTables(args, out);
    throw UsageError(what.empty() ? "egdb needs build, probe or check (try: draughts-cli help)"
                                  : "unknown egdb command \"" + what + "\" (expected build, probe or check)");
}

} // namespace draughts::cli
