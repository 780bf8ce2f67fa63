#include "byte_source.hpp"

#include <algorithm>

namespace draughts::pdn::detail {

namespace {

constexpr std::size_t chunkBytes = 64 * 1024;

} // namespace

Bytes MemorySource::from(std::uint64_t offset, std::size_t)
{
    if (offset >= m_bytes.size())
        return {{}, true};
    return {m_bytes.substr(static_cast<std::size_t>(offset)), true};
}

void StreamSource::release(std::uint64_t offset) { m_released = std::max(m_released, offset); }

Bytes StreamSource::from(std::uint64_t offset, std::size_t want)
{
    // Forget what was released once it is a good part of the buffer, so
    // that the bytes kept are moved about once on average.
    const std::uint64_t unused = std::min<std::uint64_t>(m_released, offset) - m_base;
    if (unused > chunkBytes && unused >= m_buffer.size() / 2) {
        m_buffer.erase(0, static_cast<std::size_t>(unused));
        m_base += unused;
    }
    while (!m_end && m_base + m_buffer.size() < offset + want) {
        const std::size_t missing = static_cast<std::size_t>(offset + want - (m_base + m_buffer.size()));
        const std::size_t have = m_buffer.size();
        const std::size_t chunk = std::max(missing, chunkBytes);
        m_buffer.resize(have + chunk);
        m_in.read(m_buffer.data() + have, static_cast<std::streamsize>(chunk));
        const auto got = static_cast<std::size_t>(m_in.gcount());
        m_buffer.resize(have + got);
        if (got < chunk)
            m_end = true; // the end of the stream, or an error that ends it
    }
    const std::size_t at = static_cast<std::size_t>(std::min<std::uint64_t>(offset - m_base, m_buffer.size()));
    return {std::string_view(m_buffer).substr(at), m_end};
}

} // namespace draughts::pdn::detail
