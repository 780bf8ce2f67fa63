#include "puzzle_test_support.hpp"

#include <draughts/game/game.hpp>
#include <draughts/puzzle/checker.hpp>
#include <draughts/puzzle/generator.hpp>
#include <draughts/puzzle/overlap.hpp>
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

TEST_CASE("the generator mines the positions of real games and keeps no colour twin", "[puzzle][generator]")
{
    // Two "games" of a file, each only a start. The first is the shipped
    // collection's international-0001 (White to move): 28x19x30 takes the
    // men on 23 and 24 (19 and 30 are empty), nothing can take the man on
    // 30 back (25 would need 34 free), and it is the only capture, so two
    // men are won. The second is the same with the colours swapped and the
    // board turned (square n on 51 - n): the same puzzle for Black.
    puzzle::GeneratorOptions options;
    options.variant = Variant::International;
    options.count = 10;
    options.idPrefix = "international";
    options.sourceName = "shots.pdn";
    const core::Position shot =
        position(options.variant, "W:W27,28,32,34,35,37,39,40,45-48,50:B1,2,4,5,9-11,13,14,16,23-25");
    const auto twin = puzzle::colourTwin(options.variant, shot);
    REQUIRE(twin);
    // On its own the twin is a puzzle too: only the collection drops it.
    CHECK(puzzle::PuzzleMiner(options.variant).examine(*twin));
    for (const core::Position& start : {shot, *twin})
        options.sourceGames.emplace_back(game::Game(options.variant, start, game::MissedCaptureRule::Compulsory));
    const std::vector<puzzle::Puzzle> found = puzzle::generatePuzzles(options);
    REQUIRE(found.size() == 1);
    const puzzle::Puzzle& p = found.front();
    CHECK(p.position == shot);
    CHECK(p.goal == puzzle::Goal{puzzle::GoalKind::WinMaterial, 2});
    REQUIRE(p.solution.size() == 1);
    CHECK(p.solution[0] == move(options.variant, shot, "28x19x30"));
    CHECK(p.id == "international-0001");
    REQUIRE(p.extraTags.size() == 1);
    CHECK(p.extraTags[0].second == "file shots.pdn game 0 ply 0");
    // Started again on its own file, it goes on after the last game named
    // there and adds nothing twice.
    CHECK(puzzle::generatePuzzles(options, found).size() == 1);
}

} // namespace draughts::test
