// Variations in PDN: replayed under the game's rules from where they
// branch, kept as text with their place when refused, and written back to
// the same tree. The positions are worked out by hand on the 10x10 board
// (rows of five numbers from the top).

#include <draughts/game/game_tree.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/pdn/pdn_reader.hpp>
#include <draughts/pdn/pdn_writer.hpp>

#include "pdn_compare.hpp"
#include "pdn_test_support.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace draughts;
using namespace draughts::pdn;
using namespace draughts::pdn::testing;

namespace {

std::string movetextAfterTags(const std::string& pdn) { return pdn.substr(pdn.find("\n\n") + 2); }

// Reads, writes and reads again: the second reading is the same game,
// tree and text as the first.
PdnGame readBackVariations(const PdnGame& first)
{
    const std::string written = writePdn(first);
    INFO(written);
    const PdnGame again = readOne(written);
    CHECK(differenceBetween(first, again, Comments::Exact) == "");
    CHECK(writePdn(again) == written);
    return again;
}

std::vector<std::string> variationTexts(const game::GameTree& tree, const game::NodePath& path)
{
    std::vector<std::string> texts;
    for (std::size_t i = 0; i < tree.childCount(path); ++i)
        texts.push_back(tree.moveText(game::childPath(path, i)));
    return texts;
}

using Strings = std::vector<std::string>;

} // namespace

TEST_CASE("an annotated International game: its variations replayed, the refused one named", "[pdn][variations]")
{
    const PdnGame game = readOne(dataFile("annotated.pdn"));
    CHECK(game.ruleSet() == rules::RuleSet::Fmjd);
    CHECK(game.game.actions().size() == 15);
    CHECK(game.result == "1-1");
    CHECK(game.comment(0) == "Both players know the classics.");
    CHECK(game.comment(6) == "a quiet move (keeps [14] covered)");
    CHECK(game.comment(15) == "draw agreed");

    // 3. 33-28 in place of 3. 37-32 (the fifth action), six moves long,
    // with 4... 17-22 5. 28x17 11x22 in place of its 18-23.
    REQUIRE(game.notes[5].variations.size() == 1);
    const game::Variation& quiet = game.notes[5].variations[0];
    REQUIRE(quiet.moves.size() == 6);
    CHECK(quiet.moves[2].notes.comment == "as in many games");
    REQUIRE(quiet.moves[3].notes.variations.size() == 1);
    CHECK(quiet.moves[3].notes.variations[0].moves.size() == 3);

    // 5... 23-29 6. 33-28: White must take 29 (33x24 or 34x23), so the
    // line is kept as written, at the '(' on line 14, column 30, and the
    // refusal names 33-28 in column 45.
    REQUIRE(game.notes[10].variations.size() == 1);
    CHECK(game.notes[10].variations[0].text == "5... 23-29 6. 33-28 12-17");
    REQUIRE(game.variationProblems.size() == 1);
    const VariationProblem& refused = game.variationProblems[0];
    CHECK(refused.kind == VariationProblem::Kind::Refused);
    CHECK(refused.line == 14);
    CHECK(refused.column == 30);
    REQUIRE(refused.refusal);
    CHECK(refused.refusal->problem == PdnProblem::BadMove);
    CHECK(refused.refusal->line == 14);
    CHECK(refused.refusal->column == 45);
    CHECK(refused.describe() ==
          "variation at 14:30 refused: 14:45 move \"33-28\": not a possible move here (White to move)");

    // 6. 34-29! $1, and 6. 33-28?! {too slow} 18-22 7. 28x19 13x24 instead.
    CHECK(game.notes[11].strength == "!");
    CHECK(game.notes[11].nags == std::vector<int>{1});
    REQUIRE(game.notes[11].variations.size() == 1);
    const game::Variation& slow = game.notes[11].variations[0];
    REQUIRE(slow.moves.size() == 4);
    CHECK(slow.moves[0].notes.strength == "?!");
    CHECK(slow.moves[0].notes.comment == "too slow");

    const game::GameTree tree(game.game, game.notes);
    CHECK(tree.variationCount() == 3);
    CHECK(tree.variationMoveCount() == 13);
    CHECK(variationTexts(tree, {0, 0, 0, 0}) == Strings{"37-32", "33-28"});
    CHECK(variationTexts(tree, {0, 0, 0, 0, 1, 0, 0}) == Strings{"18-23", "17-22"});
    // After 3. 33-28 23x32 4. 37x28 18-23 5. 28x19 13x24: White lost the
    // men of 32, 33 and 37, Black those of 19, 14 and 18; 13 stands on 24.
    const game::Game end = tree.gameAt(tree.lineEnd({0, 0, 0, 0, 1}));
    CHECK(end.history().size() == 10);
    CHECK(notation::writeFen(core::Variant::International, end.position())
              .rfind("W:W31,34-36,38-50:B1-12,15-17,20,24", 0) == 0);
    // The kept line stays with its move in the tree too.
    REQUIRE(tree.notes({0, 0, 0, 0, 0, 0, 0, 0, 0, 0}).variations.size() == 1);
    CHECK_FALSE(tree.notes({0, 0, 0, 0, 0, 0, 0, 0, 0, 0}).variations[0].replayed());

    readBackVariations(game);
}

