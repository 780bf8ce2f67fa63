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
            const Sample sample{p, 2, 77, 301};
            const auto record = engine::training::encodeSample(variant, sample);
            const Sample back = engine::training::decodeSample(variant, record.data(), "test");
            REQUIRE(back.position == p);
            CHECK(back.result == 2);
            CHECK(back.game == 77);
            CHECK(back.pliesToEnd == 301);
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
    for (const auto& game : games)
        CHECK(game.samples.front().pliesToEnd == game.plies); // the start is quiet: no capture on the first move
    for (const auto& game : games) {
        CHECK(game.plies > 0);
        CHECK_FALSE(game.samples.empty());
        int laterPlies = game.plies + 1;
        for (const Sample& sample : game.samples) {
            CHECK(sample.result == game.result);
            CHECK(sample.game == game.number);
            // Each sample lies nearer the end than the one before, and
            // the game's first position is never a capture in Polish.
            CHECK(sample.pliesToEnd < laterPlies);
            CHECK(sample.pliesToEnd >= 1);
            laterPlies = sample.pliesToEnd;
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

TEST_CASE("self-play game n starts from the n-th of the starts given, again from the first after the last",
          "[training][selfplay]")
{
    // Twenty vs Ten with White two and four men short: positions where
    // Black wins too (docs/performance.md, "Twenty vs Ten from even openings").
    const std::vector<core::Position> starts{test::position(core::Variant::TwentyVsTen, "B:W33-50:B1-10"),
                                             test::position(core::Variant::TwentyVsTen, "B:W35-50:B1-10")};
    engine::training::SelfPlaySettings settings;
    settings.variant = core::Variant::TwentyVsTen;
    settings.games = 3;
    settings.depth = 1;
    settings.randomPliesMin = 0;
    settings.randomPliesMax = 0;
    settings.starts = starts;
    std::vector<engine::training::SelfPlayGame> games;
    engine::training::playSelfPlay(settings, [&](const auto& game) { games.push_back(game); });
    REQUIRE(games.size() == 3);
    for (const auto& game : games) {
        INFO("game " << game.number);
        REQUIRE_FALSE(game.samples.empty());
        CHECK(game.samples.front().position == starts[game.number % 2]); // the start is quiet: Black cannot capture
        CHECK(game.samples.front().pliesToEnd == game.plies);
    }
}

TEST_CASE("the trainer lowers the loss on a small made-up set", "[training][trainer]")
{
    // One feature, White's men minus Black's; White wins every game in
    // which he has more men, Black when he has, the rest are drawn.
    engine::evaluation::FeatureSet set{
        "test",
        2,
        {{"men", 0, 1, false}, {"unused", 1, 1, true}},
        0,
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
    const auto report = engine::training::trainWeights(
        set, 0, samples, settings, [&](const auto& epoch) { losses.push_back(epoch.trainingLoss); });
    REQUIRE(losses.size() >= 2);
    CHECK(losses.back() < losses.front());
    CHECK(report.validationLoss < report.constantLoss);
    CHECK(report.weights[0] > 0.5F);  // a man ahead is worth a lot
    CHECK(report.weights[1] == 0.0F); // a feature never seen stays at zero
    // Scaled so that the unit weight is 100 centipieces.
    int clamped = -1;
    const auto file =
        engine::training::quantiseWeights(set, core::Variant::International, report.weights, 16, &clamped);
    CHECK(file.weights[0] == 1600);
    CHECK(clamped == 0);
}

TEST_CASE("with a discount the trainer fits a result by how far it lies", "[training][trainer]")
{
    const core::Position start = rules::startPosition(core::Variant::TwentyVsTen);
    const Sample whiteWinsNow{start, 2, 0, 0};
    const Sample whiteWinsIn20{start, 2, 0, 20};
    const Sample blackWinsIn20{start, 0, 0, 20};
    const Sample drawIn20{start, 1, 0, 20};
    // Without a discount: the result itself.
    CHECK(engine::training::trainingTarget(whiteWinsIn20, 0) == 1.0);
    CHECK(engine::training::trainingTarget(blackWinsIn20, 0) == 0.0);
    CHECK(engine::training::trainingTarget(drawIn20, 0) == 0.5);
    // With 20 plies: a result 20 plies away counts e^-1 of its distance from
    // a draw, 1/2 +- 1/(2e) = 0.68394 and 0.31606.
    CHECK(engine::training::trainingTarget(whiteWinsNow, 20) == 1.0);
    CHECK(engine::training::trainingTarget(whiteWinsIn20, 20) == Approx(0.68394).epsilon(1e-5));
    CHECK(engine::training::trainingTarget(blackWinsIn20, 20) == Approx(0.31606).epsilon(1e-5));
    CHECK(engine::training::trainingTarget(drawIn20, 20) == 0.5);
}

TEST_CASE("the trainer fits the discounted result", "[training][trainer]")
{
    // One feature that is always 1, and games White wins 20 plies later:
    // with a discount of 20 plies the fit is the logit of 0.68394,
    // ln(0.68394 / 0.31606) = 0.77193; without one it would grow without bound.
    engine::evaluation::FeatureSet set{"test",
                                       1,
                                       {{"one", 0, 1, false}},
                                       0,
                                       [](const core::Position&, std::vector<engine::evaluation::ActiveFeature>& out) {
                                           out.clear();
                                           out.push_back({0, 1.0F});
                                       }};
    const core::Position start = rules::startPosition(core::Variant::TwentyVsTen);
    std::vector<Sample> samples;
    for (std::uint32_t game = 0; game < 40; ++game)
        samples.push_back(Sample{start, 2, game, 20});
    engine::training::TrainingSettings settings;
    settings.epochs = 300;
    settings.batchSize = 64;
    settings.learningRate = 0.05;
    settings.validationPercent = 20;
    settings.halvings = 12;
    settings.discountPlies = 20;
    const auto report = engine::training::trainWeights(set, 0, samples, settings);
    CHECK(report.weights[0] == Approx(0.77193).margin(0.01));
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
