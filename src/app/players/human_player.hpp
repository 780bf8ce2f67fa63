#pragma once

#include "controller/player.hpp"

#include <functional>

namespace draughts::app {

// The person at the board. Its decisions come from the board and the menus
// through HumanInput, which hands them over only while it is this player's
// turn; a draw offer is put to the person by the window's Prompter.
class HumanPlayer : public Player {
    Q_OBJECT

public:
    // `askDraw` puts a draw offer to the person and returns the answer.
    explicit HumanPlayer(std::function<bool(const game::Game&)> askDraw, QObject* parent = nullptr);

    bool isHuman() const override { return true; }
    void beginTurn(const game::Game& game) override;
    void cancelTurn() override;
    void considerDraw(const game::Game& game) override;

    bool hasTurn() const { return m_turn != nullptr; }
    // What the person decided; false (and nothing happens) when it is not
    // this player's turn.
    bool decide(const Decision& decision);

private:
    std::function<bool(const game::Game&)> m_askDraw;
    const game::Game* m_turn = nullptr;
};

} // namespace draughts::app
