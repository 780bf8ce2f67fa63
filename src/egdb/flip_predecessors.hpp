#pragma once

// Candidates for the positions from which one move leads to a given
// position, in a game whose captures turn stones over and whose stones go
// to the hand on the far row (last-man.md §4 to §6): the guide of the
// solver's guided iteration. Only the geometry is used; the solver looks
// at each candidate again with the rules library, so a candidate that is
// no true predecessor costs only that look, and one that is missed is
// found by the solver's closing full pass. Private to the egdb library.

#include "egdb_geometry.hpp"

#include <draughts/core/position.hpp>
#include <draughts/rules/facts.hpp>

#include <functional>

namespace draughts::egdb::detail {

// Calls visit(before) for every position `before` (not normalized) that
// may lead to `position` by one move:
// - after a placement (last-man.md §6.2): the stone placed, back in hand;
// - otherwise a regular move of the other side (§4.1), made at the start of
//   its turn or after a placement of its own: a step either way, a step
//   onto the far row into the hand (§6.1), or a capture forwards over one
//   or more stones now its own with a count of at least one, which it
//   turned over (§5.1, §5.3, §5.4), ending on the board or in the hand.
//   The moving stone's count before the move may have been anything
//   (0 to the capture limit where it can be jumped).
void forEachPredecessorWithFlips(const EgdbGeometry& geometry, const rules::Facts& facts,
                                 const core::Position& position,
                                 const std::function<void(const core::Position&)>& visit);

// The same candidates in families: visit(before, moved, mostCount,
// afterPlacementToo) stands for `before` and for the same position with
// the count of the stone on `moved` 1 .. mostCount, each also after a
// placement of the mover's when afterPlacementToo. `before` has the count
// 0 there and no placement this turn; the visitor may change it but must
// give it back as it was.
using PredecessorFamilyVisit =
    std::function<void(core::Position& before, core::Square moved, int mostCount, bool afterPlacementToo)>;
void forEachPredecessorFamily(const EgdbGeometry& geometry, const rules::Facts& facts, const core::Position& position,
                              const PredecessorFamilyVisit& visit);

} // namespace draughts::egdb::detail
