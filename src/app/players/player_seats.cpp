#include "players/player_seats.hpp"

#include "controller/game_controller.hpp"
#include "players/computer_player.hpp"
#include "players/player_factory.hpp"
#include "players/prompter.hpp"
#include "text/texts.hpp"

#include <QRandomGenerator>

namespace draughts::app {

PlayerSeats::PlayerSeats(GameController& controller, QObject* parent) : QObject(parent), m_controller(controller)
{
    connect(&controller, &GameController::gameStarted, this, &PlayerSeats::seatPlayers);
}

ComputerPlayer* PlayerSeats::computer(core::Side side) const
{
    return qobject_cast<ComputerPlayer*>(m_controller.player(side));
}

bool PlayerSeats::canMoveNow() const
{
    const auto* thinking = qobject_cast<const ComputerPlayer*>(m_controller.awaited());
    return thinking && thinking->isThinking();
}

void PlayerSeats::moveNow()
{
    if (auto* computer = qobject_cast<ComputerPlayer*>(m_controller.awaited()))
        computer->moveNow();
}

void PlayerSeats::seatPlayers()
{
    const GameSetup& setup = m_controller.setup();
    const bool demo = !setup.player(core::Side::White).isHuman() && !setup.player(core::Side::Black).isHuman();
    const std::uint64_t seed = m_timing.seed.value_or(QRandomGenerator::global()->generate64());
    for (core::Side side : {core::Side::White, core::Side::Black}) {
        PlayerContext context;
        context.variant = setup.variant;
        context.askDraw = [this, side](const game::Game&) {
            const GameSetup& current = m_controller.setup();
            return m_prompter &&
                   m_prompter->acceptDraw(Texts::player(current, core::opposite(side)), Texts::player(current, side));
        };
        // The two computers of a demonstration play different games from one seed.
        context.seed = seed + static_cast<std::uint64_t>(side);
        context.moveTime = m_timing.moveTime;
        context.pause = demo ? m_timing.demoPause : m_timing.pause;
        context.engineFailed = [this](const QString& message) { emit engineFailed(message); };
        std::unique_ptr<Player> player = makePlayer(setup.player(side), context);
        emit thinking(side, {});
        if (auto* computer = qobject_cast<ComputerPlayer*>(player.get())) {
            connect(computer, &ComputerPlayer::thinkingChanged, this, [this, side](bool on) {
                emit thinking(side, on ? Texts::thinking(0) : QString());
            });
            connect(computer, &ComputerPlayer::depthReached, this,
                    [this, side](int depth) { emit thinking(side, Texts::thinking(depth)); });
        }
        m_controller.setPlayer(side, std::move(player));
    }
    emit seated();
}

} // namespace draughts::app
