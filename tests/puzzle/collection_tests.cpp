#include "puzzle_test_support.hpp"

#include <draughts/puzzle/checker.hpp>
#include <draughts/puzzle/overlap.hpp>
#include <draughts/puzzle/puzzle_file.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <map>
#include <set>

namespace draughts::test {

namespace {

constexpr std::size_t SampleCount = 40; // puzzles checked per game, spread over the file
constexpr std::uint64_t SampleNodes = 20'000'000;

std::string collectionText(Variant variant)
{
    const std::string path =
        std::string(DRAUGHTS_SOURCE_DIR) + "/resources/puzzles/" + std::string(core::variantId(variant)) + ".pdn";
    std::ifstream file(path, std::ios::binary);
    INFO(path);
    REQUIRE(file);
    return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

} // namespace

TEST_CASE("every game ships a collection of at least 1000 combinations, with few single captures",
          "[puzzle][collection]")
{
    for (Variant v : core::allVariants) {
        INFO(core::variantName(v));
        const puzzle::PuzzleCollection collection = puzzle::readPuzzles(collectionText(v));
        CHECK(collection.errors.empty());
        const auto nearTrivial = static_cast<std::size_t>(
            std::count_if(collection.puzzles.begin(), collection.puzzles.end(), puzzle::isNearTrivial));
        CHECK(collection.puzzles.size() - nearTrivial >= 1000);
        CHECK(nearTrivial * 4 <= collection.puzzles.size());
        std::set<std::string> ids;
        std::set<int> difficulties;
        for (const puzzle::Puzzle& p : collection.puzzles) {
            CHECK(p.variant == v);
            CHECK(p.depth > 0);
            CHECK(p.difficulty > 0);
            ids.insert(p.id);
            difficulties.insert(p.difficulty);
        }
        CHECK(ids.size() == collection.puzzles.size());
        CHECK(difficulties.size() >= 4);
    }
}

TEST_CASE("each shipped collection has the named themes of its game", "[puzzle][collection]")
{
    // Issue 22's themes: the shot, the breakthrough to crown and endgame
    // technique where the game has kings, and each game's own.
    using puzzle::Theme;
    const std::map<Variant, std::vector<Theme>> named{
        {Variant::International, {Theme::Shot, Theme::Breakthrough, Theme::Endgame}},
        {Variant::Polish, {Theme::Shot, Theme::Breakthrough, Theme::Endgame, Theme::CaptureCrowning}},
        {Variant::TwentyVsTen, {Theme::Shot, Theme::Endgame, Theme::DoubleMove}},
        {Variant::CornerCheckers, {Theme::Shot, Theme::Breakthrough, Theme::Endgame, Theme::CrowningSquare}},
        {Variant::ToTheLastMan, {Theme::Shot, Theme::Flips, Theme::Hand}},
    };
    for (const auto& [v, themes] : named) {
        const puzzle::PuzzleCollection collection = puzzle::readPuzzles(collectionText(v));
        for (Theme theme : themes) {
            INFO(core::variantName(v) << " " << puzzle::themeId(theme));
            CHECK(std::any_of(collection.puzzles.begin(), collection.puzzles.end(), [&](const puzzle::Puzzle& p) {
                return std::find(p.themes.begin(), p.themes.end(), theme) != p.themes.end();
            }));
        }
    }
}

TEST_CASE("no shipped puzzle repeats another: same position, colour twin, or on another's solution line",
          "[puzzle][collection]")
{
    for (Variant v : core::allVariants) {
        INFO(core::variantName(v));
        const puzzle::PuzzleCollection collection = puzzle::readPuzzles(collectionText(v));
        CHECK(puzzle::overlaps(collection.puzzles).empty());
    }
}

TEST_CASE("a sample of each shipped collection is sound", "[puzzle][collection]")
{
    // scripts/check-puzzles.sh checks every puzzle; this checks 40 of each
    // game, from all parts of its file, to stay short.
    puzzle::ProofLimits limits;
    limits.nodes = SampleNodes;
    for (Variant v : core::allVariants) {
        const puzzle::PuzzleCollection collection = puzzle::readPuzzles(collectionText(v));
        const std::size_t step = std::max<std::size_t>(1, collection.puzzles.size() / SampleCount);
        for (std::size_t i = 0; i < collection.puzzles.size(); i += step) {
            const puzzle::Puzzle& p = collection.puzzles[i];
            INFO(core::variantName(v) << " " << p.id);
            const puzzle::CheckResult result = puzzle::checkPuzzle(p, limits);
            INFO(puzzle::describe(p, result));
            CHECK(result.ok());
        }
    }
}

} // namespace draughts::test
