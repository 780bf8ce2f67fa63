#pragma once

// What the learned evaluation of Corner Checkers looks at: material, how
// far each man is from the nearer crowning square it can still reach (the
// game crowns on two squares only, corner.md §6.1), whether its way there
// is free, and the men of every region (region_features.hpp). Every count
// is White's minus Black's (Black's seen from his side) and the regions
// are read from both sides, so a position and its colour-swapped twin
// score exact opposites.

#include "board_tables.hpp"
#include "crowning_paths.hpp"
#include "material_features.hpp"
#include "men_and_kings_terms.hpp"
#include "region_features.hpp"

#include <draughts/core/position.hpp>
#include <draughts/rules/corner_checkers.hpp>

#include <array>
#include <cstdint>

namespace draughts::engine::evaluation::corner {

using core::Bitboard;

enum Dense : std::uint32_t {
    MenOpening, // scaled by the share of men still on the board ...
    MenEnding,  // ... and by the share gone
    Kings,
    FirstKing,
    MenWhenBothHaveKings,
    KingsWhenBothHaveKings,
    MenFewAgainstKing, // three pieces or fewer cannot trap a king
    KingsFewAgainstKing,
    CornerGuard, // a man on one of the opponent's crowning squares
    ToMove,
    ToMoveEnding,
    ManSteps,
    ThreatOne,
    ThreatMore,
    KingReach,
    Distance,                // men by steps to the nearer reachable crowning square, 0: none reachable (10 weights)
    FreeWay = Distance + 10, // men whose every shortest way there is free of enemy pieces, by steps (10 weights)
    DenseCount = FreeWay + 10,
};

static_assert(static_cast<int>(MenOpening) == static_cast<int>(material::MenOpening) &&
                  static_cast<int>(KingsFewAgainstKing) == static_cast<int>(material::KingsFewAgainstKing),
              "the material features come first, in material_features.hpp's order");
inline constexpr std::uint32_t PatternBase = DenseCount;
inline constexpr std::uint32_t WeightCount = PatternBase + regions::Layout<rules::Board10>::weights;

struct SideCounts {
    int men = 0;
    int kings = 0;
    int steps = 0;
    int kingReach = 0;
    int guards = 0;
    std::array<int, 10> distance{};
    std::array<int, 10> freeWay{};
};

template <core::Side S>
DRAUGHTS_INLINE SideCounts countSide(const core::Position& p, const CrowningPaths& paths, Bitboard empty)
{
    using B = rules::Board10;
    constexpr std::size_t s = S == core::Side::White ? 0 : 1;
    constexpr int forward = S == core::Side::White ? -1 : 1;
    const Bitboard men = p.men(S);
    const Bitboard kings = p.kingsOf(S);
    const Bitboard enemy = p.pieces(core::opposite(S));
    SideCounts c;
    c.men = count(men);
    c.kings = count(kings);
    c.steps = count(rules::shifted(men, forward * B::stepShort) & empty) +
              count(rules::shifted(men, forward * B::stepLong) & empty);
    c.guards = count(men & rules::CornerCheckers::promotionSquares(core::opposite(S)));
    core::forEachSquare(men, [&](core::Square sq) {
        const auto distance = static_cast<std::size_t>(paths.distance[s][sq]);
        ++c.distance[distance];
        if (distance > 0 && (paths.way[s][sq] & enemy) == 0)
            ++c.freeWay[distance];
    });
    core::forEachSquare(kings, [&](core::Square sq) { c.kingReach += kingReach(sq, empty); });
    return c;
}

// The features of `p` (White's view); `startMen` is both sides' men at the start.
template <class Sink>
DRAUGHTS_INLINE void visitFeatures(const core::Position& p, const BoardTables& t, const CrowningPaths& paths,
                                   int startMen, Sink& sink)
{
    regions::visitBothViews<rules::Board10>(p.white & ~p.kings, p.black & ~p.kings, PatternBase, sink);
    const Bitboard empty = t.playing & ~p.occupied();
    const SideCounts w = countSide<core::Side::White>(p, paths, empty);
    const SideCounts b = countSide<core::Side::Black>(p, paths, empty);
    const int men = w.men + b.men;
    const int gone = startMen - men;
    material::visitMaterial({w.men, w.kings}, {b.men, b.kings}, startMen, sink);
    sink.dense(CornerGuard, w.guards - b.guards, 1);
    const int toMove = p.sideToMove == core::Side::White ? 1 : -1;
    sink.dense(ToMove, toMove, 1);
    sink.dense(ToMoveEnding, toMove * gone, startMen);
    sink.dense(ManSteps, w.steps - b.steps, 1);
    const core::Side us = p.sideToMove;
    const int threatened =
        count(menThreats<rules::Board10>(p.pieces(us), p.men(core::opposite(us)), empty, core::opposite(us), true));
    sink.dense(ThreatOne, threatened == 1 ? toMove : 0, 1);
    sink.dense(ThreatMore, threatened > 1 ? toMove : 0, 1);
    sink.dense(KingReach, w.kingReach - b.kingReach, 1);
    for (std::uint32_t d = 0; d < 10; ++d) {
        if (w.distance[d] != b.distance[d])
            sink.dense(Distance + d, w.distance[d] - b.distance[d], 1);
        if (w.freeWay[d] != b.freeWay[d])
            sink.dense(FreeWay + d, w.freeWay[d] - b.freeWay[d], 1);
    }
}

} // namespace draughts::engine::evaluation::corner
