#pragma once

#include <QObject>

#include <cstddef>
#include <functional>

namespace draughts::app {

// Plays a line on a board one move at a time, at a pace the eye can follow:
// a refutation, a solution shown, the game's moves before a guess. The
// window says how to play each move; a new line or stop() drops the rest.
class LinePlayer : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // Milliseconds before each move (0 in tests).
    void setPace(int milliseconds) { m_pace = milliseconds; }
    // Calls step(0) … step(count - 1), one each pace, until one returns
    // false; then done(). A line still playing is dropped first.
    void start(std::size_t count, std::function<bool(std::size_t)> step, std::function<void()> done);
    void stop();
    bool playing() const { return static_cast<bool>(m_done); }

private:
    void next(unsigned run);

    int m_pace = 650;
    unsigned m_run = 0; // which start() a pending timer belongs to
    std::size_t m_next = 0;
    std::size_t m_count = 0;
    std::function<bool(std::size_t)> m_step;
    std::function<void()> m_done;
};

} // namespace draughts::app
