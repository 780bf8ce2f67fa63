#include "nibbles.hpp"

#include <algorithm>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace draughts::egdb::detail {

namespace {

// The solver reads the nibbles of a slice of billions of positions in no
// order: pages of two megabytes rather than four kilobytes spare most of
// the processor's misses in its table of pages. A request the system may
// refuse; elsewhere than Linux the array is used as it is.
void preferLargePages([[maybe_unused]] std::uint8_t* data, [[maybe_unused]] std::size_t size)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t page = std::uintptr_t{1} << 21;
    const auto first = (reinterpret_cast<std::uintptr_t>(data) + page - 1) & ~(page - 1);
    const auto last = (reinterpret_cast<std::uintptr_t>(data) + size) & ~(page - 1);
    if (last > first)
        madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
#endif
}

} // namespace

Nibbles::Nibbles(std::uint64_t count, std::uint8_t initial) : m_size(count)
{
    const std::uint64_t size = (count + 1) / 2;
    // Reserved first, so that the advice comes before the pages are touched.
    m_bytes.reserve(size);
    preferLargePages(m_bytes.data(), size);
    m_bytes.resize(size, static_cast<std::uint8_t>(initial * 17U));
}

void Nibbles::fill(std::uint8_t value)
{
    std::fill(m_bytes.begin(), m_bytes.end(), static_cast<std::uint8_t>(value * 17U));
}

} // namespace draughts::egdb::detail
