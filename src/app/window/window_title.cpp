#include "window/window_title.hpp"

#include "controller/game_controller.hpp"
#include "files/game_files.hpp"
#include "text/texts.hpp"

#include <QCoreApplication>

namespace draughts::app {

namespace {

// The main window's translation context, where these were first said.
const char* const context = "draughts::app::MainWindow";
const char* const gameText = QT_TRANSLATE_NOOP("draughts::app::MainWindow", "%1 – Draughts");
const char* const resultText = QT_TRANSLATE_NOOP("draughts::app::MainWindow", "%1 – %2 – Draughts");
const char* const fileText = QT_TRANSLATE_NOOP("draughts::app::MainWindow", "%1[*] – %2");

} // namespace

QString windowTitleOf(const GameController& controller, const GameFiles& files)
{
    const QString name = Texts::gameTitle(controller.game().variant());
    const game::Result over = controller.shown().result();
    const QString result = over.isOver() ? Texts::result(over, controller.setup()) : QString();
    QString title = result.isEmpty() ? QCoreApplication::translate(context, gameText).arg(name)
                                     : QCoreApplication::translate(context, resultText).arg(name, result);
    if (!files.documentName().isEmpty())
        title = QCoreApplication::translate(context, fileText).arg(files.documentName(), title);
    return title;
}

} // namespace draughts::app
