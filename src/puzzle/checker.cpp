#include <draughts/puzzle/checker.hpp>

#include <draughts/notation/move_text.hpp>
#include <draughts/puzzle/goal.hpp>
#include <draughts/rules/movegen.hpp>

#include <utility>

namespace draughts::puzzle {

namespace {

CheckResult failure(CheckProblem problem, int depth)
{
    CheckResult result;
    result.problem = problem;
    result.depth = depth;
    return result;
}

} // namespace

int statedDepth(const Puzzle& puzzle)
{
    return puzzle.depth > 0 ? puzzle.depth : static_cast<int>(puzzle.solution.size());
}

CheckResult checkPuzzle(const Puzzle& puzzle, const ProofLimits& limits, int margin)
{
    const int depth = statedDepth(puzzle);
    core::Position p = puzzle.position;
    for (std::size_t i = 0; i < puzzle.solution.size(); ++i) {
        core::MoveList legal;
        rules::generateMoves(puzzle.variant, p, legal);
        if (!legal.contains(puzzle.solution[i])) {
            CheckResult result = failure(CheckProblem::IllegalSolution, depth);
            result.ply = i;
            return result;
        }
        p = rules::afterMove(puzzle.variant, p, puzzle.solution[i]);
    }
    if (puzzle.solution.empty())
        return failure(CheckProblem::IllegalSolution, depth);
    if (puzzle.goal.kind == GoalKind::Draw)
        return failure(CheckProblem::None, depth);

    core::MoveList legal;
    rules::generateMoves(puzzle.variant, p, legal);
    if (!goalReached(puzzle.variant, puzzle.goal, puzzle.solver(), puzzle.position, p,
                     standing(puzzle.variant, p, legal)))
        return failure(CheckProblem::GoalNotReached, depth);

    GoalSearch search(puzzle.variant, puzzle.goal, puzzle.solver(), puzzle.position);
    const Proof first = search.proveMove(puzzle.position, puzzle.solution.front(), depth, limits);
    if (first != Proof::Proved)
        return failure(first == Proof::Unknown ? CheckProblem::Undecided : CheckProblem::NotForced, depth);
    rules::generateMoves(puzzle.variant, puzzle.position, legal);
    // First within the stated depth (else the puzzle is unsound), then
    // within the margin past it (a slower second answer).
    for (const auto& [plies, problem] :
         {std::pair{depth, CheckProblem::OtherMoveReaches}, std::pair{depth + margin, CheckProblem::OtherMoveNear}}) {
        if (problem == CheckProblem::OtherMoveNear && margin <= 0)
            break;
        for (const core::Move& m : legal) {
            if (m == puzzle.solution.front())
                continue;
            const Proof other = search.proveMove(puzzle.position, m, plies, limits);
            if (other == Proof::Proved || other == Proof::Unknown) {
                CheckResult result = failure(other == Proof::Unknown ? CheckProblem::Undecided : problem, depth);
                result.move = m;
                result.margin = plies - depth;
                return result;
            }
        }
    }
    CheckResult result = failure(CheckProblem::None, depth);
    result.margin = margin;
    return result;
}

std::string describe(const Puzzle& puzzle, const CheckResult& result)
{
    const std::string depth = " within " + std::to_string(result.depth) + (result.depth == 1 ? " ply" : " plies");
    switch (result.problem) {
    case CheckProblem::None: return "ok";
    case CheckProblem::IllegalSolution:
        return "move " + std::to_string(result.ply + 1) + " of the solution is not a legal move";
    case CheckProblem::GoalNotReached:
        return "the solution's line ends before the goal (" + goalId(puzzle.goal) + ") is reached";
    case CheckProblem::NotForced: return "the first move does not force the goal (" + goalId(puzzle.goal) + ")" + depth;
    case CheckProblem::OtherMoveReaches:
        return "another first move, " + notation::formatFullPath(puzzle.variant, result.move) +
               ", also forces the goal" + depth;
    case CheckProblem::OtherMoveNear:
        return "another first move, " + notation::formatFullPath(puzzle.variant, result.move) +
               ", forces the goal within " + std::to_string(result.depth + result.margin) + " plies (" +
               std::to_string(result.margin) + " past the stated depth)";
    case CheckProblem::Undecided:
        return "the search could not decide within " + std::to_string(result.depth + result.margin) +
               " plies (node limit)";
    }
    return "unknown problem";
}

} // namespace draughts::puzzle
