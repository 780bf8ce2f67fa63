#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/engine/analysis.hpp>
#include <draughts/engine/engine.hpp>

#include <cstddef>
#include <span>
#include <vector>

namespace draughts::puzzle {

// Guess the move: a player guesses one side's moves of a game one by one
// (docs/puzzles.md, Guess the move). Each half of Black's Twenty vs Ten
// turn and each To the Last Man placement is a move to guess; claims are
// not (engine::playedMoves leaves them out).

enum class GuessKind {
    GameMove, // the move the game's player made: full points
    Good,     // another move the engine finds as good (within GoodLoss)
    Weaker,   // scores by how much it loses
};

inline constexpr int FullPoints = 10;
inline constexpr int GoodPoints = 9;
inline constexpr engine::Score GoodLoss = 20;     // centipieces
inline constexpr engine::Score PointPerLoss = 20; // a Weaker move loses a point per this many centipieces
// A move that throws away a forced win, or walks into a forced loss,
// counts as losing this much.
inline constexpr engine::Score DecisiveLoss = 1000;

struct GuessScore {
    GuessKind kind = GuessKind::Weaker;
    int points = 0;
    engine::Score guessLoss = 0; // the engine's best value minus the guess's, at least 0
    engine::Score gameLoss = 0;  // the same for the game's move
    core::Move bestMove{};       // the engine's choice
    engine::Score bestScore = 0; // the position's value with it, mover's view
};

// The points of a guess: FullPoints for the game's move; GoodPoints for a
// move losing at most GoodLoss; else GoodPoints minus one point per
// PointPerLoss centipieces lost beyond it (whole points, never below 0).
int guessPoints(GuessKind kind, engine::Score guessLoss);

// Scores `guess` in `played.before` against the game's move `played.move`,
// with the engine searching the position, and the guess and the game's
// move when they are not its choice, each within `limits`.
GuessScore scoreGuess(engine::Engine& engine, const engine::PlayedMove& played, const core::Move& guess,
                      const engine::SearchLimits& limits);

// The indices of `moves` that `side` made: the moves to guess.
std::vector<std::size_t> movesOf(std::span<const engine::PlayedMove> moves, core::Side side);

// One guess made, for the summary.
struct GuessRecord {
    std::size_t ply = 0; // index into the game's moves
    core::Move guess{};
    core::Move played{};
    GuessScore score;
};

struct GuessSummary {
    int points = 0;
    int maximum = 0;   // FullPoints per guess
    int gameMoves = 0; // guesses that were the game's move
    int goodMoves = 0; // guesses the engine found as good
    // The guesses where the player's view differed most from the engine's:
    // the largest guessLoss first (then the largest gameLoss), at most
    // `count`, only those that lost anything.
    std::vector<GuessRecord> biggestDifferences;
};

GuessSummary summarise(std::span<const GuessRecord> records, std::size_t count = 5);

// One round of Guess the move through a game: which move is to be guessed
// now, the guesses made and their scores. The window shows position(),
// takes the player's move, calls guess() off its own thread (it searches),
// then shows the game's move and the opponent's moves up to the next
// guess (movesToShow()).
class GuessSession {
public:
    GuessSession(core::Variant variant, std::vector<engine::PlayedMove> moves, core::Side side);

    core::Side side() const { return m_side; }
    const std::vector<engine::PlayedMove>& moves() const { return m_moves; }
    bool finished() const { return m_next >= m_toGuess.size(); }
    // The index into moves() of the move to guess now (finished(): moves().size()).
    std::size_t ply() const { return finished() ? m_moves.size() : m_toGuess[m_next]; }
    // The position the move is guessed in (finished(): after the last move).
    core::Position position() const;
    // The game's moves from `from` (an index into moves()) up to the move
    // to guess now: what the window plays on the board before the guess.
    std::vector<core::Move> movesToShow(std::size_t from) const;

    // Scores the guess of the move to guess now, records it and moves on.
    GuessScore guess(engine::Engine& engine, const core::Move& move, const engine::SearchLimits& limits);

    const std::vector<GuessRecord>& records() const { return m_records; }
    GuessSummary summary(std::size_t count = 5) const { return summarise(m_records, count); }

private:
    core::Variant m_variant;
    std::vector<engine::PlayedMove> m_moves;
    core::Side m_side;
    std::vector<std::size_t> m_toGuess;
    std::size_t m_next = 0;
    std::vector<GuessRecord> m_records;
};

} // namespace draughts::puzzle
