#include "files/file_prompter.hpp"

#include "dialogs/game_list_dialog.hpp"

#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>

namespace draughts::app {

namespace {
QString filters() { return QCoreApplication::translate("DialogFilePrompter", "PDN games (*.pdn);;All files (*)"); }
} // namespace

QString DialogFilePrompter::openFileName(const QString& directory)
{
    return QFileDialog::getOpenFileName(m_parent, QCoreApplication::translate("DialogFilePrompter", "Open Game"),
                                        directory, filters());
}

QString DialogFilePrompter::saveFileName(const QString& suggestion)
{
    QString name = QFileDialog::getSaveFileName(m_parent, QCoreApplication::translate("DialogFilePrompter", "Save Game"),
                                                suggestion, filters());
    if (!name.isEmpty() && !name.contains(QLatin1Char('.')))
        name += QStringLiteral(".pdn");
    return name;
}

std::optional<int> DialogFilePrompter::chooseGame(const std::vector<GameSummary>& games, const QStringList& problems)
{
    GameListDialog dialog(games, problems, m_parent);
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
                                                             "game (%1 actions) will be dropped; Undo brings them "
                                                             "back.")
                                     .arg(count),
                                 QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) == QMessageBox::Yes;
}

} // namespace draughts::app
