#pragma once

#include "values/decision.hpp"
#include "values/move_input.hpp"

#include <draughts/rules/explanation.hpp>

#include <QObject>
#include <QString>

namespace draughts::app {

class GameController;
class HumanPlayer;
class Prompter;

// What the person at the board does — clicks, drags and keys on the board,
// the claim buttons, Offer Draw and Resign — turned into Decisions for the
// HumanPlayer whose turn it is. It holds the piece picked up and the landing
// squares clicked so far (MoveInput), narrows them down to one move, and
// says why a click does nothing. A selection lasts until the game changes.
class HumanInput : public QObject {
    Q_OBJECT

public:
    explicit HumanInput(GameController& controller, QObject* parent = nullptr);

    // Confirms resignations; none: they are not asked.
    void setPrompter(Prompter* prompter) { m_prompter = prompter; }

    // The board: a click on a square pieces never use passes NoSquare.
    void clickSquare(core::Square square);
    // A piece picked up by the mouse is selected as if clicked.
    void pickUp(core::Square square);
    void dropPiece(core::Square from, core::Square to);
    void cancelSelection();
    // The claim banner and the Game menu.
    void declineClaims();
    void claimHandStone();
    void offerDraw();
    void resign();
    // Plays a move or claim written in notation ("32-28", "~27", "~@").
    bool playNotation(const QString& text);

    // The piece being moved and its open moves.
    const MoveInput& moveInput() const { return m_input; }
    core::Square selected() const { return m_input.selected(); }
    // The human whose decision is awaited, if any.
    HumanPlayer* awaitedHuman() const;

signals:
    void selectionChanged();
    // A click that does nothing, and the rule behind it.
    void refused(const draughts::rules::Explanation& why);
    // A click on the board of a finished game.
    void clickedAfterEnd();
    // A piece was picked up: what it can do now may be told.
    void picked(core::Square square);
    // A landing clicked that several moves share: the next one is needed
    // (`ambiguous`: they all end on `square`, so each landing must be clicked).
    void landingNeeded(core::Square square, bool ambiguous);

private:
    bool canSelect(core::Square square) const;
    void select(core::Square square);
    bool decide(const Decision& decision);
    void clearSelection();

    GameController& m_controller;
    Prompter* m_prompter = nullptr;
    MoveInput m_input;
};

} // namespace draughts::app
