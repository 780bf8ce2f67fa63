#pragma once

#include <QObject>

namespace draughts::app {

// Every window's title ends with the program's name after an en dash
// ("New Game – Draughts"), the one dash the window's own titles use
// ("International – Draughts"). Without it the desktop would add the name
// itself with a dash of its own (an em dash on X11), so that two dashes
// stood side by side across the program's windows.
class WindowTitles : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // `title` as a window shows it: ending with the program's name.
    static QString withProgramName(const QString& title);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

// Installs WindowTitles on the application, for every window from now on.
void endWindowTitlesWithProgramName();

} // namespace draughts::app
