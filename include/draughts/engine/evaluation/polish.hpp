#pragma once

#include <draughts/core/position.hpp>
#include <draughts/engine/evaluation/men_and_kings.hpp>

namespace draughts::engine::evaluation::polish {

// Polish: 15 men a side on the 10x10 board, flying kings, maximum capture,
// and a man crowned in the middle of a capture stops there (polish.md §2.1,
// §4.2, §5.5, §6.1).
inline constexpr MenAndKingsWeights weights{
    .man = 100,
    // With fifteen men each the board is open and a king rules it sooner.
    .king = 320,
    .advanceOpening = {0, 0, 1, 3, 4, 5, 6, 8, 10, 0},
    .advanceEnding = {0, 3, 6, 10, 15, 21, 29, 40, 55, 0},
    .centre = 6,
    .edge = -4,
    .backRowGuard = 10,
    .imbalance = -2,
    .support = 2,
    .runaway = {0, 0, 0, 0, 0, 20, 35, 55, 80, 0},
    .kingMobility = 1,
    .mainDiagonal = 12,
    .threatOne = -15,
    .threatMore = -50,
    .tradeWhenAhead = 3,
    .drawishDivisor = 6,
};

// The value of `position` for its side to move, in centipieces: the
// learned evaluation (men_and_kings_features.hpp, weights in
// resources/eval/polish.weights), or the hand-made one when the
// library has no weights for the game.
Score evaluate(const core::Position& position);

// The hand-weighted terms above, kept to compare the learned evaluation with.
Score evaluateHandMade(const core::Position& position);

} // namespace draughts::engine::evaluation::polish
