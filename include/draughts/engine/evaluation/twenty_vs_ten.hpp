#pragma once

#include <draughts/core/position.hpp>
#include <draughts/engine/evaluation/men_and_kings.hpp>

namespace draughts::engine::evaluation::twenty_vs_ten {

// Twenty vs Ten: 20 White men against 10 Black men that move twice a turn,
// with two different pieces (twenty-vs-ten.md §2.1, §3.1). White wins by
// leaving Black without his two moves; Black wins by taking everything
// White has (§8.1, §8.2).
struct Weights {
    // Scored alike for both armies: material, advancement, structure, kings.
    MenAndKingsWeights shared;
    // A Black king moves twice a turn and sweeps the board: worth more than a White one.
    Score blackKingExtra = 0;
    // Per Black piece that can move (step or jump) now: Black needs two
    // different movers every turn, so his freedom is his life.
    Score blackMover = 0;
    // Per mover Black has fewer than `blackMoversWanted` (negative).
    Score blackShortOfMovers = 0;
    int blackMoversWanted = 0;
    // White men on his back row keep Black from crowning.
    Score whiteBackRowExtra = 0;
    // Every man Black loses hurts him more than the last: he needs two
    // different movers every turn, and White's twenty trade down at leisure.
    // Scored as this weight times the square of the men Black has lost.
    Score blackAttrition = 0;
    // Pieces of the side to move that an enemy man could jump: White can
    // answer one such threat a turn, Black two on the first move of his
    // turn and one on the second. Each threat costs `threatened`, each one
    // beyond what the turn can answer `threatUnanswered` (both negative,
    // from the threatened side's view).
    Score threatened = 0;
    Score threatUnanswered = 0;
};

inline constexpr Weights weights{
    .shared =
        {
            .man = 100,
            .king = 300,
            .advanceOpening = {0, 0, 1, 2, 3, 4, 5, 6, 8, 0},
            .advanceEnding = {0, 2, 5, 9, 14, 20, 28, 38, 52, 0},
            .centre = 4,
            .edge = -2,
            .backRowGuard = 6,
            .imbalance = 0,
            .support = 4,
            .runaway = {0, 0, 0, 0, 0, 20, 35, 55, 80, 0},
            .kingMobility = 1,
            .mainDiagonal = 8,
            .threatOne = 0, // see threatened / threatUnanswered below
            .threatMore = 0,
            // White, always ahead in numbers, gains by every exchange.
            .tradeWhenAhead = 6,
            .drawishDivisor = 1,
        },
    .blackKingExtra = 250,
    .blackMover = 10,
    .blackShortOfMovers = -100,
    .blackMoversWanted = 3,
    .whiteBackRowExtra = 6,
    .blackAttrition = 25,
    .threatened = -10,
    .threatUnanswered = -60,
};

// The value of `position` for its side to move, in centipieces: the
// learned evaluation (weights in resources/eval/twenty-vs-ten.weights), or the
// hand-made one when the library has no weights for the game.
Score evaluate(const core::Position& position);

// The hand-weighted terms above, kept to compare the learned evaluation with.
Score evaluateHandMade(const core::Position& position);

} // namespace draughts::engine::evaluation::twenty_vs_ten
