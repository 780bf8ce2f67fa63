#include <draughts/match/elo.hpp>

#include <cmath>
#include <limits>

namespace draughts::match {

namespace {

constexpr double Infinity = std::numeric_limits<double>::infinity();
// The two-sided 95 % quantile of the normal distribution.
constexpr double Z95 = 1.959963984540054;

} // namespace

double scoreOfElo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

double eloOfScore(double score)
{
    if (score <= 0)
        return -Infinity;
    if (score >= 1)
        return Infinity;
    return -400.0 * std::log10(1.0 / score - 1.0);
}

EloEstimate estimateElo(std::span<const double> scores, std::span<const double> counts)
{
    double n = 0, sum = 0;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        n += counts[i];
        sum += counts[i] * scores[i];
    }
    if (n <= 0)
        return {0, Infinity};
    if (n < 2) // one observation says nothing of the spread
        return {eloOfScore(sum / n), Infinity};
    const double mean = sum / n;
    double squares = 0;
    for (std::size_t i = 0; i < scores.size(); ++i)
        squares += counts[i] * (scores[i] - mean) * (scores[i] - mean);
    const double standardError = std::sqrt(squares / n / n);
    const double low = eloOfScore(mean - Z95 * standardError);
    const double high = eloOfScore(mean + Z95 * standardError);
    return {eloOfScore(mean), (high - low) / 2};
}

void Trinomial::add(double points)
{
    if (points >= 1)
        ++wins;
    else if (points > 0)
        ++draws;
    else
        ++losses;
}

EloEstimate estimateElo(const Trinomial& games)
{
    const double scores[] = {0, 0.5, 1};
    const double counts[] = {double(games.losses), double(games.draws), double(games.wins)};
    return estimateElo(scores, counts);
}

void Pentanomial::add(double pointsOfPair)
{
    const long index = std::lround(pointsOfPair * 2);
    ++counts[static_cast<std::size_t>(index < 0 ? 0 : index > 4 ? 4 : index)];
}

int Pentanomial::pairs() const
{
    int n = 0;
    for (int c : counts)
        n += c;
    return n;
}

Pentanomial pentanomialOf(const Trinomial& pairResults)
{
    Pentanomial pairs;
    pairs.counts = {pairResults.losses, 0, pairResults.draws, 0, pairResults.wins};
    return pairs;
}

EloEstimate estimateElo(const Pentanomial& pairs)
{
    const double scores[] = {0, 0.25, 0.5, 0.75, 1};
    double counts[5];
    for (std::size_t i = 0; i < 5; ++i)
        counts[i] = pairs.counts[i];
    return estimateElo(scores, counts);
}

} // namespace draughts::match
