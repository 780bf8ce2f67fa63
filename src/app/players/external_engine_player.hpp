#pragma once

#include "values/engine_description.hpp"
#include "engines/hub_client.hpp"
#include "controller/player.hpp"

#include <draughts/hub/client.hpp>
#include <draughts/pdn/time_control_tag.hpp>

#include <memory>

namespace draughts::app {

// An external Hub engine as a player of the game. It starts the engine
// when the first turn comes, sends the position with the moves that led
// to it, and plays the engine's move once it is checked against the rules.
// When the engine fails (does not start, crashes, stays silent, sends
// something that is not the protocol or not a legal move) it says why in
// failed(), the engine is killed, and the game goes on: this turn and every
// later one is played by `fallback`, our own engine.
//
// What the protocol cannot say is decided here: pending forfeit claims are
// declined (the protocol has no claims), and draw offers are declined.
class ExternalEnginePlayer : public Player {
    Q_OBJECT

public:
    ExternalEnginePlayer(const EngineDescription& engine, core::Variant variant, std::unique_ptr<Player> fallback,
                         QObject* parent = nullptr);
    ~ExternalEnginePlayer() override;

    // Thinking time per move (the protocol's level move-time), used when
    // the game has no clocks.
    void setMoveTime(int milliseconds) { m_moveTimeMs = milliseconds; }
    // The game's clocks: with them the engine is told, as each of its moves
    // begins, the time its clock has left and its increment (level time=…
    // inc=…), and divides its time itself.
    void setClocks(const pdn::TimeControl& clocks) { m_clocks = clocks; }
    // What the engine is told for its move in `game`: its time left on the
    // clocks as the game's history recorded it, else the move time.
    hub::ThinkLimit thinkLimit(const game::Game& game) const;
    void setTimeouts(const hub::ClientTimeouts& timeouts);
    bool hasFailed() const { return m_failed; }
    const HubClient& client() const { return *m_client; }

    bool isHuman() const override { return false; }
    void beginTurn(const game::Game& game) override;
    void cancelTurn() override;
    void considerDraw(const game::Game& game) override;

    // The position the engine is sent for `game`, and the moves after it:
    // the game's moves back to its start or to the last action the
    // protocol cannot say (a claim, a move that broke the capture rules).
    static std::pair<QString, QStringList> positionOf(const game::Game& game);

signals:
    // The engine failed and `fallback` plays on; a sentence for the player.
    void failed(const QString& message);

private:
    void askEngine();
    void engineMoved(const QString& text);
    void engineFailed(const QString& message);

    core::Variant m_variant;
    std::unique_ptr<Player> m_fallback;
    HubClient* m_client;
    int m_moveTimeMs = 2000;
    pdn::TimeControl m_clocks;
    const game::Game* m_game = nullptr; // the turn being played, while it is
    unsigned m_turn = 0;                // a late answer to an earlier turn is dropped
    bool m_failed = false;
};

} // namespace draughts::app
