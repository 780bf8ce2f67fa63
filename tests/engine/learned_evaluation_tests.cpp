// The learned evaluations: their weight files, their features, symmetry.

#include "engine_test_support.hpp"
#include "evaluation_test_support.hpp"

#include <draughts/engine/evaluation/features.hpp>
#include <draughts/engine/evaluation/weight_file.hpp>

#include <cmath>
#include <map>
#include <numeric>
#include <string>
#include <utility>

using namespace draughts;
using draughts::test::blockStart;
using draughts::test::colourSwappedTwin;
using draughts::test::summedFeatures;
using engine::evaluation::FeatureSet;
using engine::evaluation::WeightFile;

namespace {

WeightFile sampleWeights()
{
    return WeightFile{core::Variant::Polish, "test-model", 16, {0, 1, -1, 32767, -32767, 1600}};
}

} // namespace

TEST_CASE("every built-in weight file loads, matches its checksum and fits its game's features", "[engine][learned]")
{
    for (const core::Variant variant : core::allVariants) {
        const auto bytes = engine::evaluation::builtInWeightFile(variant);
        const FeatureSet* features = engine::evaluation::featureSet(variant);
        INFO(core::variantName(variant));
        if (bytes.empty())
            continue;
        REQUIRE(features != nullptr);
        const WeightFile file = engine::evaluation::decodeWeightFile(bytes, "built-in");
        CHECK(file.variant == variant);
        CHECK(file.model == features->model);
        CHECK(file.weights.size() == features->weightCount);
        CHECK(file.unitsPerCentipiece == 16);
        // The unit weight is a man at the start: 100 centipieces.
        CHECK(file.weights[features->unitWeight] == 1600);
    }
}

TEST_CASE("a weight file reads back what was written", "[engine][learned]")
{
    const WeightFile file = sampleWeights();
    const auto bytes = engine::evaluation::encodeWeightFile(file);
    // 48 header bytes and two bytes a weight.
    CHECK(bytes.size() == 48 + 2 * file.weights.size());
    const WeightFile back = engine::evaluation::decodeWeightFile(bytes, "test");
    CHECK(back.variant == file.variant);
    CHECK(back.model == file.model);
    CHECK(back.unitsPerCentipiece == 16);
    CHECK(back.weights == file.weights);
}

TEST_CASE("a damaged or cut weight file is refused with the reason", "[engine][learned]")
{
    auto bytes = engine::evaluation::encodeWeightFile(sampleWeights());
    SECTION("a changed weight fails the checksum")
    {
        bytes.back() ^= 1U;
        CHECK_THROWS_WITH(engine::evaluation::decodeWeightFile(bytes, "w.weights"),
                          Catch::Contains("w.weights") && Catch::Contains("checksum"));
    }
    SECTION("a cut file has fewer bytes than its header announces")
    {
        bytes.pop_back();
        CHECK_THROWS_WITH(engine::evaluation::decodeWeightFile(bytes, "w.weights"),
                          Catch::Contains("announces 6 weights"));
    }
    SECTION("another file is not a weight file")
    {
        bytes[0] = 'X';
        CHECK_THROWS_WITH(engine::evaluation::decodeWeightFile(bytes, "w.weights"),
                          Catch::Contains("not a weight file"));
    }
}

