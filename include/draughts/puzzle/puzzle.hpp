#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::puzzle {

// What the side to move must achieve (docs/puzzles.md, Goals, defines
// each precisely; puzzle/goal.hpp checks them).
enum class GoalKind {
    Win,         // "... to play and win": the opponent loses the game
    WinMaterial, // "... and win a man" (or `pieces` men)
    Crown,       // "... and crown": a man becomes a king and stays one
    Draw,        // "... and draw" (published problems only; never generated)
};

struct Goal {
    GoalKind kind = GoalKind::Win;
    int pieces = 1; // WinMaterial: how many men ahead of the start

    friend bool operator==(const Goal&, const Goal&) = default;
};

// The PDN form of a goal: "win", "material 2", "crown", "draw".
std::string goalId(const Goal& goal);
std::optional<Goal> goalFromId(std::string_view id);

// What kind of idea the solution shows (docs/puzzles.md, Themes).
enum class Theme {
    Shot,            // a sacrifice forces the opponent to capture into a larger capture
    Breakthrough,    // a man breaks through and crowns
    Endgame,         // few pieces left: technique rather than a shot
    DoubleMove,      // Twenty vs Ten: Black's two moves of one turn work together
    Flips,           // To the Last Man: a capture flips two or more stones
    Hand,            // To the Last Man: a stone goes to the hand or comes back from it
    CrowningSquare,  // Corner Checkers: a man crowns on one of the two corner squares
    CaptureCrowning, // Polish: a man is crowned where its capture could have gone on
};

inline constexpr Theme allThemes[] = {Theme::Shot,  Theme::Breakthrough, Theme::Endgame,        Theme::DoubleMove,
                                      Theme::Flips, Theme::Hand,         Theme::CrowningSquare, Theme::CaptureCrowning};

// "shot", "breakthrough", "endgame", "double-move", "flips", "hand",
// "crowning-square", "capture-crowning".
std::string_view themeId(Theme theme);
std::optional<Theme> themeFromId(std::string_view id);

// One puzzle: a position whose side to move (the solver) has a goal, and
// the solution reaching it. Always holds for a puzzle read or generated:
// the solution is legal from `position` (every move a rule-conforming one,
// captures compulsory) and not empty.
struct Puzzle {
    std::string id; // unique within its collection ("intl-0042"); may be empty
    core::Variant variant = core::Variant::International;
    // The rule set when a game has more than one; empty: the game's own
    // rules as docs/rules/ describes them.
    std::string rules;
    core::Position position;
    Goal goal;
    // The solver's moves and the opponent's forced replies, from `position`.
    // Each half of Black's Twenty vs Ten turn is a move of its own.
    std::vector<core::Move> solution;
    std::vector<Theme> themes;
    // The depth (plies) at which the engine first finds the first move and
    // keeps it; 0 when not known (a published problem).
    int difficulty = 0;
    // The depth (plies) within which the goal is proved (GoalSearch); 0 when
    // not known.
    int depth = 0;
    // The rating a solver needs for an even chance (puzzle/rating.hpp);
    // 0: estimated from the difficulty and the solution's length.
    int rating = 0;
    // Other tags of the file (Event, Annotator, ...), kept for writing back.
    std::vector<std::pair<std::string, std::string>> extraTags;
    // Where it was read from: the game's number in its file (from 1) and
    // the line it starts on; 0 for a puzzle not read from a file.
    std::size_t game = 0;
    std::size_t line = 0;

    core::Side solver() const { return position.sideToMove; }
    bool hasTheme(Theme theme) const;
    // The rating, estimated when the file gives none.
    int effectiveRating() const;
};

// The rating estimated for a puzzle of this difficulty whose solution has
// `solverMoves` moves of the solver: 800 + 100 per ply of difficulty + 50
// per solver move after the first, kept within 600..2600 (docs/puzzles.md).
int estimatedRating(int difficulty, int solverMoves);

// How many moves of `puzzle.solution` the solver makes.
int solverMoveCount(const Puzzle& puzzle);

// A single capture for the solver, chosen among the few the position has:
// below what a club player calls a puzzle, so kept for the easiest level
// only (levelOf) and a small share of a generated collection.
bool isNearTrivial(const Puzzle& puzzle);

} // namespace draughts::puzzle
