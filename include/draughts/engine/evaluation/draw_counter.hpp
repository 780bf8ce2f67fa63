#pragma once

#include <draughts/engine/score.hpp>

#include <algorithm>

namespace draughts::engine::evaluation {

// A lead that cannot be turned into a capture before the draw counter runs
// out (international.md §8.3) is worth less and less: over the last plies
// before the limit the evaluation fades to 0. The search scales every
// evaluation so, and the trainer fits the weights to the faded value.
inline constexpr int DrawCounterFadePlies = 10;

// How much of the evaluation is left, in DrawCounterFadePlies-ths (all of
// it in games without a counter, `limit` 0).
constexpr int drawCounterShare(int quietPlies, int limit)
{
    if (limit <= 0)
        return DrawCounterFadePlies;
    return std::clamp(limit - quietPlies, 0, DrawCounterFadePlies);
}

constexpr Score fadedByDrawCounter(Score score, int quietPlies, int limit)
{
    return score * drawCounterShare(quietPlies, limit) / DrawCounterFadePlies;
}

} // namespace draughts::engine::evaluation
