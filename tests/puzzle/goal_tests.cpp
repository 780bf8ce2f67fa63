#include "puzzle_test_support.hpp"

#include <draughts/puzzle/goal.hpp>
#include <draughts/puzzle/goal_search.hpp>

namespace draughts::test {

using puzzle::Goal;
using puzzle::GoalKind;
using puzzle::GoalSearch;
using puzzle::Proof;

namespace {

const Goal winAMan{GoalKind::WinMaterial, 1};

core::Position after(Variant variant, const core::Position& p, std::initializer_list<const char*> moves)
{
    core::Position at = p;
    for (const char* text : moves)
        at = rules::afterMove(variant, at, move(variant, at, text));
    return at;
}

} // namespace

TEST_CASE("a shot that wins a man is proved with its first move only", "[puzzle][goal]")
{
    const Variant v = Variant::International;
    const core::Position root = position(v, uniqueShotFen);
    GoalSearch search(v, winAMan, core::Side::White, root);
    // Depth 0 follows captures only, and White has none at the start.
    CHECK(search.prove(root, 0) == Proof::Refuted);
    CHECK(search.prove(root, 1) == Proof::Proved);
    CHECK(search.proveMove(root, move(v, root, "33-28"), 1) == Proof::Proved);
    for (const char* other : {"33-29", "38-32", "42-37", "43-39"}) {
        INFO(other);
        CHECK(search.proveMove(root, move(v, root, other), 1) == Proof::Refuted);
    }
    CHECK(search.depthNeeded(root, 5) == 1);
}

TEST_CASE("the forced line of a shot ends where the man is won and nothing can capture", "[puzzle][goal]")
{
    const Variant v = Variant::International;
    const core::Position root = position(v, uniqueShotFen);
    GoalSearch search(v, winAMan, core::Side::White, root);
    const auto line = search.line(root, 1);
    REQUIRE(line.size() == 3);
    CHECK(text(v, line[0]) == "33-28");
    // Both of Black's captures lose two men; whichever is shown, White's
    // answer is the capture over 38.
    const std::string reply = text(v, line[1]);
    CHECK((reply == "22x33" || reply == "23x32"));
    CHECK(text(v, line[2]) == (reply == "22x33" ? "38x29x18" : "38x27x18"));
    core::Position end = root;
    for (const core::Move& m : line)
        end = rules::afterMove(v, end, m);
    CHECK(puzzle::gainOf(v, root, end, core::Side::White).pieces == 1);
    CHECK(puzzle::isQuiet(v, end));
}

TEST_CASE("counting every ply, the shot takes three plies", "[puzzle][goal]")
{
    const Variant v = Variant::International;
    const core::Position root = position(v, uniqueShotFen);
    GoalSearch plain(v, winAMan, core::Side::White, root, GoalSearch::Counting::EveryPly);
    const core::Move shot = move(v, root, "33-28");
    CHECK(plain.proveMove(root, shot, 2) == Proof::Refuted);
    CHECK(plain.proveMove(root, shot, 3) == Proof::Proved);
}

TEST_CASE("taking the last piece wins the game", "[puzzle][goal]")
{
    const Variant v = Variant::International;
    // 32x21 takes Black's only man.
    const core::Position root = position(v, "W:W32,38:B27");
    GoalSearch search(v, Goal{GoalKind::Win, 1}, core::Side::White, root);
    CHECK(search.prove(root, 0) == Proof::Proved);
    // The shot above wins a man but not the game: Black keeps the man on 5.
    const core::Position shot = position(v, uniqueShotFen);
    GoalSearch noWin(v, Goal{GoalKind::Win, 1}, core::Side::White, shot);
    CHECK(noWin.prove(shot, 1) == Proof::Refuted);
}

TEST_CASE("a flipped stone counts once in the gain", "[puzzle][goal][last-man]")
{
    const Variant v = Variant::ToTheLastMan;
    // c3xe5 flips the stone on d4: White 2 against 1, from 1 against 2.
    const core::Position root = position(v, "W:Wc3:Bd4,h8");
    const core::Position end = after(v, root, {"c3xe5"});
    const puzzle::Gain gain = puzzle::gainOf(v, root, end, core::Side::White);
    CHECK(gain.pieces == 1);
    CHECK(gain.value == 1);
    CHECK(gain.kings == 0);
}

TEST_CASE("a position is quiet only when neither side could capture", "[puzzle][goal]")
{
    const Variant v = Variant::International;
    CHECK(puzzle::isQuiet(v, position(v, uniqueShotFen)));
    // Black to move must take with 23x34.
    CHECK_FALSE(puzzle::isQuiet(v, after(v, position(v, uniqueShotFen), {"33-29"})));
    // Black to move has no capture, but White could take 33x22.
    CHECK_FALSE(puzzle::isQuiet(v, position(v, "B:W33,39:B28,5")));
}

TEST_CASE("goals are written and read by their ids", "[puzzle][goal]")
{
    CHECK(puzzle::goalId({GoalKind::Win, 1}) == "win");
    CHECK(puzzle::goalId({GoalKind::WinMaterial, 2}) == "material 2");
    CHECK(puzzle::goalFromId("material 3") == Goal{GoalKind::WinMaterial, 3});
    CHECK(puzzle::goalFromId("crown") == Goal{GoalKind::Crown, 1});
    CHECK_FALSE(puzzle::goalFromId("material 0"));
    CHECK_FALSE(puzzle::goalFromId("mate"));
}

} // namespace draughts::test
