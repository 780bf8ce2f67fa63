#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/types.hpp>
#include <draughts/engine/analysis.hpp>
#include <draughts/engine/search.hpp>

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
    int maximum = 0;        // FullPoints per guess
    int gameMoves = 0;      // guesses that were the game's move
    int goodMoves = 0;      // guesses the engine found as good
    // The guesses where the player's view differed most from the engine's:
    // the largest guessLoss first (then the largest gameLoss), at most
    // `count`, only those that lost anything.
    std::vector<GuessRecord> biggestDifferences;
};

GuessSummary summarise(std::span<const GuessRecord> records, std::size_t count = 5);

} // namespace draughts::puzzle
