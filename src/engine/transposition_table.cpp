#include "transposition_table.hpp"

#include <bit>

namespace draughts::engine::detail {

TranspositionTable::TranspositionTable(std::size_t megabytes)
{
    if (megabytes == 0)
        return;
    const std::size_t wanted = megabytes * 1024 * 1024 / sizeof(Bucket);
    const std::size_t count = std::bit_floor(wanted < 1 ? std::size_t{1} : wanted);
    m_buckets.resize(count);
    m_mask = count - 1;
}

const TableEntry* TranspositionTable::probe(Key key) const
{
    if (m_buckets.empty())
        return nullptr;
    const Bucket& bucket = m_buckets[key & m_mask];
    for (const TableEntry& entry : bucket.slots)
        if (entry.key == key && entry.bound != Bound::None)
            return &entry;
    return nullptr;
}

void TranspositionTable::store(Key key, Score score, int depth, Bound bound, const core::Move* best)
{
    if (m_buckets.empty())
        return;
    Bucket& bucket = m_buckets[key & m_mask];
    TableEntry& deep = bucket.slots[0];
    TableEntry& recent = bucket.slots[1];
    TableEntry* slot = &recent;
    if (deep.key == key || deep.bound == Bound::None || deep.age != m_age || depth >= deep.depth)
        slot = &deep;
    else if (recent.key == key && recent.depth > depth && recent.age == m_age && bound != Bound::Exact)
        return; // keep the deeper result for this very position
    const bool samePosition = slot->key == key;
    const bool keepMove = samePosition && best == nullptr;
    slot->key = key;
    slot->score = score;
    slot->depth = static_cast<std::int16_t>(depth);
    slot->bound = bound;
    slot->age = m_age;
    if (best) {
        slot->from = best->from;
        slot->to = best->to;
        slot->kind = best->kind;
        slot->captured = best->captured;
    } else if (!keepMove) {
        slot->from = slot->to = core::NoSquare;
        slot->captured = 0;
    }
}

void TranspositionTable::clear()
{
    for (Bucket& bucket : m_buckets)
        bucket = Bucket{};
    m_age = 0;
}

} // namespace draughts::engine::detail
