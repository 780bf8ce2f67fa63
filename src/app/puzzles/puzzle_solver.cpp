#include "puzzles/puzzle_solver.hpp"

namespace draughts::app {

PuzzleSolver::PuzzleSolver(QObject* parent) : QObject(parent) {}

PuzzleSolver::~PuzzleSolver() { m_task.cancel(); }

void PuzzleSolver::start(const puzzle::Puzzle& puzzle)
{
    m_task.cancel();
    m_attempt.emplace(puzzle);
}

template <typename Work, typename Deliver>
void PuzzleSolver::run(Work work, Deliver deliver)
{
    puzzle::PuzzleAttempt* attempt = &*m_attempt;
    m_task.start(
        [attempt, work, limits = m_limits](const engine::TaskRun& task) {
            puzzle::ProofLimits own = limits;
            own.stop = &task.stopFlag();
            return work(*attempt, own);
        },
        deliver);
}

void PuzzleSolver::check(const core::Move& move)
{
    run([move](puzzle::PuzzleAttempt& a, const puzzle::ProofLimits& l) { return a.check(move, l); },
        [this, move](const puzzle::MoveCheck& result) { emit checked(move, result); });
}

void PuzzleSolver::findReply()
{
    run([](puzzle::PuzzleAttempt& a, const puzzle::ProofLimits& l) { return a.opponentReply(l); },
        [this](const std::optional<core::Move>& reply) { emit replyFound(reply); });
}

void PuzzleSolver::findHint()
{
    run([](puzzle::PuzzleAttempt& a, const puzzle::ProofLimits& l) { return a.hint(l); },
        [this](const puzzle::HintSquare& hint) { emit hintFound(hint); });
}

void PuzzleSolver::findSolution()
{
    run([](puzzle::PuzzleAttempt& a, const puzzle::ProofLimits& l) { return a.wholeSolution(l); },
        [this](const puzzle::WholeSolution& whole) { emit solutionFound(whole); });
}

void PuzzleSolver::play(const core::Move& move)
{
    if (m_attempt && !busy())
        m_attempt->play(move);
}

void PuzzleSolver::restart()
{
    m_task.cancel();
    if (m_attempt)
        m_attempt->restart();
}

} // namespace draughts::app
