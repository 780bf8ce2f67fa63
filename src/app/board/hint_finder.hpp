#pragma once

#include <draughts/engine/explanation.hpp>
#include <draughts/game/game.hpp>

#include <QFuture>
#include <QObject>

#include <atomic>
#include <memory>

namespace draughts::app {

// Game > Hint with the engine: engine::findHint searches the position shown
// in a worker thread (its own engine, so that it never waits for the
// computer player's) and hands the hint to the GUI thread. A new request
// or cancel() drops a search still running. It plays nothing.
class HintFinder : public QObject {
    Q_OBJECT

public:
    explicit HintFinder(QObject* parent = nullptr);
    // Stops the search and waits for the worker.
    ~HintFinder() override;

    // How long each of the hint's two searches may take (tests give a depth).
    void setLimits(const engine::SearchLimits& limits) { m_limits = limits; }
    // Searches for the side to move of `game`, which must not be over.
    void find(const game::Game& game);
    void cancel();
    bool isSearching() const { return m_searching; }

signals:
    // The hint for `position` (the position find() was given).
    void found(const draughts::engine::Hint& hint, const draughts::core::Position& position);

private:
    void stopWorker();

    engine::SearchLimits m_limits;
    std::unique_ptr<engine::Engine> m_engine;
    std::atomic<bool> m_stop{false};
    QFuture<void> m_worker;
    unsigned m_request = 0;
    bool m_searching = false;
};

} // namespace draughts::app
