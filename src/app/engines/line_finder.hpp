#pragma once

#include "engines/queued_engine_task.hpp"
#include "engines/tables_source.hpp"

#include <draughts/engine/engine.hpp>
#include <draughts/engine/search.hpp>
#include <draughts/game/game.hpp>

#include <QObject>

#include <memory>
#include <vector>

namespace draughts::app {

// Think Along's engine: an endless search of several lines of one
// position, on a worker thread, reported after every iteration until it is
// stopped or given another position. One search at a time.
class LineFinder : public QObject {
    Q_OBJECT

public:
    explicit LineFinder(QObject* parent = nullptr);

    // Searches `game`'s position for `lines` lines (1 to 5), replacing any
    // search going on.
    void start(const game::Game& game, int lines);
    void stop();
    bool busy() const { return m_task.busy(); }
    void setThreads(int threads) { m_threads = threads; }
    void setTables(TablesSource source) { m_tables = std::move(source); }

signals:
    // The lines of an iteration, best first, for `position`.
    void linesFound(const std::vector<draughts::engine::SearchLine>& lines, const draughts::core::Position& position);

private:
    // The engine outlives the task, whose destruction waits for the worker.
    std::unique_ptr<engine::Engine> m_engine;
    TablesSource m_tables;
    int m_threads = 1;
    QueuedEngineTask m_task{this};
};

} // namespace draughts::app
