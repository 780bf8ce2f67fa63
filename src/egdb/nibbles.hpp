#pragma once

// Half a byte for each of many numbers, read and changed from several
// threads at once: the solver's state of each position of a slice, at
// half a byte so that the largest slices fit in memory. Private to the
// egdb library.

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

namespace draughts::egdb::detail {

class Nibbles {
public:
    Nibbles() = default;
    // `count` nibbles, each `initial`.
    Nibbles(std::uint64_t count, std::uint8_t initial);

    std::uint64_t size() const { return m_size; }
    std::uint8_t load(std::uint64_t index) { return nibble(byte(index).load(relaxed), index); }
    // Sets or clears bits; each gives back the nibble as it was.
    std::uint8_t setBits(std::uint64_t index, std::uint8_t bits)
    {
        return nibble(byte(index).fetch_or(placed(bits, index), relaxed), index);
    }
    std::uint8_t clearBits(std::uint64_t index, std::uint8_t bits)
    {
        return nibble(byte(index).fetch_and(static_cast<std::uint8_t>(~placed(bits, index)), relaxed), index);
    }
    // Replaces the nibble by change(nibble), unless change gives nothing;
    // true when it was replaced.
    template <typename Change>
    bool update(std::uint64_t index, Change change)
    {
        auto b = byte(index);
        std::uint8_t seen = b.load(relaxed);
        for (;;) {
            const std::optional<std::uint8_t> next = change(nibble(seen, index));
            if (!next)
                return false;
            const auto replaced = static_cast<std::uint8_t>((seen & static_cast<std::uint8_t>(~placed(15, index))) |
                                                            placed(*next, index));
            if (b.compare_exchange_weak(seen, replaced, relaxed))
                return true;
        }
    }

    // Starts bringing a nibble into the cache, so that several far apart
    // are fetched together rather than one after the other.
    void prefetch(std::uint64_t index) const
    {
#if defined(__GNUC__)
        __builtin_prefetch(m_bytes.data() + index / 2);
#else
        (void)index;
#endif
    }
    void fill(std::uint8_t value);

    std::vector<std::uint8_t>& bytes() { return m_bytes; }

private:
    static constexpr auto relaxed = std::memory_order_relaxed;
    std::atomic_ref<std::uint8_t> byte(std::uint64_t index)
    {
        return std::atomic_ref<std::uint8_t>(m_bytes[index / 2]);
    }
    static unsigned shift(std::uint64_t index) { return static_cast<unsigned>(index & 1U) * 4U; }
    static std::uint8_t nibble(std::uint8_t byte, std::uint64_t index)
    {
        return static_cast<std::uint8_t>((static_cast<unsigned>(byte) >> shift(index)) & 15U);
    }
    static std::uint8_t placed(std::uint8_t bits, std::uint64_t index)
    {
        return static_cast<std::uint8_t>(static_cast<unsigned>(bits) << shift(index));
    }

    std::vector<std::uint8_t> m_bytes;
    std::uint64_t m_size = 0;
};

} // namespace draughts::egdb::detail
