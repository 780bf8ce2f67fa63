#pragma once

// When a search stops: its limits of nodes and time and the caller's stop
// flag, checked as it goes, and whether another iteration is worth starting
// (docs/engine.md, "Limits and time").

#include <draughts/engine/search.hpp>
#include <draughts/rules/kernel/multiversion.hpp>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <utility>

namespace draughts::engine::detail {

class TimeControl {
public:
    using Clock = std::chrono::steady_clock;

    // `clock` replaces the steady clock when set (tests).
    explicit TimeControl(std::function<Clock::time_point()> clock) : m_clock(std::move(clock)) {}

    void start(const SearchLimits& limits)
    {
        m_stop = limits.stop;
        m_nodeLimit = limits.nodes;
        m_time = limits.time;
        m_start = now();
        m_hasDeadline = limits.time.count() > 0;
        m_deadline = m_start + limits.time;
    }

    // Whether the search must stop now, `nodes` positions into it: the node
    // limit at once, the stop flag and the clock every 256 positions.
    DRAUGHTS_INLINE bool expired(std::uint64_t nodes) const
    {
        if (m_nodeLimit != 0 && nodes >= m_nodeLimit)
            return true;
        if ((nodes & 255) != 0)
            return false;
        return stopRequested() || (m_hasDeadline && now() >= m_deadline);
    }

    Milliseconds elapsed() const { return std::chrono::duration_cast<Milliseconds>(now() - m_start); }

    // After an iteration of a time-limited search that may stop early: no
    // other iteration when there is a single legal move, when a found win
    // or loss (`pliesToEnd`, else -1) lies well within `depth`, or when the
    // next iteration would hardly finish in the time left.
    bool enoughAfter(int depth, std::size_t legalMoves, int pliesToEnd) const
    {
        if (!m_hasDeadline)
            return false;
        if (legalMoves == 1)
            return true;
        if (pliesToEnd >= 0 && depth > pliesToEnd + 4)
            return true;
        return elapsed() * 10 >= m_time * 6;
    }

private:
    Clock::time_point now() const { return m_clock ? m_clock() : Clock::now(); }
    bool stopRequested() const { return m_stop && m_stop->load(std::memory_order_relaxed); }

    std::function<Clock::time_point()> m_clock;
    const std::atomic<bool>* m_stop = nullptr;
    std::uint64_t m_nodeLimit = 0;
    Milliseconds m_time{0};
    bool m_hasDeadline = false;
    Clock::time_point m_start;
    Clock::time_point m_deadline;
};

} // namespace draughts::engine::detail
