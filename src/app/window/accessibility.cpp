#include "window/accessibility.hpp"

#include "board/board_area.hpp"
#include "board/board_view.hpp"
#include "panel/claim_banner.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"
#include "panel/why_box.hpp"
#include "window/window_actions.hpp"
#include "window/window_parts.hpp"

#include <QAction>
#include <QCoreApplication>
#include <QPushButton>
#include <QTableView>

namespace draughts::app {

namespace {

QString translated(const char* text) { return QCoreApplication::translate("Accessibility", text); }

void describe(QWidget& widget, const QString& name, const QString& tip)
{
    widget.setAccessibleName(name);
    widget.setToolTip(tip);
}

} // namespace

void describeControls(const WindowParts& window)
{
    using Command = WindowActions::Command;
    const struct {
        Command command;
        const char* tip;
    } tips[] = {
        {Command::NewGame, QT_TRANSLATE_NOOP("Accessibility", "Choose a game and the players' names, and start it")},
        {Command::OfferDraw, QT_TRANSLATE_NOOP("Accessibility", "Offer the opponent a draw")},
        {Command::Resign, QT_TRANSLATE_NOOP("Accessibility", "Give up this game")},
        {Command::Quit, QT_TRANSLATE_NOOP("Accessibility", "Close Draughts; the game is kept for next time")},
        {Command::MoveNow, QT_TRANSLATE_NOOP("Accessibility", "Make the computer play its best move found so far")},
        {Command::Undo, QT_TRANSLATE_NOOP("Accessibility", "Take back the last move or claim")},
        {Command::Redo, QT_TRANSLATE_NOOP("Accessibility", "Play again the move taken back")},
        {Command::Preferences,
         QT_TRANSLATE_NOOP("Accessibility", "Choose the board's theme, square names, orientation and sounds")},
        {Command::FlipBoard, QT_TRANSLATE_NOOP("Accessibility", "Turn the board round, Black at the bottom")},
        {Command::TurnBoard,
         QT_TRANSLATE_NOOP("Accessibility",
                           "When two people play at this computer, turn the board to the one whose turn it is")},
        {Command::SquareNames,
         QT_TRANSLATE_NOOP(
             "Accessibility",
             "Name the squares as the moves and hints do: numbers on the squares, or letters and digits along "
             "the edges in To the Last Man")},
        {Command::Highlights,
         QT_TRANSLATE_NOOP("Accessibility", "Mark the pieces that may move and where they may go")},
        {Command::Sounds,
         QT_TRANSLATE_NOOP("Accessibility", "A sound for each move, capture and crowning, and at the end of the game")},
        {Command::About, QT_TRANSLATE_NOOP("Accessibility", "About this program")},
    };
    for (const auto& [command, tip] : tips) {
        QAction& action = window.actions->action(command);
        action.setToolTip(translated(tip));
        action.setStatusTip(translated(tip));
    }

    BoardView& board = window.board->view();
    describe(board, QCoreApplication::translate("Accessibility", "Board"),
             QCoreApplication::translate(
                 "Accessibility",
                 "Click a glowing piece, then where it goes. Keyboard: arrow keys move the frame, Space or Enter "
                 "picks up and puts down, Escape lets go"));
    QTableView& moves = window.panel->moveTable();
    describe(moves, QCoreApplication::translate("Accessibility", "Moves"),
             QCoreApplication::translate("Accessibility", "The moves of the game so far"));
    // The Why? box keeps the tool tip it sets itself.
    window.whyBox->setAccessibleName(QCoreApplication::translate("Accessibility", "Why?"));
    ClaimBanner& banner = *window.banner;
    describe(
        banner.takeStoneButton(), QCoreApplication::translate("Accessibility", "Take the stone"),
        QCoreApplication::translate("Accessibility", "Take the stone the opponent left in hand instead of placing it"));
    describe(banner.declineButton(), QCoreApplication::translate("Accessibility", "Decline"),
             QCoreApplication::translate("Accessibility", "Let the claim lapse and just make your move"));
    for (int side : {0, 1})
        describe(window.panel->card(side),
                 side == 0 ? QCoreApplication::translate("Accessibility", "White player")
                           : QCoreApplication::translate("Accessibility", "Black player"),
                 side == 0
                     ? QCoreApplication::translate(
                           "Accessibility", "The white player: pieces left, and stones in hand in To the Last Man")
                     : QCoreApplication::translate(
                           "Accessibility", "The black player: pieces left, and stones in hand in To the Last Man"));

    // The board first, then the move list, then the claim buttons.
    QWidget::setTabOrder(&board, &moves);
    QWidget::setTabOrder(&moves, &banner.takeStoneButton());
    QWidget::setTabOrder(&banner.takeStoneButton(), &banner.declineButton());
}

} // namespace draughts::app
