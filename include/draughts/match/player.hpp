#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/game/game.hpp>
#include <draughts/hub/client.hpp>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>

namespace draughts::match {

// How long each move may take: a fixed time, or a number of positions.
struct MoveLimit {
    std::chrono::milliseconds moveTime{0};
    std::uint64_t nodes = 0; // used when moveTime is 0
};

// A player that cannot go on (an external engine crashed, fell silent or
// played an illegal move); what() says who and why.
class PlayerFailure : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// What a player chose, and the search behind it where the player says.
struct Choice {
    core::Move move;
    std::uint64_t nodes = 0;
    int depth = 0;
    bool fromBook = false; // our level played it from the opening book, unsearched
};

// One side of a match: our engine at a level, or an external engine.
class Player {
public:
    virtual ~Player() = default;
    // A game begins: forget the last one.
    virtual void newGame() = 0;
    // A move for the side to move of `game`, which has one. `seed` varies
    // the weaker levels' moves; setting `stop` asks for an answer at once
    // (the match is being abandoned). Throws PlayerFailure.
    virtual Choice choose(const game::Game& game, const MoveLimit& limit, std::uint64_t seed,
                          const std::atomic<bool>& stop) = 0;
};

// Who plays a side: our engine at a level (in this process), or the
// command line of an external Hub engine.
struct PlayerSpec {
    int level = 8;
    // Our engine plays from the opening book as its level does; false: it
    // searches every move (matches that compare searches). An external
    // engine has its own say.
    bool book = true;
    std::string command;     // not empty: an external Hub engine
    std::size_t threads = 1; // our engine's (engine::EngineConfig::threads)
    bool isExternal() const { return !command.empty(); }
};

// Makes the player for games of `variant`. An external engine is started,
// identified and initialised here; throws PlayerFailure when that fails.
std::unique_ptr<Player> makePlayer(const PlayerSpec& spec, core::Variant variant,
                                   const hub::ClientTimeouts& timeouts = {});

} // namespace draughts::match
