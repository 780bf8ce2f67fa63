#include "parallel.hpp"

#include <algorithm>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace draughts::egdb::detail {

void parallelFor(std::uint64_t count, int threads,
                 const std::function<void(std::uint64_t, std::uint64_t, int)>& work, const std::atomic<bool>* stop,
                 std::uint64_t chunk)
{
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
            next.store(count);
        }
    };
    const int helpers = std::max(1, threads) - 1;
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

} // namespace draughts::egdb::detail
