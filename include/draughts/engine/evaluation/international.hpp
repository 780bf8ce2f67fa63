#pragma once

#include <draughts/core/position.hpp>
#include <draughts/engine/evaluation/men_and_kings.hpp>

namespace draughts::engine::evaluation::international {

// International: 20 men a side, flying kings, maximum capture
// (international.md §2.1, §4.2, §5.5).
inline constexpr MenAndKingsWeights weights{
    .man = 100,
    // A king dominates long diagonals and is hard to catch: about three men.
    .king = 300,
    // Early on, racing forward only gives the opponent targets and costs
    // spare moves (tempo); in the endgame every row brings a king closer.
    .advanceOpening = {0, 0, 1, 2, 3, 4, 5, 6, 8, 0},
    .advanceEnding = {0, 2, 5, 9, 14, 20, 28, 38, 52, 0},
    .centre = 6,
    .edge = -4,
    // The back row (46-50 for White) stops breakthroughs to a king.
    .backRowGuard = 8,
    .imbalance = -3,
    .support = 2,
    .runaway = {0, 0, 0, 0, 0, 20, 35, 55, 80, 0},
    .kingMobility = 1,
    .mainDiagonal = 12,
    .threatOne = -15,
    .threatMore = -50,
    .tradeWhenAhead = 2,
    // Three kings cannot force a win against one king on the long diagonal.
    .drawishDivisor = 6,
};

// The value of `position` for its side to move, in centipieces: the
// learned evaluation (men_and_kings_features.hpp, weights in
// resources/eval/international.weights), or the hand-made one when the
// library has no weights for the game.
Score evaluate(const core::Position& position);

// The hand-weighted terms above, kept to compare the learned evaluation with.
Score evaluateHandMade(const core::Position& position);

} // namespace draughts::engine::evaluation::international
