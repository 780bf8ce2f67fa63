#include "puzzles/line_player.hpp"

#include <QTimer>

namespace draughts::app {

void LinePlayer::start(std::size_t count, std::function<bool(std::size_t)> step, std::function<void()> done)
{
    stop();
    m_count = count;
    m_next = 0;
    m_step = std::move(step);
    m_done = std::move(done);
    const unsigned run = m_run;
    QTimer::singleShot(count > 0 ? m_pace : 0, this, [this, run] { next(run); });
}

void LinePlayer::stop()
{
    ++m_run;
    m_step = {};
    m_done = {};
}

void LinePlayer::next(unsigned run)
{
    if (run != m_run)
        return;
    if (m_next < m_count && m_step(m_next++) && m_next < m_count) {
        QTimer::singleShot(m_pace, this, [this, run] { next(run); });
        return;
    }
    // done() may start the next line.
    const std::function<void()> done = std::move(m_done);
    stop();
    if (done)
        done();
}

} // namespace draughts::app
