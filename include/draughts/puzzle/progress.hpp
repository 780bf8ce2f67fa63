#pragma once

#include <draughts/core/variant.hpp>
#include <draughts/puzzle/puzzle.hpp>
#include <draughts/puzzle/rating.hpp>

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::puzzle {

// One puzzle tried, for the history chart.
struct Attempt {
    std::int64_t time = 0; // seconds since 1970 (the caller's clock)
    std::string collection;
    std::string puzzleId;
    int puzzleRating = 0;
    bool solved = false;
    double ratingAfter = 0.0; // the player's rating after it

    friend bool operator==(const Attempt&, const Attempt&) = default;
};

// Results in one collection.
struct CollectionProgress {
    int solved = 0;
    int failed = 0;
    // Every puzzle tried, by id, with its last result (true: solved).
    std::map<std::string, bool> results;

    friend bool operator==(const CollectionProgress&, const CollectionProgress&) = default;
};

// A player's progress in one game: the rating, the streaks, the
// collections and the history (the last HistoryLength attempts).
struct GameProgress {
    Glicko2Rating rating;
    int streak = 0; // puzzles solved in a row, now
    int bestStreak = 0;
    std::map<std::string, CollectionProgress> collections;
    std::vector<Attempt> history;

    friend bool operator==(const GameProgress&, const GameProgress&) = default;
};

// The player's progress in all five games, kept by the window in its
// settings as text (serialise/parse; docs/puzzles.md has the format).
class Progress {
public:
    static constexpr std::size_t HistoryLength = 500;

    const GameProgress& of(core::Variant variant) const;
    // Records a result: rating (afterPuzzle), streaks, the collection's
    // counts and the history. `collection` names the collection (the
    // built-in one's id, or the file a player opened).
    void record(core::Variant variant, std::string_view collection, const Puzzle& puzzle, bool solved,
                std::int64_t time);

    std::string serialise() const;
    // Nothing when the text is not a progress record this program wrote;
    // lines it does not know are skipped (a newer program's).
    static std::optional<Progress> parse(std::string_view text);

    friend bool operator==(const Progress&, const Progress&) = default;

private:
    std::map<core::Variant, GameProgress> m_games;
};

// How a puzzle is known in the progress: its id, else "game N" (its
// place in its file).
std::string puzzleKey(const Puzzle& puzzle);

// Puzzles grouped by their rating, for a player who picks a level.
enum class Level { Easy, Medium, Hard };
// Easy below 1200, Hard from 1600, and a near-trivial puzzle (isNearTrivial)
// Easy whatever its rating (docs/puzzles.md).
Level levelOf(const Puzzle& puzzle);

// Adaptive choice: the puzzle of `puzzles` (indices into it) to give a
// player of `progress` next in `collection`. Puzzles the player has not
// solved come first (all of them once every one is solved), the last
// RecentlyPlayed tried are left out when others remain, and among the
// `Closest` whose ratings lie nearest the player's rating one is taken by
// `random` (any number; the window draws one each time). Nothing when
// `puzzles` is empty.
inline constexpr std::size_t RecentlyPlayed = 20;
inline constexpr std::size_t Closest = 5;
std::optional<std::size_t> choosePuzzle(std::span<const Puzzle> puzzles, const GameProgress& progress,
                                        std::string_view collection, std::uint64_t random);

} // namespace draughts::puzzle
