#pragma once

// A search on several threads (docs/engine.md, "Parallel search"): the
// helpers search the same root as the main thread, each with its own move
// ordering and line, and share its transposition table, where what one
// finds shortens the others' work. The main thread's result is the
// search's; the helpers are stopped as soon as it has one.

#include "searcher.hpp"

#include <exception>
#include <system_error>
#include <thread>

namespace draughts::engine::detail {

template <class P>
SearchResult Searcher<P>::search(const Position& root, const SearchLimits& limits, const InfoCallback& onIteration,
                                 std::span<const Position> earlier, const rules::FmjdCounters& fmjd)
{
    m_table.newSearch();
    if (const std::size_t helpers = helpersFor(limits); helpers > 0)
        return searchWithHelpers(root, limits, onIteration, earlier, fmjd, helpers);
    return searchHere(root, limits, onIteration, earlier, fmjd);
}

// No helper for a search that must repeat itself: the weaker levels'
// random choice, which a seed repeats, and a search limited by depth or
// positions alone (tests, training data). Time and the stop flag end
// searches that no one expects to repeat.
template <class P>
std::size_t Searcher<P>::helpersFor(const SearchLimits& limits) const
{
    if (m_config.threads <= 1 || limits.randomness > 0)
        return 0;
    if (limits.time.count() == 0 && (limits.depth > 0 || limits.nodes > 0))
        return 0;
    return m_config.threads - 1;
}

template <class P>
void Searcher<P>::setThreads(std::size_t threads)
{
    m_config.threads = threads;
    if (m_helpers.size() + 1 > threads)
        m_helpers.resize(threads > 0 ? threads - 1 : 0);
}

template <class P>
void Searcher<P>::clearOrdering()
{
    m_ordering.clear();
    for (PlyData& ply : m_plies)
        ply.killers.clear();
}

// The positions visited so far by this thread and, while they search, the
// helpers (as they last published their counts).
template <class P>
std::uint64_t Searcher<P>::nodesSoFar() const
{
    std::uint64_t nodes = m_nodes;
    for (const auto& helper : m_helpers)
        nodes += helper->m_published.load(std::memory_order_relaxed);
    return nodes;
}

namespace parallel {

// The helper threads of one search: stopped and joined when it ends, also
// when the main thread's search throws.
class HelperThreads {
public:
    explicit HelperThreads(std::atomic<bool>& stop) : m_stop(stop) { m_stop.store(false); }
    ~HelperThreads() { stopAndJoin(); }
    HelperThreads(const HelperThreads&) = delete;
    HelperThreads& operator=(const HelperThreads&) = delete;

    // Runs `work` on a new thread; false when the system has none to give
    // (the search goes on with those it has).
    template <class Work>
    bool start(Work work)
    {
        try {
            m_threads.emplace_back([work = std::move(work)] {
                try {
                    work();
                } catch (...) {
                    // A helper that fails only ends: the main thread's search
                    // is the result.
                }
            });
            return true;
        } catch (const std::system_error&) {
            return false;
        }
    }

    void stopAndJoin()
    {
        m_stop.store(true);
        for (std::thread& thread : m_threads)
            if (thread.joinable())
                thread.join();
        m_threads.clear();
    }

private:
    std::atomic<bool>& m_stop;
    std::vector<std::thread> m_threads;
};

} // namespace parallel

// The helpers search until the main thread has its result: no limit of
// their own but the flag it sets then. Every other helper searches one ply
// deeper than its iteration, so that it fills the table for the main
// thread's next iteration.
template <class P>
SearchResult Searcher<P>::searchWithHelpers(const Position& root, const SearchLimits& limits,
                                            const InfoCallback& onIteration, std::span<const Position> earlier,
                                            const rules::FmjdCounters& fmjd, std::size_t helpers)
{
    while (m_helpers.size() < helpers) {
        EngineConfig config = m_config;
        config.threads = 1;
        m_helpers.push_back(std::unique_ptr<Searcher>(new Searcher(config, m_tableOwner)));
        m_helpers.back()->m_depthOffset = m_helpers.size() % 2 == 1 ? 1 : 0;
    }
    SearchLimits helperLimits = limits;
    helperLimits.stop = &m_helpersStop;
    helperLimits.depth = 0;
    helperLimits.nodes = 0;
    helperLimits.time = Milliseconds{0};
    helperLimits.stopEarly = false;

    for (const auto& helper : m_helpers)
        helper->m_published.store(0, std::memory_order_relaxed);
    SearchResult result;
    std::size_t started = 0;
    {
        parallel::HelperThreads threads(m_helpersStop);
        while (started < helpers) {
            Searcher& helper = *m_helpers[started];
            if (!threads.start([&helper, &root, &helperLimits, earlier, &fmjd] {
                    helper.searchHere(root, helperLimits, {}, earlier, fmjd);
                }))
                break;
            ++started;
        }
        result = searchHere(root, limits, onIteration, earlier, fmjd);
    }
    for (std::size_t i = 0; i < started; ++i)
        result.nodes += m_helpers[i]->m_nodes;
    return result;
}

} // namespace draughts::engine::detail
