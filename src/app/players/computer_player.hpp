#pragma once

#include "engines/queued_engine_task.hpp"
#include "engines/tables_source.hpp"
#include "controller/player.hpp"

#include <draughts/engine/engine.hpp>
#include <draughts/engine/level.hpp>
#include <draughts/engine/time_allocation.hpp>
#include <draughts/pdn/time_control_tag.hpp>

#include <QElapsedTimer>

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>

class QTimer;

namespace draughts::app {

// The computer at the board: the engine of the Qt-free library behind the
// Player interface. It searches in the background (a QueuedEngineTask),
// which hands its decision to the GUI thread; a turn cancelled meanwhile
// (undo, new game, stepping through the game) stops the search at once and
// its late result is dropped. Each half of Black's
// Twenty vs Ten turn, each placement from hand and each Forfeit claim is a
// decision of its own: engine::decideAction answers a move or a claim, and
// after a claim the controller asks again for the move.
class ComputerPlayer : public Player {
    Q_OBJECT

public:
    struct Options {
        int level = engine::StrongestLevel; // 1..8, engine::levelSettings
        // The seed of the weaker levels' randomness; each move's seed is made
        // from it and the move's number, so that a game can be replayed.
        std::uint64_t seed = 0;
        engine::Milliseconds moveTime = engine::DefaultMoveTime;
        // A decision is handed over no sooner than this after the turn began,
        // so that a person can follow the game (Move Now skips the wait).
        std::chrono::milliseconds pause{0};
        // The game's clocks; with them the computer thinks for its share of
        // its clock (engine::allotTime) in place of the move time, and
        // pauses no longer than that share.
        pdn::TimeControl clocks;
        // The threads its searches use (engine::EngineConfig::threads).
        int threads = 1;
        // The endgame tables of its searches, asked at each turn.
        TablesSource tables;
    };

    ComputerPlayer(core::Variant variant, Options options, QObject* parent = nullptr);

    bool isHuman() const override { return false; }
    void beginTurn(const game::Game& game) override;
    void cancelTurn() override;
    // Accepts when its search finds its own side clearly worse, or the
    // ending bare and level (docs/engine.md, "Using it from a window").
    void considerDraw(const game::Game& game) override;

    int level() const { return m_options.level; }
    // Preferences > Engines > Threads: from the next turn on.
    void setThreads(int threads) { m_options.threads = threads; }
    int threads() const { return m_options.threads; }
    // The threads its engine was set to at its last turn (tests: read between turns).
    std::size_t engineThreads() const { return m_engine->threads(); }
    // Between beginTurn and its decision (also during the pause).
    bool isThinking() const { return m_thinking; }
    // Game > Move Now: the search stops and its best move so far is played at once.
    void moveNow();

    // Whether the computer accepts a draw, given its search's score of the
    // position from its own view and the pieces on the board.
    static bool acceptsDraw(engine::Score ownScore, int piecesOnBoard);
    // The clock of the side to move of `game` as its action begins: the time
    // it had left after its last action (with the increment when that ended
    // its turn), the whole base before its first; its actions so far.
    static engine::ClockTime clockAt(const game::Game& game, const pdn::TimeControl& clocks);

signals:
    void thinkingChanged(bool thinking);
    // The search finished an iteration of `depth` plies (for the thinking indicator).
    void depthReached(int depth);
    // The search could not run (the reason, e.g. out of memory): no move comes.
    void failed(const QString& reason);

private:
    void finished(const Decision& decision);
    void deliver();
    void setThinking(bool thinking);
    engine::SearchLimits limitsFor(const game::Game& game) const;
    std::chrono::milliseconds pauseFor(const engine::SearchLimits& limits) const;

    Options m_options;
    std::unique_ptr<engine::Engine> m_engine;
    bool m_thinking = false;
    bool m_hurry = false;
    QElapsedTimer m_started;
    std::chrono::milliseconds m_turnPause{0};
    QTimer* m_pause;
    std::optional<Decision> m_pending;
    // Last: it stops and waits for its worker before the engine goes.
    // A search that could not run ends the turn without a move (failed).
    QueuedEngineTask m_task{this, [this](const QString& reason) {
                                setThinking(false);
                                emit failed(reason);
                            }};
};

} // namespace draughts::app