TEST_CASE("a region's index counts its squares in base 3, worked out by hand", "[engine][learned]")
{
    const FeatureSet& set = *engine::evaluation::featureSet(core::Variant::International);
    SECTION("a White man on 46 and a Black man on 1")
    {
        // Square n is on row (n-1)/5 from the top, place k = (n-1)%5 in its
        // row. A region's rows weigh 729, 81, 9, 1 from the top; in a row its
        // first square weighs 1 and its second 3; empty 0, the side seen as
        // White 1, the other 2.
        // As it stands: 46 (row 10, k 0) in rows 7-10, squares 1-2: 1 * 1 * 1 = 1;
        // 1 (row 1, k 0) in rows 1-4, squares 1-2: 729 * 1 * 2 = 1458.
        // Turned round with colours swapped (subtracted): Black's man on 1
        // becomes White's on 50 (row 10, k 4), rows 7-10, squares 4-5:
        // 1 * 3 * 1 = 3; White's 46 becomes Black's on 5 (row 1, k 4), rows
        // 1-4, squares 4-5: 729 * 3 * 2 = 4374. Each of these four regions
        // is empty (index 0) in the other view; every other region is empty
        // in both, which cancels.
        const auto features = summedFeatures(set, test::position(core::Variant::International, "W:W46:B1"));
        // Counts: White's man steps to 41 only, Black's to 6 and 7 (steps -1);
        // White to move (+1; in the ending scaled by the 38 of 40 men gone);
        // equal men; neither man is free of enemy pieces ahead; no threats.
        const std::map<std::uint32_t, double> expected{
            {blockStart(set, "region rows 7-10 squares 1-2") + 1, 1.0},
            {blockStart(set, "region rows 7-10 squares 1-2"), -1.0},
            {blockStart(set, "region rows 1-4 squares 1-2") + 1458, 1.0},
            {blockStart(set, "region rows 1-4 squares 1-2"), -1.0},
            {blockStart(set, "region rows 7-10 squares 4-5") + 3, -1.0},
            {blockStart(set, "region rows 7-10 squares 4-5"), 1.0},
            {blockStart(set, "region rows 1-4 squares 4-5") + 4374, -1.0},
            {blockStart(set, "region rows 1-4 squares 4-5"), 1.0},
            {blockStart(set, "man steps"), -1.0},
            {blockStart(set, "to move"), 1.0},
            {blockStart(set, "to move (ending)"), 38.0 / 40.0},
        };
        REQUIRE(features.size() == expected.size());
        for (const auto& [index, value] : expected) {
            INFO("weight " << index);
            REQUIRE(features.count(index) == 1);
            CHECK(features.at(index) == Approx(value));
        }
    }
    SECTION("several men in one region; a king counts as an empty square")
    {
        // White 31 (row 7, k 0), 36 (row 8, k 0), 37 (row 8, k 1), king 42;
        // Black 26 (row 6, k 0), 32 (row 7, k 1). Rows 5-8, squares 1-2:
        // 81*2 (26) + 9*1 (31) + 9*3*2 (32) + 1 (36) + 3 (37) = 229.
        // Rows 5-8, squares 2-3: 9*2 (32) + 1 (37) = 19.
        const auto features =
            summedFeatures(set, test::position(core::Variant::International, "B:W31,36,37,K42:B26,32"));
        CHECK(features.at(blockStart(set, "region rows 5-8 squares 1-2") + 229) == 1.0);
        CHECK(features.at(blockStart(set, "region rows 5-8 squares 2-3") + 19) == 1.0);
        CHECK(features.at(blockStart(set, "kings")) == 1.0);
        CHECK(features.at(blockStart(set, "first king")) == 1.0);
        CHECK(features.at(blockStart(set, "to move")) == -1.0);
    }
}

TEST_CASE("a position's features are the opposite of its colour-swapped twin's", "[engine][learned]")
{
    for (const core::Variant variant : core::allVariants) {
        const FeatureSet* set = engine::evaluation::featureSet(variant);
        // Twenty vs Ten's armies differ (Black moves twice): no twin there.
        if (set == nullptr || variant == core::Variant::TwentyVsTen)
            continue;
        INFO(core::variantName(variant));
        for (const core::Position& p : test::randomPositions(variant, 10, 7)) {
            auto features = summedFeatures(*set, p);
            for (const auto& [index, value] : summedFeatures(*set, colourSwappedTwin(variant, p)))
                features[index] += value;
            std::erase_if(features, [](const auto& entry) { return std::abs(entry.second) < 1e-6; });
            REQUIRE(features.empty());
        }
    }
}

TEST_CASE("the learned evaluation scores a position and its colour-swapped twin alike for the side to move",
          "[engine][learned]")
{
    for (const core::Variant variant : {core::Variant::International, core::Variant::Polish,
                                        core::Variant::CornerCheckers, core::Variant::ToTheLastMan}) {
        engine::EngineConfig config;
        config.evaluation = engine::EvaluationKind::Learned;
        config.hashMegabytes = 1;
        const engine::Engine engine(variant, config);
        INFO(core::variantName(variant));
        int nonZero = 0;
        for (const core::Position& p : test::randomPositions(variant, 10, 11)) {
            const engine::Score score = engine.evaluate(p);
            REQUIRE(engine.evaluate(colourSwappedTwin(variant, p)) == score);
            nonZero += score != 0;
        }
        CHECK(nonZero > 0);
    }
}

