#pragma once

#include <QElapsedTimer>

#include <cstdint>

namespace draughts::app {

// Where the game's clocks read the time: a count of milliseconds that only
// goes forward. The window uses the system's steady clock; tests move a
// fake one by hand, so that a flag falls exactly when they say.
class ClockSource {
public:
    virtual ~ClockSource() = default;
    virtual std::int64_t milliseconds() const = 0;
};

// The system's monotonic clock, from when this was made.
class SteadyClockSource : public ClockSource {
public:
    SteadyClockSource() { m_timer.start(); }
    std::int64_t milliseconds() const override { return m_timer.elapsed(); }

private:
    QElapsedTimer m_timer;
};

} // namespace draughts::app
