#include "puzzles/progress_store.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSaveFile>
#include <QStandardPaths>

namespace draughts::app {

QString ProgressStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/puzzle-progress.txt");
}

QString ProgressStore::pathFor(const QSettings* settings)
{
    const bool ownFile = settings && settings->format() == QSettings::IniFormat;
    return ownFile ? QFileInfo(settings->fileName()).dir().filePath(QStringLiteral("puzzle-progress.txt"))
                   : defaultPath();
}

ProgressStore::ProgressStore(QString path) : m_path(std::move(path))
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QByteArray bytes = file.readAll();
    if (auto read = puzzle::Progress::parse(std::string_view(bytes.constData(), std::size_t(bytes.size()))))
        m_progress = std::move(*read);
}

bool ProgressStore::save() const
{
    if (m_path.isEmpty())
        return false;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    const std::string text = m_progress.serialise();
    file.write(text.data(), qint64(text.size()));
    return file.commit();
}

} // namespace draughts::app
