#pragma once

#include "engines/tables_source.hpp"

#include <draughts/core/types.hpp>
#include <draughts/dxp/session.hpp>
#include <draughts/game/game.hpp>

#include <QObject>
#include <QPointer>
#include <QString>

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <utility>

namespace draughts::app {

class ComputerPlayer;
class DxpConnection;
class NetworkPlayer;
class GameController;
class Player;
class Prompter;

// The players at the game: whenever a game starts, the players its setup
// chooses take their seats at the controller (makePlayer makes them), each
// with what it needs from the window: the Prompter that puts a draw offer
// to a person, the computer's timing, where an external engine's failure is
// told. It says what the computers are doing, and Game > Move Now hurries
// the one thinking. A new kind of player needs nothing here: a
// PlayerChoice kind, its Player class and its case in makePlayer.
class PlayerSeats : public QObject {
    Q_OBJECT

public:
    // How the computer players of the next games play: a fixed seed makes
    // every level repeat its moves (none: a new seed each game); the pause
    // is the least time before a computer answers a person, the demo pause
    // the same when two computers play each other.
    struct ComputerTiming {
        std::optional<std::uint64_t> seed;
        std::chrono::milliseconds pause{500};
        std::chrono::milliseconds demoPause{1200};
        std::chrono::milliseconds moveTime{4000};
    };

    explicit PlayerSeats(GameController& controller, QObject* parent = nullptr);

    // Who puts a draw offer to a person; null: offers are declined.
    void setPrompter(Prompter* prompter) { m_prompter = prompter; }
    void setComputerTiming(const ComputerTiming& timing) { m_timing = timing; }
    // The threads the computers search on (Preferences::threads): those
    // seated from their next turn, the next games' from the start.
    void setThreads(int threads);
    // Where the computers get the endgame tables (EndgameTablesKeeper), from the next game on.
    void setTables(TablesSource tables) { m_tables = std::move(tables); }
    // How long a program across the network may take to answer and to move
    // (dxp::SessionSettings; tests shorten them).
    void setNetworkTimeouts(const dxp::SessionSettings& timeouts) { m_networkTimeouts = timeouts; }
    // The computer playing `side`, if a computer does.
    ComputerPlayer* computer(core::Side side) const;
    // A computer is thinking about the move awaited: Move Now may hurry it.
    bool canMoveNow() const;
    // The connection of a network game begun (NetworkLobby): the person
    // across the network of the next game plays on it (owned till then).
    void setConnection(DxpConnection* connection);
    // The person across the network, if one plays.
    NetworkPlayer* remotePerson() const;
    // A line of chat to him; false when none plays.
    bool sendChat(const QString& text);

public slots:
    // Game > Move Now: the computer thinking plays its best move so far.
    void moveNow();

signals:
    // What the player of `side` is doing, for his card: "Thinking… depth 7",
    // or "" when he is not thinking.
    void thinking(core::Side side, const QString& text);
    // Both players are seated for the game just started.
    void seated();
    // An engine failed (sentences saying why and what follows): an external
    // one's side is played by our own engine, our own one's by a person.
    void engineFailed(const QString& message);
    // The program across the network stopped playing (a sentence saying
    // what happened); a person at this board plays its side from here on.
    void networkFailed(const QString& message);
    // Something the program across the network did that the game survives.
    void networkNotice(const QString& message);
    // A line of chat from the player across the network.
    void chatReceived(const QString& from, const QString& text);

private:
    void seatPlayers();
    void seatNetworkPlayer(core::Side side, NetworkPlayer& player);
    void handToPerson(core::Side side, const Player* leaving);
    void seatRemotePerson(core::Side side, NetworkPlayer& player);
    // Puts a draw offer to the person playing `side`.
    std::function<bool(const game::Game&)> askDraw(core::Side side);

    GameController& m_controller;
    Prompter* m_prompter = nullptr;
    ComputerTiming m_timing;
    int m_threads = 1;
    TablesSource m_tables;
    dxp::SessionSettings m_networkTimeouts;
    QPointer<DxpConnection> m_connection;
};

} // namespace draughts::app
