// The one way engine work runs in the background (EngineTask): results
// delivered once and never late, stop, cancel, replacement and shutdown.
//
// No test waits for time to pass: work that must still be running spins
// until its stop flag is set, and "the owner's thread" is a queue of
// deliveries that the test runs when it chooses, so that a result can be
// posted and then cancelled before it runs, every time.

#include <draughts/engine/engine_task.hpp>

#include <catch2/catch.hpp>

#include <atomic>
#include <exception>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

using draughts::engine::EngineTask;
using draughts::engine::TaskRun;

namespace {

// The owner's event queue: deliveries wait here until the test runs them.
class OwnerQueue {
public:
    EngineTask::Poster poster()
    {
        return [this](EngineTask::Delivery delivery) {
            const std::lock_guard lock(m_mutex);
            m_posted.push_back(std::move(delivery));
        };
    }
    // Runs what was posted so far, in order; how many there were.
    int run()
    {
        std::vector<EngineTask::Delivery> posted;
        {
            const std::lock_guard lock(m_mutex);
            posted.swap(m_posted);
        }
        for (const auto& delivery : posted)
            delivery();
        return static_cast<int>(posted.size());
    }

private:
    std::mutex m_mutex;
    std::vector<EngineTask::Delivery> m_posted;
};

// Work that runs until it is told to stop, then answers `answer`.
auto untilStopped(std::string answer, std::atomic<bool>* ended = nullptr)
{
    return [answer, ended](const TaskRun& run) {
        while (!run.stopFlag())
            std::this_thread::yield();
        if (ended)
            *ended = true;
        return answer;
    };
}

} // namespace

TEST_CASE("A run's result is delivered once, where the owner runs it", "[engine][task]")
{
    OwnerQueue owner;
    std::vector<int> results;
    {
        EngineTask task(owner.poster());
        task.start([](const TaskRun&) { return 42; }, [&](int result) { results.push_back(result); });
        CHECK(task.busy());
        task.wait();
        CHECK(results.empty()); // posted, not yet run by the owner
        CHECK(task.busy());
        CHECK(owner.run() == 1);
        CHECK(results == std::vector<int>{42});
        CHECK_FALSE(task.busy());
    }
    CHECK(owner.run() == 0);
    CHECK(results == std::vector<int>{42});
}

TEST_CASE("A cancelled run's result is dropped, also when it was posted before the cancel", "[engine][task]")
{
    OwnerQueue owner;
    std::vector<std::string> results;
    EngineTask task(owner.poster());

    SECTION("cancelled while it works")
    {
        task.start(untilStopped("late"), [&](const std::string& result) { results.push_back(result); });
        task.cancel();
        CHECK_FALSE(task.busy());
        task.wait(); // the cancel stopped the work
    }
    SECTION("cancelled after its result was posted")
    {
        task.start([](const TaskRun&) { return std::string("late"); },
                   [&](const std::string& result) { results.push_back(result); });
        task.wait(); // the result waits in the owner's queue
        task.cancel();
    }
    CHECK(owner.run() == 1); // the delivery runs, and drops the result
    CHECK(results.empty());
    CHECK_FALSE(task.busy());
}

TEST_CASE("Stop ends the work early and still delivers its result", "[engine][task]")
{
    OwnerQueue owner;
    std::vector<std::string> results;
    EngineTask task(owner.poster());
    task.start(untilStopped("best so far"), [&](const std::string& result) { results.push_back(result); });
    task.stop();
    task.wait();
    CHECK(task.busy()); // until the owner has it
    owner.run();
    CHECK(results == std::vector<std::string>{"best so far"});
    CHECK_FALSE(task.busy());
}

TEST_CASE("A new run replaces the one still working: only the new result and progress arrive", "[engine][task]")
{
    OwnerQueue owner;
    std::vector<std::string> heard;
    EngineTask task(owner.poster());
    std::atomic<bool> firstEnded{false};
    task.start(
        [&](const TaskRun& run) {
            run.report([&] { heard.push_back("first's progress"); });
            return untilStopped("first", &firstEnded)(run);
        },
        [&](const std::string& result) { heard.push_back(result); });
    task.start(
        [](const TaskRun& run) {
            run.report([] {});
            return std::string("second");
        },
        [&](const std::string& result) { heard.push_back(result); });
    CHECK(firstEnded); // start() stopped the first run and waited for it
    task.wait();
    CHECK(owner.run() == 4); // two reports and two results were posted
    CHECK(heard == std::vector<std::string>{"second"});
}

