#include "controller/game_clock.hpp"

namespace draughts::app {

namespace {

constexpr int tickMilliseconds = 100; // the display shows tenths when time runs short

std::size_t at(core::Side side) { return static_cast<std::size_t>(side); }

} // namespace

GameClock::GameClock(QObject* parent) : QObject(parent)
{
    m_timer.setInterval(tickMilliseconds);
    connect(&m_timer, &QTimer::timeout, this, &GameClock::check);
}

void GameClock::setSource(const ClockSource* source)
{
    charge();
    m_source = source ? source : &m_steady;
    m_since = now();
}

std::int64_t GameClock::now() const { return m_source->milliseconds(); }

GameClock::Times GameClock::fullTimes(const pdn::TimeControl& control)
{
    const std::int64_t whole = std::int64_t{control.baseSeconds} * 1000;
    return {whole, whole};
}

GameClock::Times GameClock::recordedTimes(const game::Game& game, const pdn::TimeControl& control, std::size_t ply)
{
    Times times = fullTimes(control);
    const auto& history = game.history();
    for (std::size_t i = 0; i < ply && i < history.size(); ++i)
        if (history[i].timeLeft)
            times[static_cast<std::size_t>(history[i].side)] = *history[i].timeLeft;
    return times;
}

void GameClock::reset(const pdn::TimeControl& control, Times left)
{
    m_control = control;
    m_left = left;
    m_running.reset();
    m_timer.stop();
    emit ticked();
}

std::int64_t GameClock::remaining(core::Side side) const
{
    const std::int64_t left = m_left[at(side)];
    return m_running == side ? left - (now() - m_since) : left;
}

// The time since the running period began goes off the running clock.
void GameClock::charge()
{
    const std::int64_t time = now();
    if (m_running)
        m_left[at(*m_running)] -= time - m_since;
    m_since = time;
}

void GameClock::run(std::optional<core::Side> side)
{
    if (!enabled())
        side.reset();
    if (side == m_running)
        return;
    charge();
    m_running = side;
    if (m_running)
        m_timer.start();
    else
        m_timer.stop();
    emit ticked();
}

std::int64_t GameClock::actionMade(core::Side mover, bool turnPassed)
{
    charge();
    std::int64_t& left = m_left[at(mover)];
    if (turnPassed)
        left += std::int64_t{m_control.incrementSeconds} * 1000;
    emit ticked();
    return left;
}

void GameClock::setTimes(Times left)
{
    m_left = left;
    m_since = now();
    emit ticked();
}

void GameClock::check()
{
    emit ticked();
    if (m_running && remaining(*m_running) <= 0) {
        const core::Side fallen = *m_running;
        run(std::nullopt);
        m_left[at(fallen)] = 0;
        emit flagFell(fallen);
    }
}

} // namespace draughts::app
