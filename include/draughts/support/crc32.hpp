#pragma once

// CRC-32 (the polynomial of zip and PNG): the checksum of endgame table
// files, and of anything else that wants one.

#include <cstdint>
#include <span>

namespace draughts::support {

// The CRC of `bytes` following on from `crc` (that of the bytes before
// them; 0 at the start).
std::uint32_t crc32(std::span<const std::uint8_t> bytes, std::uint32_t crc = 0);

} // namespace draughts::support
