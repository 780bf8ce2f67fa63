#pragma once

#include <draughts/engine/engine_task.hpp>

#include <QString>

#include <exception>
#include <functional>

class QObject;

namespace draughts::app {

// The window's engine::EngineTask: results and progress come back as queued
// calls to `owner`, on the GUI thread, where the task drops whatever
// belongs to a run cancelled or replaced meanwhile. Make it a member of
// `owner`, so that it stops and waits for its worker before `owner` goes.
// A run whose work throws (a search that could not run) is handed to
// `onFailure` the same way, with the reason; without one it is only logged.
class QueuedEngineTask : public engine::EngineTask {
public:
    using FailureHandler = std::function<void(const QString& reason)>;

    explicit QueuedEngineTask(QObject* owner, FailureHandler onFailure = {});

    template <typename Work, typename OnResult>
    void start(Work work, OnResult onResult)
    {
        engine::EngineTask::start(std::move(work), std::move(onResult),
                                  [this](std::exception_ptr error) { failed(error); });
    }

private:
    void failed(std::exception_ptr error) const;

    FailureHandler m_onFailure;
};

} // namespace draughts::app