TEST_CASE("nested variations with comments before and after their moves are written as read", "[pdn][variations]")
{
    // 1. 32-28 19-23, and in place of 32-28: 33-28 with 31-27 in its place.
    const std::string text = "[GameType \"20\"]\n\n"
                             "1. 32-28 (1. {the other way} 33-28 (1. 31-27 {third}) 1... 19-23) 1... 19-23 *\n";
    const PdnGame game = readOne(text);
    REQUIRE(game.notes[1].variations.size() == 1);
    const game::Variation& other = game.notes[1].variations[0];
    REQUIRE(other.moves.size() == 2);
    CHECK(other.moves[0].notes.commentBefore == "the other way");
    REQUIRE(other.moves[0].notes.variations.size() == 1);
    CHECK(other.moves[0].notes.variations[0].moves[0].notes.comment == "third");
    const game::GameTree tree(game.game, game.notes);
    CHECK(variationTexts(tree, {}) == Strings{"32-28", "33-28", "31-27"});
    CHECK(movetextAfterTags(writePdn(game)) ==
          "1. 32-28 (1. {the other way} 33-28 (1. 31-27 {third}) 1... 19-23) 1... 19-23 *\n\n");
    readBackVariations(game);
}

TEST_CASE("a comment before a move in the main line is written between its number and the move", "[pdn][variations]")
{
    const PdnGame game = readOne("[GameType \"20\"]\n\n{at the start} 1. 32-28 {after} 1... {before} 19-23 *\n");
    CHECK(game.notes[0].comment == "at the start");
    CHECK(game.notes[1].comment == "after");
    CHECK(game.notes[2].commentBefore == "before");
    CHECK(movetextAfterTags(writePdn(game)) == "{at the start} 1. 32-28 {after} 1... {before} 19-23 *\n\n");
    readBackVariations(game);
}

TEST_CASE("comments in variations hold brackets and the opening brace, and a closing brace becomes a bracket",
          "[pdn][variations]")
{
    const PdnGame game =
        readOne("[GameType \"20\"]\n\n1. 32-28 (1. 33-28 {a ( b ) c [d] e { f; g} 1... 18-23 {\"quoted\" %}) *\n");
    REQUIRE(game.notes[1].variations.size() == 1);
    const game::Variation& line = game.notes[1].variations[0];
    REQUIRE(line.moves.size() == 2);
    CHECK(line.moves[0].notes.comment == "a ( b ) c [d] e { f; g");
    CHECK(line.moves[1].notes.comment == "\"quoted\" %");
    readBackVariations(game);

    // A '}' cannot stand in a PDN comment: the writer puts ')' there.
    PdnGame edited = game;
    edited.notes[1].variations[0].moves[0].notes.comment = "closing } brace";
    const PdnGame back = readOne(writePdn(edited));
    CHECK(back.notes[1].variations[0].moves[0].notes.comment == "closing ) brace");
}

