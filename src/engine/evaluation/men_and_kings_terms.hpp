#pragma once

// The evaluation shared by the 10x10 games with men and flying kings; each
// game calls it with its own weights (include/draughts/engine/evaluation/).

#include "board_tables.hpp"

#include <draughts/core/position.hpp>
#include <draughts/engine/evaluation/men_and_kings.hpp>

namespace draughts::engine::evaluation {

// The position's value from White's view. `startMen` is the number of men
// both sides have at the start (for the game phase).
Score menAndKingsWhiteView(const core::Position& position, const BoardTables& tables, const MenAndKingsWeights& weights,
                           int startMen);

// Scores a clearly drawish ending closer to zero (White's view in, White's view out).
Score scaledForDrawishEnding(const core::Position& position, Score whiteView, int divisor);

// Empty squares a flying king on `from` reaches along its four diagonals (10x10 layout).
int kingReach(core::Square from, core::Bitboard empty);

// `whiteView` from the side to move's view.
inline Score forSideToMove(const core::Position& position, Score whiteView)
{
    return position.sideToMove == core::Side::White ? whiteView : -whiteView;
}

// 256 at the start of the game, falling to 0 as men come off the board.
int gamePhase(int menOnBoard, int startMen);

} // namespace draughts::engine::evaluation
