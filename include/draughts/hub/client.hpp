#pragma once

// The client's half of the Hub protocol (docs/hub.md): what a program that
// runs an external engine sends it and how it reads the engine's answers.
// No input or output here: hub/hub_engine.hpp drives an engine process with
// it, and the window's client of other engines can use the same pieces.

#include <draughts/core/variant.hpp>
#include <draughts/game/game.hpp>
#include <draughts/hub/hub_message.hpp>

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::hub {

// One parameter an engine declares in its answer to `hub`
// (`param name=variant value=normal type=enum values="normal polish"`).
struct EngineParameter {
    std::string name;
    std::string value;
    std::string type;   // bool, int, real, string, enum; empty when not said
    std::string values; // an enum's values, space-separated
    std::string min;
    std::string max;
};

// What an engine says about itself: its `id` and `param` lines.
struct EngineInfo {
    std::string name;
    std::string version;
    std::string author;
    std::vector<EngineParameter> parameters;

    const EngineParameter* parameter(std::string_view name) const;
    // The games it plays: the values of its `variant` parameter that we
    // know, or International alone when it declares no such parameter
    // (the protocol's own game).
    std::vector<core::Variant> variants() const;
    bool plays(core::Variant variant) const;
    // "Scan 3.1"; empty when the engine gave no name.
    std::string title() const;
};

// Reads one line of the engine's answer to `hub` into `info`: `id` and
// `param` lines fill it, anything else is ignored. True at `wait`, the end
// of the answer.
bool readIdentification(const Message& message, EngineInfo& info);

// The lines that prepare the engine for games of `variant`: `set-param
// name=variant` when the engine declares that parameter with another
// value, then `init` (answered with `ready`).
std::vector<Message> initialiseMessages(const EngineInfo& info, core::Variant variant);

// How long one search may run: the first limit given of move time, a
// clock, nodes (our own addition to the protocol) and depth; none: the
// engine's own default (ours: a second).
struct ThinkLimit {
    std::chrono::milliseconds moveTime{0};
    std::uint64_t nodes = 0;
    int depth = 0;
    // A clock (level time=… inc=…): the time left on the engine's clock as
    // its move begins, and what is added to it after each of its turns; the
    // engine divides it among its moves itself.
    std::chrono::milliseconds timeLeft{0};
    std::chrono::milliseconds increment{0};
};

// What an engine is sent of a game: a position and the moves played from it.
struct GameForEngine {
    std::string position;           // hub/notation.hpp's writePosition
    std::vector<std::string> moves; // hub/notation.hpp's writeMove
};

// The position the engine is sent for `game`, and the moves after it: the
// game's moves back to its start, or to the last action the protocol
// cannot say (a claim, a move that broke the capture rules).
GameForEngine gameForEngine(const game::Game& game);

// `pos`, `level` and `go think`: the lines that ask for a move (answered
// with `info` lines and `done move=M`).
std::vector<Message> thinkMessages(const GameForEngine& game, const ThinkLimit& limit);

// How long each step may take before the engine is given up as silent.
struct ClientTimeouts {
    std::chrono::milliseconds handshake{10000};    // from the start to `wait`
    std::chrono::milliseconds initialise{30000};   // from `init` to `ready`: engines load tables then
    std::chrono::milliseconds moveGrace{5000};     // beyond the move time or the time left, for `done`
    std::chrono::milliseconds untimedMove{600000}; // a search limited by nodes or depth only
    std::chrono::milliseconds quitGrace{2000};     // from `quit` to the end of the process
};

// How long a search with `limit` may take until `done`.
std::chrono::milliseconds thinkTimeout(const ClientTimeouts& timeouts, const ThinkLimit& limit);

} // namespace draughts::hub