TEST_CASE("Progress comes in order before the result, and stops with a cancel", "[engine][task]")
{
    OwnerQueue owner;
    std::vector<int> heard;
    EngineTask task(owner.poster());
    const auto work = [&heard](const TaskRun& run) {
        for (int depth = 1; depth <= 3; ++depth)
            run.report([&heard, depth] { heard.push_back(depth); });
        return 100;
    };
    const auto onResult = [&heard](int result) { heard.push_back(result); };

    SECTION("delivered")
    {
        task.start(work, onResult);
        task.wait();
        owner.run();
        CHECK(heard == std::vector<int>{1, 2, 3, 100});
    }
    SECTION("cancelled before the owner ran any of it")
    {
        task.start(work, onResult);
        task.wait();
        task.cancel();
        owner.run();
        CHECK(heard.empty());
    }
}

TEST_CASE("A delivery may start the next run on the owner's thread", "[engine][task]")
{
    OwnerQueue owner;
    std::vector<int> results;
    EngineTask task(owner.poster());
    const auto counting = [](int value) { return [value](const TaskRun&) { return value; }; };
    task.start(counting(1), [&](int result) {
        results.push_back(result);
        task.start(counting(2), [&](int next) { results.push_back(next); });
    });
    task.wait();
    owner.run();
    task.wait();
    owner.run();
    CHECK(results == std::vector<int>{1, 2});
}

TEST_CASE("Destroying the task stops its work, waits for it and drops what is still posted", "[engine][task]")
{
    OwnerQueue owner;
    std::vector<std::string> results;
    std::atomic<bool> ended{false};
    const int before = EngineTask::workersAlive();
    {
        auto task = std::make_unique<EngineTask>(owner.poster());
        task->start(untilStopped("never", &ended), [&](const std::string& result) { results.push_back(result); });
        CHECK(EngineTask::workersAlive() == before + 1);
        task.reset();
        CHECK(ended);
        CHECK(EngineTask::workersAlive() == before);
    }
    CHECK(owner.run() == 1); // the result the stopped work posted finds its run over
    CHECK(results.empty());
}

TEST_CASE("Without a poster the result comes on the worker thread, after busy() turned false", "[engine][task]")
{
    std::atomic<bool> busyWhenDelivered{true};
    std::thread::id deliveredOn;
    EngineTask task;
    task.start([](const TaskRun&) { return 7; },
               [&](int) {
                   busyWhenDelivered = task.busy();
                   deliveredOn = std::this_thread::get_id();
               });
    task.wait();
    CHECK_FALSE(busyWhenDelivered);
    CHECK(deliveredOn != std::thread::id{});
    CHECK(deliveredOn != std::this_thread::get_id());
}

TEST_CASE("Without a poster, cancel returns only once a delivery under way has ended", "[engine][task]")
{
    std::atomic<bool> delivering{false};
    std::atomic<bool> release{false};
    std::atomic<bool> delivered{false};
    EngineTask task;
    task.start([](const TaskRun&) { return 0; },
               [&](int) {
                   delivering = true;
                   while (!release)
                       std::this_thread::yield();
                   delivered = true;
               });
    while (!delivering)
        std::this_thread::yield();
    std::atomic<bool> deliveredWhenCancelReturned{false};
    std::thread canceller([&] {
        task.cancel();
        deliveredWhenCancelReturned = delivered.load();
    });
    release = true;
    canceller.join();
    CHECK(deliveredWhenCancelReturned);
    task.wait();
}

TEST_CASE("An exception of the work reaches the owner's onFailure, the way a result would", "[engine][task]")
{
    OwnerQueue owner;
    std::vector<std::string> failures;
    bool resultCame = false;
    EngineTask task(owner.poster());
    task.start([](const TaskRun&) -> int { throw std::runtime_error("no evaluation"); },
               [&](int) { resultCame = true; },
               [&](std::exception_ptr failure) {
                   try {
                       std::rethrow_exception(failure);
                   } catch (const std::runtime_error& e) {
                       failures.emplace_back(e.what());
                   }
               });
    task.wait(); // the program goes on; the failure waits in the owner's queue
    CHECK(failures.empty());
    CHECK(task.busy());
    CHECK(owner.run() == 1);
    CHECK(failures == std::vector<std::string>{"no evaluation"});
    CHECK_FALSE(resultCame);
    CHECK_FALSE(task.busy());
}

TEST_CASE("Without onFailure, wait() rethrows the work's exception once, and a cancelled run's is dropped",
          "[engine][task]")
{
    EngineTask task;
    bool resultCame = false;
    task.start([](const TaskRun&) -> int { throw std::runtime_error("out of memory"); },
               [&](int) { resultCame = true; });
    CHECK_THROWS_WITH(task.wait(), "out of memory");
    CHECK_NOTHROW(task.wait());
    CHECK_FALSE(resultCame);
    CHECK_FALSE(task.busy());

    // The work throws only once it is stopped, and by then it is cancelled.
    task.start(
        [](const TaskRun& run) -> int {
            while (!run.stopFlag())
                std::this_thread::yield();
            throw std::runtime_error("too late");
        },
        [&](int) { resultCame = true; });
    task.cancel();
    CHECK_NOTHROW(task.wait());
    CHECK_FALSE(resultCame);
    CHECK(EngineTask::workersAlive() == 0);
}
