#include "training_commands.hpp"

#include "openings_file.hpp"

#include <draughts/engine/evaluation/features.hpp>
#include <draughts/engine/training/self_play.hpp>
#include <draughts/engine/training/trainer.hpp>
#include <draughts/rules/facts.hpp>

#include <chrono>
#include <iomanip>
#include <sstream>

namespace draughts::cli {

namespace {

// "A,B" with A <= B, each in [min, max].
std::pair<int, int> range(const Arguments& args, const std::string& name, int min, int max)
{
    const auto text = args.value(name);
    const auto comma = text ? text->find(',') : std::string::npos;
    auto bad = [&] {
        return UsageError(name + " must be two numbers A,B with " + std::to_string(min) +
                          " <= A <= B <= " + std::to_string(max) + ", not \"" + text.value_or("") + "\"");
    };
    if (comma == std::string::npos)
        throw bad();
    try {
        std::size_t used = 0;
        const int a = std::stoi(text->substr(0, comma), &used);
        const std::string second = text->substr(comma + 1);
        std::size_t usedSecond = 0;
        const int b = std::stoi(second, &usedSecond);
        if (used != comma || usedSecond != second.size() || a < min || a > b || b > max)
            throw bad();
        return {a, b};
    } catch (const std::logic_error&) {
        throw bad();
    }
}

double real(const Arguments& args, const std::string& name, double min, double max)
{
    const std::string text = args.value(name).value_or("");
    auto bad = [&] {
        std::ostringstream range;
        range << name << " must be a number from " << min << " to " << max << ", not \"" << text << '"';
        return UsageError(range.str());
    };
    try {
        std::size_t used = 0;
        const double value = std::stod(text, &used);
        if (used != text.size() || !(value >= min && value <= max))
            throw bad();
        return value;
    } catch (const std::logic_error&) {
        throw bad();
    }
}

std::vector<std::string> commaSeparated(const std::string& text)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        if (comma > start)
            parts.push_back(text.substr(start, comma - start));
        start = comma + 1;
    }
    return parts;
}

} // namespace

engine::EvaluationKind evaluationKind(const std::string& name, const std::string& option)
{
    if (name == "learned")
        return engine::EvaluationKind::Learned;
    if (name == "handmade")
        return engine::EvaluationKind::HandMade;
    throw UsageError(option + " must name learned or handmade, not \"" + name + '"');
}

