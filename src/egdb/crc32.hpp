#pragma once

// CRC-32 (the polynomial of zip and PNG), the checksum of table files.
// Private to the egdb library.

#include <cstdint>
#include <span>

namespace draughts::egdb::detail {

std::uint32_t crc32(std::span<const std::uint8_t> bytes, std::uint32_t crc = 0);

} // namespace draughts::egdb::detail
