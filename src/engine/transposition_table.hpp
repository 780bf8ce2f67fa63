#pragma once

#include "zobrist.hpp"

#include <draughts/core/move.hpp>
#include <draughts/engine/score.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace draughts::engine::detail {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

// What an earlier search learnt about a position: its score as a bound or
// exact value at a remaining depth, and the best move found (to try first).
struct TableEntry {
    Key key = 0;
    core::Bitboard captured = 0; // best move: captured pieces
    std::int32_t score = 0;      // win/loss scores relative to this position (see toTable)
    std::int16_t depth = 0;
    Bound bound = Bound::None;
    std::uint8_t age = 0;
    core::Square from = core::NoSquare; // best move: NoSquare when none is known
    core::Square to = core::NoSquare;
    core::MoveKind kind = core::MoveKind::Step;

    bool hasMove() const { return to != core::NoSquare; }
    bool isMove(const core::Move& m) const
    {
        return m.to == to && m.from == from && m.kind == kind && m.captured == captured;
    }
};

// A hash table of TableEntry in buckets of two: the first slot keeps the
// deepest result (replaced only by one at least as deep, or one left from an
// earlier search), the second always takes the newest. A size of zero
// megabytes makes a table that stores nothing.
class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes);

    const TableEntry* probe(Key key) const;
    void store(Key key, Score score, int depth, Bound bound, const core::Move* best);
    void newSearch() { ++m_age; }
    void clear();
    bool enabled() const { return !m_buckets.empty(); }

private:
    struct Bucket {
        TableEntry slots[2];
    };
    std::vector<Bucket> m_buckets;
    std::size_t m_mask = 0;
    std::uint8_t m_age = 0;
};

// Win and loss scores are stored relative to the position (plies from it),
// and turned back into plies from the root when read.
inline Score toTable(Score score, int ply)
{
    if (isWon(score))
        return score + ply;
    if (isLost(score))
        return score - ply;
    return score;
}

inline Score fromTable(Score score, int ply)
{
    if (isWon(score))
        return score - ply;
    if (isLost(score))
        return score + ply;
    return score;
}

} // namespace draughts::engine::detail
