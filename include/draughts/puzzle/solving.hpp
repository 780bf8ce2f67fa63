#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/puzzle/checker.hpp>
#include <draughts/puzzle/goal_search.hpp>
#include <draughts/puzzle/puzzle.hpp>

#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

namespace draughts::engine {
class Engine;
}

namespace draughts::puzzle {

// What the solver's move is worth (docs/puzzles.md, Solving).
enum class MoveVerdict {
    Solution,    // the solution's own move
    Alternative, // another move that forces the goal too (proved by GoalSearch)
    Wrong,       // neither: PuzzleAttempt::Refutation says what it allows
    NotLegal,    // not a legal move here (captures are compulsory in puzzles)
    Undecided,   // the search was stopped before it knew
};

// What a wrong move loses, as a code the window phrases.
enum class WrongReason {
    LosesGame,     // the opponent wins by force: `plies` to the end, counted from the wrong move
    LosesMaterial, // the solver ends `pieces` pieces worse off than before the move
    AllowsKing,    // the opponent crowns a man along the refutation (`plies` after the wrong move)
    MissesGoal,    // loses nothing, but does not force the goal (`pieces`: what it wins, 0 or more)
};

struct Refutation {
    WrongReason reason = WrongReason::MissesGoal;
    int pieces = 0;
    int plies = 0;
    // The opponent's best answer and what follows, from the position after
    // the wrong move, up to where the loss is settled.
    std::vector<core::Move> line;
};

struct MoveCheck {
    MoveVerdict verdict = MoveVerdict::Wrong;
    std::optional<Refutation> refutation; // Wrong only
    // Alternative only: the move forces the goal, but only in more plies
    // than the shortest way from here, which begins with `shortest`.
    bool longer = false;
    std::optional<core::Move> shortest;
};

// The whole solution from the puzzle's position: the moves played so far
// (the first `played` of `moves`), then the rest from where the attempt is.
struct WholeSolution {
    std::vector<core::Move> moves;
    std::size_t played = 0;
};

// The square a hint shows: the piece the solver moves next, or for a
// placement from hand the square where the stone goes.
struct HintSquare {
    core::Square square = core::NoSquare;
    bool placement = false;
};

// One try at a puzzle: the moves played so far from its position, whether
// they follow the stored solution, and the depth left to force the goal.
// Answers everything the solving window asks; the searches in check(),
// opponentReply(), nextSolverMove() and remainingSolution() may take a
// moment, so a window calls them off its own thread (one call at a time:
// the attempt is not thread-safe). The window only shows and phrases.
class PuzzleAttempt {
public:
    explicit PuzzleAttempt(Puzzle puzzle);
    ~PuzzleAttempt();
    PuzzleAttempt(PuzzleAttempt&&) noexcept;
    PuzzleAttempt& operator=(PuzzleAttempt&&) noexcept;

    const Puzzle& puzzle() const { return m_puzzle; }
    const core::Position& position() const { return m_position; }
    const std::vector<core::Move>& played() const { return m_played; }
    bool solverToMove() const { return m_position.sideToMove == m_puzzle.solver(); }
    // Every move so far was the solution's.
    bool onSolution() const { return m_onSolution; }
    // The goal is reached, or the whole stored solution has been played
    // (a published line may stop before the goal is proved, e.g. a draw).
    bool solved() const;
    // Plies left to force the goal (counted as GoalSearch counts them).
    int depthLeft() const { return m_depthLeft; }

    // Judges a move of the solver in the current position; changes nothing.
    // Another move is accepted when GoalSearch proves that it forces the
    // goal within the plies left plus `AlternativeSlack` (`longer` when it
    // needs more plies than the shortest way from here); a Draw goal's
    // other moves are accepted when the engine finds them no worse than the
    // solution's move and not lost.
    MoveCheck check(const core::Move& move, const ProofLimits& limits = {});

    // Plays a move (the solver's after check() accepted it, or a reply).
    // A move off the stored solution leaves it for good.
    void play(const core::Move& move);

    // The opponent's reply now: the solution's while the attempt follows
    // it, else the reply that holds out longest against the goal.
    std::optional<core::Move> opponentReply(const ProofLimits& limits = {});
    // The solver's next move in the same way (for Hint and Show Solution).
    std::optional<core::Move> nextSolverMove(const ProofLimits& limits = {});
    HintSquare hint(const ProofLimits& limits = {});
    // The rest of a solution from the current position.
    std::vector<core::Move> remainingSolution(const ProofLimits& limits = {});
    // The moves played so far and the rest of a solution (Show Solution).
    WholeSolution wholeSolution(const ProofLimits& limits = {});

    // Back to the puzzle's position (Retry).
    void restart();

    // Plies of slack an alternative gets beyond the depth left.
    static constexpr int AlternativeSlack = AlternativeMargin;

private:
    struct Engine;
    engine::Engine& searchEngine();
    std::optional<core::Move> engineBest(const ProofLimits& limits);
    Refutation refute(const core::Move& move, const ProofLimits& limits);
    bool drawAlternative(const core::Move& move);

    Puzzle m_puzzle;
    core::Position m_position;
    std::vector<core::Move> m_played;
    bool m_onSolution = true;
    int m_depthLeft = 0;
    GoalSearch m_search;
    std::unique_ptr<Engine> m_engine; // made when first needed
};

} // namespace draughts::puzzle
