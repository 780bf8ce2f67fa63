#include <draughts/engine/training/trainer.hpp>

#include <draughts/engine/evaluation/draw_counter.hpp>
#include <draughts/support/parallel_for.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

namespace draughts::engine::training {

namespace {

using evaluation::ActiveFeature;
using evaluation::FeatureSet;

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }

// The cross-entropy of expecting `p` for the target `y` (between 0 and 1).
double crossEntropy(double p, double y)
{
    p = std::clamp(p, 1e-12, 1.0 - 1e-12);
    return -(y * std::log(p) + (1.0 - y) * std::log(1.0 - p));
}

double fadeOf(const core::Position& p, int drawCounterLimit)
{
    return evaluation::drawCounterShare(p.quietPlies, drawCounterLimit) /
           static_cast<double>(evaluation::DrawCounterFadePlies);
}

struct Split {
    std::vector<std::uint32_t> training;
    std::vector<std::uint32_t> validation;
};

Split splitSamples(std::span<const Sample> samples, int validationPercent)
{
    Split split;
    for (std::size_t i = 0; i < samples.size(); ++i)
        (isValidationGame(samples[i].game, validationPercent) ? split.validation : split.training)
            .push_back(static_cast<std::uint32_t>(i));
    return split;
}

// Runs part(t) for t = 0 .. threads-1, each on a thread of its own: part t
// always works on the t-th share of the samples, so that the sums do not
// depend on which thread ran it.
void inParallel(int threads, const std::function<void(int)>& part)
{
    support::parallelFor(static_cast<std::size_t>(threads), threads,
                         [&part](std::size_t t, int) { part(static_cast<int>(t)); });
}

// One thread's share of the work: the loss of the samples `indices`, and
// (with a gradient) the gradient of their loss times `gradientScale` added to it.
struct Worker {
    const FeatureSet& features;
    int drawCounterLimit;
    double discountPlies;
    std::span<const Sample> samples;
    std::vector<ActiveFeature> scratch;

    double run(std::span<const std::uint32_t> indices, std::span<const float> weights, double gradientScale,
               std::vector<float>* gradient)
    {
        double loss = 0;
        for (const std::uint32_t i : indices) {
            const Sample& sample = samples[i];
            features.extract(sample.position, scratch);
            double sum = 0;
            for (const ActiveFeature& f : scratch)
                sum += weights[f.index] * f.value;
            const double fade = fadeOf(sample.position, drawCounterLimit);
            const double p = sigmoid(fade * sum);
            const double target = trainingTarget(sample, discountPlies);
            loss += crossEntropy(p, target);
            if (gradient != nullptr) {
                const auto g = static_cast<float>((p - target) * fade * gradientScale);
                for (const ActiveFeature& f : scratch)
                    (*gradient)[f.index] += g * f.value;
            }
        }
        return loss;
    }
};

// The parts of `indices` the threads take: as equal as can be, in order.
std::span<const std::uint32_t> partOf(std::span<const std::uint32_t> indices, int part, int parts)
{
    const std::size_t from = indices.size() * static_cast<std::size_t>(part) / static_cast<std::size_t>(parts);
    const std::size_t to = indices.size() * static_cast<std::size_t>(part + 1) / static_cast<std::size_t>(parts);
    return indices.subspan(from, to - from);
}

double meanLoss(std::vector<Worker>& workers, std::span<const std::uint32_t> indices, std::span<const float> weights)
{
    if (indices.empty())
        return 0;
    const int threads = static_cast<int>(workers.size());
    std::vector<double> losses(workers.size());
    inParallel(threads, [&](int t) {
        losses[static_cast<std::size_t>(t)] =
            workers[static_cast<std::size_t>(t)].run(partOf(indices, t, threads), weights, 0, nullptr);
    });
    double total = 0;
    for (const double loss : losses)
        total += loss;
    return total / static_cast<double>(indices.size());
}

// Adam (Kingma and Ba), with the L2 penalty's gradient added to the loss's.
class Adam {
public:
    explicit Adam(std::size_t size) : m_first(size), m_second(size) {}

