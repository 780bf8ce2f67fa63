// The game tree's edits on International positions under the FMJD's rules
// (White first), with the squares worked out by hand: rows of five
// numbers from the top, 1-20 Black's men and 31-50 White's at the start.

#include <draughts/game/game_tree.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace draughts;
using game::GameTree;
using game::NodePath;

namespace {

game::Game fmjdGame() { return game::Game(core::Variant::International, rules::RuleSet::Fmjd); }

core::Move treeMove(const GameTree& tree, const NodePath& at, const char* text)
{
    const game::Game game = tree.gameAt(at);
    const auto move = notation::parseMove(game.variant(), text, game.permittedMoves());
    REQUIRE(move);
    return *move;
}

// Plays `text` at `at` and returns where it went.
NodePath treePlay(GameTree& tree, const NodePath& at, const char* text)
{
    const auto path = tree.addMove(at, treeMove(tree, at, text));
    REQUIRE(path);
    return *path;
}

std::vector<std::string> lineTexts(const game::Game& game)
{
    std::vector<std::string> texts;
    for (const game::HistoryEntry& entry : game.history())
        texts.push_back(entry.text);
    return texts;
}

std::vector<std::string> childTexts(const GameTree& tree, const NodePath& at)
{
    std::vector<std::string> texts;
    for (std::size_t i = 0; i < tree.childCount(at); ++i)
        texts.push_back(tree.moveText(game::childPath(at, i)));
    return texts;
}

// The classic exchange 1. 32-28 19-23 2. 28x19 14x23 as the main line.
GameTree exchangeTree()
{
    GameTree tree(fmjdGame());
    NodePath at;
    for (const char* text : {"32-28", "19-23", "28x19", "14x23"})
        at = treePlay(tree, at, text);
    return tree;
}

using Texts = std::vector<std::string>;

} // namespace

TEST_CASE("game tree: a move already there is gone to, another one is a variation", "[game][tree]")
{
    GameTree tree = exchangeTree();
    CHECK(tree.mainLineEnd() == NodePath{0, 0, 0, 0});
    // After 32-28 Black's 19-23 is there already.
    CHECK(treePlay(tree, {0}, "19-23") == NodePath{0, 0});
    CHECK(tree.childCount({0}) == 1);
    // 18-23 and 17-21 in its place are variations; the main line stays.
    CHECK(treePlay(tree, {0}, "18-23") == NodePath{0, 1});
    CHECK(treePlay(tree, {0}, "17-21") == NodePath{0, 2});
    CHECK(childTexts(tree, {0}) == Texts{"19-23", "18-23", "17-21"});
    CHECK(lineTexts(tree.mainLine()) == Texts{"32-28", "19-23", "28x19", "14x23"});
    // The first move in a variation that has none is its main continuation.
    CHECK(treePlay(tree, {0, 1}, "33-29") == NodePath{0, 1, 0});
    CHECK(tree.variationCount() == 2);
    CHECK(tree.variationMoveCount() == 3);
    CHECK(GameTree::depth({0, 1, 0}) == 1);
    CHECK(tree.mover({0, 1}) == core::Side::Black);
}

TEST_CASE("game tree: the position at a node is the game replayed along its address", "[game][tree]")
{
    GameTree tree = exchangeTree();
    treePlay(tree, {0}, "18-23");
    // 32-28 18-23: White's man left 32 for 28, Black's 18 went to 23.
    const game::Game variation = tree.gameAt({0, 1});
    CHECK(lineTexts(variation) == Texts{"32-28", "18-23"});
    CHECK(variation.sideToMove() == core::Side::White);
    CHECK(notation::writeFen(core::Variant::International, variation.position())
              .rfind("W:W28,31,33-50:B1-17,19,20,23", 0) == 0);
    // No capture there: 28 meets 23 but 19 behind it is taken, so 33-29 is a legal step.
    CHECK(variation.legalMoves().size() == 9);
    CHECK_THROWS_AS(tree.gameAt({0, 5}), std::out_of_range);
    CHECK_FALSE(tree.contains({0, 5}));
}

