#pragma once

// Helpers for the puzzle tests, and the hand-made positions several test
// files share. Every expected move and result was worked out by hand from
// the rules (the reasoning is written beside each position); none was
// copied from the code's output.

#include "../engine/engine_test_support.hpp"

#include <draughts/puzzle/puzzle.hpp>

namespace draughts::test {

// International, White to move (W: 33, 38, 42, 43; B: 5, 22, 23).
// 33-28 offers a man: Black must take it, 22x33 or 23x32, and either way
// the man on 38 takes two (38x29x18 or 38x27x18), the men on 42 and 43
// keep Black from jumping on over 38. White ends a man up, and nothing can
// capture afterwards. Every other move wins nothing at once: 33-29 loses a
// man to 23x34, and 38-32, 42-37, 43-39 leave Black free to reply quietly.
inline constexpr const char* uniqueShotFen = "W:W33,38,42,43:B5,22,23";

// After 33-29 23x34 White cannot win the man back: the man on 34 is next
// to no square a White man can jump it from (29, 30 above it are empty and
// White's men move up; 43-39 is met by 34x43, and 38x49 only trades), and
// it runs on to crown.
//
// The same with a White man on 32 as well: now 32-28 works too (23x32,
// the only capture, 38x27x18) beside 33-28 (22x33, the only capture,
// 38x29x18).
inline constexpr const char* twoShotsFen = "W:W32,33,38,42,43:B5,22,23";

// An International puzzle "win a man" of `fen` with the solution
// 33-28 22x33 38x29x18, proved at depth 1.
inline puzzle::Puzzle shotPuzzle(const char* id, const char* fen)
{
    puzzle::Puzzle p;
    p.id = id;
    p.variant = Variant::International;
    p.position = position(p.variant, fen);
    p.goal = {puzzle::GoalKind::WinMaterial, 1};
    core::Position at = p.position;
    for (const char* text : {"33-28", "22x33", "38x29x18"}) {
        p.solution.push_back(move(p.variant, at, text));
        at = rules::afterMove(p.variant, at, p.solution.back());
    }
    p.depth = 1;
    return p;
}

// International, White to move (W: 6, 17; B: 33), to crown a man. 6-1
// crowns at once (a9-b10; 6 has no other move). 17-11 and 17-12 crown only
// two plies later: Black answers 33-38 or 33-39 (his man on f4 is far from
// both White men and cannot capture), and then 6-1 crowns. Every ply has a
// choice of moves, so each uses up depth: 6-1 needs 1 ply, 17-11 and
// 17-12 need 3. Nothing can be captured along the way.
inline constexpr const char* crownFen = "W:W6,17:B33";

inline puzzle::Puzzle crownPuzzle()
{
    puzzle::Puzzle p;
    p.id = "crown";
    p.variant = Variant::International;
    p.position = position(p.variant, crownFen);
    p.goal = {puzzle::GoalKind::Crown, 1};
    p.solution.push_back(move(p.variant, p.position, "6-1"));
    p.depth = 1;
    return p;
}

inline puzzle::Puzzle twoShotsPuzzle() { return shotPuzzle("two-shots", twoShotsFen); }
inline puzzle::Puzzle uniqueShotPuzzle() { return shotPuzzle("unique-shot", uniqueShotFen); }

} // namespace draughts::test
