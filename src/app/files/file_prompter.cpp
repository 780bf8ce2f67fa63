#include "files/file_prompter.hpp"

#include "dialogs/file_dialog.hpp"
#include "dialogs/game_list_dialog.hpp"

#include <QCoreApplication>
#include <QMessageBox>

namespace draughts::app {

namespace {
QString filters() { return QCoreApplication::translate("DialogFilePrompter", "PDN games (*.pdn);;All files (*)"); }
} // namespace

QString DialogFilePrompter::openFileName(const QString& directory)
{
    return FileDialog::openFileName(m_parent, QCoreApplication::translate("DialogFilePrompter", "Open Game"), directory,
                                    filters());
}

QString DialogFilePrompter::saveFileName(const QString& suggestion)
{
    QString name = FileDialog::saveFileName(m_parent, QCoreApplication::translate("DialogFilePrompter", "Save Game"),
                                            suggestion, filters());
    if (!name.isEmpty() && !name.contains(QLatin1Char('.')))
        name += QStringLiteral(".pdn");
    return name;
}

std::optional<std::size_t> DialogFilePrompter::chooseGame(const std::shared_ptr<const GameDatabase>& games,
                                                          std::size_t selected)
{
    GameListDialog dialog(games, selected, m_parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.chosenGame();
}

void DialogFilePrompter::showError(const QString& title, const QString& text)
{
    QMessageBox::warning(m_parent, title, text);
}

bool DialogFilePrompter::confirmDropMoves(int count)
{
    return QMessageBox::question(m_parent, QCoreApplication::translate("DialogFilePrompter", "Continue from here"),
                                 QCoreApplication::translate("DialogFilePrompter",
                                                             "Play on from this position? The later moves of the "
                                                             "game (%n move(s)) will be dropped; Undo brings "
                                                             "them back.",
                                                             nullptr, count),
                                 QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) == QMessageBox::Yes;
}

FilePrompter::Unsaved DialogFilePrompter::askToSave(bool quitting)
{
    const QString text =
        quitting ? QCoreApplication::translate("DialogFilePrompter",
                                               "This game has moves that are not saved in a file. Save it before "
                                               "Draughts closes? It also comes back at the next start.")
                 : QCoreApplication::translate("DialogFilePrompter",
                                               "This game has moves that are not saved in a file. Save it before "
                                               "another game replaces it?");
    switch (QMessageBox::question(m_parent, QCoreApplication::translate("DialogFilePrompter", "Save the game?"), text,
                                  QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save)) {
    case QMessageBox::Save: return Unsaved::Save;
    case QMessageBox::Discard: return Unsaved::Discard;
    default: return Unsaved::Cancel;
    }
}

} // namespace draughts::app
