#include "puzzle_test_support.hpp"

#include <draughts/puzzle/puzzle_file.hpp>

namespace draughts::test {

using puzzle::GoalKind;
using puzzle::PuzzleProblem;

TEST_CASE("a puzzle written as PDN reads back the same", "[puzzle][pdn]")
{
    puzzle::Puzzle p = twoShotsPuzzle();
    p.themes = {puzzle::Theme::Shot, puzzle::Theme::Endgame};
    p.difficulty = 3;
    p.rating = 1234;
    p.extraTags = {{"Event", "Test collection"}};
    const std::string text = puzzle::writePuzzles(std::span<const puzzle::Puzzle>(&p, 1));
    INFO(text);
    CHECK(text.find("[Goal \"material 1\"]") != std::string::npos);
    CHECK(text.find("[Theme \"shot endgame\"]") != std::string::npos);
    CHECK(text.find("[FEN \"W:W32,33,38,42,43:B5,22,23\"]") != std::string::npos);
    CHECK(text.find("1. 33-28 22x33 2. 38x18") != std::string::npos);

    const puzzle::PuzzleCollection back = puzzle::readPuzzles(text);
    REQUIRE(back.errors.empty());
    REQUIRE(back.puzzles.size() == 1);
    const puzzle::Puzzle& q = back.puzzles.front();
    CHECK(q.id == p.id);
    CHECK(q.variant == p.variant);
    CHECK(q.position == p.position);
    CHECK(q.goal == p.goal);
    CHECK(q.solution == p.solution);
    CHECK(q.themes == p.themes);
    CHECK(q.difficulty == 3);
    CHECK(q.depth == 1);
    CHECK(q.rating == 1234);
    CHECK(q.extraTags == p.extraTags);
    CHECK(q.game == 1);
}

TEST_CASE("a published collection loads around a broken puzzle, which is named with its place", "[puzzle][pdn][errors]")
{
    // Problems as books print them: a FEN and a solution, sometimes a result.
    const std::string collection = "[Event \"Problems\"]\n"              // line 1
                                   "[FEN \"W:W33,38,42,43:B5,22,23\"]\n" // 2
                                   "\n"                                  // 3
                                   "1. 33-28 22x33 2. 38x29x18 *\n"      // 4
                                   "\n"                                  // 5
                                   "[FEN \"W:W32,38:B27\"]\n"            // 6: White must capture 32x21
                                   "\n"                                  // 7
                                   "1. 32-28 *\n"                        // 8
                                   "\n"                                  // 9
                                   "[FEN \"W:W46:B37,41\"]\n"            // 10: White cannot move
                                   "\n"                                  // 11
                                   "*\n"                                 // 12
                                   "\n"                                  // 13
                                   "[FEN \"W:W32,38:B27\"]\n"            // 14
                                   "[Result \"2-0\"]\n"                  // 15
                                   "\n"                                  // 16
                                   "1. 32x21 2-0\n"                      // 17
                                   "\n"                                  // 18
                                   "[Variant \"last-man\"]\n"            // 19
                                   "[FEN \"W:Wc3:Bd4,h8\"]\n"            // 20
                                   "\n"                                  // 21
                                   "1. c3xe5 *\n";                       // 22
    const puzzle::PuzzleCollection read = puzzle::readPuzzles(collection);

    REQUIRE(read.errors.size() == 2);
    const puzzle::PuzzleError& illegal = read.errors[0];
    CHECK(illegal.game == 2);
    CHECK(illegal.line == 8);
    CHECK(illegal.column == 4);
    CHECK(illegal.problem == PuzzleProblem::Pdn);
    REQUIRE(illegal.pdn);
    CHECK(illegal.pdn->problem == pdn::PdnProblem::BadMove);
    CHECK(illegal.describe().rfind("game 2, line 8, column 4: ", 0) == 0);
    const puzzle::PuzzleError& stuck = read.errors[1];
    CHECK(stuck.game == 3);
    CHECK(stuck.line == 10);
    CHECK(stuck.problem == PuzzleProblem::NoMove);
    CHECK(stuck.describe() == "game 3, line 10: the side to move has no move in the puzzle's position");

    REQUIRE(read.puzzles.size() == 3);
    // No goal tag and no result: the line wins a man.
    CHECK(read.puzzles[0].game == 1);
    CHECK(read.puzzles[0].goal == puzzle::Goal{GoalKind::WinMaterial, 1});
    CHECK(read.puzzles[0].solution.size() == 3);
    CHECK(read.puzzles[0].extraTags == std::vector<std::pair<std::string, std::string>>{{"Event", "Problems"}});
    // The result says White, who is to move, wins.
    CHECK(read.puzzles[1].game == 4);
    CHECK(read.puzzles[1].line == 14);
    CHECK(read.puzzles[1].goal.kind == GoalKind::Win);
    CHECK(read.puzzles[2].variant == Variant::ToTheLastMan);
    CHECK(read.puzzles[2].goal == puzzle::Goal{GoalKind::WinMaterial, 1});
}

TEST_CASE("bad values of the puzzle tags are errors of their puzzle only", "[puzzle][pdn][errors]")
{
    const std::string text = "[FEN \"W:W32,38:B27\"]\n[Goal \"mate\"]\n\n1. 32x21 *\n\n"
                             "[FEN \"W:W32,38:B27\"]\n[Difficulty \"hard\"]\n\n1. 32x21 *\n\n"
                             "[FEN \"W:W32,38:B27\"]\n[Theme \"shot riddle\"]\n\n1. 32x21 *\n\n"
                             "[FEN \"W:W32,38:B27\"]\n[FEN \"W:W32,38:B27\"]\n\n1. 32x21 *\n\n"
                             "[FEN \"W:W32,38:B27\"]\n\n*\n\n"
                             "[FEN \"W:W32,38:B27\"]\n[Goal \"win\"]\n\n1. 32x21 *\n";
    const puzzle::PuzzleCollection read = puzzle::readPuzzles(text);
    REQUIRE(read.errors.size() == 5);
    CHECK(read.errors[0].problem == PuzzleProblem::BadGoal);
    CHECK(read.errors[0].arguments == std::vector<std::string>{"mate"});
    CHECK(read.errors[1].problem == PuzzleProblem::BadNumber);
    CHECK(read.errors[2].problem == PuzzleProblem::BadTheme);
    CHECK(read.errors[2].arguments == std::vector<std::string>{"riddle"});
    CHECK(read.errors[3].problem == PuzzleProblem::Pdn); // a second FEN tag
    CHECK(read.errors[4].problem == PuzzleProblem::NoSolution);
    REQUIRE(read.puzzles.size() == 1);
    CHECK(read.puzzles[0].game == 6);
}

} // namespace draughts::test
