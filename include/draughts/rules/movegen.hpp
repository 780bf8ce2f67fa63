#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

namespace draughts::rules {

enum class MoveSet {
    // The moves the rules require: compulsory (maximum) captures first, To
    // the Last Man's placement before the regular move, forward before
    // backward steps.
    Legal,
    // The Forfeit setting: every move the movement rules allow. A capture may
    // be skipped or be smaller than the largest, and a To the Last Man
    // placement may be skipped. A capture is still always completed.
    Permitted,
};

// Appends the moves of the side to move in `position` to `moves` (cleared
// first). Captures that take the same pieces and end on the same square
// appear once. Never allocates.
void generateMoves(core::Variant variant, const core::Position& position, core::MoveList& moves,
                   MoveSet set = MoveSet::Legal);

// The position after `move`, which must be one of the Permitted moves:
// captured pieces removed (flipped in To the Last Man), promotion, far-row
// removal into the hand, capture counts, the draw counter and the turn
// structure (Black's second move, placement then regular move).
core::Position afterMove(core::Variant variant, const core::Position& position, const core::Move& move);

// Stones of `position` that may not be jumped: those at the game's capture
// limit (Facts::captureLimit).
core::Bitboard unjumpable(core::Variant variant, const core::Position& position);

// Whether the side to move must place a stone from hand before his regular
// move: he has one, has placed none this turn, and a square of his first
// row is free (last-man.md §6.2). The Legal moves are then the placements.
bool placementDue(core::Variant variant, const core::Position& position);

// Whether no position before `move` (a Permitted move of `position`) can
// ever come again after it: captures and men's moves in the games whose
// pieces leave the board and whose men never go back; no move in To the
// Last Man (rules/kernel/play.hpp).
bool isIrreversible(core::Variant variant, const core::Position& position, const core::Move& move);

} // namespace draughts::rules