namespace {

int selfPlay(const Arguments& args, std::ostream& out)
{
    args.allowOnly({"--variant", "--games", "--depth", "--nodes", "--out", "--seed", "--threads", "--first-game",
                    "--random-plies", "--noisy-plies", "--noise", "--eval", "--starts"});
    engine::training::SelfPlaySettings settings;
    settings.variant = args.variant();
    if (const auto starts = args.value("--starts"))
        for (const match::Opening& opening : openingsFrom(*starts, settings.variant))
            settings.starts.push_back(opening.start);
    if (args.flag("--eval"))
        settings.engine.evaluation = evaluationKind(*args.value("--eval"), "--eval");
    settings.games = args.integer("--games", 1, Arguments::MaxCount);
    if (args.flag("--depth") == args.flag("--nodes"))
        throw UsageError("selfplay needs one of --depth D and --nodes N (each move's search)");
    if (args.flag("--depth"))
        settings.depth = args.integer("--depth", 1, engine::MaxDepth);
    else
        settings.nodes = static_cast<std::uint64_t>(args.integer("--nodes", 1, Arguments::MaxCount));
    const auto path = args.value("--out");
    if (!path)
        throw UsageError("selfplay needs --out FILE (where the positions go)");
    if (args.flag("--seed"))
        settings.seed = static_cast<std::uint64_t>(args.integer("--seed", 0, Arguments::MaxCount));
    if (args.flag("--threads"))
        settings.threads = args.integer("--threads", 1, 64);
    if (args.flag("--first-game"))
        settings.firstGame = static_cast<std::uint64_t>(args.integer("--first-game", 0, Arguments::MaxCount));
    if (args.flag("--random-plies"))
        std::tie(settings.randomPliesMin, settings.randomPliesMax) = range(args, "--random-plies", 0, 100);
    if (args.flag("--noisy-plies"))
        settings.noisyPlies = args.integer("--noisy-plies", 0, 1000);
    if (args.flag("--noise"))
        settings.noise = args.integer("--noise", 0, 1000);

    engine::training::SampleWriter writer(*path, settings.variant);
    int games = 0;
    std::uint64_t plies = 0;
    std::array<int, 3> results{};
    const auto started = std::chrono::steady_clock::now();
    engine::training::playSelfPlay(settings, [&](const engine::training::SelfPlayGame& game) {
        for (const engine::training::Sample& sample : game.samples)
            writer.write(sample);
        ++games;
        plies += static_cast<std::uint64_t>(game.plies);
        ++results[game.result];
        if (games % 100 == 0 || games == settings.games) {
            const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            out << "games " << games << " positions " << writer.written() << " white-draw-black " << results[2] << '-'
                << results[1] << '-' << results[0] << " plies/game " << std::fixed << std::setprecision(1)
                << static_cast<double>(plies) / games << " seconds " << std::setprecision(0) << seconds << '\n'
                << std::flush;
        }
    });
    writer.finish();
    return 0;
}

std::vector<engine::training::Sample> readAllSamples(const Arguments& args, core::Variant variant)
{
    const auto list = args.value("--samples");
    if (!list || commaSeparated(*list).empty())
        throw UsageError("train needs --samples FILE[,FILE...] (written by draughts-cli selfplay)");
    std::vector<engine::training::Sample> samples;
    for (const std::string& path : commaSeparated(*list)) {
        const auto part = engine::training::readSamples(path, variant);
        samples.insert(samples.end(), part.begin(), part.end());
    }
    // The same samples in the same order whatever order the threads of
    // selfplay wrote the games in.
    std::stable_sort(samples.begin(), samples.end(), [](const auto& a, const auto& b) { return a.game < b.game; });
    return samples;
}

engine::training::TrainingSettings trainingSettings(const Arguments& args)
{
    engine::training::TrainingSettings settings;
    if (args.flag("--epochs"))
        settings.epochs = args.integer("--epochs", 1, 10000);
    if (args.flag("--batch"))
        settings.batchSize = args.integer("--batch", 1, 1 << 24);
    if (args.flag("--rate"))
        settings.learningRate = real(args, "--rate", 1e-9, 10);
    if (args.flag("--l2"))
        settings.patternL2 = real(args, "--l2", 0, 10);
    if (args.flag("--counts-l2"))
        settings.countsL2 = real(args, "--counts-l2", 0, 10);
    if (args.flag("--validation"))
        settings.validationPercent = args.integer("--validation", 1, 50);
    if (args.flag("--threads"))
        settings.threads = args.integer("--threads", 1, 64);
    if (args.flag("--seed"))
        settings.seed = static_cast<std::uint64_t>(args.integer("--seed", 0, Arguments::MaxCount));
    if (args.flag("--discount"))
        settings.discountPlies = real(args, "--discount", 1, 10000);
    return settings;
}

// The validation loss of an engine evaluation at its best scale.
void compareWith(std::ostream& out, const std::string& name, core::Variant variant, engine::EvaluationKind kind,
                 const std::vector<engine::training::Sample>& samples,
                 const engine::training::TrainingSettings& settings)
{
    engine::EngineConfig config;
    config.evaluation = kind;
    config.hashMegabytes = 1;
    const engine::Engine engine(variant, config);
    const auto fit = engine::training::fitScale(samples, settings.validationPercent, settings.discountPlies,
                                                [&](const core::Position& p) {
                                                    const double value = engine.evaluate(p);
                                                    return p.sideToMove == core::Side::White ? value : -value;
                                                });
    out << name << ": validation loss " << std::setprecision(5) << fit.validationLoss << " at " << std::setprecision(3)
        << 100 * fit.scale << " logits a man\n";
}

int train(const Arguments& args, std::ostream& out)
{
    args.allowOnly({"--variant", "--samples", "--out", "--epochs", "--batch", "--rate", "--l2", "--counts-l2",
                    "--validation", "--threads", "--seed", "--compare", "--discount"});
    const core::Variant variant = args.variant();
    const engine::evaluation::FeatureSet* features = engine::evaluation::featureSet(variant);
    if (features == nullptr)
        throw UsageError(std::string(core::variantName(variant)) + " has no learned evaluation to train");
    const auto path = args.value("--out");
    if (!path)
        throw UsageError("train needs --out FILE (where the weights go)");
    const engine::training::TrainingSettings settings = trainingSettings(args);
    const std::vector<engine::training::Sample> samples = readAllSamples(args, variant);
    const int drawCounterLimit = rules::facts(variant).drawCounterLimit;

    out << std::fixed;
    const auto report = engine::training::trainWeights(
        *features, drawCounterLimit, samples, settings, [&](const engine::training::EpochReport& epoch) {
            out << "epoch " << epoch.epoch << " rate " << std::setprecision(5) << epoch.learningRate << " training "
                << epoch.trainingLoss << " validation " << epoch.validationLoss << (epoch.best ? " best" : "") << '\n'
                << std::flush;
        });
    out << "samples: " << report.trainingSamples << " training, " << report.validationSamples << " validation ("
        << settings.validationPercent << " % of the games)\n";
    out << "constant expectation: validation loss " << std::setprecision(5) << report.constantLoss << '\n';
    out << "learned: validation loss " << report.validationLoss << '\n';
    int clamped = 0;
    const engine::evaluation::WeightFile file =
        engine::training::quantiseWeights(*features, variant, report.weights, 16, &clamped);
    engine::evaluation::writeWeightFile(*path, file);
    out << "wrote " << *path << ": " << file.weights.size() << " weights, a man " << std::setprecision(3)
        << report.weights[features->unitWeight] << " logits, " << clamped << " clamped\n";
    if (args.flag("--compare"))
        compareWith(out, "hand-made", variant, engine::EvaluationKind::HandMade, samples, settings);
    return 0;
}

} // namespace

// A sample or weight file that cannot be read or written is the user's
// input: one line and exit status 2.
int runSelfPlay(const Arguments& args, std::ostream& out)
{
    try {
        return selfPlay(args, out);
    } catch (const engine::training::SampleFileError& error) {
        throw UsageError(error.what());
    }
}

int runTrain(const Arguments& args, std::ostream& out)
{
    try {
        return train(args, out);
    } catch (const engine::training::SampleFileError& error) {
        throw UsageError(error.what());
    } catch (const engine::evaluation::WeightFileError& error) {
        throw UsageError(error.what());
    }
}

} // namespace draughts::cli
