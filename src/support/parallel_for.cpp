#include <draughts/support/parallel_for.hpp>

#include <algorithm>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace draughts::support {

void parallelForChunks(std::uint64_t count, int threads,
                       const std::function<void(std::uint64_t, std::uint64_t, int)>& work,
                       const std::atomic<bool>* stop, std::uint64_t chunk)
{
    chunk = std::max<std::uint64_t>(chunk, 1);
    std::atomic<std::uint64_t> next{0};
    std::exception_ptr failure;
    std::mutex failureLock;
    auto run = [&](int worker) {
        try {
            while (!(stop && stop->load(std::memory_order_relaxed))) {
                const std::uint64_t begin = next.fetch_add(chunk);
                if (begin >= count)
                    break;
                work(begin, std::min(count, begin + chunk), worker);
            }
        } catch (...) {
            const std::lock_guard<std::mutex> lock(failureLock);
            if (!failure)
                failure = std::current_exception();
            next.store(count); // the others take no more
        }
    };
    // No thread is started that would find nothing to do.
    const std::uint64_t chunks = count / chunk + (count % chunk != 0);
    const auto helpers = static_cast<int>(
        std::min<std::uint64_t>(static_cast<std::uint64_t>(std::max(1, threads)), std::max<std::uint64_t>(chunks, 1)) -
        1);
    std::vector<std::thread> pool;
    pool.reserve(static_cast<std::size_t>(helpers));
    for (int worker = 1; worker <= helpers; ++worker)
        pool.emplace_back(run, worker);
    run(0);
    for (std::thread& thread : pool)
        thread.join();
    if (failure)
        std::rethrow_exception(failure);
}

void parallelFor(std::size_t count, int threads, const std::function<void(std::size_t, int)>& work,
                 const std::atomic<bool>* stop)
{
    parallelForChunks(
        count, threads,
        [&work](std::uint64_t begin, std::uint64_t, int worker) { work(static_cast<std::size_t>(begin), worker); },
        stop, 1);
}

} // namespace draughts::support
