#pragma once

#include <draughts/core/move.hpp>

namespace draughts::app {

// Game > Hint: the move the engine suggests (HintFinder) shown on the
// board, never played; Texts::hint names it.
namespace Hint {

// The squares to mark: where the move starts, every landing and the pieces it takes.
core::Bitboard squares(const core::Move& move);

} // namespace Hint

} // namespace draughts::app
