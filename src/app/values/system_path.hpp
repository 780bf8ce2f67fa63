#pragma once

#include <QString>

#include <filesystem>

namespace draughts::app {

// A file or folder name of the window (a QString) as the standard library
// and the Qt-free libraries take it: the system's spelling (wide on
// Windows), so that names outside ASCII reach the same file.
std::filesystem::path systemPath(const QString& path);

} // namespace draughts::app
