#include "benchmark.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/perft.hpp>

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace draughts::cli {

namespace {

struct Case {
    core::Variant variant;
    std::string label;
    std::string fen; // empty: the game's start position
    int depth;
    int quickDepth;
};

std::vector<Case> cases()
{
    using core::Variant;
    return {
        {Variant::International, "start, White to move", "W:W31-50:B1-20", 10, 5},
        {Variant::International, "all 40 pieces kings", "W:WK31-50:BK1-20", 9, 4},
        {Variant::International, "kings and men", "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46", 8, 4},
        {Variant::International, "tactical middle game", "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38", 14, 5},
        {Variant::Polish, "start", "", 9, 5},
        {Variant::TwentyVsTen, "start", "", 9, 5},
        {Variant::CornerCheckers, "start", "", 10, 5},
        {Variant::ToTheLastMan, "start", "", 11, 6},
    };
}

std::string grouped(std::uint64_t n)
{
    std::string digits = std::to_string(n);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<std::size_t>(i), " ");
    return digits;
}

} // namespace

void runBenchmark(std::ostream& out, bool quick)
{
    out << "game            position                 depth  mode            leaves     seconds  Mleaves/s\n";
    for (const Case& c : cases()) {
        const core::Position position =
            c.fen.empty() ? rules::startPosition(c.variant) : *notation::readFen(c.variant, c.fen);
        const int depth = quick ? c.quickDepth : c.depth;
        for (rules::PerftMode mode : {rules::PerftMode::Bulk, rules::PerftMode::Full}) {
            const auto start = std::chrono::steady_clock::now();
            const std::uint64_t leaves = rules::perft(c.variant, position, depth, mode);
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            char line[200];
            std::snprintf(line, sizeof line, "%-15s %-24s %5d  %-5s %16s %10.2f %10.1f\n",
                          std::string(core::variantId(c.variant)).c_str(), c.label.c_str(), depth,
                          mode == rules::PerftMode::Bulk ? "bulk" : "full", grouped(leaves).c_str(), seconds,
                          seconds > 0 ? static_cast<double>(leaves) / seconds / 1e6 : 0.0);
            out << line << std::flush;
        }
    }
}

} // namespace draughts::cli
