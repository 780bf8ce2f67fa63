// The SPRT's log-likelihood ratio and bounds against values worked out by
// hand (docs/engine.md, "Testing a change", derives the formulas).

#include <draughts/match/sprt.hpp>

#include <catch2/catch.hpp>

#include <cmath>

using namespace draughts::match;

TEST_CASE("Wald's bounds follow from alpha and beta", "[match][sprt]")
{
    const SprtSettings usual; // alpha = beta = 0.05
    // ln(0.05 / 0.95) = -2.944439, ln(0.95 / 0.05) = 2.944439
    CHECK(usual.lowerBound() == Approx(-2.944439).epsilon(1e-6));
    CHECK(usual.upperBound() == Approx(2.944439).epsilon(1e-6));
    SprtSettings lopsided;
    lopsided.alpha = 0.05;
    lopsided.beta = 0.1;
    // ln(0.1 / 0.95) = -2.251292, ln(0.9 / 0.05) = 2.890372
    CHECK(lopsided.lowerBound() == Approx(-2.251292).epsilon(1e-6));
    CHECK(lopsided.upperBound() == Approx(2.890372).epsilon(1e-6));
    CHECK(verdictOf(2.95, usual) == SprtVerdict::AcceptH1);
    CHECK(verdictOf(-2.95, usual) == SprtVerdict::AcceptH0);
    CHECK(verdictOf(2.9, usual) == SprtVerdict::Continue);
}

TEST_CASE("with only wins and losses the LLR is the binomial one", "[match][sprt]")
{
    // Two outcomes: the only distribution with mean mu gives a win the
    // chance mu, so LLR = W ln(mu1 / mu0) + L ln((1 - mu1) / (1 - mu0));
    // 60 wins, 40 losses, mu0 = 0.5, mu1 = 0.6: 60 ln 1.2 + 40 ln 0.8 =
    // 10.939293 - 8.925742 = 2.013551.
    const double scores[] = {0, 1};
    const double counts[] = {40, 60};
    CHECK(generalizedLlr(scores, counts, 0.5, 0.6) == Approx(2.013551).epsilon(1e-6));
    // Fewer wins than the hypotheses expect: evidence for H0.
    const double fewer[] = {60, 40};
    CHECK(generalizedLlr(scores, fewer, 0.5, 0.6) < 0);
}

TEST_CASE("with wins, draws and losses the LLR comes from the most likely distributions", "[match][sprt]")
{
    // 30 losses, 40 draws, 50 wins (q = 1/4, 1/3, 5/12), scores 0, 1/2, 1.
    // mu0 = 0.5: d = (-1/2, 0, 1/2) and the condition
    //   (1/4)(-1/2)/(1 - theta/2) + (5/12)(1/2)/(1 + theta/2) = 0
    // gives theta = 1/2, so p0 = (1/4 / (3/4), 1/3, 5/12 / (5/4)) = (1/3, 1/3, 1/3).
    // mu1 = 0.55: d = (-0.55, -0.05, 0.45); the condition multiplied out is
    // the quadratic d0 d1 d2 theta^2 + b theta + (0.583333 - 0.55) = 0 with
    // b = q0 d0 (d1 + d2) + q1 d1 (d0 + d2) + q2 d2 (d0 + d1) = -0.165833, whose
    // root inside (-1/0.45, 1/0.55) is theta = 0.2041140; then
    // p1 = (0.2816148, 0.3367703, 0.3816148) and
    // LLR = 30 ln(3 p1[0]) + 40 ln(3 p1[1]) + 50 ln(3 p1[2]) = 2.115688.
    const double scores[] = {0, 0.5, 1};
    const double counts[] = {30, 40, 50};
    CHECK(generalizedLlr(scores, counts, 0.5, 0.55) == Approx(2.115688).epsilon(1e-6));
}

TEST_CASE("a match's pairs give no evidence when they are symmetric about an even score", "[match][sprt]")
{
    // The counts mirror around 1/2 and the hypotheses -10 and +10 Elo mirror
    // too, so both are equally likely: LLR 0.
    Pentanomial pairs;
    pairs.counts = {3, 12, 30, 12, 3};
    SprtSettings sprt;
    sprt.elo0 = -10;
    sprt.elo1 = 10;
    CHECK(sprtLlr(pairs, sprt) == Approx(0).margin(1e-9));
    CHECK(sprtLlr(Pentanomial{}, SprtSettings{}) == 0);
}

TEST_CASE("pairs that are all won or all lost give the binomial LLR but for the unseen outcomes", "[match][sprt]")
{
    // 40 pairs lost twice, 60 won twice, elo1 at a mean score of 0.6: as the
    // binomial case above (2.013551), the three unseen outcomes counting
    // 1/1000 of a pair each.
    Pentanomial pairs;
    pairs.counts = {40, 0, 0, 0, 60};
    SprtSettings sprt;
    sprt.elo0 = 0;
    sprt.elo1 = eloOfScore(0.6);
    CHECK(sprtLlr(pairs, sprt) == Approx(2.013551).margin(0.01));
}

TEST_CASE("the LLR grows as the candidate wins more pairs", "[match][sprt]")
{
    const SprtSettings sprt;
    Pentanomial pairs;
    pairs.counts = {10, 20, 40, 20, 10};
    const double even = sprtLlr(pairs, sprt);
    pairs.counts[4] += 10;
    const double better = sprtLlr(pairs, sprt);
    pairs.counts[0] += 20;
    const double worse = sprtLlr(pairs, sprt);
    CHECK(even < 0); // an even match speaks for H0 (elo0 = 0) against H1 (elo1 = 5)
    CHECK(better > even);
    CHECK(worse < even);
}
