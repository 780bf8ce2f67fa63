#pragma once

#include "controller/player.hpp"
#include "engines/tables_source.hpp"
#include "values/player_choice.hpp"

#include <draughts/dxp/session.hpp>
#include <draughts/engine/level.hpp>
#include <draughts/pdn/time_control_tag.hpp>

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace draughts::app {

class DxpConnection;

// What a player of any kind may need to play a game.
struct PlayerContext {
    core::Variant variant = core::Variant::International;
    // A person: puts a draw offer to him and returns his answer.
    std::function<bool(const game::Game&)> askDraw;
    // The computer: the seed of its randomness, its thinking time, and the
    // least time before it answers (so that a person can follow).
    std::uint64_t seed = 0;
    engine::Milliseconds moveTime = engine::DefaultMoveTime;
    std::chrono::milliseconds pause{0};
    // The game's clocks: the computer thinks for its share of its clock; an
    // external engine is told its time left on them instead of the move time.
    pdn::TimeControl clocks;
    int threads = 1;     // of its searches (Preferences::threads)
    TablesSource tables; // the endgame tables its searches use
    // An external engine failed (the computer at the choice's level plays
    // on): a sentence for the player.
    std::function<void(const QString&)> engineFailed;
    // A program across the network (DXP): the side it plays, where the game
    // starts, our name in its GAMEREQ.
    core::Side side = core::Side::White;
    std::optional<core::Position> start;
    QString ourName;
    dxp::SessionSettings networkTimeouts;
    // A person across the network: the connection his game was begun on
    // (NetworkLobby), taken over by his player; none: a person here plays.
    DxpConnection* connection = nullptr;
};

// The one place that turns a choice of the New Game dialog into a Player.
std::unique_ptr<Player> makePlayer(const PlayerChoice& choice, const PlayerContext& context);

} // namespace draughts::app
