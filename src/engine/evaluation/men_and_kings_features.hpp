#pragma once

// What the learned evaluation of the 10x10 games with men and flying kings
// (International, Polish) looks at: a few counts over the whole board and
// the men of every region (region_features.hpp). docs/engine.md, "The
// learned evaluations", says why each is there.
//
// Every count is White's minus Black's (Black's seen from his side), and
// the regions are read from both sides: a position and its colour-swapped
// twin score exact opposites, and one weight serves both colours.
//
// visitFeatures() hands each feature to a sink: the engine's evaluation
// adds up the weights, the trainer collects the features. Both go through
// the same code, so what is trained is what is played.

#include "board_tables.hpp"
#include "material_features.hpp"
#include "men_and_kings_terms.hpp"
#include "region_features.hpp"
#include <draughts/support/multiversion.hpp>

#include <draughts/core/position.hpp>
#include <draughts/rules/board.hpp>
#include <draughts/rules/geometry.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>

namespace draughts::engine::evaluation::men_and_kings {

using core::Bitboard;

// The counts over the whole board, White's minus Black's. "Opening" and
// "Ending" variants are the same count scaled by the share of men still on
// the board (phase) and by the share gone, so that a count may weigh
// differently early and late.
enum Dense : std::uint32_t {
    MenOpening,
    MenEnding,
    Kings,
    FirstKing,            // having a king at all
    MenWhenBothHaveKings, // material matters less when each side has a king ...
    KingsWhenBothHaveKings,
    MenFewAgainstKing, // ... and three pieces or fewer cannot trap a king
    KingsFewAgainstKing,
    TempoOpening, // the sum of the men's ranks
    TempoEnding,
    ToMove, // the side to move
    ToMoveEnding,
    ManSteps,   // steps forward the men could make
    ThreatOne,  // the side to move has one piece an enemy man can jump ...
    ThreatMore, // ... or more
    KingReach,  // empty squares the kings reach along their diagonals
    KingOnLongDiagonal,
    Balance, // men on the left half against the right half, beyond one
    Runaway, // a man with no enemy piece ahead of it, by its rank (10 weights)
    DenseCount = Runaway + 10,
};

using Regions = regions::Layout<rules::Board10>;
inline constexpr int Rows = Regions::rows;
static_assert(static_cast<int>(MenOpening) == static_cast<int>(material::MenOpening) &&
                  static_cast<int>(KingsFewAgainstKing) == static_cast<int>(material::KingsFewAgainstKing),
              "the material features come first, in material_features.hpp's order");
inline constexpr std::uint32_t PatternBase = DenseCount;
inline constexpr std::uint32_t WeightCount = PatternBase + Regions::weights;

// The rows whose rank (counted from White's back row) has bit `bit` set.
constexpr Bitboard rankBitRows(int bit)
{
    Bitboard set = 0;
    for (int r = 0; r < Rows; ++r)
        if (((Rows - 1 - r) >> bit) & 1)
            set |= Regions::rowMask(r);
    return set;
}

// One side's counts for the dense features.
struct SideCounts {
    int men = 0;
    int kings = 0;
    int tempo = 0;
    int steps = 0;
    int kingReach = 0;
    int kingsOnLongDiagonal = 0;
    int balance = 0;
    std::array<int, 10> runaway{};
};

template <core::Side S>
DRAUGHTS_INLINE SideCounts countSide(const core::Position& p, const BoardTables& t, Bitboard empty)
{
    using B = rules::Board10;
    constexpr core::Side enemySide = core::opposite(S);
    constexpr std::size_t s = S == core::Side::White ? 0 : 1;
    const Bitboard men = p.men(S);
    const Bitboard kings = p.kingsOf(S);
    SideCounts c;
    c.men = count(men);
    c.kings = count(kings);
    int whiteRanks = 0; // the sum of the men's ranks counted from White's back row, a bit at a time
    for (int bit = 0; bit < 4; ++bit)
        whiteRanks += count(men & rankBitRows(bit)) << bit;
    c.tempo = S == core::Side::White ? whiteRanks : (Rows - 1) * c.men - whiteRanks;
    constexpr int forward = S == core::Side::White ? -1 : 1;
    c.steps = count(rules::shifted(men, forward * B::stepShort) & empty) +
              count(rules::shifted(men, forward * B::stepLong) & empty);
    c.balance = std::max(0, std::abs(2 * count(men & t.leftHalf) - c.men) - 1);
    if (p.kingsOf(enemySide) == 0) {
        const Bitboard free = freeMen<rules::Board10, S>(men, p.pieces(enemySide));
        core::forEachSquare(free, [&](core::Square sq) { ++c.runaway[static_cast<std::size_t>(t.rank[s][sq])]; });
    }
    if (kings != 0) {
        core::forEachSquare(kings, [&](core::Square sq) { c.kingReach += kingReach(sq, empty); });
        c.kingsOnLongDiagonal = count(kings & t.longDiagonal);
    }
    return c;
}

// The features of `p` (White's view). `startMen` is both sides' men at the
// start (the phase is the share of them still on the board); `t` the
// board tables of a 10x10 game.
template <class Sink>
DRAUGHTS_INLINE void visitFeatures(const core::Position& p, const BoardTables& t, int startMen, Sink& sink)
{
    regions::visitBothViews<rules::Board10>(p.white & ~p.kings, p.black & ~p.kings, PatternBase, sink);
    const Bitboard empty = t.playing & ~p.occupied();
    const SideCounts w = countSide<core::Side::White>(p, t, empty);
    const SideCounts b = countSide<core::Side::Black>(p, t, empty);
    const int men = w.men + b.men;
    const int gone = startMen - men;
    material::visitMaterial({w.men, w.kings}, {b.men, b.kings}, startMen, sink);
    sink.dense(TempoOpening, (w.tempo - b.tempo) * men, startMen);
    sink.dense(TempoEnding, (w.tempo - b.tempo) * gone, startMen);
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
    sink.dense(KingOnLongDiagonal, w.kingsOnLongDiagonal - b.kingsOnLongDiagonal, 1);
    sink.dense(Balance, w.balance - b.balance, 1);
    for (std::uint32_t r = 0; r < 10; ++r)
        if (w.runaway[r] != b.runaway[r])
            sink.dense(Runaway + r, w.runaway[r] - b.runaway[r], 1);
}

} // namespace draughts::engine::evaluation::men_and_kings
