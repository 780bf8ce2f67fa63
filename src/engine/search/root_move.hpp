#pragma once

#include <draughts/core/move.hpp>
#include <draughts/engine/score.hpp>

#include <vector>

namespace draughts::engine::detail {

// A move of the searched position, with what the last iteration found.
struct RootMove {
    core::Move move;
    Score score = -InfiniteScore;
    Score noise = 0; // the weaker levels' random offset (root_randomness.hpp)
    std::vector<core::Move> pv;
};

} // namespace draughts::engine::detail
