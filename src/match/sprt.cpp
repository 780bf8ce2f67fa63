#include <draughts/match/sprt.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace draughts::match {

namespace {

// An outcome never seen counts as this many observations (see sprtLlr).
constexpr double Unseen = 1e-3;

// theta of the most likely distribution with mean `mu` (docs/engine.md):
// the root of f(theta) = sum q_i d_i / (1 + theta d_i), d_i = x_i - mu.
// f falls strictly on the interval where every 1 + theta d_i > 0, from
// +infinity at -1/max(d) to -infinity at -1/min(d); bisection finds it.
double thetaFor(std::span<const double> scores, std::span<const double> frequencies, double mu)
{
    const auto [lowest, highest] = std::minmax_element(scores.begin(), scores.end());
    if (!(*lowest < mu && mu < *highest))
        throw std::invalid_argument("the hypothesised mean score must lie strictly between the scores observed");
    double low = -1.0 / (*highest - mu);
    double high = -1.0 / (*lowest - mu);
    auto f = [&](double theta) {
        double sum = 0;
        for (std::size_t i = 0; i < scores.size(); ++i)
            sum += frequencies[i] * (scores[i] - mu) / (1 + theta * (scores[i] - mu));
        return sum;
    };
    for (int step = 0; step < 200 && high - low > 1e-15 * std::max(1.0, std::abs(low)); ++step) {
        const double middle = (low + high) / 2;
        if (middle <= low || middle >= high)
            break;
        (f(middle) > 0 ? low : high) = middle;
    }
    return (low + high) / 2;
}

} // namespace

double SprtSettings::lowerBound() const { return std::log(beta / (1 - alpha)); }
double SprtSettings::upperBound() const { return std::log((1 - beta) / alpha); }

SprtVerdict verdictOf(double llr, const SprtSettings& settings)
{
    if (llr >= settings.upperBound())
        return SprtVerdict::AcceptH1;
    if (llr <= settings.lowerBound())
        return SprtVerdict::AcceptH0;
    return SprtVerdict::Continue;
}

double generalizedLlr(std::span<const double> scores, std::span<const double> counts, double score0, double score1)
{
    double n = 0;
    for (double c : counts)
        n += c;
    std::vector<double> frequencies;
    for (double c : counts)
        frequencies.push_back(c / n);
    const double theta0 = thetaFor(scores, frequencies, score0);
    const double theta1 = thetaFor(scores, frequencies, score1);
    // p_k,i = q_i / (1 + theta_k (x_i - mu_k)), so ln(p1_i / p0_i) needs no q_i.
    double llr = 0;
    for (std::size_t i = 0; i < scores.size(); ++i)
        llr += counts[i] * (std::log1p(theta0 * (scores[i] - score0)) - std::log1p(theta1 * (scores[i] - score1)));
    return llr;
}

double sprtLlr(const Pentanomial& pairs, const SprtSettings& settings)
{
    if (pairs.pairs() == 0)
        return 0;
    const double scores[] = {0, 0.25, 0.5, 0.75, 1};
    double counts[5];
    for (std::size_t i = 0; i < 5; ++i)
        counts[i] = pairs.counts[i] > 0 ? pairs.counts[i] : Unseen;
    return generalizedLlr(scores, counts, scoreOfElo(settings.elo0), scoreOfElo(settings.elo1));
}

} // namespace draughts::match
