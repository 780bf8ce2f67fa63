#pragma once

#include <draughts/engine/evaluation/features.hpp>
#include <draughts/engine/evaluation/weight_file.hpp>
#include <draughts/engine/training/sample_file.hpp>

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace draughts::engine::training {

// Logistic regression of the games' results on a learned evaluation: the
// expected result from White's view (1 a win, 1/2 a draw, 0 a loss) is
// modelled as sigmoid(sum of the active features' weights), faded by the
// draw counter as the search fades it; the loss is the cross-entropy,
// plus L2 regularisation (harder on the regions' tables, whose weights are
// many and each seen rarely). docs/engine.md, "Training".
struct TrainingSettings {
    int epochs = 30; // at most
    int batchSize = 8192;
    double learningRate = 0.01; // Adam's step, in logits
    double patternL2 = 1e-6;    // per weight of a region's table
    double countsL2 = 1e-8;     // per weight of the counts
    int validationPercent = 5;  // games held out to measure the fit
    int threads = 2;
    std::uint64_t seed = 1;
    // The step is halved after an epoch that does not improve the
    // validation loss; training stops after this many halvings.
    int halvings = 3;
    // 0: each position is labelled with its game's result. Otherwise the
    // result is discounted by how far it lies (trainingTarget), so that a
    // game whose results hardly ever differ still teaches how soon one comes.
    double discountPlies = 0;
};

// What the trainer fits a sample's expected result to: its game's result
// (1, 1/2, 0), or with `discountPlies` > 0 a result d plies away weighed
// by exp(-d / discountPlies), drawn towards 1/2: 1/2 + (result - 1/2) *
// exp(-d / discountPlies). docs/engine.md, "The trainer".
double trainingTarget(const Sample& sample, double discountPlies);

struct EpochReport {
    int epoch = 0;
    double learningRate = 0;
    double trainingLoss = 0;   // while the epoch ran
    double validationLoss = 0; // after it
    bool best = false;
};

struct TrainingReport {
    std::vector<float> weights; // of the epoch with the lowest validation loss, in logits
    double validationLoss = 0;
    // The validation loss of predicting every game with the training games' mean result.
    double constantLoss = 0;
    std::size_t trainingSamples = 0;
    std::size_t validationSamples = 0;
};

// Whether a game's positions are held out (the same games in every run).
bool isValidationGame(std::uint32_t game, int validationPercent);

// Trains the weights of `features` on `samples` (of a game whose draw
// counter is `drawCounterLimit`, 0 for none); `progress` hears of every epoch.
TrainingReport trainWeights(const evaluation::FeatureSet& features, int drawCounterLimit,
                            std::span<const Sample> samples, const TrainingSettings& settings,
                            const std::function<void(const EpochReport&)>& progress = {});

// The trained weights as a weight file: scaled so that the feature set's
// unit weight (a man at the start) is 100 centipieces, rounded to whole
// units. `clamped` counts the weights that did not fit 16 bits.
evaluation::WeightFile quantiseWeights(const evaluation::FeatureSet& features, core::Variant variant,
                                       std::span<const float> weights, int unitsPerCentipiece, int* clamped = nullptr);

// An evaluation in centipieces (White's view, faded as the search fades
// it) judged like the trained one: the scale (logits per centipiece) that
// fits the training games best, and the validation loss at that scale.
struct ScaledLoss {
    double scale = 0;
    double validationLoss = 0;
};
ScaledLoss fitScale(std::span<const Sample> samples, int validationPercent, double discountPlies,
                    const std::function<double(const core::Position&)>& centipieces);

} // namespace draughts::engine::training
