#pragma once

#include "controller/game_clock.hpp"

#include <cstddef>
#include <functional>

namespace draughts::app {

class GameController;

// The review part of a game (the analysis of it looks through it too):
// the players step back through the game and decide in the position
// shown, or make it the end of the game. The controller owns one
// (GameController::reviewControl()) and keeps the game, the turns and the
// clocks it acts on; what is shown is GameController::review().
class ReviewControl {
public:
    explicit ReviewControl(GameController& controller) : m_controller(controller) {}

    // Shows the position after `ply` actions (clamped to the game).
    void showPly(std::size_t ply);
    // Makes the position shown the end of the game, once the drop confirmer
    // agrees; Undo brings the dropped actions back.
    bool continueFromHere();
    // Asked before later actions are dropped; without one they are dropped.
    void setDropConfirmer(std::function<bool(int dropped)> confirm);
    // The times left at the position shown: the clocks as they stand, or
    // while looking back the times recorded at that point.
    GameClock::Times clockTimesShown() const;

private:
    GameController& m_controller;
};

} // namespace draughts::app
