#include "engines/queued_engine_task.hpp"

#include <QMetaObject>
#include <QObject>
#include <QtDebug>

#include <utility>

namespace draughts::app {

QueuedEngineTask::QueuedEngineTask(QObject* owner, FailureHandler onFailure)
    : engine::EngineTask(
          [owner](Delivery delivery) { QMetaObject::invokeMethod(owner, std::move(delivery), Qt::QueuedConnection); }),
      m_onFailure(std::move(onFailure))
{}

void QueuedEngineTask::failed(std::exception_ptr error) const
{
    QString reason = QStringLiteral("unknown error");
    try {
        std::rethrow_exception(error);
    } catch (const std::exception& e) {
        reason = QString::fromLocal8Bit(e.what());
    } catch (...) {
    }
    if (m_onFailure)
        m_onFailure(reason);
    else
        qWarning("draughts: a search could not run: %s", qUtf8Printable(reason));
}

} // namespace draughts::app
