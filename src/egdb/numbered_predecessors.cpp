#include "numbered_predecessors.hpp"

#include "flip_predecessors.hpp"

#include <optional>
#include <stdexcept>

namespace draughts::egdb::detail {

void forEachNumberedPredecessor(const Layout& layout, int slice, const EgdbGeometry& geometry,
                                const rules::Facts& facts, const core::Position& position,
                                const std::function<void(const core::Position& before, std::uint64_t index)>& visit)
{
    forEachPredecessorFamily(geometry, facts, position,
                             [&](core::Position& before, core::Square moved, int mostCount, bool afterPlacementToo) {
                                 const auto first = layout.locate(before);
                                 if (!first || first->slice != slice)
                                     return;
                                 // Numbers wrap around as unsigned numbers do: a step or
                                 // shift "below zero" lands where it should.
                                 std::uint64_t countStep = 0;
                                 if (mostCount > 0) {
                                     before.captureCount[moved] = 1;
                                     const auto next = layout.locate(before);
                                     before.captureCount[moved] = 0;
                                     if (!next || next->slice != slice)
                                         throw std::logic_error("egdb: a capture count the tables do not number");
                                     countStep = next->index - first->index;
                                 }
                                 std::optional<std::uint64_t> placedShift;
                                 if (afterPlacementToo) {
                                     before.placedThisTurn = true;
                                     const auto placed = layout.locate(before);
                                     before.placedThisTurn = false;
                                     if (placed && placed->slice == slice)
                                         placedShift = placed->index - first->index;
                                 }
                                 for (int count = 0; count <= mostCount; ++count) {
                                     before.captureCount[moved] = static_cast<std::uint8_t>(count);
                                     const std::uint64_t index =
                                         first->index + static_cast<std::uint64_t>(count) * countStep;
                                     visit(before, index);
                                     if (placedShift) {
                                         before.placedThisTurn = true;
                                         visit(before, index + *placedShift);
                                         before.placedThisTurn = false;
                                     }
                                 }
                                 before.captureCount[moved] = 0;
                             });
}

} // namespace draughts::egdb::detail
