#pragma once

#include <draughts/match/elo.hpp>

#include <map>

namespace draughts::match {

// A match's results from the first player's view as its games come in, in
// any order: all games, by colour, and the pairs (each pair's two games
// from one opening, one with each colour) once both are in.
class MatchTally {
public:
    // Game `number` (from 0; games 2p and 2p+1 are pair p) ended with
    // `firstPoints` (1, 1/2, 0) for the first player, who had White or not.
    // True when it completed its pair.
    bool add(int number, bool firstIsWhite, double firstPoints);

    const Trinomial& games() const { return m_games; }
    const Trinomial& asWhite() const { return m_asWhite; }
    const Trinomial& asBlack() const { return m_asBlack; }
    const Pentanomial& pairs() const { return m_pairs; }
    // From the pairs when there is one, else from the games.
    EloEstimate elo() const;

private:
    Trinomial m_games, m_asWhite, m_asBlack;
    Pentanomial m_pairs;
    std::map<int, double> m_halfPairs; // pair → points of the game that came in first
};

} // namespace draughts::match