    void step(std::vector<float>& weights, const std::vector<float>& gradient, const std::vector<float>& l2,
              double rate)
    {
        constexpr double beta1 = 0.9, beta2 = 0.999, epsilon = 1e-8;
        ++m_steps;
        const double correction1 = 1.0 - std::pow(beta1, m_steps);
        const double correction2 = 1.0 - std::pow(beta2, m_steps);
        for (std::size_t j = 0; j < weights.size(); ++j) {
            const double g = gradient[j] + 2.0 * l2[j] * weights[j];
            m_first[j] = static_cast<float>(beta1 * m_first[j] + (1.0 - beta1) * g);
            m_second[j] = static_cast<float>(beta2 * m_second[j] + (1.0 - beta2) * g * g);
            const double first = m_first[j] / correction1;
            const double second = m_second[j] / correction2;
            weights[j] -= static_cast<float>(rate * first / (std::sqrt(second) + epsilon));
        }
    }

private:
    std::vector<float> m_first;
    std::vector<float> m_second;
    int m_steps = 0;
};

std::vector<float> penalties(const FeatureSet& features, const TrainingSettings& settings)
{
    std::vector<float> l2(features.weightCount, static_cast<float>(settings.countsL2));
    for (const evaluation::WeightBlock& block : features.blocks)
        if (block.pattern)
            std::fill_n(l2.begin() + block.first, block.size, static_cast<float>(settings.patternL2));
    return l2;
}

// One pass over the training samples in a random order; returns their mean loss.
double trainEpoch(std::vector<Worker>& workers, std::vector<std::uint32_t>& order, std::vector<float>& weights,
                  std::vector<std::vector<float>>& gradients, Adam& adam, const std::vector<float>& l2,
                  const TrainingSettings& settings, double rate, std::mt19937_64& random)
{
    std::shuffle(order.begin(), order.end(), random);
    const int threads = static_cast<int>(workers.size());
    double loss = 0;
    const auto batchSize = static_cast<std::size_t>(std::max(1, settings.batchSize));
    for (std::size_t start = 0; start < order.size(); start += batchSize) {
        const std::span<const std::uint32_t> batch =
            std::span<const std::uint32_t>(order).subspan(start, std::min(batchSize, order.size() - start));
        std::vector<double> losses(workers.size());
        inParallel(threads, [&](int t) {
            auto& gradient = gradients[static_cast<std::size_t>(t)];
            std::fill(gradient.begin(), gradient.end(), 0.0F);
            losses[static_cast<std::size_t>(t)] = workers[static_cast<std::size_t>(t)].run(
                partOf(batch, t, threads), weights, 1.0 / static_cast<double>(batch.size()), &gradient);
        });
        for (std::size_t t = 1; t < gradients.size(); ++t)
            for (std::size_t j = 0; j < weights.size(); ++j)
                gradients[0][j] += gradients[t][j];
        adam.step(weights, gradients[0], l2, rate);
        for (const double part : losses)
            loss += part;
    }
    return order.empty() ? 0 : loss / static_cast<double>(order.size());
}

double constantLoss(std::span<const Sample> samples, const Split& split, double discountPlies)
{
    double mean = 0;
    for (const std::uint32_t i : split.training)
        mean += trainingTarget(samples[i], discountPlies);
    mean /= static_cast<double>(std::max<std::size_t>(1, split.training.size()));
    double loss = 0;
    for (const std::uint32_t i : split.validation)
        loss += crossEntropy(mean, trainingTarget(samples[i], discountPlies));
    return split.validation.empty() ? 0 : loss / static_cast<double>(split.validation.size());
}

} // namespace

double trainingTarget(const Sample& sample, double discountPlies)
{
    const double result = sample.result / 2.0;
    if (discountPlies <= 0)
        return result;
    return 0.5 + (result - 0.5) * std::exp(-sample.pliesToEnd / discountPlies);
}

