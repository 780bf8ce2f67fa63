#pragma once

// The messages of the DamExchange protocol (DXP), layer 2, as docs/dxp.md
// describes them: one letter for the type, then fixed-width fields of ASCII
// digits and letters. On the wire each message ends with a NUL byte
// (dxp/message_stream.hpp); the texts here never hold it.

#include <draughts/core/position.hpp>
#include <draughts/core/types.hpp>

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace draughts::dxp {

inline constexpr int ProtocolVersion = 1;
// A message has 1 to 127 characters; names are 32 wide; chat text 1 to 126.
inline constexpr std::size_t MaxMessageLength = 127;
inline constexpr std::size_t NameWidth = 32;
inline constexpr std::size_t MaxChatLength = 126;
inline constexpr int SquareCount = 50;
inline constexpr int MaxCaptured = 20;

// GAMEREQ ('R'): the initiator asks for a game.
struct GameRequest {
    int version = ProtocolVersion;
    std::string initiatorName; // at most 32 characters, trailing blanks removed
    core::Side followerSide = core::Side::Black;
    // Each player's time for the whole game. Written as whole minutes
    // ("005"), or as a decimal number of minutes where that is what the
    // time is (".20" is 12 s, "1.5" is 90 s); both are read.
    std::chrono::milliseconds thinkingTime{0};
    int moves = 0; // moves of the whole game; 0: no limit
    // The start position with its side to move; none for the standard
    // start with White to move (starting position 'A'). Only the pieces,
    // kings and side to move are sent.
    std::optional<core::Position> start;

    friend bool operator==(const GameRequest&, const GameRequest&) = default;
};

enum class Acceptance {
    Accepted = 0,
    VersionNotSupported = 1,
    GameDeclined = 2, // this game not, another one perhaps
    NoGames = 3,      // no game at all
};

// GAMEACC ('A'): the follower's answer to a GAMEREQ.
struct GameAccept {
    std::string followerName;
    Acceptance acceptance = Acceptance::Accepted;

    friend bool operator==(const GameAccept&, const GameAccept&) = default;
};

// MOVE ('M'): a move as from, to and the captured squares (numbers 1-50,
// international.md §2.2), in any order.
struct MoveMessage {
    int seconds = 0; // the time the sender took, 0-9999; for information
    int from = 0;
    int to = 0;
    std::vector<int> captured;

    friend bool operator==(const MoveMessage&, const MoveMessage&) = default;
};

enum class EndReason {
    Unspecified = 0,
    SenderLoses = 1, // "I give up"
    Draw = 2,
    SenderWins = 3,
};

enum class StopCode {
    NextGameWelcome = 0,
    NoMoreGames = 1,
};

// GAMEEND ('E'): the player to move ends the game; the other one answers
// with a GAMEEND of its own (reason 0) and the game is over.
struct GameEnd {
    EndReason reason = EndReason::Unspecified;
    StopCode stop = StopCode::NextGameWelcome;

    friend bool operator==(const GameEnd&, const GameEnd&) = default;
};

// CHAT ('C'): free text, 1 to 126 characters, at any time.
struct Chat {
    std::string text;

    friend bool operator==(const Chat&, const Chat&) = default;
};

// BACKREQ ('B'): go back to the position where `sideToMove` is to make
// move `moveNumber` (the game's first move is move 1).
struct BackRequest {
    int moveNumber = 1; // 1-999
    core::Side sideToMove = core::Side::White;

    friend bool operator==(const BackRequest&, const BackRequest&) = default;
};

enum class BackAcceptance {
    Accepted = 0,
    NotSupported = 1,
    Declined = 2,
};

// BACKACC ('K'): the answer to a BACKREQ.
struct BackAccept {
    BackAcceptance acceptance = BackAcceptance::Accepted;

    friend bool operator==(const BackAccept&, const BackAccept&) = default;
};

using Message = std::variant<GameRequest, GameAccept, MoveMessage, GameEnd, Chat, BackRequest, BackAccept>;

// The protocol's name of the message's type: "GAMEREQ", "MOVE", ...
std::string_view typeName(const Message& message);

// Why a received text is no message: the field, in the protocol's words,
// and what is wrong with it.
struct DecodeError {
    std::string type;         // "GAMEREQ", ..., or "message" when the type is unknown
    std::string field;        // "thinking time", "captured square 3", ...
    std::string reason;       // "\"1x5\" is no number of minutes"
    std::size_t column = 1;   // 1-based, in the message
    bool unknownType = false; // the first character names no DXP message

    // "GAMEREQ thinking time (column 37): \"1x5\" is no number of minutes"
    std::string describe() const;
};

struct Decoded {
    std::optional<Message> message;
    DecodeError error;
    explicit operator bool() const { return message.has_value(); }
};

// Reads one message (without its NUL). A GAMEREQ of another protocol
// version is read as far as its version, so that it can be answered.
// Characters after the last field are an error, except in a CHAT.
Decoded decode(std::string_view text);

// Writes one message (without its NUL). Names longer than 32 characters
// are cut, a chat text longer than 126; every character outside printable
// ASCII becomes '?', so the result is always a valid message.
std::string encode(const Message& message);

// The thinking time as the three characters of GAMEREQ: whole minutes
// where the time is a whole number of minutes (or 10 minutes or more,
// rounded), else decimal minutes (".20", "1.5"), at least ".01".
std::string encodeThinkingTime(std::chrono::milliseconds time);

} // namespace draughts::dxp
