#pragma once

#include <draughts/core/move.hpp>

#include <QWidget>

#include <functional>

namespace draughts::game {
class Game;
}

namespace draughts::app {

class BoardArea;
class BoardPart;
class GameController;
class HumanPlayer;
class LinePlayer;
class ScriptedPlayer;
struct GameSetup;

// What the puzzle window and Guess the Move share: a window whose board
// part (BoardPart) seats the person on one side and a ScriptedPlayer on the
// other, whose moves the window gives (a reply, a refutation, the solution,
// the game's own moves), played one by one at a pace the eye can follow
// (LinePlayer). The window hears only of the person's own moves.
class PracticeWindow : public QWidget {
    Q_OBJECT

public:
    ~PracticeWindow() override;

    // For tests and the screenshot: the parts and the pace.
    GameController& controller() const;
    BoardArea& board() const;
    const BoardPart& part() const { return *m_part; }
    // Milliseconds between the moves of a line played on the board.
    void setLinePace(int milliseconds);
    void setAnimationsEnabled(bool enabled);
    // Where a file error is shown; tests replace the message box.
    void setErrorSink(std::function<void(const QString&)> sink) { m_errorSink = std::move(sink); }

protected:
    explicit PracticeWindow(QWidget* parent);

    // Puts `game` on the board with the person on `person`'s side, at the
    // bottom, and the window's scripted player on the other.
    void seat(core::Side person, const GameSetup& setup, const game::Game& game);
    // A move the window plays for either side (not the person's own).
    bool playScripted(const core::Move& move);
    // Whether the scripted side is to move.
    bool scriptedToMove() const;
    LinePlayer& line() const { return *m_line; }
    // The person played `move` on the board.
    virtual void personMoved(const core::Move& move) = 0;

    std::function<void(const QString&)> m_errorSink;

private:
    BoardPart* m_part;
    LinePlayer* m_line;
    HumanPlayer* m_person = nullptr;
    ScriptedPlayer* m_scripted = nullptr;
    bool m_playingScripted = false; // the move being played comes from the window
};

} // namespace draughts::app
