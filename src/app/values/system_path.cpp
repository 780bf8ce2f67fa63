#include "values/system_path.hpp"

#include <QFile>

#include <string>

namespace draughts::app {

std::filesystem::path systemPath(const QString& path)
{
#ifdef Q_OS_WIN
    return std::filesystem::path(path.toStdWString());
#else
    const QByteArray local = QFile::encodeName(path);
    return std::filesystem::path(std::string(local.constData(), static_cast<std::size_t>(local.size())));
#endif
}

} // namespace draughts::app
