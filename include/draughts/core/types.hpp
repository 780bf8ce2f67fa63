#pragma once

#include <bit>
#include <cstdint>

namespace draughts::core {

// A set of playing squares, one bit per square in the engine's internal
// layout (see rules/board.hpp): each bit is an internal square index.
using Bitboard = std::uint64_t;

// An internal square index (a bit position). Use rules/geometry.hpp to turn it
// into a file, rank or number, and notation/square_names.hpp for its name.
using Square = std::uint8_t;
inline constexpr Square NoSquare = 0xFF;

enum class Side : std::uint8_t { White, Black };

constexpr Side opposite(Side side) { return side == Side::White ? Side::Black : Side::White; }

constexpr Bitboard bitOf(Square square) { return Bitboard{1} << square; }

constexpr bool contains(Bitboard set, Square square) { return (set >> square) & 1U; }

constexpr int countOf(Bitboard set) { return std::popcount(set); }

constexpr Square lowestSquare(Bitboard set) { return static_cast<Square>(std::countr_zero(set)); }

// Calls f(square) for each square of the set, lowest first.
template <class F>
constexpr void forEachSquare(Bitboard set, F&& f)
{
    while (set) {
        f(lowestSquare(set));
        set &= set - 1;
    }
}

} // namespace draughts::core
