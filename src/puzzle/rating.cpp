#include <draughts/puzzle/rating.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace draughts::puzzle {

namespace {

// The Glicko-2 scale: ratings are mapped onto it by this factor around 1500.
constexpr double Scale = 173.7178;
constexpr double Centre = 1500.0;

double g(double phi) { return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi)); }

double expected(double mu, double muJ, double phiJ) { return 1.0 / (1.0 + std::exp(-g(phiJ) * (mu - muJ))); }

// Step 5: the new volatility, by the Illinois algorithm as the paper gives it.
double newVolatility(double sigma, double phi, double v, double delta, const Glicko2Settings& settings)
{
    const double a = std::log(sigma * sigma);
    const double tau2 = settings.tau * settings.tau;
    auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / tau2;
    };
    double A = a;
    double B = 0.0;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * settings.tau) < 0.0)
            ++k;
        B = a - k * settings.tau;
    }
    double fA = f(A);
    double fB = f(B);
    while (std::abs(B - A) > settings.epsilon) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0.0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2.0);
}

} // namespace

Glicko2Rating updateRating(const Glicko2Rating& player, std::span<const Glicko2Game> games,
                           const Glicko2Settings& settings)
{
    const double mu = (player.rating - Centre) / Scale;
    const double phi = player.deviation / Scale;
    const double sigma = player.volatility;
    if (games.empty())
        return {player.rating, Scale * std::sqrt(phi * phi + sigma * sigma), sigma};

    double inverseV = 0.0;
    double sum = 0.0; // sum of g(phi_j) (s_j - E_j)
    for (const Glicko2Game& game : games) {
        const double muJ = (game.opponentRating - Centre) / Scale;
        const double phiJ = game.opponentDeviation / Scale;
        const double e = expected(mu, muJ, phiJ);
        inverseV += g(phiJ) * g(phiJ) * e * (1.0 - e);
        sum += g(phiJ) * (game.score - e);
    }
    const double v = 1.0 / inverseV;
    const double delta = v * sum;
    const double sigmaNew = newVolatility(sigma, phi, v, delta, settings);
    const double phiStar = std::sqrt(phi * phi + sigmaNew * sigmaNew);
    const double phiNew = 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v);
    const double muNew = mu + phiNew * phiNew * sum;
    return {Scale * muNew + Centre, Scale * phiNew, sigmaNew};
}

Glicko2Rating afterPuzzle(const Glicko2Rating& player, int puzzleRating, bool solved, const Glicko2Settings& settings)
{
    const Glicko2Game game{static_cast<double>(puzzleRating), PuzzleDeviation, solved ? 1.0 : 0.0};
    Glicko2Rating next = updateRating(player, std::span<const Glicko2Game>(&game, 1), settings);
    next.deviation = std::max(next.deviation, MinimumDeviation);
    return next;
}

long shownRating(double rating) { return std::lround(rating); }

} // namespace draughts::puzzle
