#include "players/human_player.hpp"

namespace draughts::app {

HumanPlayer::HumanPlayer(std::function<bool(const game::Game&)> askDraw, QObject* parent)
    : Player(parent), m_askDraw(std::move(askDraw))
{}

void HumanPlayer::beginTurn(const game::Game& game) { m_turn = &game; }

void HumanPlayer::cancelTurn() { m_turn = nullptr; }

void HumanPlayer::considerDraw(const game::Game& game) { emit drawAnswered(m_askDraw && m_askDraw(game)); }

bool HumanPlayer::decide(const Decision& decision)
{
    if (!m_turn)
        return false;
    // The turn ends with the answer; the controller may start the next one inside decided().
    m_turn = nullptr;
    emit decided(decision);
    return true;
}

} // namespace draughts::app
