#pragma once

// The FMJD's draw rules for International (international.md §10.3 to
// §10.6, each naming its FMJD article; §10.7 for what the FMJD text leaves
// open): each ends the game by itself when it applies. The counters are
// state of a game (they depend on how it was reached), kept beside the
// position by game::Game and by the search; the window shows them.

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/rules/outcome.hpp>
#include <draughts/rules/rule_set.hpp>

#include <span>

namespace draughts::rules {

// The endings with a move limit, by the material on the board.
enum class FmjdEnding {
    None,
    // Three kings, two kings and a man, or a king and two men against a
    // lone king (international.md §10.5): 16 more moves each.
    SixteenMoves,
    // Two kings, a king and a man, or a king against a lone king
    // (international.md §10.6): 5 more moves each.
    FiveMoves,
};

// The ending `position`'s material is in.
FmjdEnding fmjdEndingOf(const core::Position& position);

struct FmjdCounters {
    // Plies in a row made with kings only, without a capture
    // (international.md §10.4): drawn at 50, 25 moves of each player.
    int kingPlies = 0;
    // The ending the material is in, the plies played since it began and
    // the plies after which it is drawn (32 or 10; fewer when an ending of
    // 16 moves became one of 5 by a capture, international.md §10.7).
    FmjdEnding ending = FmjdEnding::None;
    int endingPlies = 0;
    int endingLimit = 0;

    friend bool operator==(const FmjdCounters&, const FmjdCounters&) = default;
};

inline constexpr int fmjdKingPliesLimit = 50;    // international.md §10.4: 25 moves each
inline constexpr int fmjdSixteenMovesLimit = 32; // international.md §10.5: 16 moves each
inline constexpr int fmjdFiveMovesLimit = 10;    // international.md §10.6: 5 moves each

// The counters at the start of a game from `start`: nothing played yet, the
// ending (if any) counted from here (international.md §10.7).
FmjdCounters fmjdCountersAt(const core::Position& start);
// The counters after `move`, made in `before`, gave `after`.
FmjdCounters fmjdCountersAfter(const FmjdCounters& counters, const core::Position& before, const core::Move& move,
                               const core::Position& after);

// Whether two positions are the same for the repetition rule: the same
// pieces on the same squares and the same player to move
// (international.md §10.3).
bool samePlacement(const core::Position& a, const core::Position& b);
// How often `position` occurs in `earlier` plus once for itself.
int occurrences(std::span<const core::Position> earlier, const core::Position& position);

// The draw the FMJD's rules give `counters` and a position seen
// `repetitions` times, or Ongoing. Check the win (no pieces, no move) first:
// a move that leaves the opponent without a move wins also on the 25th move.
Result fmjdDraw(const FmjdCounters& counters, int repetitions);

// What the rules of `ruleSet` decide about `position` by themselves:
// rules::outcome, and under the FMJD's rules their draws (with `counters`
// and `repetitions`) in place of the 30-move counter, a win first
// (international.md §10.8). What game::Game and the analysis of a game
// take for the end of the game.
Result outcomeUnder(RuleSet ruleSet, core::Variant variant, const core::Position& position, bool canMove,
                    const FmjdCounters& counters, int repetitions);

} // namespace draughts::rules
