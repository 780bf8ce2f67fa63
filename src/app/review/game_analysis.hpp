#pragma once

#include "engines/queued_engine_task.hpp"
#include "engines/tables_source.hpp"

#include <draughts/engine/analysis.hpp>
#include <draughts/engine/search.hpp>

#include <QObject>

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace draughts::app {

class GameController;

// Review > Analyse Game: the engine judges every move of the controller's
// game (engine::analyseGame) in the background, under the game's rules
// (its rule set and FMJD counters), while the window goes on. It keeps the
// moves judged so far, each at its place in the game (the number of
// actions up to and including it, as ReviewState counts them; claims are
// not judged). Analysing again keeps the earlier judgements until the new
// ones arrive; a cancelled run replaces only the moves it judged. Whatever
// changes the game stops a running analysis; moves that are no longer the
// game's are forgotten, a new or opened game forgets them all. Destroying
// it stops the search and waits for it (its QueuedEngineTask), so no
// thread outlives the window.
class GameAnalysis : public QObject {
    Q_OBJECT

public:
    // One judged move of the game.
    struct Judged {
        std::size_t place = 0; // actions up to and including this move
        engine::PlayedMove played;
        engine::PlyAnalysis analysis;
        // The value after the move, White's view (what the evaluation graph draws).
        engine::Score whiteAfter() const;
    };

    // Level 8 with a short time per search: a move takes at most two searches
    // (the best move, and the move played when it differs), so a game of 60
    // plies is judged in at most 30 seconds (docs/engine.md).
    static constexpr engine::Milliseconds DefaultTimePerSearch{250};
    static engine::SearchLimits defaultLimits();

    explicit GameAnalysis(const GameController& controller, QObject* parent = nullptr);

    // Each search's limits (tests: a fixed depth); the stop flag is the task's.
    void setLimits(const engine::SearchLimits& perSearch) { m_limits = perSearch; }
    // The threads its searches use (Preferences::threads), from the next run on.
    void setThreads(int threads) { m_threads = threads; }
    int threads() const { return m_threads; }
    // Where its searches get the endgame tables (EndgameTablesKeeper).
    void setTables(TablesSource tables) { m_tables = std::move(tables); }

    bool running() const { return m_task.busy(); }
    // The game of the analysis started last.
    core::Variant variant() const { return m_variant; }
    // Moves of the analysis started last, and how many it has judged.
    std::size_t total() const { return m_total; }
    std::size_t done() const { return m_progress; }
    // The last analysis was cancelled before its end.
    bool cancelled() const { return m_cancelled; }
    const std::vector<Judged>& judged() const { return m_judged; }
    // Each move's place in the game (actions up to and including it), of
    // the analysis started last, in order: the first done() are judged.
    const std::vector<std::size_t>& places() const { return m_places; }
    // The judged move at `place`, if any.
    const Judged* at(std::size_t place) const;

public slots:
    // Judges the game as it stands now (a running analysis is stopped first).
    void start();
    // Stops a running analysis; the moves judged so far stay.
    void cancel();
    // Stops and forgets everything.
    void clear();

signals:
    void started();
    void progressed(std::size_t done, std::size_t total);
    // The analysis ended, finished or cancelled.
    void finished();
    // judged() changed.
    void changed();

private:
    using Result = std::vector<engine::PlyAnalysis>;
    void take(const Result& result);
    void followGame();
    // How many of `m_moves` are still, in order, the game's own moves.
    std::size_t stillPlayed() const;
    // Whether `played` at `place` is still the game's move there.
    bool inGame(std::size_t place, const engine::PlayedMove& played) const;

    const GameController& m_controller;
    engine::SearchLimits m_limits = defaultLimits();
    int m_threads = 1;
    TablesSource m_tables;
    bool m_cancelled = false;
    std::size_t m_total = 0;
    std::size_t m_progress = 0;
    core::Variant m_variant = core::Variant::International;
    std::size_t m_length = 0;                // actions of the game when it started
    std::vector<engine::PlayedMove> m_moves; // of the analysis started last
    std::vector<std::size_t> m_places;       // each move's place in the game
    std::vector<Judged> m_judged;
    QueuedEngineTask m_task{this};
};

} // namespace draughts::app
