#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/engine/engine.hpp>
#include <draughts/engine/engine_task.hpp>
#include <draughts/engine/time_allocation.hpp>
#include <draughts/hub/hub_message.hpp>
#include <draughts/rules/fmjd_draws.hpp>
#include <draughts/rules/rule_set.hpp>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::hub {

// What the engine says about itself in its `id` line.
struct EngineIdentity {
    std::string name;
    std::string version;
    std::string author;
    std::string country;
};

// How long the next search may take, as the last `level` command said.
struct TimeLevel {
    int depth = 0;
    std::uint64_t nodes = 0;
    double moveTime = 0; // seconds per move; 0: not given
    double time = 0;     // seconds left on the clock; 0: not given
    int moves = 0;       // moves to the next time control; 0: sudden death
    double increment = 0;
    bool infinite = false;
};

// The thinking time for one move: move-time as given, to be used whole;
// of a clock, the engine's share of it (engine::allotTime), the side to
// move having made `movesMade` moves of the game.
engine::MoveTime allottedTime(const TimeLevel& level, int movesMade, engine::Milliseconds whenUnset);

// Our engine behind the Hub protocol, version 2 (docs/hub.md): one line in
// at a time through handle(), every answer out as a whole line to `out`.
// A search runs in the background (an engine::EngineTask, its lines
// written from the worker thread), so that `ping`, `stop` and `ponder-hit`
// are answered while it thinks; it ends with exactly one `done` line. A line it cannot use gets an `error` line and
// changes nothing; the session carries on.
class EngineSession {
public:
    // `book`: the `book` parameter's value at the start (docs/hub.md).
    explicit EngineSession(std::ostream& out, EngineIdentity identity, bool book = true);
    ~EngineSession(); // stops a running search and waits for its done line
    EngineSession(const EngineSession&) = delete;
    EngineSession& operator=(const EngineSession&) = delete;

    // Handles one line; false once it was `quit`.
    bool handle(std::string_view line);
    // Waits until the running search, if any, has written its done line.
    void waitForSearch();
    // Stops the running search, if any, and waits for it (end of input).
    void stopSearch();
    bool isSearching() const { return m_search.busy(); }
    // The threads of the searches (the `threads` parameter, at first 1;
    // engine::EngineConfig::threads); not while one runs.
    void setThreads(std::size_t threads);
    // Where the searches find the endgame tables: each game's in
    // `folder`/<game id> (international, polish, ...), the folders the
    // window builds (docs/egdb.md, "In the window"); empty: none. Not while
    // a search runs.
    void setEndgameTables(std::filesystem::path folder);

    core::Variant variant() const { return m_variant; }
    const core::Position& position() const { return m_position; }
    const TimeLevel& level() const { return m_level; }

    // The thinking time a search gets when no level was ever sent.
    static constexpr engine::Milliseconds DefaultMoveTime{1000};

private:
    void writeLine(const std::string& line);
    void error(const std::string& message);
    bool handleWhileSearching(const std::string& command);
    void sendIdentity();
    void setParameter(const std::string& name, const std::string& value);
    void setPosition(const std::string& position, const std::string& moves);
    int movesMade() const;
    void setLevel(const Message& message);
    void go(const std::string& mode);
    void ensureEngine();
    void setRuleSet(const std::string& value);
    std::chrono::steady_clock::time_point now() const;

    std::ostream& m_out;
    std::mutex m_outMutex;
    EngineIdentity m_identity;

    core::Variant m_variant = core::Variant::International;
    // The `rules` parameter (rules/rule_set.hpp); FMJD only in International.
    rules::RuleSet m_ruleSet = rules::RuleSet::Original;
    int m_hashMegabytes = 32;
    std::size_t m_threads = 1;
    std::filesystem::path m_tables;
    std::unique_ptr<engine::Engine> m_engine;
    core::Position m_position;
    std::vector<core::Position> m_earlier; // before m_position, oldest first
    rules::FmjdCounters m_fmjd;            // at m_position, under the FMJD's rules
    TimeLevel m_level;
    bool m_levelGiven = false;
    // The `book` parameter: `go think` plays from the opening book where it
    // can, as level 8 does; each game (new-game) and ply draws its own move.
    bool m_book = true;
    std::uint64_t m_games = 0;

    // The engine's clock stands still while it ponders (go ponder), and
    // starts at ponder-hit: nanoseconds of steady_clock.
    std::atomic<bool> m_clockHeld{false};
    std::atomic<std::int64_t> m_heldAt{0};
    std::atomic<std::int64_t> m_heldFor{0};
    // Last, so that it ends (and waits for its worker) before what the worker uses.
    engine::EngineTask m_search;
};

// Reads lines from `in` and answers on `out` until `quit` or the end of the
// input (then it stops a search at once, as the protocol asks), searching
// on `threads` threads until a `set-param name=threads` says otherwise.
// `book` and `tables`: as EngineSession's. The `draughts-cli hub` command.
void runEngine(std::istream& in, std::ostream& out, const EngineIdentity& identity, std::size_t threads = 1,
               bool book = true, const std::filesystem::path& tables = {});

} // namespace draughts::hub
