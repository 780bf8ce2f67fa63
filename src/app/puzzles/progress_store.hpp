#pragma once

#include <draughts/puzzle/progress.hpp>

#include <QString>

class QSettings;

namespace draughts::app {

// The player's puzzle progress (puzzle::Progress) kept in a file across
// runs: read once, written whole after every result, atomically (a crash
// while writing leaves the last good file).
class ProgressStore {
public:
    // The file of the program's data folder (QStandardPaths::AppDataLocation).
    static QString defaultPath();
    // Beside `settings` when they are a file of their own (--data-dir, the
    // tests), else defaultPath().
    static QString pathFor(const QSettings* settings);

    // Reads `path`; a missing or unreadable file starts a new progress.
    explicit ProgressStore(QString path);

    puzzle::Progress& progress() { return m_progress; }
    const puzzle::Progress& progress() const { return m_progress; }
    // Writes the progress; false (and the old file stays) when it cannot.
    bool save() const;

private:
    QString m_path;
    puzzle::Progress m_progress;
};

} // namespace draughts::app
