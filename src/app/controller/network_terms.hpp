#pragma once

#include <draughts/core/types.hpp>

#include <QString>

#include <cstddef>

namespace draughts::app {

class GameController;

// The network part of a game: what a game with a program or a person
// across the network (DXP) asks of the controller beyond moves. The
// program names itself; a take-back is agreed with the person across the
// network before it is made (GameController::takeBack asks him). The
// controller owns one (GameController::networkTerms()).
class NetworkTerms {
public:
    explicit NetworkTerms(GameController& controller) : m_controller(controller) {}

    // The program playing `side` across the network named itself (in its
    // GAMEACC): the cards, the move list and the saved game use that name.
    void nameProgram(core::Side side, const QString& name);
    // Back to the position after the game's first `ply` actions, in one
    // step (a take-back agreed with the other side of a network game).
    void undoTo(std::size_t ply);
    // A take-back asked of the other player awaits his answer.
    bool takeBackAsked() const;

private:
    GameController& m_controller;
};

} // namespace draughts::app
