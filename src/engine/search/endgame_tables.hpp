#pragma once

// The endgame tables inside the search (docs/engine.md, "Endgame tables"):
// scores of the positions they hold, and the root moves that keep the
// root's value. Private to the engine library; the searcher asks it at the
// root and at each node, and knows nothing else of the tables.

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/egdb/database.hpp>
#include <draughts/engine/score.hpp>

#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace draughts::engine::detail {

class EndgameTables {
public:
    EndgameTables() = default;
    explicit EndgameTables(std::shared_ptr<const egdb::Database> tables);

    // Pieces on the board and in hand.
    static int piecesOf(const core::Position& position);

    // The root as the tables see it, among the moves the search may play:
    // the best value they reach, its score, and the moves that reach it
    // (the others throw a win away or walk into a loss).
    struct Root {
        egdb::Wdl value = egdb::Wdl::Draw;
        Score score = 0;
        std::vector<core::Move> keeping;
        std::vector<Score> keptScores; // the tables' score of each move of `keeping`
    };
    // Called at the start of each search. Without tables, or when `use` is
    // false (the weaker levels play without them), nothing is probed. When
    // the tables hold the root, the tree probes only positions with fewer
    // pieces than it, so that among the moves that keep the root's value
    // the search picks one that makes progress; else every position they
    // hold. Nothing where the tables do not hold the root.
    std::optional<Root> startSearch(const core::Position& root, std::span<const core::Move> moves, bool use);
    // The root's score after the search: the tables' own, unless they do
    // not count the plies and the search found the end itself.
    static Score rootScore(const Root& root, Score searched) { return settled(root.value, root.score, searched); }
    // The same for the line of a search of several that starts with `move`,
    // one of root.keeping, from the tables' score of that move.
    static Score lineScore(const Root& root, const core::Move& move, Score searched);

    // The tables' score of a position of the tree, `ply` plies from the
    // root, for its side to move: a win or loss with its plies to the end
    // where the tables count them (winIn, lossIn), else in the tables' band
    // (tableWinIn, tableLossIn); 0 for a draw. The tables leave the draw
    // counter out (docs/egdb.md), so nothing while one runs
    // (`counterRunning`), nor where the tables do not hold the position.
    std::optional<Score> probe(const core::Position& position, int ply, bool counterRunning) const
    {
        if (m_probePieces == 0 || counterRunning || piecesOf(position) > m_probePieces)
            return std::nullopt;
        return score(position, ply);
    }

private:
    std::optional<Score> score(const core::Position& position, int ply) const;
    static Score settled(egdb::Wdl value, Score tables, Score searched)
    {
        const bool counted = isWin(tables) || isLoss(tables);
        const bool found =
            (value == egdb::Wdl::Win && isWin(searched)) || (value == egdb::Wdl::Loss && isLoss(searched));
        return !counted && found ? searched : tables;
    }

    std::shared_ptr<const egdb::Database> m_tables;
    int m_pieces = 0;      // the most pieces for which the tables are all there
    int m_probePieces = 0; // this search probes positions with at most this many
};

} // namespace draughts::engine::detail
