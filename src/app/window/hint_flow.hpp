#pragma once

#include <draughts/core/move.hpp>

#include <QObject>
#include <QString>

#include <vector>

namespace draughts::app {

class BoardArea;
class EvaluationBar;
class GameController;
class HintFinder;
class SidePanel;

// Game > Hint from the request to what is shown: the only move at once,
// else a search by the HintFinder (which it owns), then the hinted turn on
// the board, its reason in the panel, its value on the evaluation bar and a
// sentence for the status bar. A hint stands only until something happens
// on the board; one still being searched is then dropped.
class HintFlow : public QObject {
    Q_OBJECT

public:
    HintFlow(const GameController& controller, BoardArea& board, SidePanel& panel, EvaluationBar& bar, QObject* parent);

    HintFinder& finder() const { return *m_finder; }
    // Game > Hint: a hint for the side to move in the position shown.
    void show();

signals:
    // What the status bar says of the hint.
    void message(const QString& text);

private:
    void showFound(const QString& reason, const std::vector<core::Move>& turn);
    void drop();

    const GameController& m_controller;
    BoardArea& m_board;
    SidePanel& m_panel;
    EvaluationBar& m_bar;
    HintFinder* m_finder;
};

} // namespace draughts::app
