#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/game/game.hpp>
#include <draughts/hub/client.hpp>
#include <draughts/hub/engine_process.hpp>

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace draughts::hub {

// An external engine spoken to in the Hub protocol (docs/hub.md), one step
// at a time: each call sends its lines and waits for the answer, never
// longer than the step's time limit (ClientTimeouts). An engine that cannot
// be started, ends, stays silent, sends a line that is not the protocol, an
// `error` line, or a move that is not legal is killed and the call throws
// EngineFailure with a sentence saying which engine did what; the object
// does nothing more then.
//
// The order: start() → initialise() → any number of newGame() and move().
class HubEngine {
public:
    explicit HubEngine(std::string commandLine, ClientTimeouts timeouts = {});
    // Sends `quit` and gives the engine ClientTimeouts::quitGrace to end.
    ~HubEngine();
    HubEngine(const HubEngine&) = delete;
    HubEngine& operator=(const HubEngine&) = delete;

    // Starts the process and asks `hub`; returns what it said of itself.
    const EngineInfo& start();
    // Sets the game (the engine must play it) and waits for `ready`.
    void initialise(core::Variant variant);
    // `new-game`: the next searches are of another game.
    void newGame();

    struct Answer {
        core::Move move;
        std::string text;                           // the move as the engine wrote it
        std::string ponder;                         // its expected answer; may be empty
        std::chrono::steady_clock::duration took{}; // from `go` sent to `done` read
        // From its last `info` line, when it sent one.
        int depth = 0;
        std::uint64_t nodes = 0;
    };
    // The engine's move in `game` (whose side to move has a legal move).
    Answer move(const game::Game& game, const ThinkLimit& limit);

    const std::string& commandLine() const { return m_command; }
    const EngineInfo& info() const { return m_info; }
    // "engine "Scan 3.1"" once identified, else "engine "scan hub"": for sentences.
    std::string label() const;
    bool hasFailed() const { return m_failed; }

private:
    void send(const Message& message);
    // The next line as a message; throws after `step` (what it was asked) on timeout or end.
    Message receive(std::chrono::steady_clock::time_point deadline, const std::string& step);
    [[noreturn]] void fail(const std::string& what);

    std::string m_command;
    ClientTimeouts m_timeouts;
    std::unique_ptr<EngineProcess> m_process;
    EngineInfo m_info;
    std::optional<core::Variant> m_variant;
    bool m_failed = false;
    std::string m_lastLine; // the engine's last line, for reports of silence
};

} // namespace draughts::hub
