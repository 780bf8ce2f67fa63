#include "transposition_table.hpp"

#include <algorithm>
#include <bit>

namespace draughts::engine::detail {

namespace {

// The packed word of an entry: the score in 24 bits (every score lies
// within ±2^23), the depth in 8, the bound and the move's kind in 2 each,
// the age and both squares in 8 each.
constexpr int depthShift = 24;
constexpr int boundShift = 32;
constexpr int kindShift = 34;
constexpr int ageShift = 36;
constexpr int fromShift = 44;
constexpr int toShift = 52;
constexpr std::uint64_t scoreMask = (1U << 24) - 1;

static_assert(InfiniteScore < (1 << 23), "a score must fit in 24 bits");

std::uint8_t byteAt(std::uint64_t word, int shift) { return static_cast<std::uint8_t>(word >> shift); }

} // namespace

TranspositionTable::TranspositionTable(std::size_t megabytes)
{
    if (megabytes == 0)
        return;
    const std::size_t wanted = megabytes * 1024 * 1024 / sizeof(Bucket);
    m_count = std::bit_floor(wanted < 1 ? std::size_t{1} : wanted);
    m_buckets = std::make_unique<Bucket[]>(m_count);
    m_mask = m_count - 1;
}

std::uint64_t TranspositionTable::pack(const TableEntry& entry)
{
    const auto score = static_cast<std::uint64_t>(static_cast<std::uint32_t>(entry.score)) & scoreMask;
    const auto depth = static_cast<std::uint64_t>(std::clamp<int>(entry.depth, 0, 255));
    return score | depth << depthShift | static_cast<std::uint64_t>(entry.bound) << boundShift |
           static_cast<std::uint64_t>(entry.kind) << kindShift | static_cast<std::uint64_t>(entry.age) << ageShift |
           static_cast<std::uint64_t>(entry.from) << fromShift | static_cast<std::uint64_t>(entry.to) << toShift;
}

TableEntry TranspositionTable::read(const Slot& slot)
{
    return decode(slot.check.load(std::memory_order_relaxed), slot.data.load(std::memory_order_relaxed),
                  slot.captured.load(std::memory_order_relaxed));
}

TableEntry TranspositionTable::decode(std::uint64_t check, std::uint64_t data, std::uint64_t captured)
{
    TableEntry entry;
    entry.key = check ^ data ^ captured;
    entry.captured = captured;
    // The low 24 bits, sign-extended.
    entry.score = static_cast<std::int32_t>(static_cast<std::uint32_t>(data & scoreMask) << 8) >> 8;
    entry.depth = byteAt(data, depthShift);
    entry.bound = static_cast<Bound>(byteAt(data, boundShift) & 3U);
    entry.kind = static_cast<core::MoveKind>(byteAt(data, kindShift) & 3U);
    entry.age = byteAt(data, ageShift);
    entry.from = byteAt(data, fromShift);
    entry.to = byteAt(data, toShift);
    return entry;
}

void TranspositionTable::write(Slot& slot, const TableEntry& entry)
{
    const std::uint64_t data = pack(entry);
    slot.data.store(data, std::memory_order_relaxed);
    slot.captured.store(entry.captured, std::memory_order_relaxed);
    slot.check.store(entry.key ^ data ^ entry.captured, std::memory_order_relaxed);
}

std::optional<TableEntry> TranspositionTable::probe(Key key) const
{
    if (m_count == 0)
        return std::nullopt;
    const Bucket& bucket = m_buckets[key & m_mask];
    for (const Slot& slot : bucket.slots) {
        // The key before the rest: most probes meet another position's entry.
        const std::uint64_t check = slot.check.load(std::memory_order_relaxed);
        const std::uint64_t data = slot.data.load(std::memory_order_relaxed);
        const std::uint64_t captured = slot.captured.load(std::memory_order_relaxed);
        if ((check ^ data ^ captured) != key)
            continue;
        if (const TableEntry entry = decode(check, data, captured); entry.bound != Bound::None)
            return entry;
    }
    return std::nullopt;
}

void TranspositionTable::store(Key key, Score score, int depth, Bound bound, const core::Move* best)
{
    if (m_count == 0)
        return;
    Bucket& bucket = m_buckets[key & m_mask];
    const TableEntry deep = read(bucket.slots[0]);
    const TableEntry recent = read(bucket.slots[1]);
    Slot* slot = &bucket.slots[1];
    const TableEntry* old = &recent;
    if (deep.key == key || deep.bound == Bound::None || deep.age != m_age || depth >= deep.depth) {
        slot = &bucket.slots[0];
        old = &deep;
    } else if (recent.key == key && recent.depth > depth && recent.age == m_age && bound != Bound::Exact) {
        return; // keep the deeper result for this very position
    }
    const bool keepMove = old->key == key && best == nullptr;
    TableEntry entry;
    entry.key = key;
    entry.score = score;
    entry.depth = static_cast<std::int16_t>(depth);
    entry.bound = bound;
    entry.age = m_age;
    if (best) {
        entry.from = best->from;
        entry.to = best->to;
        entry.kind = best->kind;
        entry.captured = best->captured;
    } else if (keepMove) {
        entry.from = old->from;
        entry.to = old->to;
        entry.kind = old->kind;
        entry.captured = old->captured;
    }
    write(*slot, entry);
}

void TranspositionTable::clear()
{
    for (std::size_t i = 0; i < m_count; ++i)
        for (Slot& slot : m_buckets[i].slots) {
            slot.check.store(0, std::memory_order_relaxed);
            slot.data.store(0, std::memory_order_relaxed);
            slot.captured.store(0, std::memory_order_relaxed);
        }
    m_age = 0;
}

} // namespace draughts::engine::detail
