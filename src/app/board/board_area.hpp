#pragma once

#include <draughts/core/move.hpp>

#include <QObject>

#include <memory>
#include <optional>
#include <span>

class QWidget;

namespace draughts::app {

class BoardModel;
class BoardOrientation;
class BoardView;
class GameController;
class Highlights;
class HumanInput;
struct Preferences;

// The board as a part of a window: the view and its model, the highlights,
// the orientation, the animation of every action played, and the person's
// clicks, drags and keys handed to HumanInput. A window puts view() into
// its layout; any window that shows a game (the main window, a puzzle
// window) builds one the same way.
class BoardArea : public QObject {
    Q_OBJECT

public:
    // The view is a child of `window`.
    BoardArea(const GameController& controller, HumanInput& input, QWidget* window);
    ~BoardArea() override;

    BoardView& view() { return *m_view; }
    BoardModel& model() { return *m_model; }
    const Highlights& highlights() const { return *m_highlights; }
    BoardOrientation& orientation() { return *m_orientation; }

    // The board's Preferences: theme, square names, orientation.
    void applyPreferences(const Preferences& preferences);
    // Game > Hint: marks the moves of a turn on the board, never played;
    // clearSuggestion() removes them.
    void suggest(std::span<const core::Move> moves);
    void clearSuggestion();
    // Analyse Game: `better` (a move of the position before the one shown)
    // as an arrow on the board; nullopt removes it.
    void showBetterMove(const std::optional<core::Move>& better);

signals:
    // The board turned: Black is at the bottom now, or White again.
    void turned(bool blackAtBottom);

private:
    // Turns the board to the orientation's bottom side once no move is animating.
    void turnBoard();

    const GameController& m_controller;
    std::unique_ptr<Highlights> m_highlights;
    BoardModel* m_model;
    BoardView* m_view;
    BoardOrientation* m_orientation;
};

} // namespace draughts::app
