#pragma once

// One DXP connection as a state machine (docs/dxp.md, "Sessions"): the
// initiator's or the follower's side of game requests, moves both ways,
// the end of a game, chat and take-backs. It knows no socket and no
// engine: the caller feeds it received bytes and the time, sends what it
// returns, and acts on its events. So a window can drive it from a
// QTcpSocket and the command line from a plain socket, neither blocking.

#include <draughts/core/move.hpp>
#include <draughts/dxp/dxp_message.hpp>
#include <draughts/dxp/message_stream.hpp>
#include <draughts/game/game.hpp>

#include <chrono>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace draughts::dxp {

using Clock = std::chrono::steady_clock;
using TimePoint = Clock::time_point;
using Milliseconds = std::chrono::milliseconds;

enum class Role { Initiator, Follower };

struct SessionSettings {
    Role role = Role::Follower;
    std::string name{}; // ours, sent in GAMEREQ or GAMEACC
    // How long the peer may take to answer a GAMEREQ, a GAMEEND or a BACKREQ.
    Milliseconds answerTimeout{30'000};
    // How long the peer may think about one move. Zero: the game's whole
    // thinking time from the GAMEREQ plus a minute (at least two minutes),
    // since a program may spend its clock on one move.
    Milliseconds moveTimeout{0};
    // The stop code of our GAMEENDs: whether we would play another game.
    StopCode stopCode = StopCode::NextGameWelcome;
};

// What the peer did wrong. A fatal fault ends the session (state Closed);
// the game played so far stays in game().
enum class FaultKind {
    Malformed,    // a message that cannot be read
    UnknownType,  // a message type DXP does not have: ignored, not fatal
    Unexpected,   // a message that does not fit the moment
    IllegalMove,  // a MOVE that is no legal move
    Silence,      // no answer within the time allowed
    Disconnected, // the connection closed during a game or while an answer was due
    Overflow,     // too many bytes without the NUL that ends a message
};

struct Fault {
    FaultKind kind = FaultKind::Malformed;
    std::string message; // names what happened, with the received text
    bool fatal = true;
};

// Events, in the order they happened.
struct GameRequested { // follower: answer with accept() or decline()
    GameRequest request;
};
struct GameStarted {
    core::Side ourSide = core::Side::White;
    std::string opponent;
};
struct GameDeclined { // initiator: the follower said no
    Acceptance acceptance = Acceptance::GameDeclined;
    std::string follower;
};
struct MoveReceived { // already played in game()
    core::Move move;
    Milliseconds took{0};    // by our clock, from the start of the peer's turn
    int reportedSeconds = 0; // what the peer wrote in its MOVE
};
struct GameEnded {           // the GAMEEND exchange is complete
    bool byPeer = true;      // who sent the first GAMEEND
    GameEnd end;             // the first GAMEEND's reason and stop code
    bool superseded = false; // the initiator asked for a new game without ending this one
};
struct ChatReceived {
    std::string text;
};
struct BackRequested { // answer with answerBack()
    BackRequest request;
    std::size_t ply = 0; // the number of moves kept
};
struct BackAnswered { // when accepted, game() is already back there
    BackAcceptance acceptance = BackAcceptance::Declined;
};
struct Closed { // the peer closed the connection between games
};

using Event = std::variant<GameRequested, GameStarted, GameDeclined, MoveReceived, GameEnded, ChatReceived,
                           BackRequested, BackAnswered, Fault, Closed>;

// A DXP connection's side, initiator or follower, from the first GAMEREQ
// to the end of the connection. Always holds: game() is the game of the
// current or last request with every move either side sent, each checked
// against the rules; ourTurn() only while Playing; a game the rules have
// ended is never Playing: the move that ends it, ours or the peer's, is
// followed at once by our GAMEEND (docs/dxp.md, "The end of a game");
// after Closed nothing is read or sent any more. Every input is a call
// with the time it happened.
class Session {
public:
    enum class State {
        Idle,               // between games
        AwaitingAcceptance, // initiator: GAMEREQ sent
        Deciding,           // follower: GAMEREQ received, accept() or decline() due
        Playing,
        Ending, // our GAMEEND sent, the peer's answer due
        Closed, // after a fatal fault, the end of the connection or a stop code
    };

    explicit Session(SessionSettings settings);

