#pragma once

#include <draughts/engine/engine_task.hpp>

class QObject;

namespace draughts::app {

// The window's engine::EngineTask: results and progress come back as queued
// calls to `owner`, on the GUI thread, where the task drops whatever
// belongs to a run cancelled or replaced meanwhile. Make it a member of
// `owner`, so that it stops and waits for its worker before `owner` goes.
class QueuedEngineTask : public engine::EngineTask {
public:
    explicit QueuedEngineTask(QObject* owner);
};

} // namespace draughts::app