TEST_CASE("game tree: a move the rules refuse does not enter the tree", "[game][tree]")
{
    GameTree tree = exchangeTree();
    // After 32-28 Black is to move: a White move is refused.
    const core::Move whiteStep = treeMove(tree, {}, "33-29");
    CHECK_FALSE(tree.addMove({0}, whiteStep));
    // After 32-28 19-23 White must capture 28x19: the step legal at the
    // start is refused there.
    CHECK(tree.gameAt({0, 0}).legalMoves().size() == 1);
    CHECK_FALSE(tree.addMove({0, 0}, whiteStep));
    CHECK_FALSE(tree.addMove({7}, whiteStep));
    CHECK(tree.variationCount() == 0);
    CHECK(tree.variationMoveCount() == 0);
}

TEST_CASE("game tree: promote one step, make main line, delete", "[game][tree]")
{
    GameTree tree = exchangeTree();
    treePlay(tree, {0}, "18-23");    // {0, 1}
    treePlay(tree, {0, 1}, "33-29"); // {0, 1, 0}
    treePlay(tree, {0, 1}, "31-27"); // {0, 1, 1}, nested in place of 33-29
    treePlay(tree, {0}, "17-21");    // {0, 2}
    REQUIRE(childTexts(tree, {0, 1}) == Texts{"33-29", "31-27"});

    SECTION("promote goes up one variation at a time")
    {
        NodePath at = tree.promote({0, 1, 1});
        CHECK(at == NodePath{0, 1, 0});
        CHECK(childTexts(tree, {0, 1}) == Texts{"31-27", "33-29"});
        CHECK(lineTexts(tree.mainLine()) == Texts{"32-28", "19-23", "28x19", "14x23"});
        at = tree.promote(at);
        CHECK(at == NodePath{0, 0, 0});
        // The former main continuation is the first variation, the others follow.
        CHECK(childTexts(tree, {0}) == Texts{"18-23", "19-23", "17-21"});
        CHECK(lineTexts(tree.mainLine()) == Texts{"32-28", "18-23", "31-27"});
        CHECK(tree.promote(at) == at); // on the main line already
    }
    SECTION("make main line promotes all the way")
    {
        CHECK(tree.makeMainLine({0, 1, 1}) == NodePath{0, 0, 0});
        CHECK(lineTexts(tree.mainLine()) == Texts{"32-28", "18-23", "31-27"});
        CHECK(childTexts(tree, {0, 0}) == Texts{"31-27", "33-29"});
        // The old main line is whole, as a variation.
        CHECK(lineTexts(tree.gameAt(tree.lineEnd({0, 1}))) == Texts{"32-28", "19-23", "28x19", "14x23"});
    }
    SECTION("delete a variation removes it from its first move")
    {
        CHECK(tree.deleteVariation({0, 1, 0}) == NodePath{0});
        CHECK(childTexts(tree, {0}) == Texts{"19-23", "17-21"});
        CHECK(tree.variationMoveCount() == 1);
        CHECK_FALSE(tree.deleteVariation({0, 0, 0})); // the main line is no variation
        CHECK_FALSE(tree.deleteVariation({9}));
    }
    SECTION("delete from a move removes it and what follows")
    {
        CHECK(tree.deleteFrom({0, 1, 0}) == NodePath{0, 1});
        CHECK(childTexts(tree, {0, 1}) == Texts{"31-27"});
        // Deleting a main continuation leaves its first variation in its place.
        CHECK(tree.deleteFrom({0, 0}) == NodePath{0});
        CHECK(childTexts(tree, {0}) == Texts{"18-23", "17-21"});
        CHECK(lineTexts(tree.mainLine()) == Texts{"32-28", "18-23", "31-27"});
        CHECK_FALSE(tree.deleteFrom({}));
        CHECK(tree.deleteFrom({0}) == NodePath{});
        CHECK(tree.childCount({}) == 0);
        CHECK(tree.mainLine().history().empty());
    }
}

