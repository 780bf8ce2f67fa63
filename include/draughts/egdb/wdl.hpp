#pragma once

#include <cstdint>
#include <string_view>

namespace draughts::egdb {

// The value of a position with perfect play, for the side to move: it wins,
// the game is drawn (neither side can force a win), or it loses.
enum class Wdl : std::uint8_t { Loss, Draw, Win };

// The same value seen by the other side.
constexpr Wdl flipped(Wdl value) { return value == Wdl::Win ? Wdl::Loss : value == Wdl::Loss ? Wdl::Win : Wdl::Draw; }

// "win", "draw" or "loss", as the command-line tool prints it.
constexpr std::string_view wdlName(Wdl value)
{
    return value == Wdl::Win ? "win" : value == Wdl::Loss ? "loss" : "draw";
}

} // namespace draughts::egdb
