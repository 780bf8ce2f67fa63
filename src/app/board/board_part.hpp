#pragma once

#include <QObject>

class QWidget;

namespace draughts::app {

class BoardArea;
class BoardView;
class GameController;
class HumanInput;

// The board part of a window that shows a game: the game's controller, the
// person's input on it and the board area that shows it, built and wired
// the one way every window (the main window, the puzzle windows, the
// coming editor and study board) needs them. A window puts view() into its
// layout, seats the players on controller() and wires the rest of its own
// parts to these three.
//
// The three are children of the window, as the part itself is, so that they
// live as long as the window's other parts that follow them.
class BoardPart : public QObject {
    Q_OBJECT

public:
    explicit BoardPart(QWidget* window);
    ~BoardPart() override;

    GameController& controller() const { return *m_controller; }
    HumanInput& input() const { return *m_input; }
    BoardArea& area() const { return *m_area; }
    BoardView& view() const;
    // Both sides' players go, while the views that follow them still
    // exist: a computer stops thinking and its worker ends before the
    // window does. For the window's destructor.
    void unseat();

private:
    GameController* m_controller;
    HumanInput* m_input;
    BoardArea* m_area;
};

} // namespace draughts::app
