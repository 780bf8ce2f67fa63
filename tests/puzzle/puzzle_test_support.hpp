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

// The same with a White man on 32 as well: now 32-28 works too (23x32,
// the only capture, 38x27x18) beside 33-28 (22x33, the only capture,
// 38x29x18); 33-29 loses a man to 23x34, 32-27 loses one to 22x31.
inline constexpr const char* twoShotsFen = "W:W32,33,38,42,43:B5,22,23";

// The puzzle of twoShotsFen with the solution 33-28 22x33 38x29x18.
inline puzzle::Puzzle twoShotsPuzzle()
{
    puzzle::Puzzle p;
    p.id = "two-shots";
    p.variant = Variant::International;
    p.position = position(p.variant, twoShotsFen);
    p.goal = {puzzle::GoalKind::WinMaterial, 1};
    core::Position at = p.position;
    for (const char* text : {"33-28", "22x33", "38x29x18"}) {
        p.solution.push_back(move(p.variant, at, text));
        at = rules::afterMove(p.variant, at, p.solution.back());
    }
    p.depth = 1;
    return p;
}

} // namespace draughts::test
