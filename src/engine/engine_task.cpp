#include <draughts/engine/engine_task.hpp>

#include <exception>
#include <mutex>
#include <utility>

namespace draughts::engine {

namespace detail {

// Shared by the task and everything it hands out (the worker, deliveries
// waiting in the owner's queue), so that a delivery posted before the task
// was destroyed finds the state and sees that its run is over.
struct TaskState {
    EngineTask::Poster post;
    // Held while a delivery runs and while a run is cancelled or replaced;
    // recursive, so that a delivery on the owner's thread may start the next run.
    std::recursive_mutex handOver;
    unsigned current = 0; // the run whose deliveries count; guarded by handOver
    std::atomic<bool> stop{false};
    std::atomic<bool> busy{false};
    // The exception of a run started without onFailure, kept until wait()
    // rethrows it; guarded by handOver.
    std::exception_ptr failure;
};

} // namespace detail

namespace {

std::atomic<int> aliveWorkers{0};

// Runs `delivery` where the owner wants it, if its run is still current
// then; the result of a run ends its busy time.
void handOver(const std::shared_ptr<detail::TaskState>& state, unsigned id, EngineTask::Delivery delivery,
              bool isResult)
{
    EngineTask::Delivery guarded = [state, id, delivery = std::move(delivery), isResult] {
        const std::lock_guard lock(state->handOver);
        if (state->current != id)
            return;
        if (isResult)
            state->busy = false;
        delivery();
    };
    if (state->post)
        state->post(std::move(guarded));
    else
        guarded();
}

} // namespace

const std::atomic<bool>& TaskRun::stopFlag() const { return m_state->stop; }

void TaskRun::report(std::function<void()> report) const { handOver(m_state, m_id, std::move(report), false); }

EngineTask::EngineTask(Poster post) : m_state(std::make_shared<detail::TaskState>())
{
    m_state->post = std::move(post);
}

EngineTask::~EngineTask()
{
    cancel();
    join();
}

void EngineTask::launch(std::function<Delivery(const TaskRun&)> work, std::function<void(std::exception_ptr)> onFailure)
{
    unsigned id = 0;
    {
        const std::lock_guard lock(m_state->handOver);
        id = ++m_state->current; // what the previous run still delivers is dropped
        m_state->stop = true;
    }
    join(); // one run at a time
    m_state->stop = false;
    m_state->busy = true;
    if (!onFailure) // kept for wait(); the lock is held while a delivery runs
        onFailure = [state = m_state.get()](std::exception_ptr failure) { state->failure = std::move(failure); };
    ++aliveWorkers;
    m_worker = std::thread([state = m_state, id, work = std::move(work), onFailure = std::move(onFailure)] {
        const TaskRun run(state, id);
        // An exception of the work is the run's outcome, handed over as its
        // result would be: the owner hears of it, the program goes on.
        Delivery outcome;
        try {
            outcome = work(run);
        } catch (...) {
            outcome = [onFailure, failure = std::current_exception()] { onFailure(failure); };
        }
        handOver(state, id, std::move(outcome), true);
        --aliveWorkers;
    });
}

void EngineTask::stop() { m_state->stop = true; }

void EngineTask::cancel()
{
    const std::lock_guard lock(m_state->handOver);
    ++m_state->current;
    m_state->stop = true;
    m_state->busy = false;
}

void EngineTask::join()
{
    if (m_worker.joinable())
        m_worker.join();
}

void EngineTask::wait()
{
    join();
    std::exception_ptr failure;
    {
        const std::lock_guard lock(m_state->handOver);
        failure = std::exchange(m_state->failure, nullptr);
    }
    if (failure)
        std::rethrow_exception(failure);
}

bool EngineTask::busy() const { return m_state->busy; }

int EngineTask::workersAlive() { return aliveWorkers; }

} // namespace draughts::engine
