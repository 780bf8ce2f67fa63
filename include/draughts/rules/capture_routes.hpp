#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

#include <vector>

namespace draughts::rules {

// The landing squares of one way of making a move, in order, ending with the
// move's destination. A step or a placement has the single route {to}.
using Route = std::vector<core::Square>;

// The route the move generator keeps for `move`: its intermediate landings,
// then its destination.
Route routeOf(const core::Move& move);

// Every route by which `move` (a Permitted move of `position`) can be made.
// Two captures that take the same pieces and end on the same square are one
// move (international.md §5.8), so the generator keeps only one of their
// routes; a player entering the landings one by one may follow any of them.
// The generator's route comes first.
std::vector<Route> routesOf(core::Variant variant, const core::Position& position, const core::Move& move);

} // namespace draughts::rules
