#include "learned_weights.hpp"

#include <draughts/engine/evaluation/features.hpp>
#include <draughts/engine/evaluation/weight_file.hpp>

#include <array>
#include <optional>

namespace draughts::engine::evaluation {

namespace {

struct Loaded {
    WeightFile file;
    LearnedWeights weights;
};

std::optional<Loaded> load(core::Variant variant)
{
    const std::span<const unsigned char> bytes = builtInWeightFile(variant);
    const FeatureSet* features = featureSet(variant);
    if (bytes.empty() || features == nullptr)
        return std::nullopt;
    Loaded loaded{decodeWeightFile(bytes, "the built-in weights of " + std::string(core::variantName(variant))), {}};
    if (loaded.file.variant != variant || loaded.file.model != features->model ||
        loaded.file.weights.size() != features->weightCount)
        throw WeightFileError("the built-in weights of " + std::string(core::variantName(variant)) +
                              " are not for its evaluation " + features->model);
    return loaded;
}

} // namespace

const LearnedWeights* learnedWeights(core::Variant variant)
{
    static const std::array<std::optional<Loaded>, 5> all = [] {
        std::array<std::optional<Loaded>, 5> loaded;
        for (const core::Variant v : core::allVariants) {
            auto& slot = loaded[static_cast<std::size_t>(v)];
            slot = load(v);
            if (slot)
                slot->weights = LearnedWeights{slot->file.weights.data(), slot->file.unitsPerCentipiece};
        }
        return loaded;
    }();
    const auto& slot = all[static_cast<std::size_t>(variant)];
    return slot ? &slot->weights : nullptr;
}

} // namespace draughts::engine::evaluation
