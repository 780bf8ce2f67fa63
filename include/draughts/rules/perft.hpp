#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

#include <cstdint>

namespace draughts::rules {

enum class PerftMode {
    Bulk, // the last ply only counts the legal moves
    Full, // every leaf move is made
};

// Number of leaf positions `depth` plies below `position`, following the
// Legal moves. Each half of Black's double turn and each placement from hand
// is one ply. Draw rules are not applied.
std::uint64_t perft(core::Variant variant, const core::Position& position, int depth, PerftMode mode = PerftMode::Bulk);

} // namespace draughts::rules
