#include "startup/window_titles.hpp"

#include <QApplication>
#include <QEvent>
#include <QWidget>

namespace draughts::app {

QString WindowTitles::withProgramName(const QString& title)
{
    const QString name = QGuiApplication::applicationDisplayName();
    if (name.isEmpty() || title.isEmpty() || title.endsWith(name))
        return title;
    return title + QStringLiteral(" – ") + name;
}

bool WindowTitles::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::WindowTitleChange && watched->isWidgetType()) {
        auto* widget = static_cast<QWidget*>(watched);
        if (widget->isWindow()) {
            const QString title = widget->windowTitle();
            const QString named = withProgramName(title);
            // Setting it again comes back here once, already named.
            if (named != title)
                widget->setWindowTitle(named);
        }
    }
    return QObject::eventFilter(watched, event);
}

void endWindowTitlesWithProgramName()
{
    static WindowTitles titles;
    qApp->installEventFilter(&titles);
}

} // namespace draughts::app
