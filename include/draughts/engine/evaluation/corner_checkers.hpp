#pragma once

#include <draughts/core/position.hpp>
#include <draughts/engine/score.hpp>

#include <array>

namespace draughts::engine::evaluation::corner_checkers {

// Corner Checkers: 12 men a side in opposite corners of the light squares;
// a man is crowned only on the two squares beside the opponent's corner
// (i10 and j9 for White, b1 and a2 for Black; corner.md §2.1, §6.1). Tables indexed by distance
// count the steps a man still needs to reach the nearer crowning square it
// can reach (1 = one step away).
struct Weights {
    Score man = 100;
    Score king = 300;
    std::array<Score, 10> crowningDistance{}; // a man that can still reach a crowning square
    Score stranded = 0;                       // a man that can reach neither (it passed them by)
    // A man standing on one of the opponent's crowning squares (in its own
    // corner) keeps it from being crowned on: the back-row guard of this game.
    Score cornerGuard = 0;
    // A man with no enemy piece on any square of its way to a crowning square.
    std::array<Score, 10> runaway{};
    Score centre = 0;         // a man in the middle of the board (files c-h, ranks 3-8)
    Score kingMobility = 0;   // per empty square a king reaches
    Score threatOne = 0;      // the side to move has one piece an enemy man can jump
    Score threatMore = 0;     // ... two or more
    Score tradeWhenAhead = 0; // per piece off the board, for the side ahead in material
    int drawishDivisor = 1;   // a few pieces against a king
};

inline constexpr Weights weights{
    .man = 100,
    .king = 300,
    .crowningDistance = {0, 60, 46, 35, 27, 21, 16, 12, 9, 6},
    .stranded = -12,
    .cornerGuard = 18,
    .runaway = {0, 80, 60, 45, 30, 20, 10, 0, 0, 0},
    .centre = 4,
    .kingMobility = 1,
    .threatOne = -15,
    .threatMore = -50,
    .tradeWhenAhead = 2,
    .drawishDivisor = 6,
};

// The value of `position` for its side to move, in centipieces: the
// learned evaluation (weights in resources/eval/corner.weights), or the
// hand-made one when the library has no weights for the game.
Score evaluate(const core::Position& position);

// The hand-weighted terms above, kept to compare the learned evaluation with.
Score evaluateHandMade(const core::Position& position);

} // namespace draughts::engine::evaluation::corner_checkers
