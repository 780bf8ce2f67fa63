#pragma once

// A position seen from the other side of the board: turned half round, the
// colours swapped, the other side to move. In a game whose two sides play
// by mirror-image rules it has the same value for the side to move. Private
// to the egdb library.

#include "egdb_geometry.hpp"

#include <draughts/core/position.hpp>

namespace draughts::egdb::detail {

// `counts`: the game keeps capture counts, which move with their stones.
core::Position mirrored(const EgdbGeometry& geometry, const core::Position& position, bool counts);

} // namespace draughts::egdb::detail
