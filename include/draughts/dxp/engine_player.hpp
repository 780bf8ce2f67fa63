#pragma once

// Our engine as a DXP player (docs/dxp.md): on its turn in a session it
// ends a game the adjudication calls drawn, or searches and sends its
// move (a game the rules have ended the session ends by itself). A follower session's game requests it always accepts
// (the session has declined the ones that cannot be played).

#include <draughts/dxp/adjudication.hpp>
#include <draughts/dxp/session.hpp>
#include <draughts/engine/engine.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace draughts::dxp {

struct EnginePlayerSettings {
    // The thinking time per move; zero: a share of what is left of the
    // GAMEREQ's thinking time for the moves to come.
    engine::Milliseconds moveTime{0};
    int depth = 0; // more than zero: search this many plies, never the clock (tests)
    std::size_t hashMegabytes = 32;
    std::size_t threads = 1; // engine::EngineConfig::threads
    AdjudicationLimits adjudication{};
    // Plays from the opening book where it can, as level 8 does
    // (docs/engine.md, "The opening book"); off for comparing searches.
    bool book = true;
};

// What the engine does on its turn.
struct Turn {
    enum class Kind { Move, EndGame };
    Kind kind = Kind::Move;
    core::Move move{};                         // Move
    EndReason reason = EndReason::Unspecified; // EndGame: what its GAMEEND says
    std::string why;                           // EndGame: the rules' result or the adjudication
    engine::SearchResult search;               // Move
};

class EnginePlayer {
public:
    explicit EnginePlayer(EnginePlayerSettings settings = {});

    // Forgets what the engine learnt in the last game.
    void newGame();

    // A turn in two steps, so that a window can search on a worker thread
    // (engine::EngineTask) while it goes on feeding the session: ending()
    // and limits() where the session lives, then search() with a copy of
    // the game (and the task's stop flag in the limits) anywhere, one
    // search at a time.
    //
    // The adjudicated end of the game on our turn in `session`, or none when we must move.
    std::optional<Turn> ending(const Session& session) const;
    // The search limits for our next move.
    engine::SearchLimits limits(const Session& session) const;
    // Our move in `game`, searched now (this blocks for the thinking time).
    Turn search(const game::Game& game, const engine::SearchLimits& limits);
    // The end of the game, or a move searched now: both steps at once.
    Turn decide(const Session& session);
    // decide(), then sends the move or the GAMEEND through `session` at
    // the time `clock` tells after the search. A move that ends the game
    // by the rules is followed by the session's GAMEEND.
    Turn play(Session& session, const std::function<TimePoint()>& clock = Clock::now);

private:
    EnginePlayerSettings m_settings;
    engine::Engine m_engine;
    std::uint64_t m_games = 0; // games begun: with the ply, the seed of the book's choice
};

} // namespace draughts::dxp
