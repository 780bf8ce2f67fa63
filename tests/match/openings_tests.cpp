// Opening sets: reading a file with its errors, and generating balanced,
// quiet, different openings the same way every time.

#include <draughts/match/openings.hpp>
#include <draughts/engine/engine.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>

#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

using namespace draughts;
using Catch::Matchers::Contains;

TEST_CASE("an openings file has a FEN a line, with comments and blank lines skipped", "[match][openings]")
{
    std::istringstream file("# made by a test\r\n\nW:W31-50:B1-20\r\n  B:W31,32:B1,2\n");
    const auto openings = match::readOpenings(core::Variant::International, file, "set.fen");
    REQUIRE(openings.size() == 2);
    CHECK(notation::writeFen(core::Variant::International, openings[0].start) == "W:W31-50:B1-20");
    CHECK(openings[1].start.sideToMove == core::Side::Black);
    CHECK(openings[1].moves.empty());
}

TEST_CASE("a bad openings file names its line and why", "[match][openings]")
{
    std::istringstream bad("W:W31-50:B1-20\nW:W51:B1\n");
    CHECK_THROWS_WITH(match::readOpenings(core::Variant::International, bad, "set.fen"),
                      Contains("set.fen:2: ") && Contains("\"51\" is not a square"));
    std::istringstream over("W:W31\n"); // Black has no pieces: the game is over
    CHECK_THROWS_WITH(match::readOpenings(core::Variant::International, over, "set.fen"),
                      Contains("set.fen:1: the game is over"));
    std::istringstream empty("# nothing\n");
    CHECK_THROWS_WITH(match::readOpenings(core::Variant::Polish, empty, "set.fen"), Contains("no opening"));
}

TEST_CASE("random openings are legal plies from the start, the same for the same seed and pair", "[match][openings]")
{
    const match::Opening a = match::randomOpening(core::Variant::Polish, rules::RuleSet::Original, 5, 3);
    const match::Opening b = match::randomOpening(core::Variant::Polish, rules::RuleSet::Original, 5, 3);
    CHECK(a.moves.size() == 3);
    CHECK(a.moves == b.moves);
    CHECK(match::gameFrom(core::Variant::Polish, rules::RuleSet::Original, a).history().size() ==
          3); // every move was legal
}

TEST_CASE("generated openings are quiet, whole turns, different, balanced and reproducible", "[match][openings]")
{
    for (core::Variant variant :
         {core::Variant::TwentyVsTen, core::Variant::ToTheLastMan, core::Variant::CornerCheckers}) {
        match::OpeningRecipe recipe;
        recipe.count = 6;
        recipe.plies = 3;
        recipe.depth = 3;
        recipe.margin = 60;
        recipe.seed = 11;
        const auto openings = match::generateOpenings(variant, recipe);
        REQUIRE(openings.size() == 6);
        std::set<std::string> distinct;
        for (const match::ScoredOpening& opening : openings) {
            const game::Game game =
                match::gameFrom(variant, rules::RuleSet::Original, {rules::startPosition(variant), opening.moves});
            INFO(notation::writeFen(variant, opening.position));
            core::Position reached = game.position();
            reached.quietPlies = 0;             // an opening's draw counter starts afresh
            CHECK(reached == opening.position); // reached by legal moves from the start
            CHECK(opening.position.quietPlies == 0);
            CHECK(opening.moves.size() >= 3);
            CHECK_FALSE(game.position().isSecondHalfOfTurn());
            CHECK_FALSE(game.position().placedThisTurn);
            CHECK_FALSE(game.legalMoves()[0].isCapture());
            distinct.insert(notation::writeFen(variant, opening.position));
        }
        CHECK(distinct.size() == openings.size());
        const auto again = match::generateOpenings(variant, recipe);
        REQUIRE(again.size() == openings.size());
        for (std::size_t i = 0; i < again.size(); ++i)
            CHECK(again[i].position == openings[i].position);
    }
}

TEST_CASE("a generated opening scores within the margin of the start at the recipe's depth", "[match][openings]")
{
    match::OpeningRecipe recipe;
    recipe.count = 4;
    recipe.plies = 4;
    recipe.depth = 4;
    recipe.margin = 20;
    const core::Variant variant = core::Variant::Polish;
    engine::Engine engine(variant);
    engine::SearchLimits limits;
    limits.depth = recipe.depth;
    auto whiteScore = [&](const core::Position& position) {
        engine.newGame();
        const int score = engine.search(position, limits).score;
        return position.sideToMove == core::Side::White ? score : -score;
    };
    const int start = whiteScore(rules::startPosition(variant));
    for (const match::ScoredOpening& opening : match::generateOpenings(variant, recipe)) {
        CHECK(whiteScore(opening.position) == opening.whiteScore);
        CHECK(std::abs(opening.whiteScore - start) <= recipe.margin);
    }
}

TEST_CASE("a margin no opening can meet is reported instead of searched for ever", "[match][openings]")
{
    match::OpeningRecipe recipe;
    recipe.count = 1;
    recipe.plies = 1;
    recipe.depth = 1;
    recipe.margin = -1; // no score is within -1 of anything
    CHECK_THROWS_WITH(match::generateOpenings(core::Variant::Polish, recipe), Contains("only 0 of 1 openings"));
}

TEST_CASE("the opening sets that ship read as their games' positions, each game still open", "[match][openings]")
{
    // Each file's count is the `--count` of the command in its header
    // (docs/engine.md, "Opening sets").
    const std::vector<std::tuple<std::string, core::Variant, std::size_t>> sets{
        {"international.fen", core::Variant::International, 400},
        {"international-starts.fen", core::Variant::International, 2},
        {"polish.fen", core::Variant::Polish, 400},
        {"twenty-vs-ten.fen", core::Variant::TwentyVsTen, 400},
        {"twenty-vs-ten-odds.fen", core::Variant::TwentyVsTen, 100},
        {"corner.fen", core::Variant::CornerCheckers, 400},
        {"last-man.fen", core::Variant::ToTheLastMan, 400},
    };
    for (const auto& [name, variant, count] : sets) {
        INFO(name);
        std::ifstream file(std::string(DRAUGHTS_SOURCE_DIR) + "/resources/openings/" + name);
        REQUIRE(file);
        CHECK(match::readOpenings(variant, file, name).size() == count);
    }
}
