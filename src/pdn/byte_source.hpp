#pragma once

// Internal to src/pdn: the bytes of a PDN file, read forward in windows.

#include <cstddef>
#include <cstdint>
#include <istream>
#include <string>
#include <string_view>

namespace draughts::pdn::detail {

struct Bytes {
    std::string_view bytes; // from the offset asked for on
    bool toEnd = false;     // `bytes` reach the end of the input
};

class ByteSource {
public:
    virtual ~ByteSource() = default;
    // The bytes from `offset` on: at least `want` of them unless the input
    // ends first. Valid until the next call. `offset` is never below the
    // last release().
    virtual Bytes from(std::uint64_t offset, std::size_t want) = 0;
    // The bytes before `offset` are not asked for again.
    virtual void release(std::uint64_t offset) = 0;
};

// A file in memory (or memory-mapped): every window is a view into it.
class MemorySource : public ByteSource {
public:
    explicit MemorySource(std::string_view bytes) : m_bytes(bytes) {}
    Bytes from(std::uint64_t offset, std::size_t) override;
    void release(std::uint64_t) override {}

private:
    std::string_view m_bytes;
};

// A stream read in chunks into a buffer that holds only the bytes from the
// last release() on, so that memory stays bounded by the largest window.
class StreamSource : public ByteSource {
public:
    // `in` stands at byte `offset` of the file.
    explicit StreamSource(std::istream& in, std::uint64_t offset = 0) : m_in(in), m_base(offset), m_released(offset) {}
    Bytes from(std::uint64_t offset, std::size_t want) override;
    void release(std::uint64_t offset) override;

private:
    std::istream& m_in;
    std::string m_buffer;     // the bytes from m_base on
    std::uint64_t m_base = 0; // offset of m_buffer[0] in the stream
    std::uint64_t m_released = 0;
    bool m_end = false;
};

} // namespace draughts::pdn::detail
