#pragma once

// Match results and what they say about the difference in strength:
// counts of game results (trinomial) and of game-pair results
// (pentanomial), and the Elo difference they estimate. docs/engine.md
// ("Testing a change") explains the formulas.

#include <array>
#include <span>

namespace draughts::match {

// The expected score per game of a side `elo` points stronger than its
// opponent, in the logistic Elo model: 1 / (1 + 10^(-elo/400)).
double scoreOfElo(double elo);
// The inverse: -400 log10(1/score - 1); -infinity at 0, +infinity at 1.
double eloOfScore(double score);

// An Elo difference and the half-width of its 95 % confidence interval
// (infinite Elo when every game was won or every game lost).
struct EloEstimate {
    double elo = 0;
    double error95 = 0;
};

// From observations each scoring `scores[i]` (0 to 1) `counts[i]` times:
// the mean score m, its standard error s/sqrt(N) with s the standard
// deviation of one observation, and the Elo of m with half the Elo width of
// m ± 1.96 standard errors. Fewer than two observations: ± infinity.
EloEstimate estimateElo(std::span<const double> scores, std::span<const double> counts);

// Games from one side's view.
struct Trinomial {
    int wins = 0;
    int draws = 0;
    int losses = 0;

    // Points: a win 1, a draw 1/2.
    void add(double points);
    int games() const { return wins + draws + losses; }
    double points() const { return wins + draws / 2.0; }
};
EloEstimate estimateElo(const Trinomial& games);

// Pairs of games from one opening, one with each colour, by one side's
// points in the pair: counts[0] 0 points, [1] 1/2, [2] 1, [3] 3/2, [4] 2.
// A pair's score is its points / 2.
struct Pentanomial {
    std::array<int, 5> counts{};

    void add(double pointsOfPair);
    int pairs() const;
};
EloEstimate estimateElo(const Pentanomial& pairs);

// Whole pairs each won, drawn or lost (MatchTally::pairsByLength) as a
// pentanomial of 2, 1 or 0 points, so that the SPRT tests them as pairs.
Pentanomial pentanomialOf(const Trinomial& pairResults);

} // namespace draughts::match
