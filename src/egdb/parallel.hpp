#pragma once

// How the egdb library shares work among threads (support::parallelFor).
// Private to the egdb library.

#include <draughts/support/parallel_for.hpp>

#include <cstdint>

namespace draughts::egdb::detail {

// Positions handed to a thread at a time: enough that taking them costs
// nothing beside solving them.
constexpr std::uint64_t TableChunk = 4096;

} // namespace draughts::egdb::detail
