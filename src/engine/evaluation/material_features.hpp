#pragma once

// The material features that the learned evaluations of the games with
// men and kings share (International, Polish, Corner Checkers): the first
// eight counts of each of their feature sets, in this order.

#include <draughts/support/multiversion.hpp>

#include <cstdint>

namespace draughts::engine::evaluation::material {

enum Dense : std::uint32_t {
    MenOpening, // scaled by the share of men still on the board ...
    MenEnding,  // ... and by the share gone
    Kings,
    FirstKing,
    MenWhenBothHaveKings,
    KingsWhenBothHaveKings,
    MenFewAgainstKing, // three pieces or fewer cannot trap a king
    KingsFewAgainstKing,
    Count
};

// One side's men and kings.
struct Army {
    int men = 0;
    int kings = 0;
};

// Hands the material features of White `w` against Black `b` to `sink`,
// each White's minus Black's; `startMen` is both sides' men at the start.
template <class Sink>
DRAUGHTS_INLINE void visitMaterial(Army w, Army b, int startMen, Sink& sink)
{
    const int men = w.men + b.men;
    const int gone = startMen - men;
    const int menDiff = w.men - b.men;
    const int kingDiff = w.kings - b.kings;
    sink.dense(MenOpening, menDiff * men, startMen);
    sink.dense(MenEnding, menDiff * gone, startMen);
    sink.dense(Kings, kingDiff, 1);
    sink.dense(FirstKing, (w.kings > 0) - (b.kings > 0), 1);
    const int bothKings = w.kings > 0 && b.kings > 0;
    sink.dense(MenWhenBothHaveKings, bothKings * menDiff, 1);
    sink.dense(KingsWhenBothHaveKings, bothKings * kingDiff, 1);
    const int fewAgainstKing = (w.kings > 0 && b.men + b.kings <= 3) + (b.kings > 0 && w.men + w.kings <= 3);
    sink.dense(MenFewAgainstKing, fewAgainstKing * menDiff, 1);
    sink.dense(KingsFewAgainstKing, fewAgainstKing * kingDiff, 1);
}

} // namespace draughts::engine::evaluation::material
