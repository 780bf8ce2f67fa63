#include <draughts/puzzle/rating.hpp>

#include <catch2/catch.hpp>

#include <vector>

namespace draughts::test {

using puzzle::Glicko2Game;
using puzzle::Glicko2Rating;

TEST_CASE("Glicko-2 gives the paper's own example", "[puzzle][rating]")
{
    // Glickman, "Example of the Glicko-2 system" (2012): a player rated
    // 1500, deviation 200, volatility 0.06, tau 0.5, beats a 1400 (RD 30)
    // and loses to a 1550 (RD 100) and a 1700 (RD 300). The paper's result:
    // rating 1464.06, deviation 151.52, volatility 0.05999.
    const std::vector<Glicko2Game> games{{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0}};
    const Glicko2Rating after = puzzle::updateRating({1500, 200, 0.06}, games);
    CHECK(after.rating == Approx(1464.06).margin(0.01));
    CHECK(after.deviation == Approx(151.52).margin(0.01));
    CHECK(after.volatility == Approx(0.05999).margin(0.00001));
}

TEST_CASE("solving a puzzle is a won game of one rating period", "[puzzle][rating]")
{
    // By hand from the paper's steps: a new player (1500, 350, 0.06) and a
    // puzzle rated 1300 at the puzzles' deviation 75.
    //   mu = 0, phi = 350 / 173.7178 = 2.014762, mu_j = -200 / 173.7178 = -1.151292,
    //   phi_j = 75 / 173.7178 = 0.431735, g = 1 / sqrt(1 + 3 phi_j^2 / pi^2) = 0.972821,
    //   E = 1 / (1 + exp(-g (mu - mu_j))) = 0.753989, v = 1 / (g^2 E (1 - E)) = 5.696585,
    //   solved: delta = v g (1 - E) = 1.363333; delta^2 < phi^2 + v, so the
    //   volatility barely moves: sigma' = 0.0599989;
    //   phi* = sqrt(phi^2 + sigma'^2) = 2.015655, phi' = 1 / sqrt(1/phi*^2 + 1/v) = 1.539965,
    //   mu' = phi'^2 g (1 - E) = 0.567557: rating 1598.59, deviation 267.52.
    const Glicko2Rating solved = puzzle::afterPuzzle({1500, 350, 0.06}, 1300, true);
    CHECK(solved.rating == Approx(1598.59).margin(0.01));
    CHECK(solved.deviation == Approx(267.52).margin(0.01));
    CHECK(solved.volatility == Approx(0.0599989).margin(0.0000005));
    //   failed: mu' = phi'^2 g (0 - E) = -1.739481: rating 1197.82, same deviation.
    const Glicko2Rating failed = puzzle::afterPuzzle({1500, 350, 0.06}, 1300, false);
    CHECK(failed.rating == Approx(1197.82).margin(0.01));
    CHECK(failed.deviation == Approx(267.52).margin(0.01));
}

TEST_CASE("a rating period without games only widens the deviation", "[puzzle][rating]")
{
    // Step 6 alone: phi* = sqrt(phi^2 + sigma^2); 200 / 173.7178 = 1.151292,
    // sqrt(1.151292^2 + 0.06^2) = 1.152854, times 173.7178 = 200.27.
    const Glicko2Rating after = puzzle::updateRating({1500, 200, 0.06}, {});
    CHECK(after.rating == 1500);
    CHECK(after.deviation == Approx(200.27).margin(0.01));
}

TEST_CASE("a player's deviation stays above its floor however many puzzles", "[puzzle][rating]")
{
    Glicko2Rating player;
    for (int i = 0; i < 200; ++i)
        player = puzzle::afterPuzzle(player, 1500, i % 2 == 0);
    CHECK(player.deviation >= puzzle::MinimumDeviation);
    CHECK(player.rating == Approx(1500).margin(60));
}

TEST_CASE("a rating is shown rounded to the nearest point", "[puzzle][rating]")
{
    // Issue 52: 1324.6 was drawn as 1324 (rounded down) and written as 1325.
    CHECK(puzzle::shownRating(1324.6) == 1325);
    CHECK(puzzle::shownRating(1324.4) == 1324);
    CHECK(puzzle::shownRating(1324.5) == 1325);  // halves away from zero
    CHECK(puzzle::shownRating(1197.82) == 1198); // a new player failing a 1300 puzzle (docs/puzzles.md)
}

} // namespace draughts::test
