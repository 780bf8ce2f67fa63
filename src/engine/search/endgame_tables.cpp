#include "endgame_tables.hpp"

#include <draughts/rules/movegen.hpp>

#include <algorithm>

namespace draughts::engine::detail {

EndgameTables::EndgameTables(std::shared_ptr<const egdb::Database> tables)
    : m_tables(std::move(tables)), m_pieces(m_tables ? m_tables->completePieces() : 0)
{}

int EndgameTables::piecesOf(const core::Position& position)
{
    return core::countOf(position.occupied()) + position.hand[0] + position.hand[1];
}

std::optional<Score> EndgameTables::score(const core::Position& position, int ply) const
{
    if (piecesOf(position) > m_pieces)
        return std::nullopt;
    const auto value = m_tables->probe(position);
    if (!value)
        return std::nullopt;
    if (*value == egdb::Wdl::Draw)
        return DrawScore;
    const auto plies = m_tables->pliesToEnd(position);
    const bool win = *value == egdb::Wdl::Win;
    if (plies)
        return win ? winIn(ply + *plies) : lossIn(ply + *plies);
    return win ? tableWinIn(ply) : tableLossIn(ply);
}

std::optional<EndgameTables::Root> EndgameTables::startSearch(const core::Position& position,
                                                              std::span<const core::Move> moves, bool use)
{
    m_probePieces = use ? m_pieces : 0;
    if (m_probePieces == 0 || moves.empty() || !score(position, 0))
        return std::nullopt;
    m_probePieces = std::min(m_probePieces, piecesOf(position) - 1);
    std::vector<Score> scores;
    for (const core::Move& move : moves) {
        const core::Position next = rules::afterMove(m_tables->variant(), position, move);
        // A move never adds pieces: the tables hold every position after one.
        const Score after = score(next, 1).value_or(DrawScore);
        scores.push_back(next.sideToMove == position.sideToMove ? after : -after);
    }
    auto valueOf = [](Score s) { return isWon(s) ? egdb::Wdl::Win : isLost(s) ? egdb::Wdl::Loss : egdb::Wdl::Draw; };
    Root root;
    root.score = *std::max_element(scores.begin(), scores.end());
    root.value = valueOf(root.score);
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (valueOf(scores[i]) == root.value) {
            root.keeping.push_back(moves[i]);
            root.keptScores.push_back(scores[i]);
        }
    return root;
}

Score EndgameTables::lineScore(const Root& root, const core::Move& move, Score searched)
{
    for (std::size_t i = 0; i < root.keeping.size(); ++i)
        if (root.keeping[i].sameMove(move))
            return settled(root.value, root.keptScores[i], searched);
    return searched;
}

} // namespace draughts::engine::detail
