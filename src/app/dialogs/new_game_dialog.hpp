#pragma once

#include "controller/game_setup.hpp"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QListWidget;

namespace draughts::app {

// Game > New Game: the five games, each with a picture of its starting
// position and one line about it, the players' names and the missed-capture
// setting.
class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(const GameSetup& current, QWidget* parent = nullptr);

    // The game chosen; always starts from the game's usual position.
    GameSetup setup() const;
    void setVariant(core::Variant variant);
    void setNames(const QString& white, const QString& black);
    void setRule(game::MissedCaptureRule rule);

private:
    QListWidget* m_games;
    QLineEdit* m_white;
    QLineEdit* m_black;
    QComboBox* m_rule;
};

} // namespace draughts::app
