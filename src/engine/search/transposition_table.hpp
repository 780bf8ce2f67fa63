#pragma once

#include "zobrist.hpp"

#include <draughts/core/move.hpp>
#include <draughts/engine/score.hpp>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

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
    // The table's move is only ever compared with the position's legal
    // moves (move ordering): one stored for another position whose key
    // collides is never played.
    bool isMove(const core::Move& m) const
    {
        return m.to == to && m.from == from && m.kind == kind && m.captured == captured;
    }
};

// A hash table of TableEntry in buckets of two: the first slot keeps the
// deepest result (replaced only by one at least as deep, or one left from an
// earlier search), the second always takes the newest. A size of zero
// megabytes makes a table that stores nothing.
//
// The threads of a parallel search (docs/engine.md, "Parallel search")
// probe and store at once without a lock: an entry is three words, each
// written and read on its own as a relaxed atomic, and the first word is
// the key XOR the other two. An entry read while another thread wrote it
// is made of two stores and does not give back its key; probe() and
// store() then take it for an entry of another position. newSearch() and
// clear() are called while no search runs.
class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes);

    std::optional<TableEntry> probe(Key key) const;
    void store(Key key, Score score, int depth, Bound bound, const core::Move* best);
    void newSearch() { ++m_age; }
    void clear();
    bool enabled() const { return m_count != 0; }

private:
    struct Slot {
        std::atomic<std::uint64_t> check{0}; // key ^ data ^ captured
        std::atomic<std::uint64_t> data{0};  // the rest of the entry, packed (pack())
        std::atomic<std::uint64_t> captured{0};
    };
    static_assert(std::atomic<std::uint64_t>::is_always_lock_free, "a table word must be atomic without a lock");
    // Both slots of a bucket in one cache line.
    struct alignas(64) Bucket {
        Slot slots[2];
    };

    static std::uint64_t pack(const TableEntry& entry);
    // The slot's entry; its key is wrong when the slot was read during a store.
    static TableEntry read(const Slot& slot);
    static TableEntry decode(std::uint64_t check, std::uint64_t data, std::uint64_t captured);
    static void write(Slot& slot, const TableEntry& entry);

    std::unique_ptr<Bucket[]> m_buckets;
    std::size_t m_count = 0;
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