bool isValidationGame(std::uint32_t game, int validationPercent)
{
    // SplitMix64's finaliser: the games held out are spread over the file.
    std::uint64_t x = game + 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    x ^= x >> 31;
    return static_cast<int>(x % 100) < validationPercent;
}

TrainingReport trainWeights(const FeatureSet& features, int drawCounterLimit, std::span<const Sample> samples,
                            const TrainingSettings& settings, const std::function<void(const EpochReport&)>& progress)
{
    Split split = splitSamples(samples, settings.validationPercent);
    const int threads = std::clamp(settings.threads, 1, 64);
    std::vector<Worker> workers(static_cast<std::size_t>(threads),
                                Worker{features, drawCounterLimit, settings.discountPlies, samples, {}});
    std::vector<std::vector<float>> gradients(workers.size(), std::vector<float>(features.weightCount));
    std::vector<float> weights(features.weightCount, 0.0F);
    const std::vector<float> l2 = penalties(features, settings);
    Adam adam(weights.size());
    std::mt19937_64 random(settings.seed);

    TrainingReport report;
    report.trainingSamples = split.training.size();
    report.validationSamples = split.validation.size();
    report.constantLoss = constantLoss(samples, split, settings.discountPlies);
    report.weights = weights;
    report.validationLoss = std::numeric_limits<double>::infinity();
    double rate = settings.learningRate;
    int halvings = 0;
    for (int epoch = 1; epoch <= settings.epochs; ++epoch) {
        EpochReport line{epoch, rate, 0, 0, false};
        line.trainingLoss = trainEpoch(workers, split.training, weights, gradients, adam, l2, settings, rate, random);
        line.validationLoss = meanLoss(workers, split.validation, weights);
        line.best = line.validationLoss < report.validationLoss;
        if (line.best) {
            report.validationLoss = line.validationLoss;
            report.weights = weights;
        }
        if (progress)
            progress(line);
        if (!line.best) {
            if (++halvings > settings.halvings)
                break;
            rate /= 2;
        }
    }
    return report;
}

evaluation::WeightFile quantiseWeights(const FeatureSet& features, core::Variant variant,
                                       std::span<const float> weights, int unitsPerCentipiece, int* clamped)
{
    evaluation::WeightFile file{variant, features.model, unitsPerCentipiece, {}};
    const double unit = weights[features.unitWeight];
    const double centipiecesPerLogit = unit > 0 ? 100.0 / unit : 0.0;
    int outside = 0;
    for (const float w : weights) {
        const double scaled = std::round(w * centipiecesPerLogit * unitsPerCentipiece);
        const double kept = std::clamp(scaled, -32767.0, 32767.0);
        outside += kept != scaled;
        file.weights.push_back(static_cast<std::int16_t>(kept));
    }
    if (clamped != nullptr)
        *clamped = outside;
    return file;
}

ScaledLoss fitScale(std::span<const Sample> samples, int validationPercent, double discountPlies,
                    const std::function<double(const core::Position&)>& centipieces)
{
    const Split split = splitSamples(samples, validationPercent);
    std::vector<double> values(samples.size());
    for (std::size_t i = 0; i < samples.size(); ++i)
        values[i] = centipieces(samples[i].position);
    // Newton's method on the one parameter, from a man being worth about one logit.
    double scale = 0.01;
    for (int step = 0; step < 50; ++step) {
        double first = 0, second = 0;
        for (const std::uint32_t i : split.training) {
            const double p = sigmoid(scale * values[i]);
            first += (p - trainingTarget(samples[i], discountPlies)) * values[i];
            second += p * (1 - p) * values[i] * values[i];
        }
        if (second <= 0)
            break;
        scale = std::clamp(scale - first / second, 1e-6, 1.0);
    }
    double loss = 0;
    for (const std::uint32_t i : split.validation)
        loss += crossEntropy(sigmoid(scale * values[i]), trainingTarget(samples[i], discountPlies));
    return ScaledLoss{scale, split.validation.empty() ? 0 : loss / static_cast<double>(split.validation.size())};
}

} // namespace draughts::engine::training
