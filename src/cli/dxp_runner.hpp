#pragma once

// Drives one DXP session over a socket with our engine as the player
// (draughts-cli dxp and match --dxp): reads, waits with the session's
// deadlines, plays our turns, and hands out every game when it is over,
// also one cut short by a fault.

#include "socket.hpp"

#include <draughts/dxp/engine_player.hpp>
#include <draughts/dxp/session.hpp>
#include <draughts/game/game.hpp>

#include <functional>
#include <optional>
#include <ostream>
#include <string>

namespace draughts::cli {

// A game as it ended, with the result we record for it.
struct DxpGame {
    game::Game game;       // from its start, with the result recorded
    std::string ending;    // how it ended, in words
    bool finished = false; // false: cut short, recorded with result "*"
    core::Side ourSide = core::Side::White;
    std::string opponent;
    dxp::Session::TimeUse time;
};

// What an initiator plays: `games` requests, each made by `request`.
struct InitiatorPlan {
    int games = 1;
    std::function<dxp::GameRequest(int index)> request;
    // The game of request `index` from the standard start up to the
    // request's position (openings played before the request), if any.
    std::function<game::Game(int index)> opening;
};

class DxpRunner {
public:
    DxpRunner(Socket& socket, dxp::Session& session, dxp::EnginePlayer& engine, std::ostream& messages, bool trace);

    void setPlan(InitiatorPlan plan) { m_plan = std::move(plan); }
    void onGame(std::function<void(const DxpGame&)> handler) { m_onGame = std::move(handler); }

    // Plays until the connection ends; false when a fault ended it.
    bool run();

private:
    void flush();
    void waitForPeer();
    // What the runner does on each event of the session.
    void on(const dxp::GameRequested&);
    void on(const dxp::GameStarted&);
    void on(const dxp::GameDeclined& declined);
    void on(const dxp::MoveReceived&) {}
    void on(const dxp::GameEnded& ended);
    void on(const dxp::ChatReceived& chat);
    void on(const dxp::BackRequested&);
    void on(const dxp::BackAnswered&) {}
    void on(const dxp::Fault& fault);
    void on(const dxp::Closed&) {}
    void playTurn();
    bool requestNext();
    bool restart(const dxp::GameEnded& ended);
    void record(std::string ending, bool finished, const std::function<void(game::Game&)>& settle = {});
    game::Game wholeGame() const;
    dxp::Session::TimeUse timeSoFar() const;

    Socket& m_socket;
    dxp::Session& m_session;
    dxp::EnginePlayer& m_engine;
    std::ostream& m_messages;
    InitiatorPlan m_plan;
    std::function<void(const DxpGame&)> m_onGame;
    int m_requested = 0;
    bool m_inGame = false;
    bool m_failed = false;
    bool m_stopped = false;
    std::string m_ourEnding; // why our engine ended the game
    // A game the follower ended before its end and that goes on from its
    // position in a new request: the moves before that request.
    std::optional<game::Game> m_carried;
    bool m_continuing = false; // the session's game goes on from m_carried
    dxp::Session::TimeUse m_carriedTime;
    int m_restarts = 0;
};

} // namespace draughts::cli
