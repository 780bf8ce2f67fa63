#include "dialogs/dialog_prompter.hpp"

#include "dialogs/new_game_dialog.hpp"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPointer>
#include <QTimer>

namespace draughts::app {

bool DialogPrompter::acceptDraw(const QString& offeredBy, const QString& offeredTo)
{
    return QMessageBox::question(
               m_parent, QCoreApplication::translate("DialogPrompter", "Draw offered"),
               QCoreApplication::translate("DialogPrompter", "%1 offers a draw.\n\n%2, do you accept?")
                   .arg(offeredBy, offeredTo),
               QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;
}

bool DialogPrompter::acceptTakeBack(const QString& askedBy, const QString& askedOf)
{
    return QMessageBox::question(
               m_parent, QCoreApplication::translate("DialogPrompter", "Take back"),
               QCoreApplication::translate("DialogPrompter", "%1 asks to take back the last move.\n\n%2, do you agree?")
                   .arg(askedBy, askedOf),
               QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;
}

bool DialogPrompter::confirmResign(const QString& player)
{
    return QMessageBox::question(
               m_parent, QCoreApplication::translate("DialogPrompter", "Resign"),
               QCoreApplication::translate("DialogPrompter", "%1, do you really resign this game?").arg(player),
               QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;
}

void DialogPrompter::announceResult(const QString& text)
{
    // Shown once the last move has been seen to land, not over its animation.
    QPointer<QWidget> parent = m_parent;
    QTimer::singleShot(650, m_parent, [parent, text] {
        if (parent)
            QMessageBox::information(parent, QCoreApplication::translate("DialogPrompter", "Game over"), text);
    });
}

std::optional<GameSetup> DialogPrompter::chooseNewGame(const GameSetup& current)
{
    NewGameDialog dialog(current, m_parent);
    if (m_networkAddress)
        dialog.setNetworkAddress(m_networkAddress());
    if (m_engines)
        dialog.setEngines(m_engines());
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.setup();
}

} // namespace draughts::app
