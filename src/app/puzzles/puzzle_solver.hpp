#pragma once

#include "engines/queued_engine_task.hpp"

#include <draughts/puzzle/solving.hpp>

#include <QObject>

#include <optional>
#include <vector>

namespace draughts::app {

// One puzzle::PuzzleAttempt for the window: every call that searches
// (judging a move, the opponent's reply, the hint, the rest of the
// solution) runs on an engine task in the background, and its answer comes
// back as a signal on the GUI thread. The attempt is touched by one run at
// a time and by the window only while no run is going (busy() false).
class PuzzleSolver : public QObject {
    Q_OBJECT

public:
    explicit PuzzleSolver(QObject* parent = nullptr);
    ~PuzzleSolver() override;

    // A new attempt; a run still going is dropped.
    void start(const puzzle::Puzzle& puzzle);
    bool hasPuzzle() const { return m_attempt.has_value(); }
    const puzzle::PuzzleAttempt& attempt() const { return *m_attempt; }
    bool busy() const { return m_task.busy(); }
    // Tests: a node limit for every search (0: none).
    void setNodeLimit(std::uint64_t nodes) { m_limits.nodes = nodes; }

    // Searches; each answers with its signal.
    void check(const core::Move& move);
    void findReply();
    void findHint();
    void findSolution();

    // Changes the attempt; only while not busy().
    void play(const core::Move& move);
    void restart();

signals:
    void checked(const core::Move& move, const draughts::puzzle::MoveCheck& result);
    void replyFound(const std::optional<core::Move>& reply);
    void hintFound(const draughts::puzzle::HintSquare& hint);
    // The whole solution from the puzzle's position; its first `played`
    // moves are on the board already.
    void solutionFound(const draughts::puzzle::WholeSolution& whole);

private:
    template <typename Work, typename Deliver>
    void run(Work work, Deliver deliver);

    std::optional<puzzle::PuzzleAttempt> m_attempt;
    puzzle::ProofLimits m_limits;
    QueuedEngineTask m_task{this};
};

} // namespace draughts::app