TEST_CASE("each game plays by default with the evaluation that won its match: the learned one in every game",
          "[engine][learned]")
{
    // docs/engine.md, "Tested changes": the learned evaluation passed the
    // SPRT in every game (in Twenty vs Ten counted by pairs by length).
    const std::pair<core::Variant, engine::EvaluationKind> defaults[] = {
        {core::Variant::International, engine::EvaluationKind::Learned},
        {core::Variant::CornerCheckers, engine::EvaluationKind::Learned},
        {core::Variant::ToTheLastMan, engine::EvaluationKind::Learned},
        {core::Variant::Polish, engine::EvaluationKind::Learned},
        {core::Variant::TwentyVsTen, engine::EvaluationKind::Learned},
    };
    for (const auto& [variant, expected] : defaults) {
        INFO(core::variantName(variant));
        auto engineWith = [variant = variant](engine::EvaluationKind kind) {
            engine::EngineConfig config;
            config.evaluation = kind;
            config.hashMegabytes = 1;
            return engine::Engine(variant, config);
        };
        const engine::Engine byDefault = engineWith(engine::EvaluationKind::GameDefault);
        const engine::Engine learned = engineWith(engine::EvaluationKind::Learned);
        const engine::Engine handMade = engineWith(engine::EvaluationKind::HandMade);
        const engine::Engine& chosen = expected == engine::EvaluationKind::Learned ? learned : handMade;
        int differ = 0;
        for (const core::Position& p : test::randomPositions(variant, 10, 13)) {
            REQUIRE(byDefault.evaluate(p) == chosen.evaluate(p));
            differ += learned.evaluate(p) != handMade.evaluate(p);
        }
        CHECK(differ > 0); // the two evaluations are told apart
    }
}

TEST_CASE("Twenty vs Ten's safe moves and set-ups, worked out by hand", "[engine][learned]")
{
    const FeatureSet& set = *engine::evaluation::featureSet(core::Variant::TwentyVsTen);
    auto feature = [&](const std::map<std::uint32_t, double>& features, const std::string& block,
                       std::uint32_t offset = 0) {
        const auto found = features.find(blockStart(set, block) + offset);
        return found == features.end() ? 0.0 : found->second;
    };
    SECTION("a step a White man next to the square can answer by taking is not safe")
    {
        // Black's man on 12 steps to 17 (White's 22 takes it, landing on 11)
        // or to 18 (22 takes it, landing on 13): he can move, but not
        // safely. The man on 3 steps to 8 or 9, next to no White piece.
        // White's 22 steps to 17 (Black's 12 takes it, landing on 21) or 18
        // (12 takes it, landing on 23); 37 and 38 step where no Black piece
        // is near.
        const auto features = summedFeatures(set, test::position(core::Variant::TwentyVsTen, "B:W22,37,38:B3,12"));
        CHECK(feature(features, "Black movers") == 2.0);
        CHECK(feature(features, "Black safe movers") == 1.0);
        CHECK(feature(features, "Black safe movers 0-2", 1) == 1.0);
        CHECK(feature(features, "Black safe movers 0-2", 0) == 0.0);
        CHECK(feature(features, "White men with a safe step") == 2.0);
        CHECK(feature(features, "Black set-ups by turn", 0) == 0.0);
        CHECK(feature(features, "Black set-ups by turn", 1) == 0.0);
    }
    SECTION("the square a man steps from is free to land on")
    {
        // Black's man on 7 steps to 11, where White's 16 takes it, or to 12,
        // where White's 18 takes it, each landing on 7, the square the man
        // has just left: no safe move. White's 16 steps to 11, where 7 takes
        // it landing on 16; 18 steps to 12 (7 takes it, landing on 18) or to
        // 13, next to no Black piece: one White man with a safe step.
        const auto features = summedFeatures(set, test::position(core::Variant::TwentyVsTen, "B:W16,18:B7"));
        CHECK(feature(features, "Black movers") == 1.0);
        CHECK(feature(features, "Black safe movers") == 0.0);
        CHECK(feature(features, "Black safe movers 0-2", 0) == 1.0);
        CHECK(feature(features, "White men with a safe step") == 1.0);
    }
    SECTION("a White man between two Black pieces, the one behind it free to step away")
    {
        // 12, White's 18 and 23 lie on one diagonal: neither Black piece can
        // take 18 now (each lands on the other), but once one of them has
        // stepped away (12 to 17, or 23 to 28 or 29), the other takes it:
        // one target, counted on White's move and on Black's first, not on
        // his second (the set-up needs both moves).
        const auto blackFirst = summedFeatures(set, test::position(core::Variant::TwentyVsTen, "B:W18,37,38:B12,23"));
        CHECK(feature(blackFirst, "Black set-ups by turn", 1) == 1.0);
        CHECK(feature(blackFirst, "Black set-ups by turn", 0) == 0.0);
        const auto white = summedFeatures(set, test::position(core::Variant::TwentyVsTen, "W:W18,37,38:B12,23"));
        CHECK(feature(white, "Black set-ups by turn", 0) == 1.0);
        const auto blackSecond =
            summedFeatures(set, test::position(core::Variant::TwentyVsTen, "B:W18,37,38:B12,23,44:D44"));
        CHECK(feature(blackSecond, "Black set-ups by turn", 0) == 0.0);
        CHECK(feature(blackSecond, "Black set-ups by turn", 1) == 0.0);
    }
}

