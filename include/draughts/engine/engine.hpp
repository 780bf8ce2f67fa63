#pragma once

// The engine's public class: the computer player of one game. What it is
// asked and answers (limits, reports, results, settings) is search.hpp's.

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/engine/score.hpp>
#include <draughts/engine/search.hpp>

#include <cstddef>
#include <memory>
#include <span>

namespace draughts::egdb {
class Database;
}

namespace draughts::engine {

class OpeningBook;

namespace detail {
class SearcherBase;
}

// The computer player's brain for one game: iterative-deepening principal
// variation search with aspiration windows, a transposition table,
// quiescence on captures, killer and history move ordering, late move
// reductions, the shallow cut, and every game-ending rule of that game
// inside the search.
// docs/engine.md explains it.
//
// One search at a time: search() runs on the caller's thread (a worker
// thread in the window), with helper threads of its own when
// EngineConfig::threads says so (all ended when it returns), and may be
// stopped from any other thread through SearchLimits::stop. The table and
// move-ordering statistics carry over between searches of the same game;
// call newGame() when a game starts.
class Engine {
public:
    explicit Engine(core::Variant variant, EngineConfig config = {});
    ~Engine();
    Engine(Engine&&) noexcept;
    Engine& operator=(Engine&&) noexcept;
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    core::Variant variant() const { return m_variant; }

    // The best move for the side to move of `position`. `earlier` are the
    // game's positions before it, oldest first: a position that comes back
    // counts as a draw in games without a draw counter (docs/engine.md).
    // `gameRules`: under the FMJD's rules the search keeps their draw rules
    // and counters (docs/engine.md, "The FMJD's rules"). A position of the
    // opening book may be answered from it (SearchLimits::book).
    SearchResult search(const core::Position& position, const SearchLimits& limits,
                        const InfoCallback& onIteration = {}, std::span<const core::Position> earlier = {},
                        const GameRules& gameRules = {});

    // Forgets the transposition table and move-ordering statistics.
    void newGame();

    // The threads of the searches from the next one on (EngineConfig::threads);
    // not while one runs.
    void setThreads(std::size_t threads);
    std::size_t threads() const { return m_config.threads; }
    // The endgame tables of the searches from the next one on
    // (EngineConfig::endgameTables; none: without tables), for a window
    // whose tables become ready during a game; not while a search runs.
    // International under the FMJD's rules never uses them.
    void setEndgameTables(std::shared_ptr<const egdb::Database> tables);
    const std::shared_ptr<const egdb::Database>& endgameTables() const { return m_config.endgameTables; }

    // The static evaluation the search uses, side to move's view.
    Score evaluate(const core::Position& position) const;

private:
    core::Variant m_variant;
    EngineConfig m_config;
    std::unique_ptr<detail::SearcherBase> m_searcher;
    // International under the FMJD's rules: made at its first search.
    std::unique_ptr<detail::SearcherBase> m_fmjdSearcher;
    const OpeningBook* m_book = nullptr; // m_config.book's or the built-in one
};

} // namespace draughts::engine
