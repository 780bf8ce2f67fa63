#include "dialogs/file_dialog.hpp"

#include <QFileDialog>
#include <QGuiApplication>
#include <QHeaderView>
#include <QScreen>
#include <QTreeView>

namespace draughts::app::FileDialog {

namespace {

// Wide enough for a name beside a size, a type and a date and time in any
// of the window's languages, inside the screen.
QSize roomyFor(const QWidget* parent)
{
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QSize wanted(880, 520);
    if (!screen)
        return wanted;
    const QSize room = screen->availableGeometry().size() * 9 / 10;
    return wanted.boundedTo(room);
}

QString run(QFileDialog& dialog)
{
    fitColumns(dialog);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

} // namespace

void fitColumns(QFileDialog& dialog)
{
    dialog.resize(roomyFor(dialog.parentWidget()));
    auto* list = dialog.findChild<QTreeView*>(QStringLiteral("treeView"));
    if (!list)
        return; // the desktop's own dialog
    QHeaderView* header = list->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < header->count(); ++column)
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
}

QString openFileName(QWidget* parent, const QString& title, const QString& directory, const QString& filters)
{
    QFileDialog dialog(parent, title, directory, filters);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    return run(dialog);
}

QString saveFileName(QWidget* parent, const QString& title, const QString& suggestion, const QString& filters)
{
    QFileDialog dialog(parent, title, suggestion, filters);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    return run(dialog);
}

} // namespace draughts::app::FileDialog
