// Training data and the trainer: sample files, self-play, logistic regression.

#include "engine_test_support.hpp"
#include "evaluation_test_support.hpp"

#include <draughts/engine/training/sample_file.hpp>
#include <draughts/engine/training/self_play.hpp>
#include <draughts/engine/training/trainer.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>

#include <cmath>
#include <cstdio>
#include <filesystem>

using namespace draughts;
using engine::training::Sample;

TEST_CASE("a sample reads back as the position and result written", "[training][samples]")
{
    for (const core::Variant variant : core::allVariants) {
        INFO(core::variantName(variant));
        for (const core::Position& p : test::randomPositions(variant, 2, 3)) {
            const Sample sample{p, 2, 77};
            const auto record = engine::training::encodeSample(variant, sample);
            const Sample back = engine::training::decodeSample(variant, record.data(), "test");
            REQUIRE(back.position == p);
            CHECK(back.result == 2);
            CHECK(back.game == 77);
        }
    }
}

TEST_CASE("To the Last Man's hands and capture counts survive a sample file", "[training][samples]")
{
    // White's stone on d4 captured twice, one Black stone in hand.
    core::Position p = test::position(core::Variant::ToTheLastMan, "W:Wd4,b2:Bc5");
    p.captureCount[rules::squareAt(core::Variant::ToTheLastMan, 3, 3)] = 2;
    p.hand = {0, 1};
    const auto record = engine::training::encodeSample(core::Variant::ToTheLastMan, Sample{p, 0, 5});
    const Sample back = engine::training::decodeSample(core::Variant::ToTheLastMan, record.data(), "test");
    CHECK(back.position == p);
    CHECK(back.result == 0);
}

TEST_CASE("a record that is no position is refused, naming the sample", "[training][samples]")
{
    const core::Position start = rules::startPosition(core::Variant::International);
    auto record = engine::training::encodeSample(core::Variant::International, Sample{start, 1, 0});
    record[13] = record[5]; // Black's men on White's squares (bits 40-47)
    CHECK_THROWS_WITH(engine::training::decodeSample(core::Variant::International, record.data(), "file: sample 3"),
                      Catch::Contains("file: sample 3"));
}

TEST_CASE("self-play writes quiet positions with their game's result", "[training][selfplay]")
{
    engine::training::SelfPlaySettings settings;
    settings.variant = core::Variant::Polish;
    settings.games = 2;
    settings.depth = 1;
    settings.seed = 5;
    std::vector<engine::training::SelfPlayGame> games;
    engine::training::playSelfPlay(settings, [&](const auto& game) { games.push_back(game); });
    REQUIRE(games.size() == 2);
    for (const auto& game : games) {
        CHECK(game.plies > 0);
        CHECK_FALSE(game.samples.empty());
        for (const Sample& sample : game.samples) {
            CHECK(sample.result == game.result);
            CHECK(sample.game == game.number);
            core::MoveList legal;
            rules::generateMoves(core::Variant::Polish, sample.position, legal);
            REQUIRE_FALSE(legal.empty());
            CHECK_FALSE(legal[0].isCapture());
        }
    }
    // The same seed plays the same game.
    engine::Engine engine(core::Variant::Polish);
    const auto again = engine::training::playSelfPlayGame(settings, engine, games[0].number);
    CHECK(again.plies == games[0].plies);
    CHECK(again.samples.size() == games[0].samples.size());
}

TEST_CASE("the trainer lowers the loss on a small made-up set", "[training][trainer]")
{
    // One feature, White's men minus Black's; White wins every game in
    // which he has more men, Black when he has, the rest are drawn.
    engine::evaluation::FeatureSet set{"test", 2, {{"men", 0, 1, false}, {"unused", 1, 1, true}}, 0,
                                       [](const core::Position& p, std::vector<engine::evaluation::ActiveFeature>& out) {
                                           out.clear();
                                           out.push_back({0, static_cast<float>(core::countOf(p.white) - core::countOf(p.black))});
                                       }};
    std::vector<Sample> samples;
    std::uint32_t game = 0;
    for (const core::Position& p : test::randomPositions(core::Variant::International, 20, 9)) {
        const int difference = core::countOf(p.white) - core::countOf(p.black);
        samples.push_back(Sample{p, static_cast<std::uint8_t>(difference > 0 ? 2 : difference < 0 ? 0 : 1), game++});
    }
    engine::training::TrainingSettings settings;
    settings.epochs = 20;
    settings.batchSize = 64;
    settings.learningRate = 0.05;
    settings.validationPercent = 20;
    std::vector<double> losses;
    const auto report = engine::training::trainWeights(set, 0, samples, settings, [&](const auto& epoch) {
        losses.push_back(epoch.trainingLoss);
    });
    REQUIRE(losses.size() >= 2);
    CHECK(losses.back() < losses.front());
    CHECK(report.validationLoss < report.constantLoss);
    CHECK(report.weights[0] > 0.5F); // a man ahead is worth a lot
    CHECK(report.weights[1] == 0.0F); // a feature never seen stays at zero
    // Scaled so that the unit weight is 100 centipieces.
    int clamped = -1;
    const auto file = engine::training::quantiseWeights(set, core::Variant::International, report.weights, 16, &clamped);
    CHECK(file.weights[0] == 1600);
    CHECK(clamped == 0);
}

TEST_CASE("the games held out for validation are about the share asked for, the same every time", "[training][trainer]")
{
    int held = 0;
    for (std::uint32_t game = 0; game < 10000; ++game)
        held += engine::training::isValidationGame(game, 5);
    CHECK(held > 400);
    CHECK(held < 600);
    CHECK(engine::training::isValidationGame(17, 5) == engine::training::isValidationGame(17, 5));
}
