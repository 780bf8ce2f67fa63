#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/engine/score.hpp>

#include <array>

namespace draughts::engine::evaluation {

// The terms of the evaluation shared by the 10x10 games with men and
// flying kings (International, Polish, Twenty vs Ten). Each game states its
// own weights (men_and_kings::Game below, twenty_vs_ten.hpp); docs/engine.md
// says why each term is there. All weights are centipieces (a man is 100).
// Tables indexed by rank count rows from the side's own back row (0).
struct MenAndKingsWeights {
    Score man = 100;
    Score king = 300;
    // Advancement of a man by its rank, at the start of the game and in the
    // endgame; the evaluation moves from one to the other as men come off.
    std::array<Score, 10> advanceOpening{};
    std::array<Score, 10> advanceEnding{};
    Score centre = 0;       // a man on the central squares (files c-h, ranks 4-7)
    Score edge = 0;         // a man on the a- or j-file (usually negative)
    Score backRowGuard = 0; // a man still on its own back row, full at the start, fading as men come off
    Score imbalance = 0;    // per man of difference between the left and right halves beyond one (negative)
    Score support = 0;      // a man with both squares behind it held (own piece or the board's edge)
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

namespace men_and_kings {

// A game whose evaluation is the men-and-kings one alone: International and
// Polish differ only in this data.
struct Game {
    core::Variant variant;      // whose learned weights and board tables
    int startMen;               // both sides' men at the start (the game's rule page, §2.1)
    MenAndKingsWeights weights; // the hand-made evaluation's
};

// International: 20 men a side, flying kings, maximum capture
// (international.md §2.1, §4.2, §5.5).
inline constexpr Game international{
    .variant = core::Variant::International,
    .startMen = 40,
    .weights =
        {
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
        },
};

// Polish: 15 men a side on the 10x10 board, flying kings, maximum capture,
// and a man crowned in the middle of a capture stops there (polish.md §2.1,
// §4.2, §5.5, §6.1).
inline constexpr Game polish{
    .variant = core::Variant::Polish,
    .startMen = 30,
    .weights =
        {
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
        },
};

// The value of `position` for its side to move, in centipieces: the
// learned evaluation (men_and_kings_features.hpp, weights in
// resources/eval/<game>.weights), or the hand-made one when the library has
// no weights for the game. A template on the game's data so that each
// game's weights and tables are looked up once, as constants (compiled for
// international and polish in men_and_kings.cpp).
template <const Game& game>
Score evaluate(const core::Position& position);

// The hand-weighted terms of `game.weights`, kept to compare the learned
// evaluation with.
template <const Game& game>
Score evaluateHandMade(const core::Position& position);

} // namespace men_and_kings

} // namespace draughts::engine::evaluation
