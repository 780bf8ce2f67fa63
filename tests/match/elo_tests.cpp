// The Elo arithmetic of a match, against values worked out by hand
// (docs/engine.md, "Testing a change", has the formulas).

#include <draughts/match/elo.hpp>

#include <catch2/catch.hpp>

#include <cmath>

using namespace draughts::match;

TEST_CASE("the logistic Elo model turns differences into expected scores and back", "[match][elo]")
{
    CHECK(scoreOfElo(0) == 0.5);
    // 1 / (1 + 10^(-100/400)) = 1 / (1 + 0.562341) = 0.640065
    CHECK(scoreOfElo(100) == Approx(0.640065).epsilon(1e-6));
    CHECK(scoreOfElo(-100) == Approx(0.359935).epsilon(1e-6));
    // -400 log10(1/0.75 - 1) = 400 log10(3) = 190.8485
    CHECK(eloOfScore(0.75) == Approx(190.8485).epsilon(1e-6));
    CHECK(eloOfScore(scoreOfElo(37.5)) == Approx(37.5));
    CHECK(std::isinf(eloOfScore(1.0)));
    CHECK(eloOfScore(0.0) < 0);
}

TEST_CASE("games give the Elo of their mean score with a 95 percent interval", "[match][elo]")
{
    // 50 wins, 40 draws, 30 losses: mean 70/120 = 0.583333; variance per game
    // (30 * 0.583333^2 + 40 * 0.083333^2 + 50 * 0.416667^2) / 120 = 0.159722;
    // standard error sqrt(0.159722 / 120) = 0.036483; the interval 0.583333 ±
    // 1.96 * 0.036483 = [0.511828, 0.654839] is Elo [8.22, 111.25]: half its
    // width 51.51 around Elo 58.45.
    Trinomial games;
    games.wins = 50;
    games.draws = 40;
    games.losses = 30;
    const EloEstimate estimate = estimateElo(games);
    CHECK(estimate.elo == Approx(58.4512).epsilon(1e-5));
    CHECK(estimate.error95 == Approx(51.5124).epsilon(1e-5));
}

TEST_CASE("pairs give the Elo of their mean score with a 95 percent interval", "[match][elo]")
{
    // Pairs scoring 0, 1/4, 1/2, 3/4, 1 counted 5, 20, 40, 25, 10: mean
    // 53.75/100 = 0.5375; E[x^2] = 35.3125/100, variance 0.353125 - 0.5375^2 =
    // 0.0642188; standard error 0.0253414; Elo of 0.5375 is 26.107, of 0.5375 ±
    // 1.96 * 0.0253414 = [0.48783, 0.58717] is [-8.46, 61.19].
    Pentanomial pairs;
    pairs.counts = {5, 20, 40, 25, 10};
    CHECK(pairs.pairs() == 100);
    const EloEstimate estimate = estimateElo(pairs);
    CHECK(estimate.elo == Approx(26.1067).epsilon(1e-5));
    CHECK(estimate.error95 == Approx(34.8264).epsilon(1e-5));
}

TEST_CASE("a pair's points fall into the five outcomes", "[match][elo]")
{
    Pentanomial pairs;
    for (double points : {0.0, 0.5, 1.0, 1.0, 1.5, 2.0, 2.0, 2.0})
        pairs.add(points);
    CHECK(pairs.counts == std::array<int, 5>{1, 1, 2, 1, 3});
}

TEST_CASE("too few results give an unbounded error, all wins an unbounded Elo", "[match][elo]")
{
    Pentanomial one;
    one.add(1.5);
    CHECK(estimateElo(one).elo == Approx(190.8485).epsilon(1e-6));
    CHECK(std::isinf(estimateElo(one).error95));
    Trinomial allWins;
    allWins.wins = 10;
    CHECK(std::isinf(estimateElo(allWins).elo));
    CHECK(std::isinf(estimateElo(Trinomial{}).error95));
}
