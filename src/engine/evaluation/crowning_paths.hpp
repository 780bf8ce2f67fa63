#pragma once

// Corner Checkers crowns a man on two squares only (corner.md §6.1): for
// each side and square, how far the nearer crowning square a man there can
// still reach is, and the squares of every shortest way to it.

#include <draughts/core/types.hpp>

#include <array>

namespace draughts::engine::evaluation {

struct CrowningPaths {
    std::array<std::array<int, 64>, 2> distance{}; // steps; 0 when neither is reachable
    std::array<std::array<core::Bitboard, 64>, 2> way{};
};

// Corner Checkers' paths (built on first use, thread-safe); indexed by BoardTables::index(side).
const CrowningPaths& cornerCrowningPaths();

} // namespace draughts::engine::evaluation
