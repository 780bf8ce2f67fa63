#pragma once

// What the learned evaluation of To the Last Man looks at: stones on the
// board and in hand, how often each stone was captured in a row (at three
// it cannot be jumped, last-man.md §5.4), forward steps (a side that can
// only step back is close to losing, §4.1, §8.2), threats (a capture flips
// a stone: a swing of two), and the stones of every region of the 8x8
// board (region_features.hpp). Every count is White's minus Black's (Black's
// seen from his side) and the regions are read from both sides, so a
// position and its colour-swapped twin score exact opposites.

#include "board_tables.hpp"
#include "region_features.hpp"

#include <draughts/core/position.hpp>
#include <draughts/rules/last_man.hpp>

#include <cstdint>

namespace draughts::engine::evaluation::last_man_features {

using core::Bitboard;
using B = rules::Board8;

enum Dense : std::uint32_t {
    Stones,
    HandStones,
    Immune, // captured three times in a row
    Twice,  // captured twice: once more and it is the opponent's, immune
    Once,
    Tempo, // the sum of the stones' ranks
    ForwardSteps,
    OnlyBackward, // stones on the board, none of which can step forward
    ThreatOne,    // the side to move has one stone the opponent can jump ...
    ThreatMore,   // ... or more
    ToMove,
    AtMostStones, // a side with at most 1, 2, ... 6 stones left, board and hand (6 weights)
    DenseCount = AtMostStones + 6,
};

inline constexpr std::uint32_t PatternBase = DenseCount;
inline constexpr std::uint32_t WeightCount = PatternBase + regions::Layout<B>::weights;

struct SideCounts {
    int stones = 0;
    int hand = 0;
    int immune = 0;
    int twice = 0;
    int once = 0;
    int tempo = 0;
    int steps = 0;
};

template <core::Side S>
DRAUGHTS_INLINE SideCounts countSide(const core::Position& p, const BoardTables& t, Bitboard empty)
{
    constexpr std::size_t s = S == core::Side::White ? 0 : 1;
    constexpr int forward = S == core::Side::White ? -1 : 1;
    const Bitboard own = p.pieces(S);
    SideCounts c;
    c.stones = count(own);
    c.hand = p.hand[s];
    core::forEachSquare(own, [&](core::Square sq) {
        c.tempo += t.rank[s][sq];
        const int captured = p.captureCount[sq];
        c.immune += captured >= rules::ToTheLastMan::captureLimit;
        c.twice += captured == rules::ToTheLastMan::captureLimit - 1;
        c.once += captured == 1;
    });
    c.steps = count(rules::shifted(own, forward * B::stepShort) & empty) +
              count(rules::shifted(own, forward * B::stepLong) & empty);
    return c;
}

// The stones of the side to move that an enemy stone can jump now (stones
// capture forwards only, last-man.md §5.1; immune ones cannot be taken).
DRAUGHTS_INLINE int threatened(const core::Position& p, Bitboard empty)
{
    const core::Side us = p.sideToMove;
    const core::Side them = core::opposite(us);
    Bitboard immune = 0;
    core::forEachSquare(p.pieces(us), [&](core::Square sq) {
        if (p.captureCount[sq] >= rules::ToTheLastMan::captureLimit)
            immune |= core::bitOf(sq);
    });
    return count(menThreats<B>(p.pieces(us) & ~immune, p.pieces(them), empty, them, false));
}

// The features of `p` (White's view).
template <class Sink>
DRAUGHTS_INLINE void visitFeatures(const core::Position& p, const BoardTables& t, Sink& sink)
{
    regions::visitBothViews<B>(p.white, p.black, PatternBase, sink);
    const Bitboard empty = t.playing & ~p.occupied();
    const SideCounts w = countSide<core::Side::White>(p, t, empty);
    const SideCounts b = countSide<core::Side::Black>(p, t, empty);
    sink.dense(Stones, w.stones - b.stones, 1);
    sink.dense(HandStones, w.hand - b.hand, 1);
    sink.dense(Immune, w.immune - b.immune, 1);
    sink.dense(Twice, w.twice - b.twice, 1);
    sink.dense(Once, w.once - b.once, 1);
    sink.dense(Tempo, w.tempo - b.tempo, 1);
    sink.dense(ForwardSteps, w.steps - b.steps, 1);
    sink.dense(OnlyBackward, (w.stones > 0 && w.steps == 0) - (b.stones > 0 && b.steps == 0), 1);
    const int toMove = p.sideToMove == core::Side::White ? 1 : -1;
    const int threats = threatened(p, empty);
    sink.dense(ThreatOne, threats == 1 ? toMove : 0, 1);
    sink.dense(ThreatMore, threats > 1 ? toMove : 0, 1);
    sink.dense(ToMove, toMove, 1);
    const int whiteAll = w.stones + w.hand;
    const int blackAll = b.stones + b.hand;
    for (std::uint32_t k = 0; k < 6; ++k) {
        const int limit = static_cast<int>(k) + 1;
        if ((whiteAll <= limit) != (blackAll <= limit))
            sink.dense(AtMostStones + k, (whiteAll <= limit) - (blackAll <= limit), 1);
    }
}

} // namespace draughts::engine::evaluation::last_man_features
