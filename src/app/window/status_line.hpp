#pragma once

#include "controller/game_controller.hpp"

#include <QObject>
#include <QString>

namespace draughts::app {

class HumanInput;

// The status bar's sentences: what just happened in the game and why a
// click did nothing, told from the controller's and the board input's
// signals in the window's language.
class StatusLine : public QObject {
    Q_OBJECT

public:
    StatusLine(const GameController& controller, const HumanInput& input, QObject* parent = nullptr);

signals:
    // The sentence to show; empty clears the status bar.
    void message(const QString& text);

private:
    void gameStarted(GameController::Start how);
    void actionPlayed(const Decision& decision);
    void noticed(GameController::Notice notice, core::Side side);
    // `text`, or the result once the game is over.
    void tell(const QString& text);

    const GameController& m_controller;
    const HumanInput& m_input;
};

} // namespace draughts::app
