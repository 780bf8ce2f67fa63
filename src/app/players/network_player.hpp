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
//
// A person at another computer (Game > Play Over the Network…) plays on a
// connection whose game has begun (NetworkLobby made it). He decides
// take-backs and draw offers himself: they are asked of him in BACKREQ and
// in CHAT (dxp/draw_offer.hpp), and his are put to the person here
// (takeBackAsked(), an offer of a draw on his turn); and the two chat.
class NetworkPlayer : public Player {
    Q_OBJECT
public:
    struct Options {
        QString host;
        quint16 port = 0;
        QString ourName;                          // sent in the GAMEREQ
        core::Side side = core::Side::Black;      // the side the program across the network plays
        std::optional<core::Position> start;      // none: the FMJD's start, White to move
        std::chrono::milliseconds moveTime{2000}; // the thinking time asked for: 75 moves of it
        dxp::SessionSettings session{};           // its timeouts (the role and name are set here)
    };

    explicit NetworkPlayer(Options options, QObject* parent = nullptr);
    // A person across the network, on `connection` (taken over) whose game has begun.
    explicit NetworkPlayer(DxpConnection* connection, QObject* parent = nullptr);
    ~NetworkPlayer() override;

    bool isHuman() const override { return false; }
    void beginTurn(const game::Game& game) override;
    void cancelTurn() override;
    // A person across the network is asked in CHAT; a program declines
    // (DXP has no draw offers).
    void considerDraw(const game::Game& game) override;
    // Undo is asked of the other side first (BACKREQ).
    bool decidesTakeBacks() const override;
    void considerTakeBack(const game::Game& game, std::size_t ply) override;

    // A person across the network: a line of chat to him, and the answer
    // to his take-back request (takeBackAsked()).
    void sendChat(const QString& text);
    void answerTakeBack(bool accept);
    bool isPerson() const { return m_person; }

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
    // A line of chat from the other side.
    void chatReceived(const QString& text);
    // The person across the network asks to go back to the position after
    // `ply` actions: answerTakeBack() tells him the answer.
    void takeBackAsked(std::size_t ply);

private:
    void requestGame();
    void onEvent(const dxp::Event& event);
    void ended(const dxp::GameEnded& end);
    void attach();
    void chatted(const std::string& text);
    void backAnswered(const dxp::BackAnswered& answer);
    void endAtBoard();
    void sync();
    QString leftMessage() const;
    void fail(const QString& message);
    void answer(const Decision& decision);

    Options m_options;
    DxpConnection* m_connection;
    const game::Game* m_turn = nullptr;  // the turn awaited, while it is
    const game::Game* m_board = nullptr; // the game on the board, as last followed
    unsigned m_turnNumber = 0;
    QString m_opponent;
    bool m_failed = false;
    bool m_person = false;
    bool m_drawOffered = false;   // ours, awaiting the answer in CHAT
    bool m_drawAsked = false;     // his, put to the person here
    bool m_takeBackAsked = false; // ours, awaiting BACKACC
};

// A sentence for a fault of the DXP session, naming what happened.
QString describeFault(const dxp::Fault& fault);

} // namespace draughts::app
