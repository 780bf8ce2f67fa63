#pragma once

#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>

#include <array>
#include <cstdint>

namespace draughts::core {

// Everything the rules need to know about a moment of a game, and nothing
// about how it was reached. Always holds: white & black == 0, kings is a
// subset of white | black, every set lies inside the game's playing squares.
struct Position {
    Bitboard white = 0;
    Bitboard black = 0;
    Bitboard kings = 0;
    Side sideToMove = Side::White;
    // Twenty vs Ten: during the second half of Black's turn, the square of the
    // piece that made the first half (it may not move again); else NoSquare.
    Square barred = NoSquare;
    // To the Last Man: the side to move has placed a stone this turn already.
    bool placedThisTurn = false;
    // Plies since the number of pieces last decreased (draw counter).
    std::uint8_t quietPlies = 0;
    // To the Last Man: stones in each side's hand, indexed by Side.
    std::array<std::uint8_t, 2> hand{};
    // To the Last Man: times each stone was captured since it last moved,
    // indexed by square; zero on empty squares.
    std::array<std::uint8_t, 36> captureCount{};

    Bitboard pieces(Side side) const { return side == Side::White ? white : black; }
    Bitboard& pieces(Side side) { return side == Side::White ? white : black; }
    Bitboard occupied() const { return white | black; }
    Bitboard men(Side side) const { return pieces(side) & ~kings; }
    Bitboard kingsOf(Side side) const { return pieces(side) & kings; }
    bool isSecondHalfOfTurn() const { return barred != NoSquare; }
    // The capture count of a square in any game (0 where none is kept).
    int captureCountAt(Square square) const
    {
        return square < captureCount.size() ? captureCount[square] : 0;
    }

    friend bool operator==(const Position&, const Position&) = default;
};

// The starting position of a game, with its first player to move.
Position startPosition(Variant variant);

} // namespace draughts::core
