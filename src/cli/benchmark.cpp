#include "benchmark.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/perft.hpp>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace draughts::cli {

namespace {

constexpr int runsPerFigure = 3; // each figure is the best of this many runs

struct Case {
    core::Variant variant;
    std::string label;
    std::string fen; // empty: the game's start position
    int depth;
    int quickDepth;
    std::uint64_t expectedLeaves; // at `depth`; 0 where no published figure is known
};

// The four International positions of the comparison with other generators
// (docs/performance.md), then the start position of every other game.
std::vector<Case> cases()
{
    using core::Variant;
    return {
        {Variant::International, "start", "B:W31-50:B1-20", 10, 5, 258'895'763},
        {Variant::International, "Woldouby", "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38", 14, 7,
         58'360'286},
        {Variant::International, "kings and men", "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46", 8, 4,
         86'724'219},
        {Variant::International, "8 v 8 kings", "W:WK23,K28,K32,K37,K41,K44,K46,K50:BK1,K5,K7,K10,K14,K19,K24,K26", 7,
         4, 45'561'634},
        {Variant::International, "all 40 pieces kings", "W:WK31-50:BK1-20", 9, 4, 8'558'321},
        {Variant::Polish, "start", "", 9, 5, 0},
        {Variant::TwentyVsTen, "start", "", 9, 5, 0},
        {Variant::CornerCheckers, "start", "", 10, 5, 0},
        {Variant::ToTheLastMan, "start", "", 11, 6, 0},
    };
}

std::string grouped(std::uint64_t n)
{
    std::string digits = std::to_string(n);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<std::size_t>(i), " ");
    return digits;
}

struct Timing {
    std::uint64_t leaves = 0;
    double bestSeconds = 0;
    bool consistent = true; // every run counted the same leaves
};

Timing timed(const Case& c, const core::Position& position, int depth, rules::PerftMode mode, int runs)
{
    Timing timing;
    for (int run = 0; run < runs; ++run) {
        const auto start = std::chrono::steady_clock::now();
        const std::uint64_t leaves = rules::perft(c.variant, position, depth, mode);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (run == 0 || seconds < timing.bestSeconds)
            timing.bestSeconds = seconds;
        if (run > 0 && leaves != timing.leaves)
            timing.consistent = false;
        timing.leaves = leaves;
    }
    return timing;
}

double millionsPerSecond(const Timing& t)
{
    return t.bestSeconds > 0 ? static_cast<double>(t.leaves) / t.bestSeconds / 1e6 : 0.0;
}

} // namespace

bool runBenchmark(std::ostream& out, bool quick)
{
    const int runs = quick ? 1 : runsPerFigure;
    out << "Perft leaves per second in millions, best of " << runs << (runs == 1 ? " run" : " runs")
        << ", one thread. Bulk counts the last ply's moves; full makes them.\n\n"
        << "game            position               depth              leaves   bulk M/s   full M/s\n";
    bool allCorrect = true;
    for (const Case& c : cases()) {
        const core::Position position =
            c.fen.empty() ? rules::startPosition(c.variant) : *notation::readFen(c.variant, c.fen);
        const int depth = quick ? c.quickDepth : c.depth;
        const Timing bulk = timed(c, position, depth, rules::PerftMode::Bulk, runs);
        const Timing full = timed(c, position, depth, rules::PerftMode::Full, runs);
        std::string problem;
        if (!bulk.consistent || !full.consistent || bulk.leaves != full.leaves)
            problem = "  WRONG: the runs disagree";
        else if (!quick && c.expectedLeaves != 0 && bulk.leaves != c.expectedLeaves)
            problem = "  WRONG: expected " + grouped(c.expectedLeaves);
        allCorrect = allCorrect && problem.empty();
        char line[200];
        std::snprintf(line, sizeof line, "%-15s %-22s %5d  %18s %10.1f %10.1f",
                      std::string(core::variantId(c.variant)).c_str(), c.label.c_str(), depth,
                      grouped(bulk.leaves).c_str(), millionsPerSecond(bulk), millionsPerSecond(full));
        out << line << problem << '\n' << std::flush;
    }
    return allCorrect;
}

} // namespace draughts::cli