TEST_CASE("every NAG and every mark survives in the main line and in variations", "[pdn][variations]")
{
    game::Game main(core::Variant::International, rules::RuleSet::Fmjd);
    play(main, {"32-28", "19-23"});
    game::Game instead(core::Variant::International, rules::RuleSet::Fmjd);
    play(instead, {"33-28", "18-23"});
    PdnGame game;
    game.game = main;
    game.notes.resize(3);
    game::Variation line{{{instead.history()[0].action, {}}, {instead.history()[1].action, {}}}, {}};
    for (int nag = 0; nag <= 255; ++nag) {
        const auto half = static_cast<std::size_t>(nag % 2);
        game.notes[half + 1].nags.push_back(nag);
        line.moves[half].notes.nags.push_back(255 - nag);
    }
    const std::string_view marks[] = {"!", "?", "!!", "??", "!?", "?!"};
    for (std::string_view mark : marks) {
        INFO(mark);
        game.notes[1].strength = mark;
        game.notes[2].strength = mark;
        line.moves[0].notes.strength = mark;
        line.moves[1].notes.strength = mark;
        game.notes[1].variations = {line};
        const PdnGame back = readBackVariations(game);
        CHECK(differenceBetween(game, back) == "");
        CHECK(back.notes[1].variations[0].moves[1].notes.strength == mark);
        CHECK(back.notes[2].nags.size() == 128);
        CHECK(back.notes[1].variations[0].moves[0].notes.nags.size() == 128);
    }
}

TEST_CASE("variations the reader cannot replay are kept as written and named, and the game reads",
          "[pdn][variations][malformed]")
{
    const auto problemOf = [](const std::string& movetext) {
        const PdnGame game = readOne("[GameType \"20\"]\n\n" + movetext + "\n");
        CHECK(game.game.actions().size() == 2);
        REQUIRE(game.variationProblems.size() == 1);
        return game.variationProblems[0];
    };
    SECTION("before the first move it replaces none")
    {
        const VariationProblem problem = problemOf("(1. 33-28) 1. 32-28 19-23 *");
        CHECK(problem.kind == VariationProblem::Kind::BeforeFirstMove);
        CHECK(problem.line == 3);
        CHECK(problem.column == 1);
        CHECK_FALSE(problem.refusal);
    }
    SECTION("a character out of place inside it")
    {
        const VariationProblem problem = problemOf("1. 32-28 (1. 33-28 ]) 19-23 *");
        CHECK(problem.kind == VariationProblem::Kind::Refused);
        CHECK(problem.column == 10);
        REQUIRE(problem.refusal);
        CHECK(problem.refusal->problem == PdnProblem::UnexpectedSymbol);
        CHECK(problem.refusal->column == 20);
    }
    SECTION("a move after the line has ended the game")
    {
        // 32x23 takes Black's last man: nothing may follow it.
        const PdnGame game =
            readOne("[GameType \"20\"]\n[FEN \"W:W38:B23\"]\n\n1. 38-32 23-28 2. 32x23 (2. 32x23 23-19) 2-0\n");
        CHECK(game.game.result().outcome == game::Outcome::WhiteWins);
        REQUIRE(game.variationProblems.size() == 1);
        REQUIRE(game.variationProblems[0].refusal);
        CHECK(game.variationProblems[0].column == 25);
        CHECK(game.variationProblems[0].refusal->problem == PdnProblem::GameAlreadyOver);
        CHECK(game.variationProblems[0].refusal->column == 35);
    }
    SECTION("nested deeper than the reader follows")
    {
        std::string nested = "1. 32-28 ";
        for (std::size_t depth = 0; depth <= maxVariationDepth; ++depth)
            nested += "(1. 33-28 ";
        nested += std::string(maxVariationDepth + 1, ')') + " 19-23 *";
        const PdnGame game = readOne("[GameType \"20\"]\n\n" + nested + "\n");
        REQUIRE(game.variationProblems.size() == 1);
        CHECK(game.variationProblems[0].kind == VariationProblem::Kind::TooDeep);
        CHECK(game.variationProblems[0].column == 10 + 10 * maxVariationDepth);
        readBackVariations(game);
    }
}
