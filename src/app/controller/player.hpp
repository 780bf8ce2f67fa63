#pragma once

#include "values/decision.hpp"

#include <draughts/game/game.hpp>

#include <QObject>

#include <cstddef>

namespace draughts::app {

// A participant in the game: the person at the board, the computer, an
// external engine. The GameController owns one per side and asks the one
// whose turn it is; it validates whatever comes back.
//
// The contract:
// - beginTurn(): it is this player's turn in `game` (each half of Black's
//   double move, each placement from hand and each pending forfeit claim is
//   a decision of its own). The player answers with exactly one decided()
//   later, never synchronously inside beginTurn(), unless cancelTurn()
//   comes first. `game` stays valid until the answer or the cancellation.
// - cancelTurn(): the turn is over without an answer (undo, a new game,
//   quitting, stepping through the game). A player that thinks in another
//   thread delivers its result to itself through a queued connection and
//   emits decided() only if that turn was not cancelled meanwhile; the
//   controller ignores decisions from a player it is not waiting for.
// - considerDraw(): the opponent offers a draw; answer with one
//   drawAnswered(), at once or later. A late answer, after the game moved
//   on, is ignored.
// - considerTakeBack(): asked only of a player whose decidesTakeBacks()
//   (a person across the network): the opponent asks to go back to the
//   position after `ply` actions; answer with one takeBackAnswered(), later.
class Player : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // The board accepts input only when a human is to move.
    virtual bool isHuman() const = 0;
    virtual void beginTurn(const game::Game& game) = 0;
    virtual void cancelTurn() = 0;
    virtual void considerDraw(const game::Game& game) = 0;
    // Whether Undo must first be agreed by this player; else it is done at once.
    virtual bool decidesTakeBacks() const { return false; }
    virtual void considerTakeBack(const game::Game& game, std::size_t ply)
    {
        Q_UNUSED(game);
        Q_UNUSED(ply);
    }

signals:
    void decided(const draughts::app::Decision& decision);
    void drawAnswered(bool accepted);
    void takeBackAnswered(bool accepted);
};

} // namespace draughts::app