TEST_CASE("Twenty vs Ten's regions count in two tables blended by how many pieces White has", "[engine][learned]")
{
    // Every region gives one feature a table: 16 regions, the table for many
    // White pieces weighed (pieces - 4) / 16 (at most 1), the other the rest.
    const FeatureSet& set = *engine::evaluation::featureSet(core::Variant::TwentyVsTen);
    const std::uint32_t many = blockStart(set, "region rows 1-4 squares 1-2");
    const std::uint32_t few = blockStart(set, "region rows 1-4 squares 1-2 (White with few pieces)");
    const std::uint32_t tableSize = 16 * 6561;
    auto tableSums = [&](const std::string& fen) {
        std::pair<double, double> sums;
        for (const auto& [index, value] : summedFeatures(set, test::position(core::Variant::TwentyVsTen, fen))) {
            if (index >= many && index < many + tableSize)
                sums.first += value;
            if (index >= few && index < few + tableSize)
                sums.second += value;
        }
        return sums;
    };
    CHECK(tableSums("B:W31-50:B1-10") == std::pair{16.0, 0.0});     // 20 pieces
    CHECK(tableSums("B:W39-50:B1-10") == std::pair{8.0, 8.0});      // 12: half each
    CHECK(tableSums("B:W22,37,38:B3,12") == std::pair{0.0, 16.0});  // 3
    CHECK(tableSums("W:W31-39,K50:B1-10") == std::pair{6.0, 10.0}); // 10 (a king counts)
}

TEST_CASE("Twenty vs Ten's learned evaluation is the sum of its features' weights", "[engine][learned]")
{
    // The engine blends the two region tables once per position; the
    // trainer's features give the exact sum. They differ by the rounding
    // to whole weight units and centipieces only.
    const FeatureSet& set = *engine::evaluation::featureSet(core::Variant::TwentyVsTen);
    const auto file = engine::evaluation::decodeWeightFile(
        engine::evaluation::builtInWeightFile(core::Variant::TwentyVsTen), "built-in");
    engine::EngineConfig config;
    config.evaluation = engine::EvaluationKind::Learned;
    config.hashMegabytes = 1;
    const engine::Engine engine(core::Variant::TwentyVsTen, config);
    for (const core::Position& p : test::randomPositions(core::Variant::TwentyVsTen, 10, 17)) {
        double units = 0;
        for (const auto& [index, value] : summedFeatures(set, p))
            units += file.weights[index] * value;
        const engine::Score score = engine.evaluate(p);
        const double whiteView = p.sideToMove == core::Side::White ? score : -score;
        REQUIRE(std::abs(whiteView - units / file.unitsPerCentipiece) < 1.07);
    }
}
