#pragma once

// When a search stops: its limits of nodes and time and the caller's stop
// flag, checked as it goes, and whether another iteration is worth starting
// (docs/engine.md, "Limits and time").

#include <draughts/engine/search.hpp>
#include <draughts/support/multiversion.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <utility>

namespace draughts::engine::detail {

// How the last iterations went, which stretches a clock's target: the best
// move changed in one of the last two, or the score fell in the last.
struct Unrest {
    bool moveChanged = false;
    bool scoreFell = false;
};

class StopControl {
public:
    using Clock = std::chrono::steady_clock;

    // `clock` replaces the steady clock when set (tests).
    explicit StopControl(std::function<Clock::time_point()> clock) : m_clock(std::move(clock)) {}

    // The search ends this much before its time, so that its answer, which
    // still has to reach the player, arrives within it: a twentieth, at
    // most 25 ms.
    static Milliseconds answerMargin(Milliseconds time) { return std::min(time / 20, Milliseconds{25}); }

    void start(const SearchLimits& limits)
    {
        m_stop = limits.stop;
        m_nodeLimit = limits.nodes;
        m_time = limits.time;
        m_start = now();
        m_hasDeadline = limits.time.count() > 0;
        m_deadline = m_start + limits.time - answerMargin(limits.time);
        m_target = m_hasDeadline && limits.target < limits.time ? limits.target : Milliseconds{0};
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
    // other iteration when there is a single legal move. At a fixed move
    // time the search otherwise goes on to its deadline, even with a win or
    // loss found (a deeper search may find a quicker win or a longer
    // defence): the best move of an unfinished iteration is kept, and time
    // not used is lost. With a target, whose time not used is saved for
    // later moves, it stops when a found win or loss (`pliesToEnd`, else
    // -1) lies well within `depth`, and starts no iteration after 60 % of
    // its aim, since the next would hardly end within it.
    bool enoughAfter(int depth, std::size_t legalMoves, int pliesToEnd, Unrest unrest) const
    {
        if (!m_hasDeadline)
            return false;
        if (legalMoves == 1)
            return true;
        if (m_target.count() == 0)
            return false;
        if (pliesToEnd >= 0 && depth > pliesToEnd + 4)
            return true;
        return elapsed() * 10 >= aim(unrest) * 6;
    }

    // The target, half as long again for each sign of unrest, within the
    // hard limit: a move that keeps changing or a score that falls is
    // worth time that a settled one is not.
    Milliseconds aim(Unrest unrest) const
    {
        Milliseconds aim = m_target;
        if (unrest.moveChanged)
            aim = aim * 3 / 2;
        if (unrest.scoreFell)
            aim = aim * 3 / 2;
        return std::min(aim, m_time);
    }

private:
    Clock::time_point now() const { return m_clock ? m_clock() : Clock::now(); }
    bool stopRequested() const { return m_stop && m_stop->load(std::memory_order_relaxed); }

    std::function<Clock::time_point()> m_clock;
    const std::atomic<bool>* m_stop = nullptr;
    std::uint64_t m_nodeLimit = 0;
    Milliseconds m_time{0};
    Milliseconds m_target{0};
    bool m_hasDeadline = false;
    Clock::time_point m_start;
    Clock::time_point m_deadline;
};

} // namespace draughts::engine::detail
