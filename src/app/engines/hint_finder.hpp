#pragma once

#include "engines/queued_engine_task.hpp"
#include "engines/tables_source.hpp"

#include <draughts/engine/explanation.hpp>
#include <draughts/game/game.hpp>

#include <QObject>

#include <memory>
#include <utility>
#include <vector>

namespace draughts::app {

// Game > Hint with the engine: engine::findHint searches the position shown
// in the background (its own engine, so that it never waits for the
// computer player's) and hands the hint to the GUI thread. A new request
// or cancel() drops a search still running. It plays nothing.
class HintFinder : public QObject {
    Q_OBJECT

public:
    explicit HintFinder(QObject* parent = nullptr);

    // How long each of the hint's two searches may take (tests give a depth).
    void setLimits(const engine::SearchLimits& limits) { m_limits = limits; }
    // The threads its searches use (Preferences::threads), from the next hint on.
    void setThreads(int threads) { m_threads = threads; }
    int threads() const { return m_threads; }
    // Where its searches get the endgame tables (EndgameTablesKeeper).
    void setTables(TablesSource tables) { m_tables = std::move(tables); }
    // Searches for the side to move of `game`, which must not be over.
    void find(const game::Game& game);
    void cancel() { m_task.cancel(); }
    bool isSearching() const { return m_task.busy(); }

    // The moves of the hinted turn in `position`: the best move and, while
    // the same side is still to move after it (Black's second move in
    // Twenty vs Ten, twenty-vs-ten.md §3.1), the search's next ones.
    static std::vector<core::Move> turnOf(core::Variant variant, const core::Position& position,
                                          const engine::SearchResult& best);

signals:
    // The hint for `position` (the position find() was given).
    void found(const draughts::engine::Hint& hint, const draughts::core::Position& position);

private:
    engine::SearchLimits m_limits;
    int m_threads = 1;
    TablesSource m_tables;
    // Used by one search at a time, on the worker thread.
    std::unique_ptr<engine::Engine> m_engine;
    QueuedEngineTask m_task{this};
};

} // namespace draughts::app
