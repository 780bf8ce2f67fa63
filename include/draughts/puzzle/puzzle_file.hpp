#pragma once

#include <draughts/core/variant.hpp>
#include <draughts/pdn/pdn_game.hpp>
#include <draughts/pdn/pdn_reader.hpp>
#include <draughts/puzzle/puzzle.hpp>

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace draughts::puzzle {

// Tags of a puzzle file beyond standard PDN (docs/pdn.md, Puzzle files).
inline constexpr std::string_view puzzleIdTag = "Puzzle";
inline constexpr std::string_view goalTag = "Goal";
inline constexpr std::string_view themeTag = "Theme";
inline constexpr std::string_view difficultyTag = "Difficulty";
inline constexpr std::string_view depthTag = "ProofDepth";
inline constexpr std::string_view ratingTag = "PuzzleRating";
inline constexpr std::string_view rulesTag = "Rules";
// Where the generator found a puzzle: "self-play seed 1 game 15 ply 42".
inline constexpr std::string_view originTag = "Origin";

// Why one puzzle of a file could not be taken, as a code a window phrases
// in its own language; the texts each names are PuzzleError::arguments.
enum class PuzzleProblem {
    Pdn,               // the PDN itself: PuzzleError::pdn says why (an illegal move of the solution, ...)
    NoMove,            // the side to move has no move (or the game is over) in the position
    NoSolution,        // the movetext has no move
    ClaimInSolution,   // the claim as written: puzzles are played with compulsory captures
    NotRuleConforming, // the move as written: it skips a compulsory capture
    BadGoal,           // the Goal tag's value
    BadTheme,          // the Theme tag's value
    BadNumber,         // the tag's name, its value
};

// Where and why. `game` counts the file's games from 1, `line` is the line
// where the puzzle (or the offending move) is; column 0 when not known.
struct PuzzleError {
    std::size_t game = 0;
    std::size_t line = 0;
    std::size_t column = 0;
    PuzzleProblem problem = PuzzleProblem::Pdn;
    std::vector<std::string> arguments;
    std::optional<pdn::PdnError> pdn; // PuzzleProblem::Pdn
    std::string message;              // the English sentence

    // "game 3, line 12: the side to move has no move"
    std::string describe() const;
};

// The puzzles of a file, and the errors of those that could not be read.
struct PuzzleCollection {
    std::vector<Puzzle> puzzles;
    std::vector<PuzzleError> errors;
};

// Reads every game of a PDN file as a puzzle: its start position (FEN),
// its moves as the solution and the tags above; a published problem with
// only a FEN, a solution and perhaps a Result tag is read as well, its
// goal told by the result or the line (docs/pdn.md). A game that cannot
// be a puzzle gives an error with its place and reading goes on.
PuzzleCollection readPuzzles(std::string_view bytes, std::optional<core::Variant> defaultVariant = std::nullopt);

// One game of a file as a puzzle (`game` was read as the file's game number `number`).
std::variant<Puzzle, PuzzleError> puzzleFromGame(const pdn::PdnGame& game, std::size_t number);

// A puzzle as a PDN game with its tags, and a collection as a file.
pdn::PdnGame toPdnGame(const Puzzle& puzzle);
std::string writePuzzles(std::span<const Puzzle> puzzles);

} // namespace draughts::puzzle
