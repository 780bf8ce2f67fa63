#pragma once

// The weaker levels' random offsets (docs/engine.md, "Levels"): each root
// move's score gets an offset before the best is chosen, drawn from the
// search's seed, so that the same seed gives the same move at the same
// depth. A found win or loss is never blurred.

#include "root_move.hpp"

#include <draughts/core/move.hpp>
#include <draughts/engine/score.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

namespace draughts::engine::detail {

// Gives each root move its offset of up to ±`randomness`. The offsets are
// drawn in the generator's order of the `legal` moves, so that they depend
// on the seed and the position only.
inline void drawOffsets(std::vector<RootMove>& rootMoves, const core::MoveList& legal, int randomness,
                        std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    std::uniform_int_distribution<int> offset(-randomness, randomness);
    for (const core::Move& m : legal) {
        const int value = offset(random);
        for (RootMove& rm : rootMoves)
            if (rm.move.sameMove(m))
                rm.noise = value;
    }
}

// Sorts the root moves by their exact scores and returns the index of the
// move chosen: the best score with its offset.
inline std::size_t chooseWithOffsets(std::vector<RootMove>& rootMoves)
{
    std::stable_sort(rootMoves.begin(), rootMoves.end(),
                     [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
    const auto noisy = [](const RootMove& rm) { return isDecisive(rm.score) ? rm.score : rm.score + rm.noise; };
    std::size_t chosen = 0;
    for (std::size_t i = 1; i < rootMoves.size(); ++i)
        if (noisy(rootMoves[i]) > noisy(rootMoves[chosen]))
            chosen = i;
    return chosen;
}

} // namespace draughts::engine::detail