TEST_CASE("game tree: comments before and after a move, marks and NAGs", "[game][tree]")
{
    GameTree tree = exchangeTree();
    CHECK(tree.setComment({}, "  A quiet opening. "));
    CHECK(tree.notes({}).comment == "A quiet opening.");
    CHECK_FALSE(tree.setCommentBefore({}, "no move here"));
    CHECK(tree.setCommentBefore({0, 0}, "the usual reply"));
    CHECK(tree.setComment({0, 0}, "{brackets} (and) [more]"));
    CHECK(tree.setMark({0, 0}, "!?"));
    CHECK_FALSE(tree.setMark({0, 0}, "!!!"));
    CHECK_FALSE(tree.setMark({}, "!"));
    CHECK(tree.setNags({0, 0}, {0, 255}));
    CHECK_FALSE(tree.setNags({0, 0}, {256}));
    CHECK_FALSE(tree.setComment({3}, "nowhere"));
    const game::PlyNotes& notes = tree.notes({0, 0});
    CHECK(notes.commentBefore == "the usual reply");
    CHECK(notes.comment == "{brackets} (and) [more]");
    CHECK(notes.strength == "!?");
    CHECK(notes.nags == std::vector<int>{0, 255});
    CHECK(tree.setMark({0, 0}, ""));
    CHECK(tree.notes({0, 0}).strength.empty());
    // The main line's game carries them.
    CHECK(tree.mainLine().notes(2).commentBefore == "the usual reply");
    CHECK(tree.mainLine().notes(0).comment == "A quiet opening.");
}

TEST_CASE("game tree: the main line's notes hold the branches as lines, and build the same tree", "[game][tree]")
{
    GameTree tree = exchangeTree();
    treePlay(tree, {0}, "18-23");
    treePlay(tree, {0, 1}, "33-29");
    treePlay(tree, {0, 1}, "31-27");
    tree.setComment({0, 1, 1}, "nested");
    const std::vector<game::PlyNotes> notes = tree.mainLineNotes();
    REQUIRE(notes.size() == 5);
    // 18-23 replaces 19-23, the second action: its variation sits with it.
    REQUIRE(notes[2].variations.size() == 1);
    const game::Variation& variation = notes[2].variations[0];
    REQUIRE(variation.moves.size() == 2);
    CHECK(variation.moves[0].notes.variations.empty());
    REQUIRE(variation.moves[1].notes.variations.size() == 1);
    CHECK(variation.moves[1].notes.variations[0].moves.size() == 1);
    CHECK(variation.moves[1].notes.variations[0].moves[0].notes.comment == "nested");

    const GameTree again(tree.mainLineRecord(), notes);
    CHECK(again.mainLineNotes() == notes);
    CHECK(childTexts(again, {0, 1}) == Texts{"33-29", "31-27"});
    CHECK(again.variationMoveCount() == 3);
    const GameTree fromGame(tree.mainLine());
    CHECK(fromGame.mainLineNotes() == notes);
}

TEST_CASE("game tree: a resignation stays with the main line's end", "[game][tree]")
{
    game::Game game = fmjdGame();
    game.play(*notation::parseMove(core::Variant::International, "32-28", game.permittedMoves()));
    game.resign(core::Side::Black);
    GameTree tree(game);
    CHECK(tree.declaredResult().reason == game::EndReason::Resignation);
    CHECK(tree.mainLine().result() == game.result());
    // A line is explored from there without the resignation in the way.
    CHECK_FALSE(tree.gameAt({0}).result().isOver());
    CHECK(treePlay(tree, {0}, "19-23") == NodePath{0, 0});
}

TEST_CASE("game tree: a copy is an undo step", "[game][tree][undo]")
{
    GameTree tree = exchangeTree();
    const GameTree before = tree;
    const NodePath shown{0, 0};
    treePlay(tree, {0}, "18-23");
    tree.makeMainLine({0, 1});
    CHECK(lineTexts(tree.mainLine()) == Texts{"32-28", "18-23"});
    tree = before; // undo
    CHECK(lineTexts(tree.mainLine()) == Texts{"32-28", "19-23", "28x19", "14x23"});
    CHECK(tree.moveText(shown) == "19-23");
}
