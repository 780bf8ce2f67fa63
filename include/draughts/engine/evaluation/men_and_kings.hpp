#pragma once

#include <draughts/engine/score.hpp>

#include <array>

namespace draughts::engine::evaluation {

// The terms of the evaluation shared by the 10x10 games with men and
// flying kings (International, Polish, Twenty vs Ten). Each game states its
// own weights beside its rules (evaluation/<game>.hpp); docs/engine.md says
// why each term is there. All weights are centipieces (a man is 100).
// Tables indexed by rank count rows from the side's own back row (0).
struct MenAndKingsWeights {
    Score man = 100;
    Score king = 300;
    // Advancement of a man by its rank, at the start of the game and in the
    // endgame; the evaluation moves from one to the other as men come off.
    std::array<Score, 10> advanceOpening{};
    std::array<Score, 10> advanceEnding{};
    Score centre = 0;      // a man on the central squares (files c-h, ranks 4-7)
    Score edge = 0;        // a man on the a- or j-file (usually negative)
    Score backRowGuard = 0; // a man still on its own back row, full at the start, fading as men come off
    Score imbalance = 0;   // per man of difference between the left and right halves beyond one (negative)
    Score support = 0;     // a man with both squares behind it held (own piece or the board's edge)
    // A man with no enemy piece anywhere in the triangle ahead of it (it
    // will crown unless caught), by rank; only while the enemy has no king.
    std::array<Score, 10> runaway{};
    Score kingMobility = 0;   // per empty square a king reaches along its diagonals
    Score mainDiagonal = 0;   // a king on the long diagonal a1-j10
    Score threatOne = 0;      // the side to move has one piece an enemy man can jump (negative)
    Score threatMore = 0;     // ... two or more (negative)
    Score tradeWhenAhead = 0; // per piece off the board, for the side ahead in material
    // Endings the stronger side cannot usually win (a few pieces against a
    // king) are scored this many times closer to a draw.
    int drawishDivisor = 1;
};

} // namespace draughts::engine::evaluation
