#include "engines/queued_engine_task.hpp"

#include <QMetaObject>
#include <QObject>

#include <utility>

namespace draughts::app {

QueuedEngineTask::QueuedEngineTask(QObject* owner)
    : engine::EngineTask(
          [owner](Delivery delivery) { QMetaObject::invokeMethod(owner, std::move(delivery), Qt::QueuedConnection); })
{}

} // namespace draughts::app
