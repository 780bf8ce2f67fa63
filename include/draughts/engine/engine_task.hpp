#pragma once

#include <atomic>
#include <exception>
#include <functional>
#include <memory>
#include <thread>
#include <utility>

namespace draughts::engine {

namespace detail {
struct TaskState;
}

// What a piece of work started by an EngineTask sees of its run.
class TaskRun {
public:
    // Set when the run is to end (stopped, cancelled, replaced, or the task
    // destroyed): hand it to SearchLimits::stop.
    const std::atomic<bool>& stopFlag() const;
    // Hands `report` (progress: a depth reached, a move judged) to the owner
    // the way the result goes, in the order reported, unless this run has
    // been cancelled or replaced by the time it would run.
    void report(std::function<void()> report) const;

private:
    friend class EngineTask;
    TaskRun(std::shared_ptr<detail::TaskState> state, unsigned id) : m_state(std::move(state)), m_id(id) {}

    std::shared_ptr<detail::TaskState> m_state;
    unsigned m_id;
};

// Engine work in the background, as every user of the engine runs it (the
// window's computer player, its hint and its game analysis, the Hub
// session): one run at a time on a worker thread of its own, with
// Stockfish's go / stop / wait.
//
// - start(work, onResult): `work(run)` runs on a new worker thread and
//   returns a result; onResult gets it. A run still going is cancelled
//   first, and waited for, so that the work may use an Engine of its owner
//   (one search at a time per Engine).
// - stop(): the work ends soon (run.stopFlag() is set; a search returns its
//   best move so far) and its result is still delivered ("Move Now").
// - cancel(): the same, but its result and any progress not yet handed over
//   are dropped (undo, a new game, a new request).
// - Destruction cancels and waits: no thread outlives the task.
// - An exception thrown by the work ends its run and is handed to the owner
//   instead of its result, the same way (so it is dropped too when the
//   run is cancelled or replaced): to onFailure(std::exception_ptr) when
//   start() was given one, else kept and rethrown by the next wait().
//
// Where results and progress are handed over is the owner's choice: a
// poster puts each delivery where the owner wants it (a window posts it
// to its GUI thread's event queue); without one they run on the worker
// thread. Either way the check "is this run still current?" is made as the
// delivery runs, under a lock that cancel() and start() take too.
//
// Always holds: each run's result is delivered at most once, exactly once
// unless the run is cancelled or replaced; once cancel() or start() has
// returned, nothing of an earlier run is delivered any more (not even what
// the worker had already posted), and none of it is running. busy() turns
// false before the result is handed over.
//
// The task's functions are called from the owner's thread, and never from
// its work; a delivery may call start(), stop() and cancel() when it runs on
// the owner's thread (with a poster), not when it runs on the worker.
class EngineTask {
public:
    using Delivery = std::function<void()>;
    using Poster = std::function<void(Delivery)>;

    explicit EngineTask(Poster post = {});
    ~EngineTask();
    EngineTask(const EngineTask&) = delete;
    EngineTask& operator=(const EngineTask&) = delete;

    // `work` is called as work(const TaskRun&) and returns a copyable
    // result; `onResult` is called with it, or `onFailure` with the
    // exception the work threw.
    template <typename Work, typename OnResult>
    void start(Work work, OnResult onResult, std::function<void(std::exception_ptr)> onFailure = {});
    void stop();
    void cancel();
    // Blocks until the worker thread of the last run has ended (its result
    // has then been delivered, or posted to the owner, or dropped), and
    // rethrows the exception of a run started without onFailure whose
    // failure has been delivered since the last wait().
    void wait();
    // A run was started whose result is neither handed over nor dropped.
    bool busy() const;

    // Worker threads of all tasks not yet ended (tests: nothing outlives its owner).
    static int workersAlive();

private:
    // The type-free core of start(): the work returns its result's delivery.
    void launch(std::function<Delivery(const TaskRun&)> work, std::function<void(std::exception_ptr)> onFailure);
    void join();

    std::shared_ptr<detail::TaskState> m_state;
    std::thread m_worker;
};

template <typename Work, typename OnResult>
void EngineTask::start(Work work, OnResult onResult, std::function<void(std::exception_ptr)> onFailure)
{
    launch(
        [work = std::move(work), onResult = std::move(onResult)](const TaskRun& run) mutable -> Delivery {
            auto result = work(run);
            return [onResult, result = std::move(result)] { onResult(result); };
        },
        std::move(onFailure));
}

} // namespace draughts::engine
