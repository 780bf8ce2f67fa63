#include "engines/endgame_tables_keeper.hpp"

#include "values/system_path.hpp"

#include <draughts/egdb/builder.hpp>
#include <draughts/egdb/database.hpp>

#include <QDir>
#include <QThread>

#include <algorithm>
#include <exception>

namespace draughts::app {

EndgameTablesKeeper::EndgameTablesKeeper(QObject* parent) : QObject(parent) {}

EndgameTablesKeeper::~EndgameTablesKeeper() { stopBuild(false); }

void EndgameTablesKeeper::setFolder(const QString& folder)
{
    if (folder == m_folder)
        return;
    stopBuild();
    m_folder = folder;
    m_ready.clear();
    m_failed.clear();
}

QString EndgameTablesKeeper::folderOf(core::Variant variant) const
{
    if (m_folder.isEmpty())
        return {};
    return QDir(m_folder).filePath(QString::fromLatin1(core::variantId(variant)));
}

void EndgameTablesKeeper::setEnabled(bool enabled)
{
    m_enabled = enabled;
    if (!enabled)
        stopBuild();
}

std::shared_ptr<const egdb::Database> EndgameTablesKeeper::complete(core::Variant variant) const
{
    auto tables = std::make_shared<const egdb::Database>(variant, systemPath(folderOf(variant)));
    return tables->completePieces() >= m_pieces ? tables : nullptr;
}

std::shared_ptr<const egdb::Database> EndgameTablesKeeper::tablesFor(core::Variant variant)
{
    if (!m_enabled || m_folder.isEmpty())
        return nullptr;
    if (const auto found = m_ready.find(variant); found != m_ready.end())
        return found->second;
    if (m_building == variant || m_failed.contains(variant) ||
        std::find(m_waiting.begin(), m_waiting.end(), variant) != m_waiting.end())
        return nullptr;
    if (auto tables = complete(variant)) {
        m_ready[variant] = tables;
        return tables;
    }
    m_waiting.push_back(variant);
    startNext();
    return nullptr;
}

TablesSource EndgameTablesKeeper::source()
{
    return [this](core::Variant variant) { return tablesFor(variant); };
}

void EndgameTablesKeeper::startNext()
{
    if (m_thread || m_waiting.empty())
        return;
    const core::Variant variant = m_waiting.front();
    m_waiting.pop_front();
    m_building = variant;
    m_percent = 0;
    m_stop = false;
    const int build = ++m_build;
    emit progressed(variant, 0);

    egdb::BuildOptions options;
    options.variant = variant;
    options.pieces = m_pieces;
    options.folder = systemPath(folderOf(variant));
    // Every core, at idle priority: the build takes what play leaves.
    options.threads = QThread::idealThreadCount();
    options.stop = &m_stop;
    options.progress = [this, build, variant, last = -1](const egdb::BuildProgress& progress) mutable {
        const int percent = static_cast<int>(progress.overallDone * 100);
        if (percent == last)
            return;
        last = percent;
        QMetaObject::invokeMethod(
            this,
            [this, build, variant, percent] {
                if (build != m_build)
                    return;
                m_percent = percent;
                emit progressed(variant, percent);
            },
            Qt::QueuedConnection);
    };
    m_thread = QThread::create([this, build, variant, options] {
        Outcome outcome;
        try {
            outcome.stopped = egdb::buildTables(options).stopped;
        } catch (const std::exception& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        QMetaObject::invokeMethod(
            this, [this, build, variant, outcome] { finish(build, variant, outcome); }, Qt::QueuedConnection);
    });
    // Idle priority is SCHED_IDLE on Linux: the threads the builder starts inherit it.
    m_thread->start(m_priority);
}

void EndgameTablesKeeper::finish(int build, core::Variant variant, const Outcome& outcome)
{
    if (build != m_build || !m_thread)
        return; // stopped meanwhile (stopBuild)
    joinThread();
    m_building.reset();
    if (!outcome.error.isEmpty()) {
        fail(variant, outcome.error);
    } else if (!outcome.stopped) {
        if (auto tables = complete(variant)) {
            m_ready[variant] = tables;
            emit ready(variant);
        } else {
            fail(variant, tr("The endgame tables in %1 are not complete after their build.")
                              .arg(QDir::toNativeSeparators(folderOf(variant))));
        }
    }
    startNext();
}

void EndgameTablesKeeper::fail(core::Variant variant, const QString& message)
{
    m_failed.insert(variant);
    emit failed(variant, message);
}

void EndgameTablesKeeper::joinThread()
{
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
}

// Waits for the build thread; the slices written so far stay for the next build.
void EndgameTablesKeeper::stopBuild(bool tell)
{
    m_waiting.clear();
    if (!m_thread)
        return;
    m_stop = true;
    joinThread();
    ++m_build;
    const core::Variant variant = *m_building;
    m_building.reset();
    m_percent = 0;
    if (tell)
        emit stopped(variant);
}

} // namespace draughts::app
