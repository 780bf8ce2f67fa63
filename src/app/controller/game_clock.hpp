#pragma once

#include "controller/clock_source.hpp"

#include <draughts/core/types.hpp>
#include <draughts/game/game.hpp>
#include <draughts/pdn/time_control_tag.hpp>

#include <QObject>
#include <QTimer>

#include <array>
#include <cstdint>
#include <optional>

namespace draughts::app {

// The two players' clocks of a game with a time control: each player's time
// left, and which clock is running. Only the side to move's clock runs; a
// player's increment is added when his turn passes to the opponent (so
// Black's clock runs through both moves of his turn in Twenty vs Ten, and a
// placement from hand or a claim is part of the turn). The GameController
// says when the game moves on; the clock tells it when a flag falls.
// Always holds: at most one clock runs, and none without a time control.
class GameClock : public QObject {
    Q_OBJECT

public:
    using Times = std::array<std::int64_t, 2>; // milliseconds left, White [0] and Black [1]

    explicit GameClock(QObject* parent = nullptr);

    // The time source; null: the system's steady clock.
    void setSource(const ClockSource* source);

    // A new time control with these times left, both clocks stopped.
    void reset(const pdn::TimeControl& control, Times left);
    // Both players have the whole time of the control.
    static Times fullTimes(const pdn::TimeControl& control);
    // The times left after the first `ply` actions of `game`, as its history
    // recorded them: the whole time before a side's first action.
    static Times recordedTimes(const game::Game& game, const pdn::TimeControl& control, std::size_t ply);
    const pdn::TimeControl& control() const { return m_control; }
    bool enabled() const { return m_control.enabled(); }

    // The time `side` has left now, the running period included.
    std::int64_t remaining(core::Side side) const;
    Times remaining() const { return {remaining(core::Side::White), remaining(core::Side::Black)}; }
    std::optional<core::Side> running() const { return m_running; }

    // Starts the clock of `side`, or stops both; the time since the last
    // change is charged to the clock that ran.
    void run(std::optional<core::Side> side);
    // `mover` has made an action; with `turnPassed` his turn is over and his
    // increment is added. Returns the time he has left.
    std::int64_t actionMade(core::Side mover, bool turnPassed);
    // Sets the times left (undo, redo, another point of the game); the
    // running clock goes on from them.
    void setTimes(Times left);

public slots:
    // Updates whoever shows the clocks, and lets the flag of a clock that
    // has run out fall. Called by the clock's own timer while it runs.
    void check();

signals:
    // The times changed or ran on.
    void ticked();
    // `side` has no time left.
    void flagFell(core::Side side);

private:
    std::int64_t now() const;
    void charge();

    SteadyClockSource m_steady;
    const ClockSource* m_source = &m_steady;
    pdn::TimeControl m_control;
    Times m_left{0, 0};
    std::optional<core::Side> m_running;
    std::int64_t m_since = 0; // when the running period started
    QTimer m_timer;
};

} // namespace draughts::app
