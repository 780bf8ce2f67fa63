#include "controller/network_terms.hpp"

#include "controller/game_controller.hpp"

namespace draughts::app {

void NetworkTerms::nameProgram(core::Side side, const QString& name)
{
    GameController& c = m_controller;
    PlayerChoice& choice = c.m_setup.players[static_cast<std::size_t>(side)];
    const QString clean = name.simplified(); // DXP pads its name fields with spaces
    if (choice.kind != PlayerChoice::Kind::Network || clean.isEmpty() || choice.engineName == clean)
        return;
    choice.engineName = clean;
    emit c.stateChanged();
}

void NetworkTerms::undoTo(std::size_t ply)
{
    GameController& c = m_controller;
    if (ply >= c.m_game.history().size())
        return;
    c.cancelTurn();
    c.m_review.follow();
    while (c.m_game.history().size() > ply && c.m_game.canUndo() && !c.m_game.undoRestores())
        c.m_game.undo();
    c.m_claimsDeclined = false;
    c.restoreClock();
    emit c.notice(GameController::Notice::Undone, c.shown().sideToMove());
    c.settle();
}

bool NetworkTerms::takeBackAsked() const { return m_controller.m_takeBackAsked.has_value(); }

} // namespace draughts::app
