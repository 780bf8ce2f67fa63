#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace draughts::engine::evaluation {

// A group of weights of a learned evaluation: a count over the board, or
// the table of one board region's contents.
struct WeightBlock {
    std::string name;
    std::uint32_t first = 0;
    std::uint32_t size = 0;
    bool pattern = false; // a region's contents: many weights, each seen rarely (regularised harder)
};

// A feature of a position that is not zero: the evaluation adds
// weight[index] * value.
struct ActiveFeature {
    std::uint32_t index = 0;
    float value = 0;
};

// What a game's learned evaluation looks at, for the trainer. The
// evaluation is the sum of the features' weights, from White's view; the
// engine turns it to the side to move's view and fades it by the draw
// counter (evaluation/draw_counter.hpp).
struct FeatureSet {
    std::string model; // names the weight file's layout, e.g. "men-and-kings-1"
    std::uint32_t weightCount = 0;
    std::vector<WeightBlock> blocks;
    // The weight that is one man (one stone) at the start of the game: the
    // trained weights are scaled so that it is 100 centipieces.
    std::uint32_t unitWeight = 0;
    void (*extract)(const core::Position& position, std::vector<ActiveFeature>& features) = nullptr;
};

// The feature set of `variant`'s learned evaluation; nullptr if it has none.
const FeatureSet* featureSet(core::Variant variant);

} // namespace draughts::engine::evaluation
