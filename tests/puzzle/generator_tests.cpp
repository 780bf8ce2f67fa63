#include "puzzle_test_support.hpp"

#include <draughts/puzzle/checker.hpp>
#include <draughts/puzzle/generator.hpp>
#include <draughts/puzzle/puzzle_file.hpp>

#include <algorithm>

namespace draughts::test {

namespace {

// Corner Checkers' games are short and rich in shots: a few games give
// puzzles quickly.
puzzle::GeneratorOptions fewCornerGames(std::size_t games)
{
    puzzle::GeneratorOptions options;
    options.variant = Variant::CornerCheckers;
    options.count = 40;
    options.seed = 3;
    options.maxGames = games;
    options.idPrefix = "corner";
    return options;
}

bool hasOrigin(const puzzle::Puzzle& p)
{
    return std::any_of(p.extraTags.begin(), p.extraTags.end(), [](const auto& tag) {
        return tag.first == puzzle::originTag && tag.second.rfind("self-play seed 3 game ", 0) == 0;
    });
}

} // namespace

TEST_CASE("a generator run continued from its puzzles makes what one run makes", "[puzzle][generator]")
{
    const std::vector<puzzle::Puzzle> oneRun = puzzle::generatePuzzles(fewCornerGames(3));
    const std::vector<puzzle::Puzzle> firstPart = puzzle::generatePuzzles(fewCornerGames(1));
    // The first game alone gives fewer puzzles than three games, so that
    // the continued run has something to add.
    REQUIRE(!firstPart.empty());
    REQUIRE(firstPart.size() < oneRun.size());
    REQUIRE(oneRun.size() < 40);
    const std::vector<puzzle::Puzzle> continued = puzzle::generatePuzzles(fewCornerGames(3), firstPart);
    CHECK(puzzle::writePuzzles(continued) == puzzle::writePuzzles(oneRun));
    for (const puzzle::Puzzle& p : oneRun) {
        INFO(p.id);
        CHECK(hasOrigin(p));
        CHECK(p.depth >= 1);
    }
}

TEST_CASE("every puzzle the generator keeps is sound, with no second answer within the margin", "[puzzle][generator]")
{
    // No other first move forces the goal even AlternativeMargin plies past
    // the stated depth: the solving window would accept it as a second answer.
    for (const puzzle::Puzzle& p : puzzle::generatePuzzles(fewCornerGames(2))) {
        const puzzle::CheckResult result = puzzle::checkPuzzle(p, {}, puzzle::AlternativeMargin);
        INFO(p.id << ": " << puzzle::describe(p, result));
        CHECK(result.ok());
    }
}

} // namespace draughts::test