    // The transport: bytes received, the connection's end; what to send.
    void receive(std::string_view bytes, TimePoint now);
    void connectionClosed(TimePoint now);
    std::string takeOutput();
    bool hasOutput() const { return !m_output.empty(); }

    // When checkTime() must be called at the latest; none while nothing
    // is awaited from the peer.
    std::optional<TimePoint> deadline() const;
    void checkTime(TimePoint now);

    std::optional<Event> nextEvent();

    // Our actions; each returns false and sends nothing when it does not
    // fit the moment.
    bool requestGame(const GameRequest& request, TimePoint now); // initiator, between games
    bool accept(TimePoint now);                                  // follower, after GameRequested
    bool decline(Acceptance why);
    // A legal move, on our turn; our GAMEEND follows when it ends the game.
    bool sendMove(const core::Move& move, TimePoint now);
    // On our turn: gives up, or ends the game drawn (by adjudication or agreement).
    bool endGame(EndReason reason, TimePoint now);
    // For the GAMEENDs from now on, e.g. the last game of a match.
    void setStopCode(StopCode stop) { m_settings.stopCode = stop; }
    bool chat(std::string_view text); // long texts go as several CHATs
    // Asks to go back to the position after the game's first `ply` moves.
    bool requestBack(std::size_t ply, TimePoint now);
    bool answerBack(bool accept, TimePoint now);

    State state() const { return m_state; }
    Role role() const { return m_settings.role; }
    bool inGame() const { return m_state == State::Playing || m_state == State::Ending; }
    bool ourTurn() const { return m_state == State::Playing && m_game.sideToMove() == m_ourSide; }
    core::Side ourSide() const { return m_ourSide; }
    const std::string& opponentName() const { return m_opponent; }
    // The GAMEREQ of the game being played or last played.
    const GameRequest& request() const { return m_request; }
    // The game being played, or the last one.
    const game::Game& game() const { return m_game; }

    // The time each side spent on its moves in this game, by our clock.
    struct TimeUse {
        Milliseconds ours{0}, theirs{0};
        int ourMoves = 0, theirMoves = 0;
    };
    const TimeUse& timeUse() const { return m_timeUse; }

    // Called with every message sent (true) and received (false), for logs.
    void setTrace(std::function<void(bool sent, std::string_view message)> trace) { m_trace = std::move(trace); }

    // BACKREQ's move number and colour for the position after `ply` moves
    // of a game starting with `first` to move, and back.
    static BackRequest backRequestFor(std::size_t ply, core::Side first);
    static std::optional<std::size_t> plyOf(const BackRequest& request, core::Side first);

private:
    void handle(const std::string& text, TimePoint now);
    // One received message of each type, with its text.
    void on(const GameRequest& request, const std::string& text, TimePoint now);
    void on(const GameAccept& accept, const std::string& text, TimePoint now);
    void on(const MoveMessage& move, const std::string& text, TimePoint now);
    void on(const GameEnd& end, const std::string& text, TimePoint now);
    void on(const Chat& chat, const std::string& text, TimePoint now);
    void on(const BackRequest& back, const std::string& text, TimePoint now);
    void on(const BackAccept& back, const std::string& text, TimePoint now);
    void send(const Message& message);
    void fault(FaultKind kind, std::string message, bool fatal = true);
    void unexpected(const std::string& text, std::string_view why);
    void startGame(TimePoint now);
    void sendEnd(EndReason reason, TimePoint now);
    void endIfOver(TimePoint now);
    void goBack(std::size_t ply, TimePoint now);
    Milliseconds moveTimeout() const;

    SessionSettings m_settings;
    State m_state = State::Idle;
    MessageStream m_stream;
    std::string m_output;
    std::deque<Event> m_events;
    std::function<void(bool, std::string_view)> m_trace;

    GameRequest m_request;
    game::Game m_game;
    core::Side m_ourSide = core::Side::White;
    std::string m_opponent;
    TimePoint m_turnStarted{};
    TimePoint m_waitingSince{}; // for an answer: GAMEACC or GAMEEND
    TimeUse m_timeUse;
    GameEnd m_ourEnd;                       // while Ending
    std::optional<std::size_t> m_backAsked; // our BACKREQ, awaiting BACKACC
    TimePoint m_backAskedAt{};
    std::optional<std::size_t> m_backOffered; // the peer's BACKREQ, awaiting answerBack()
};

} // namespace draughts::dxp
