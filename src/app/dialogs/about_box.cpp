#include "dialogs/about_box.hpp"

#include <QCoreApplication>
#include <QMessageBox>

namespace draughts::app {

void showAbout(QWidget* parent)
{
    // The main window's context, where the translations have always been.
    QMessageBox::about(
        parent, QCoreApplication::translate("draughts::app::MainWindow", "About Draughts"),
        QCoreApplication::translate("draughts::app::MainWindow",
                                    "<h3>Draughts</h3>"
                                    "<p>Five games of draughts for two players at one computer: International, "
                                    "Polish, Twenty vs Ten, Corner Checkers and To the Last Man.</p>"
                                    "<p>Every rule is enforced; highlights show what is legal, and the status "
                                    "bar explains why a move is refused.</p>"));
}

} // namespace draughts::app
