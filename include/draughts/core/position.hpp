#pragma once

#include <draughts/core/types.hpp>

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
    // In a game where Black moves twice (Twenty vs Ten): during the second
    // half of Black's turn, the square of the piece that made the first half
    // (it may not move again); else NoSquare.
    Square barred = NoSquare;
    // In a game with a hand (To the Last Man): the side to move has placed a
    // stone this turn already.
    bool placedThisTurn = false;
    // Plies since the number of pieces last decreased (draw counter).
    std::uint8_t quietPlies = 0;
    // Stones in each side's hand, indexed by Side (games with a hand).
    std::array<std::uint8_t, 2> hand{};
    // Times each stone was captured since it last moved, indexed by square;
    // zero on empty squares (games with a capture limit, all on 8x8 boards).
    std::array<std::uint8_t, 36> captureCount{};

    Bitboard pieces(Side side) const { return side == Side::White ? white : black; }
    Bitboard& pieces(Side side) { return side == Side::White ? white : black; }
    Bitboard occupied() const { return white | black; }
    Bitboard men(Side side) const { return pieces(side) & ~kings; }
    Bitboard kingsOf(Side side) const { return pieces(side) & kings; }
    bool isSecondHalfOfTurn() const { return barred != NoSquare; }
    // The capture count of a square in any game (0 where none is kept).
    int captureCountAt(Square square) const { return square < captureCount.size() ? captureCount[square] : 0; }

    friend bool operator==(const Position&, const Position&) = default;
};

} // namespace draughts::core
