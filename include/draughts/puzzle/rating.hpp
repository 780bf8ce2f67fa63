#pragma once

#include <span>

namespace draughts::puzzle {

// A player's puzzle rating in the Glicko-2 system (Glickman, "Example of
// the Glicko-2 system", 2012): a rating, how uncertain it is (the rating
// deviation), and how erratic the player's results are (the volatility).
// docs/puzzles.md says why Glicko-2.
struct Glicko2Rating {
    double rating = 1500.0;
    double deviation = 350.0;
    double volatility = 0.06;

    friend bool operator==(const Glicko2Rating&, const Glicko2Rating&) = default;
};

// One result of a rating period: the opponent's rating and deviation and
// the score (1 a win, 0 a loss, 0.5 a draw).
struct Glicko2Game {
    double opponentRating = 1500.0;
    double opponentDeviation = 350.0;
    double score = 0.0;
};

struct Glicko2Settings {
    double tau = 0.5;          // how fast the volatility may change
    double epsilon = 0.000001; // convergence of the volatility's iteration
};

// The rating after one rating period with `games` (steps 1 to 8 of the
// paper). With no games only the deviation grows.
Glicko2Rating updateRating(const Glicko2Rating& player, std::span<const Glicko2Game> games,
                           const Glicko2Settings& settings = {});

// A puzzle's rating counts as well known: every puzzle is played at this deviation.
inline constexpr double PuzzleDeviation = 75.0;
// The player's deviation never drops below this, so that the rating keeps
// following the player's form.
inline constexpr double MinimumDeviation = 45.0;

// One puzzle is one rating period with one game against the puzzle's
// rating: solved is a win, failed a loss.
Glicko2Rating afterPuzzle(const Glicko2Rating& player, int puzzleRating, bool solved,
                          const Glicko2Settings& settings = {});

// A rating (or deviation) as a player sees it: rounded to the nearest
// whole point, halves away from zero. The one rounding every place that
// shows a rating uses, so that a chart and a sentence agree.
long shownRating(double rating);

} // namespace draughts::puzzle
