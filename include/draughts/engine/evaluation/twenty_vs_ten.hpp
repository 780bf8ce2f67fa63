#pragma once

#include <draughts/core/position.hpp>
#include <draughts/engine/evaluation/men_and_kings.hpp>

namespace draughts::engine::evaluation::twenty_vs_ten {

// Twenty vs Ten: 20 White men against 10 Black men that move twice a turn,
// with two different pieces. White wins by leaving Black without his two
// moves; Black wins by taking everything White has.
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
            .threatOne = -15,
            .threatMore = -50,
            .tradeWhenAhead = 0,
            .drawishDivisor = 1,
        },
    .blackKingExtra = 150,
    .blackMover = 6,
    .blackShortOfMovers = -70,
    .blackMoversWanted = 3,
    .whiteBackRowExtra = 6,
};

// The value of `position` for its side to move, in centipieces.
Score evaluate(const core::Position& position);

} // namespace draughts::engine::evaluation::twenty_vs_ten
