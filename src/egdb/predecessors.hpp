#pragma once

// Candidates for the positions from which one step leads to a given
// position: the retrograde half of solving a slice. Only the geometry is
// used here; the solver keeps a candidate only if the rules library lists
// the step among the legal moves there and plays it into the position, so
// the candidates need only include every true predecessor. Private to the
// egdb library.

#include "egdb_geometry.hpp"

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/rules/facts.hpp>

#include <functional>

namespace draughts::egdb::detail {

// Calls visit(before, step) for every position `before` and step (a
// non-capturing move, the moving piece staying a man or a king) that may
// lead to `position`: each piece of the side that moved last, moved back
// to an empty square along a diagonal (a king through empty squares, a man
// one square). In a game where Black moves twice, the second move's
// predecessors are first moves of the barred piece, and a White turn's
// predecessors are second moves with any other Black piece barred.
void forEachStepBack(const EgdbGeometry& geometry, const rules::Facts& facts, const core::Position& position,
                     const std::function<void(const core::Position&, const core::Move&)>& visit);

} // namespace draughts::egdb::detail
