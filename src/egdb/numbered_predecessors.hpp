#pragma once

// The guide's candidates (flip_predecessors.hpp) with their numbers in a
// slice, found with at most three numberings a family rather than one for
// each of its up to eight positions: the moving stone's count is one digit
// of the number (stone_numbering.hpp), so its counts' numbers step evenly,
// and a placement this turn only picks another block of the same slice.
// Private to the egdb library.

#include "egdb_geometry.hpp"

#include <draughts/core/position.hpp>
#include <draughts/egdb/layout.hpp>
#include <draughts/rules/facts.hpp>

#include <cstdint>
#include <functional>

namespace draughts::egdb::detail {

// Calls visit(before, index) for every candidate of
// forEachPredecessorWithFlips that `layout` numbers in `slice`, `index`
// being layout.locate(before)->index. Throws std::logic_error for a
// numbering where a count is not one digit.
void forEachNumberedPredecessor(const Layout& layout, int slice, const EgdbGeometry& geometry,
                                const rules::Facts& facts, const core::Position& position,
                                const std::function<void(const core::Position& before, std::uint64_t index)>& visit);

} // namespace draughts::egdb::detail
