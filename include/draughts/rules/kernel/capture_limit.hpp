#pragma once

// The capture limit (last-man.md §5.4): a stone captured that many times
// since it last moved cannot be jumped; it blocks like any other piece.

#include <draughts/core/position.hpp>
#include <draughts/core/types.hpp>

namespace draughts::rules {

// The pieces of `position` that may not be jumped: those at the game's
// capture limit (none where the game has no limit).
template <class P>
constexpr core::Bitboard unjumpable(const core::Position& position)
{
    if constexpr (P::captureLimit == 0) {
        (void)position;
        return 0;
    } else {
        core::Bitboard blocked = 0;
        core::forEachSquare(position.occupied(), [&](core::Square s) {
            if (position.captureCount[s] >= P::captureLimit)
                blocked |= core::bitOf(s);
        });
        return blocked;
    }
}

} // namespace draughts::rules
