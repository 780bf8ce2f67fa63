#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

#include <vector>

namespace draughts::app {

// The landing squares of one way of making a move, in order, ending with the
// move's destination. A step or a placement has the single route {to}.
using Route = std::vector<core::Square>;

// Every route by which `move` can be made in `position`. The rules count two
// captures that take the same pieces and end on the same square as one move
// (rules-spec shared 5), so the core keeps only one of their routes; a player
// clicking landing squares may follow any of them, and all must be accepted.
// The core's own route always comes first.
std::vector<Route> routesOf(core::Variant variant, const core::Position& position, const core::Move& move);

// The core's route of `move`: its intermediate landings, then its destination.
Route coreRoute(const core::Move& move);

} // namespace draughts::app
