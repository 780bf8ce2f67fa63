#include "crowning_paths.hpp"

#include "board_tables.hpp"

#include <draughts/rules/corner_checkers.hpp>

#include <cstdlib>

namespace draughts::engine::evaluation {

namespace {

using core::Bitboard;
using core::Side;
using core::Square;
using core::Variant;

CrowningPaths buildPaths()
{
    const BoardTables& t = boardTables(Variant::CornerCheckers);
    CrowningPaths paths;
    for (const Side side : {Side::White, Side::Black}) {
        const std::size_t s = static_cast<std::size_t>(BoardTables::index(side));
        const Bitboard targets = rules::CornerCheckers::promotionSquares(side);
        core::forEachSquare(t.playing, [&](Square from) {
            int best = 0;
            Bitboard way = 0;
            core::forEachSquare(targets, [&](Square target) {
                const int steps = t.rank[s][target] - t.rank[s][from];
                if (steps <= 0 || std::abs(t.file[target] - t.file[from]) > steps)
                    return;
                Bitboard squares = 0;
                core::forEachSquare(t.playing, [&](Square on) {
                    const int fromStart = t.rank[s][on] - t.rank[s][from];
                    const int toEnd = t.rank[s][target] - t.rank[s][on];
                    if (fromStart > 0 && toEnd >= 0 && std::abs(t.file[on] - t.file[from]) <= fromStart &&
                        std::abs(t.file[target] - t.file[on]) <= toEnd)
                        squares |= core::bitOf(on);
                });
                if (best == 0 || steps < best) {
                    best = steps;
                    way = squares;
                } else if (steps == best) {
                    way |= squares;
                }
            });
            paths.distance[s][from] = best;
            paths.way[s][from] = way;
        });
    }
    return paths;
}

} // namespace

const CrowningPaths& cornerCrowningPaths()
{
    static const CrowningPaths paths = buildPaths();
    return paths;
}

} // namespace draughts::engine::evaluation
