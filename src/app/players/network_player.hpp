#pragma once

#include "controller/player.hpp"

#include <draughts/dxp/session.hpp>

#include <QString>

#include <chrono>
#include <optional>

namespace draughts::app {

class DxpConnection;

// A program across the network, spoken to in DXP (docs/dxp.md, "Playing
// from the window"): an engine such as Scan, Moby Dam or Kingsrow, or our
// own `draughts-cli dxp --listen`. It connects at once and asks for the game
// (GAMEREQ, we are the initiator, the engine plays this player's side), sends
// every move made at the board as it is played (follow()), and answers its
// turn with the move that comes back. The window never waits for it: all of
// it runs on the socket's signals.
//
// When anything goes wrong (no connection, a malformed message, an illegal
// move, silence, the connection dropped) it says what happened in failed()
// and plays no more; the game on the board is kept, and the window seats a
// person at the board in its place (PlayerSeats).
class NetworkPlayer : public Player {
    Q_OBJECT
public:
    struct Options {
        QString host;
        quint16 port = 0;
        QString ourName;                      // sent in the GAMEREQ
        core::Side side = core::Side::Black;  // the side the program across the network plays
        std::optional<core::Position> start;  // none: the FMJD's start, White to move
        std::chrono::milliseconds moveTime{2000}; // the thinking time asked for: 75 moves of it
        dxp::SessionSettings session{};       // its timeouts (the role and name are set here)
    };

    explicit NetworkPlayer(Options options, QObject* parent = nullptr);
    ~NetworkPlayer() override;

    bool isHuman() const override { return false; }
    void beginTurn(const game::Game& game) override;
    void cancelTurn() override;
    // DXP has no draw offers: the program across the network declines.
    void considerDraw(const game::Game& game) override;

    // The game on the board after every action, so that moves made here
    // (and the end of the game) go across as they happen.
    void follow(const game::Game& game);

    bool hasFailed() const { return m_failed; }
    // The other program's name from its GAMEACC; empty before it.
    const QString& opponentName() const { return m_opponent; }
    const DxpConnection& connection() const { return *m_connection; }

signals:
    // The game request was accepted: the other program plays `side`.
    void started(const QString& opponent);
    // The network game stopped: a sentence saying what happened.
    void failed(const QString& message);
    // Something the other side did that the game survives (a message of a
    // type DXP does not have, a slip the protocol forgives): a sentence.
    void noticed(const QString& message);

private:
    void requestGame();
    void onEvent(const dxp::Event& event);
    void ended(const dxp::GameEnded& end);
    void sync();
    void fail(const QString& message);
    void answer(const Decision& decision);

    Options m_options;
    DxpConnection* m_connection;
    const game::Game* m_turn = nullptr; // the turn awaited, while it is
    const game::Game* m_board = nullptr; // the game on the board, as last followed
    unsigned m_turnNumber = 0;
    QString m_opponent;
    bool m_failed = false;
};

// A sentence for a fault of the DXP session, naming what happened.
QString describeFault(const dxp::Fault& fault);

} // namespace draughts::app
