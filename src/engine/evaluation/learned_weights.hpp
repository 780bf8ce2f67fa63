#pragma once

// The weights of the learned evaluations as the engine uses them.

#include <draughts/support/multiversion.hpp>

#include <draughts/core/variant.hpp>

#include <cstdint>

namespace draughts::engine::evaluation {

struct LearnedWeights {
    const std::int16_t* weights = nullptr;
    int unitsPerCentipiece = 1;
};

// The built-in weights of `variant` (weight_file.hpp), read and checked
// against the game's feature set once; nullptr when the game has none.
const LearnedWeights* learnedWeights(core::Variant variant);

// The sink of a feature visitor that adds up the weights (in weight units).
struct WeightSum {
    const std::int16_t* weights;
    int total = 0;

    DRAUGHTS_INLINE void pattern(std::uint32_t index, int sign) { total += sign * weights[index]; }
    DRAUGHTS_INLINE void dense(std::uint32_t index, int numerator, int divisor)
    {
        total += weights[index] * numerator / divisor;
    }
};

} // namespace draughts::engine::evaluation
