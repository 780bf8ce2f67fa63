#include <draughts/match/tally.hpp>

namespace draughts::match {

bool MatchTally::add(int number, bool firstIsWhite, double firstPoints)
{
    m_games.add(firstPoints);
    (firstIsWhite ? m_asWhite : m_asBlack).add(firstPoints);
    const int pair = number / 2;
    const auto half = m_halfPairs.find(pair);
    if (half == m_halfPairs.end()) {
        m_halfPairs.emplace(pair, firstPoints);
        return false;
    }
    m_pairs.add(half->second + firstPoints);
    m_halfPairs.erase(half);
    return true;
}

EloEstimate MatchTally::elo() const { return m_pairs.pairs() > 0 ? estimateElo(m_pairs) : estimateElo(m_games); }

} // namespace draughts::match
