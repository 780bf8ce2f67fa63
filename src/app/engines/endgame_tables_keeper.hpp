#pragma once

#include "engines/tables_source.hpp"

#include <draughts/core/variant.hpp>

#include <QObject>
#include <QString>
#include <QThread>

#include <atomic>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>

namespace draughts::app {

// The window's endgame tables (docs/egdb.md, "In the window"): each game's
// tables in a folder of its own under the program's data folder, built on
// first need in the background and handed to the window's engines once
// complete. The build runs at the system's idle priority, so that it
// takes only the processor time that play leaves; one game at a time, the
// others waiting their turn. A build stopped (the window closes, the
// player turns the tables off) goes on where it stopped next time: the
// builder keeps every file already written and sound.
class EndgameTablesKeeper : public QObject {
    Q_OBJECT

public:
    // Pieces the window's tables hold: every game's slices of up to four
    // pieces take from seconds to minutes and 10 to 40 MB (docs/egdb.md,
    // "Sizes and times"); five would take a day and gigabytes.
    static constexpr int WindowPieces = 4;

    explicit EndgameTablesKeeper(QObject* parent = nullptr);
    ~EndgameTablesKeeper() override;

    // Where the games' folders go (`folder`/international, ...); empty, the
    // default: none, and the window plays without tables.
    void setFolder(const QString& folder);
    QString folderOf(core::Variant variant) const;
    // Preferences::endgameTables: off, no tables are used or built (a
    // build under way stops).
    void setEnabled(bool enabled);
    bool isEnabled() const { return m_enabled; }
    // The pieces to build and to require (tests build fewer).
    void setPieces(int pieces) { m_pieces = pieces; }
    // The build threads' priority: idle in the window, so that play never
    // waits for them; normal in tests, whose builds must finish also on a
    // machine that other work keeps busy.
    void setBuildPriority(QThread::Priority priority) { m_priority = priority; }
    int pieces() const { return m_pieces; }

    // The game's tables when they are complete; else none, and their build
    // begins (or waits its turn) unless it failed before in this run.
    std::shared_ptr<const egdb::Database> tablesFor(core::Variant variant);
    // What tablesFor() is for the window's engines (TablesSource).
    TablesSource source();

    // The game whose tables are being built, and how far (percent).
    std::optional<core::Variant> building() const { return m_building; }
    int percent() const { return m_percent; }

signals:
    void progressed(draughts::core::Variant variant, int percent);
    void ready(draughts::core::Variant variant);
    // A build that could not be finished, with the reason (a folder that
    // cannot be written); the window plays on without them.
    void failed(draughts::core::Variant variant, const QString& message);
    // A build stopped before its end (the tables turned off, another folder).
    void stopped(draughts::core::Variant variant);

private:
    // What a build thread hands back to the GUI thread.
    struct Outcome {
        bool stopped = false;
        QString error;
    };

    std::shared_ptr<const egdb::Database> complete(core::Variant variant) const;
    void startNext();
    void finish(int build, core::Variant variant, const Outcome& outcome);
    // Not tried again in this run.
    void fail(core::Variant variant, const QString& message);
    // Waits for the build thread to end and lets it go.
    void joinThread();
    // Stops the build and forgets the games waiting; `tell`: says so (stopped()).
    void stopBuild(bool tell = true);

    QString m_folder;
    bool m_enabled = true;
    QThread::Priority m_priority = QThread::IdlePriority;
    int m_pieces = WindowPieces;
    std::map<core::Variant, std::shared_ptr<const egdb::Database>> m_ready;
    std::set<core::Variant> m_failed;
    std::deque<core::Variant> m_waiting;
    std::optional<core::Variant> m_building;
    int m_percent = 0;
    QThread* m_thread = nullptr;
    std::atomic<bool> m_stop{false};
    // Numbers the builds, so that what a stopped one still posts is dropped.
    int m_build = 0;
};

} // namespace draughts::app
