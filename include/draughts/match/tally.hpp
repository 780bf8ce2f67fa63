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
    // `firstPoints` (1, 1/2, 0) for the first player, who had White or not,
    // after `plies` plies. True when it completed its pair.
    bool add(int number, bool firstIsWhite, double firstPoints, int plies);

    const Trinomial& games() const { return m_games; }
    const Trinomial& asWhite() const { return m_asWhite; }
    const Trinomial& asBlack() const { return m_asBlack; }
    const Pentanomial& pairs() const { return m_pairs; }
    // The pairs again, each a win, draw or loss of the first player: the
    // pair's points decide, and a split pair (one win each) goes to the
    // shorter win, a draw when both are as long. Where one colour wins every
    // game between engines (Twenty vs Ten), only this tells them apart.
    const Trinomial& pairsByLength() const { return m_pairsByLength; }
    // The split pairs among them.
    int splitPairs() const { return m_splitPairs; }
    // From the pairs when there is one, else from the games.
    EloEstimate elo() const;

private:
    struct Game {
        double firstPoints = 0;
        int plies = 0;
    };
    void addPairByLength(const Game& a, const Game& b);

    Trinomial m_games, m_asWhite, m_asBlack, m_pairsByLength;
    Pentanomial m_pairs;
    int m_splitPairs = 0;
    std::map<int, Game> m_halfPairs; // pair → the game that came in first
};

} // namespace draughts::match
