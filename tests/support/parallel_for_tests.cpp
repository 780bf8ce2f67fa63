// The support layer: the one pool of batch work (parallelFor) with its stop
// and its exceptions, and CRC-32.

#include <draughts/support/crc32.hpp>
#include <draughts/support/parallel_for.hpp>

#include <catch2/catch.hpp>

#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <string_view>
#include <thread>
#include <vector>

using draughts::support::parallelFor;
using draughts::support::parallelForChunks;

TEST_CASE("parallelFor runs every index exactly once, from 1 and from several threads", "[support][parallel]")
{
    const int threads = GENERATE(1, 2, 4, 8);
    constexpr std::size_t count = 1000;
    std::vector<std::atomic<int>> runs(count);
    std::vector<std::atomic<int>> byWorker(static_cast<std::size_t>(threads));
    parallelFor(count, threads, [&](std::size_t i, int worker) {
        ++runs[i];
        REQUIRE(worker >= 0);
        REQUIRE(worker < threads);
        ++byWorker[static_cast<std::size_t>(worker)];
    });
    for (std::size_t i = 0; i < count; ++i)
        CHECK(runs[i] == 1);
    int total = 0;
    for (const auto& n : byWorker)
        total += n;
    CHECK(total == static_cast<int>(count));
}

TEST_CASE("parallelFor with one thread runs in order on the caller's thread", "[support][parallel]")
{
    std::vector<std::size_t> order;
    const auto caller = std::this_thread::get_id();
    parallelFor(5, 1, [&](std::size_t i, int worker) {
        CHECK(worker == 0);
        CHECK(std::this_thread::get_id() == caller);
        order.push_back(i);
    });
    CHECK(order == std::vector<std::size_t>{0, 1, 2, 3, 4});
    parallelFor(0, 4, [&](std::size_t, int) { FAIL("no index"); });
}

TEST_CASE("parallelForChunks hands out [0, count) in chunks, the last one short", "[support][parallel]")
{
    std::vector<std::pair<std::uint64_t, std::uint64_t>> chunks;
    parallelForChunks(
        10, 1, [&](std::uint64_t begin, std::uint64_t end, int) { chunks.emplace_back(begin, end); }, nullptr, 4);
    CHECK(chunks == std::vector<std::pair<std::uint64_t, std::uint64_t>>{{0, 4}, {4, 8}, {8, 10}});
}

TEST_CASE("parallelFor: a set stop flag ends the work between items", "[support][parallel]")
{
    SECTION("one thread: the item that sets it is the last")
    {
        std::atomic<bool> stop{false};
        std::vector<std::size_t> order;
        parallelFor(
            100, 1,
            [&](std::size_t i, int) {
                order.push_back(i);
                if (i == 3)
                    stop = true;
            },
            &stop);
        CHECK(order == std::vector<std::size_t>{0, 1, 2, 3});
    }
    SECTION("several threads: each finishes the item it has and takes no more")
    {
        std::atomic<bool> stop{false};
        std::atomic<int> started{0};
        std::atomic<int> finished{0};
        parallelFor(
            1'000'000, 4,
            [&](std::size_t i, int) {
                ++started;
                if (i == 0)
                    stop = true;
                ++finished;
            },
            &stop);
        CHECK(started == finished);
        CHECK(started < 1'000'000);
    }
    SECTION("set before: nothing runs")
    {
        const std::atomic<bool> stop{true};
        parallelFor(
            10, 3, [&](std::size_t, int) { FAIL("no index"); }, &stop);
    }
}

TEST_CASE("parallelFor: a worker's exception stops the others and reaches the caller once all have joined",
          "[support][parallel]")
{
    SECTION("one thread")
    {
        std::vector<std::size_t> order;
        CHECK_THROWS_WITH(parallelFor(10, 1,
                                      [&](std::size_t i, int) {
                                          order.push_back(i);
                                          if (i == 2)
                                              throw std::runtime_error("two");
                                      }),
                          "two");
        CHECK(order == std::vector<std::size_t>{0, 1, 2});
    }
    SECTION("several threads")
    {
        // The first three items wait until the throw has happened, so that
        // each thread is busy with one item when it comes (the fourth item
        // started, by the fourth thread, throws); all of them end (finished
        // counts them before the caller has the exception), and the work
        // stops long before its end.
        std::atomic<bool> thrown{false};
        std::atomic<int> started{0};
        std::atomic<int> finished{0};
        CHECK_THROWS_WITH(parallelFor(1'000'000, 4,
                                      [&](std::size_t, int) {
                                          if (started.fetch_add(1) == 3) {
                                              thrown = true;
                                              throw std::runtime_error("four");
                                          }
                                          while (!thrown)
                                              std::this_thread::yield();
                                          ++finished;
                                      }),
                          "four");
        CHECK(finished == started - 1);
        CHECK(finished >= 3);
        CHECK(started < 1'000'000);
    }
}

TEST_CASE("crc32: the check value of \"123456789\", whole and in parts", "[support][crc32]")
{
    // 0xCBF43926: the published check value of CRC-32 (zip, PNG).
    constexpr std::string_view text = "123456789";
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(text.data());
    CHECK(draughts::support::crc32({bytes, text.size()}) == 0xCBF43926U);
    CHECK(draughts::support::crc32({bytes + 4, 5}, draughts::support::crc32({bytes, 4})) == 0xCBF43926U);
    CHECK(draughts::support::crc32({}) == 0);
}
