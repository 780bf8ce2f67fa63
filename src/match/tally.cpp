#include <draughts/match/tally.hpp>

namespace draughts::match {

bool MatchTally::add(int number, bool firstIsWhite, double firstPoints, int plies)
{
    m_games.add(firstPoints);
    (firstIsWhite ? m_asWhite : m_asBlack).add(firstPoints);
    const int pair = number / 2;
    const Game game{firstPoints, plies};
    const auto half = m_halfPairs.find(pair);
    if (half == m_halfPairs.end()) {
        m_halfPairs.emplace(pair, game);
        return false;
    }
    m_pairs.add(half->second.firstPoints + firstPoints);
    addPairByLength(half->second, game);
    m_halfPairs.erase(half);
    return true;
}

void MatchTally::addPairByLength(const Game& a, const Game& b)
{
    const double points = a.firstPoints + b.firstPoints;
    if (points != 1.0 || a.firstPoints == 0.5) { // not split: the points decide
        m_pairsByLength.add(points > 1.0 ? 1.0 : points < 1.0 ? 0.0 : 0.5);
        return;
    }
    ++m_splitPairs;
    const Game& won = a.firstPoints == 1.0 ? a : b;
    const Game& lost = a.firstPoints == 1.0 ? b : a;
    m_pairsByLength.add(won.plies < lost.plies ? 1.0 : won.plies > lost.plies ? 0.0 : 0.5);
}

EloEstimate MatchTally::elo() const { return m_pairs.pairs() > 0 ? estimateElo(m_pairs) : estimateElo(m_games); }

} // namespace draughts::match
