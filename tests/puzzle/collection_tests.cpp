#include "puzzle_test_support.hpp"

#include <draughts/puzzle/checker.hpp>
#include <draughts/puzzle/puzzle_file.hpp>

#include <fstream>
#include <iterator>
#include <set>

namespace draughts::test {

namespace {

constexpr std::size_t SampleSize = 3;
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

TEST_CASE("every game ships a collection of at least 300 readable puzzles spread over difficulties",
          "[puzzle][collection]")
{
    for (Variant v : core::allVariants) {
        INFO(core::variantName(v));
        const puzzle::PuzzleCollection collection = puzzle::readPuzzles(collectionText(v));
        CHECK(collection.errors.empty());
        CHECK(collection.puzzles.size() >= 300);
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

TEST_CASE("a sample of each shipped collection is sound", "[puzzle][collection]")
{
    // scripts/check-puzzles.sh checks every puzzle; this checks the first
    // few of each game, to stay short.
    puzzle::ProofLimits limits;
    limits.nodes = SampleNodes;
    for (Variant v : core::allVariants) {
        const puzzle::PuzzleCollection collection = puzzle::readPuzzles(collectionText(v));
        for (std::size_t i = 0; i < std::min(SampleSize, collection.puzzles.size()); ++i) {
            const puzzle::Puzzle& p = collection.puzzles[i];
            INFO(core::variantName(v) << " " << p.id);
            const puzzle::CheckResult result = puzzle::checkPuzzle(p, limits);
            INFO(puzzle::describe(p, result));
            CHECK(result.ok());
        }
    }
}

} // namespace draughts::test
