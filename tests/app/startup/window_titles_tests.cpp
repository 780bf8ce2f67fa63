// WindowTitles: every window's title ends with the program's name after
// the en dash, so that the desktop never adds it with a dash of its own.

#include "app_test_support.hpp"

#include "startup/window_titles.hpp"

#include <QApplication>
#include <QDialog>
#include <QLabel>
#include <QMessageBox>

#include <catch2/catch.hpp>

using draughts::app::WindowTitles;

TEST_CASE("Window titles end with the program's name after one en dash", "[app][startup]")
{
    draughts::app::test::ensureApplication();
    const QString before = QGuiApplication::applicationDisplayName();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Draughts"));
    WindowTitles titles;
    qApp->installEventFilter(&titles);

    QDialog dialog;
    dialog.setWindowTitle(QStringLiteral("New Game"));
    CHECK(dialog.windowTitle() == QStringLiteral("New Game – Draughts"));
    // A title that names the program already is left as it is.
    dialog.setWindowTitle(QStringLiteral("International – Draughts"));
    CHECK(dialog.windowTitle() == QStringLiteral("International – Draughts"));
    // Message boxes too; a widget inside a window has no title of its own to show.
    QMessageBox box(QMessageBox::Question, QStringLiteral("Resign"), QStringLiteral("Resign this game?"));
    CHECK(box.windowTitle() == QStringLiteral("Resign – Draughts"));
    QLabel inner(&dialog);
    inner.setWindowTitle(QStringLiteral("inner"));
    CHECK(inner.windowTitle() == QStringLiteral("inner"));
    // In Czech the name is the Czech one.
    QGuiApplication::setApplicationDisplayName(QString::fromUtf8("Dáma"));
    dialog.setWindowTitle(QString::fromUtf8("Nová partie"));
    CHECK(dialog.windowTitle() == QString::fromUtf8("Nová partie – Dáma"));

    qApp->removeEventFilter(&titles);
    QGuiApplication::setApplicationDisplayName(before);
}
