#pragma once

// The hand (last-man.md §6.2): a stone that went to its owner's hand must
// be placed on a free square of his first row at his next turn, before the
// regular move; at most one a turn; with the row full it waits for the
// first turn with a free square.

#include <draughts/core/position.hpp>
#include <draughts/core/types.hpp>

#include <cstddef>

namespace draughts::rules {

// Whether the side to move must place a stone from hand before his regular
// move: he has one, has placed none this turn, and a square of his first
// row is free (last-man.md §6.2). Never in a game without a hand.
template <class P>
constexpr bool placementDue(const core::Position& position)
{
    if constexpr (!P::hasHand) {
        (void)position;
        return false;
    } else {
        const core::Side us = position.sideToMove;
        return position.hand[static_cast<std::size_t>(us)] > 0 && !position.placedThisTurn &&
               (P::homeRow(us) & ~position.occupied()) != 0;
    }
}

} // namespace draughts::rules
