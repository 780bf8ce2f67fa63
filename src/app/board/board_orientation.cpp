#include "board/board_orientation.hpp"

#include "controller/game_controller.hpp"
#include "controller/player.hpp"

namespace draughts::app {

BoardOrientation::BoardOrientation(const GameController& controller, QObject* parent)
    : QObject(parent), m_controller(controller)
{
    connect(&controller, &GameController::turnStarted, this, &BoardOrientation::turnStarted);
    if (const Player* awaited = controller.awaited(); awaited && awaited->isHuman())
        m_lastPerson = controller.shown().sideToMove();
}

core::Side BoardOrientation::bottom() const
{
    if (m_turnsToPlayer)
        return m_lastPerson;
    return m_flipped ? core::Side::Black : core::Side::White;
}

void BoardOrientation::setFlipped(bool flipped)
{
    const core::Side before = bottom();
    m_flipped = flipped;
    update(before);
}

void BoardOrientation::setTurnsToPlayer(bool on)
{
    const core::Side before = bottom();
    m_turnsToPlayer = on;
    update(before);
}

void BoardOrientation::turnStarted(core::Side side)
{
    const Player* player = m_controller.awaited();
    if (!player || !player->isHuman() || m_controller.review().reviewing())
        return;
    const core::Side before = bottom();
    m_lastPerson = side;
    update(before);
}

void BoardOrientation::update(core::Side before)
{
    if (bottom() != before)
        emit changed();
}

} // namespace draughts::app
