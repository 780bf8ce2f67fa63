#pragma once

// The sequential probability ratio test that decides whether an engine
// change stays: a match goes on until the evidence says "at least elo1
// better" (H1) or "at most elo0" (H0). The generalized SPRT over game pairs
// (pentanomial), as engine testing frameworks use it (Michel Van den Bergh,
// "A generalized sequential probability ratio test", 2016); docs/engine.md
// ("Testing a change") derives the formulas.

#include <draughts/match/elo.hpp>

#include <span>

namespace draughts::match {

struct SprtSettings {
    double elo0 = 0;     // H0: the candidate is at most this much stronger (logistic Elo)
    double elo1 = 5;     // H1: at least this much
    double alpha = 0.05; // the chance of accepting H1 when H0 holds
    double beta = 0.05;  // the chance of accepting H0 when H1 holds

    // Wald's bounds: ln(beta / (1 - alpha)) and ln((1 - beta) / alpha).
    double lowerBound() const;
    double upperBound() const;
};

enum class SprtVerdict { Continue, AcceptH0, AcceptH1 };
SprtVerdict verdictOf(double llr, const SprtSettings& settings);

// The generalized log-likelihood ratio of "mean score is score1" against
// "mean score is score0" for observations scoring `scores[i]` `counts[i]`
// times (counts may be fractions): each hypothesis takes the most likely
// distribution over the scores with its mean, p_i = q_i / (1 + theta (x_i -
// mu)) with q the observed frequencies and theta the root of
// sum q_i (x_i - mu) / (1 + theta (x_i - mu)) = 0, and the LLR is
// sum counts[i] ln(p1_i / p0_i). Every count must be positive and each
// score0, score1 strictly between the smallest and largest score.
double generalizedLlr(std::span<const double> scores, std::span<const double> counts, double score0, double score1);

// The LLR of a match's pairs for `settings`. Empty outcomes are counted as
// 1/1000 of a pair, so that the maximum-likelihood distributions exist from
// the first pair on (as Fishtest does).
double sprtLlr(const Pentanomial& pairs, const SprtSettings& settings);

} // namespace draughts::match
