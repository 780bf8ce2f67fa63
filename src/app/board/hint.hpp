#pragma once

#include <draughts/game/game.hpp>

#include <optional>

namespace draughts::app {

// Game > Hint: one legal move shown on the board, never played (Texts::hint
// names it). A capture that takes the most pieces comes first, so that a
// learner sees the move the rules favour.
namespace Hint {

std::optional<core::Move> suggest(const game::Game& game);

// The squares to mark: where the move starts, every landing and the pieces it takes.
core::Bitboard squares(const core::Move& move);

} // namespace Hint

} // namespace draughts::app
