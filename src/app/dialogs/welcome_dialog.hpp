#pragma once

#include "dialogs/new_game_dialog.hpp"

class QLineEdit;
class QPushButton;

namespace draughts::app {

// The first start: what the program can do, before a newcomer meets a
// board. It is the New Game dialog (the five games, each with its picture
// and one line) with the ways to begin under the games: play the computer,
// two players at this board, open a game from a file, or solve puzzles.
// International's two rule sets show too, each with its line, so that the
// game a newcomer starts is the one he expects; and his name, once, for the
// games he saves. New Game's other names, missed captures and clocks are
// left for later.
class WelcomeDialog : public NewGameDialog {
    Q_OBJECT

public:
    enum class Choice { Play, OpenGame, Puzzles, SetUp };

    explicit WelcomeDialog(const GameSetup& current, QWidget* parent = nullptr);

    // What the player chose; Play starts setup() (NewGameDialog).
    Choice choice() const { return m_choice; }
    // The ways to begin: 0 the computer, 1 two players, 2 open a game, 3 puzzles.
    QPushButton& way(int which) const { return *m_ways[which]; }
    // The player's own name (Preferences > Player); empty when not given.
    void setPlayerName(const QString& name);
    QString playerName() const;
    QLineEdit& nameField() const { return *m_name; }

private:
    void addGreeting(QVBoxLayout& layout);
    void addWays(QVBoxLayout& layout);
    void addName(QVBoxLayout& layout);
    void choose(Choice choice);

    Choice m_choice = Choice::Play;
    QPushButton* m_ways[5];
    QLineEdit* m_name;
};

} // namespace draughts::app
