#pragma once

#include "controller/player.hpp"

namespace draughts::app {

// A side whose moves the puzzle window gives: the opponent's replies, the
// refutation of a wrong move, the solution shown, the game's moves in
// Guess the move. It waits for its turn and then plays what it is handed.
class ScriptedPlayer : public Player {
    Q_OBJECT

public:
    using Player::Player;

    bool isHuman() const override { return false; }
    void beginTurn(const game::Game& game) override { m_turn = &game; }
    void cancelTurn() override { m_turn = nullptr; }
    void considerDraw(const game::Game&) override { emit drawAnswered(false); }

    bool hasTurn() const { return m_turn != nullptr; }
    // Plays `move` now; false when it is not this side's turn.
    bool play(const core::Move& move)
    {
        if (!m_turn)
            return false;
        m_turn = nullptr;
        emit decided(Decision::play(move));
        return true;
    }

private:
    const game::Game* m_turn = nullptr;
};

} // namespace draughts::app
