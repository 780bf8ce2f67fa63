#pragma once

#include <draughts/core/move.hpp>
#include <draughts/puzzle/goal_search.hpp>
#include <draughts/puzzle/puzzle.hpp>

#include <optional>
#include <string>

namespace draughts::puzzle {

// What is wrong with a puzzle, if anything (docs/puzzles.md, Checking).
enum class CheckProblem {
    None,
    IllegalSolution,  // a move of the solution is not a legal move (`ply`)
    GoalNotReached,   // the solution's line ends before the goal is reached
    NotForced,        // the first move does not force the goal within the stated depth
    OtherMoveReaches, // `move`, another first move, forces the goal too (within the stated depth)
    OtherMoveNear,    // `move`, another first move, forces the goal within the stated depth plus the margin
    Undecided,        // a search hit the node limit or was stopped
};

struct CheckResult {
    CheckProblem problem = CheckProblem::None;
    std::size_t ply = 0; // IllegalSolution: which move of the solution (from 0)
    core::Move move{};   // OtherMoveReaches, OtherMoveNear
    int depth = 0;       // the depth checked at
    int margin = 0;      // the plies beyond it other first moves were checked at

    bool ok() const { return problem == CheckProblem::None; }
};

// Plies beyond the depth left within which another move that forces the
// goal is still a working answer: PuzzleAttempt accepts it ("also wins; the
// shortest is ..."), and the generator rejects a position where another
// first move forces the goal within the puzzle's depth plus this margin
// (docs/puzzles.md, Solving and How puzzles are made). Two moves of each
// side: the independent check of issue 52 found second answers up to two
// moves longer than the solution.
inline constexpr int AlternativeMargin = 4;

// The depth a puzzle is checked at: its ProofDepth, else the length of
// its solution in plies.
int statedDepth(const Puzzle& puzzle);

// Checks that the solution is legal, that its line reaches the goal, that
// its first move forces the goal within the stated depth and that no other
// first move does (GoalSearch). With a `margin`, no other first move may
// force the goal within the stated depth plus `margin` plies either (the
// generator's rule with AlternativeMargin): a move that does so beyond the
// stated depth is OtherMoveNear. A Draw goal cannot be proved: only its
// solution's legality is checked.
CheckResult checkPuzzle(const Puzzle& puzzle, const ProofLimits& limits = {}, int margin = 0);

// "ok", "the solution's line ends before the goal", ... (English, for the CLI).
std::string describe(const Puzzle& puzzle, const CheckResult& result);

} // namespace draughts::puzzle
