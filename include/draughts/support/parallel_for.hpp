#pragma once

// Batch work shared among a fixed number of threads: the one pool of the
// library (endgame tables, training, self-play, the puzzle generator,
// matches, the book builder).

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>

namespace draughts::support {

// Calls work(begin, end, worker) for consecutive chunks of [0, count), each
// `chunk` long but the last, from `threads` threads (at least one, at most
// one per chunk; worker is 0 .. threads-1, the calling thread being worker
// 0) and returns when all are done. Chunks are handed out in order, so each
// thread's chunks ascend, and with one thread everything runs in order on
// the caller's thread.
//
// A set `stop` flag ends the work early, between chunks: a chunk begun is
// finished. The first exception thrown by `work` ends the work the same
// way (the other threads finish their chunk and take no more) and is
// rethrown to the caller once every thread has joined; later ones are
// dropped.
void parallelForChunks(std::uint64_t count, int threads,
                       const std::function<void(std::uint64_t begin, std::uint64_t end, int worker)>& work,
                       const std::atomic<bool>* stop = nullptr, std::uint64_t chunk = 1);

// The same one item at a time: work(index, worker) for each index of
// [0, count). A worker's own state (an engine, say) lives in a vector
// indexed by `worker`.
void parallelFor(std::size_t count, int threads, const std::function<void(std::size_t index, int worker)>& work,
                 const std::atomic<bool>* stop = nullptr);

} // namespace draughts::support
