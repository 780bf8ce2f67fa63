#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace draughts::pdn {

// How much time each player has: `baseSeconds` for the whole game and
// `incrementSeconds` added after each of his turns (a Fischer clock).
// A base of 0 means the game is played without clocks.
struct TimeControl {
    int baseSeconds = 0;
    int incrementSeconds = 0;

    bool enabled() const { return baseSeconds > 0; }
    friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

inline constexpr std::string_view timeControlTag = "TimeControl";
// PGN's tag for how a game ended; the library writes and reads the value
// below for a game lost on time (docs/pdn.md).
inline constexpr std::string_view terminationTag = "Termination";
inline constexpr std::string_view timeForfeitTermination = "time forfeit";

// The TimeControl tag's value as PGN writes a game with increment,
// "300+3" (seconds, plus seconds per move), or "300" without increment.
std::string writeTimeControl(const TimeControl& control);
// Reads "300+3" or "300"; nothing for "-", "?", periods ("40/7200") or
// anything else, which the program cannot play.
std::optional<TimeControl> readTimeControl(std::string_view value);

// The clock command of a comment: "[%clock 0:04:57]", the time left on the
// clock of the player who has just acted, in hours, minutes and seconds,
// rounded up to a whole second (so that a player with time left never reads
// back as having none).
std::string clockCommand(std::int64_t milliseconds);

// A comment split into the time of its first clock command, "[%clock
// H:MM:SS]" (also "[%clk ...]", "M:SS" and tenths, as other programs write
// them), and the rest of the comment with every clock command removed.
struct ClockComment {
    std::optional<std::int64_t> milliseconds;
    std::string comment;
};
ClockComment takeClockCommand(std::string_view comment);

// A comment with a clock command in front of it.
std::string withClockCommand(std::int64_t milliseconds, std::string_view comment);

} // namespace draughts::pdn
