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
    IllegalSolution,   // a move of the solution is not a legal move (`ply`)
    GoalNotReached,    // the solution's line ends before the goal is reached
    NotForced,         // the first move does not force the goal within the stated depth
    OtherMoveReaches,  // `move`, another first move, forces the goal too
    Undecided,         // a search hit the node limit or was stopped
};

struct CheckResult {
    CheckProblem problem = CheckProblem::None;
    std::size_t ply = 0;  // IllegalSolution: which move of the solution (from 0)
    core::Move move{};    // OtherMoveReaches
    int depth = 0;        // the depth checked at

    bool ok() const { return problem == CheckProblem::None; }
};

// The depth a puzzle is checked at: its ProofDepth, else the length of
// its solution in plies.
int statedDepth(const Puzzle& puzzle);

// Checks that the solution is legal, that its line reaches the goal, that
// its first move forces the goal within the stated depth and that no other
// first move does (GoalSearch). A Draw goal cannot be proved: only its
// solution's legality is checked.
CheckResult checkPuzzle(const Puzzle& puzzle, const ProofLimits& limits = {});

// "ok", "the solution's line ends before the goal", ... (English, for the CLI).
std::string describe(const Puzzle& puzzle, const CheckResult& result);

} // namespace draughts::puzzle
