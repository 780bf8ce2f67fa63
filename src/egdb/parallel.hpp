#pragma once

// Work on a range of position numbers shared among threads. Private to the
// egdb library.

#include <atomic>
#include <cstdint>
#include <functional>

namespace draughts::egdb::detail {

// Calls work(begin, end, worker) for consecutive chunks of [0, count), each
// `chunk` long but the last, from
// `threads` threads (worker is 0 .. threads-1) and returns when all are
// done. Chunks are handed out in order, so each thread's chunks ascend.
// A set `stop` flag ends the work early, between chunks: a chunk begun is
// finished. An exception thrown by `work` is
// passed on to the caller after every thread has finished.
void parallelFor(std::uint64_t count, int threads,
                 const std::function<void(std::uint64_t begin, std::uint64_t end, int worker)>& work,
                 const std::atomic<bool>* stop = nullptr, std::uint64_t chunk = 4096);

} // namespace draughts::egdb::detail
