#pragma once

#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace draughts::core {

// Where the internal squares of a game lie on the real board, and their
// names. Files and ranks count from 0: file 0 is 'a', rank 0 is White's first
// row. a1 is always a dark square.
int boardSize(Variant variant);          // 10 or 8
int playingSquareCount(Variant variant); // 50 or 32
bool playsOnLightSquares(Variant variant);

// Every playing square of the game.
Bitboard allSquares(Variant variant);

Square squareAt(Variant variant, int file, int rank); // NoSquare when not a playing square
int fileOf(Variant variant, Square square);
int rankOf(Variant variant, Square square);

// Standard numbering 1..50 (1..32 on 8x8), row by row from the top-left as
// seen by White.
int squareNumber(Variant variant, Square square);
Square squareFromNumber(Variant variant, int number); // NoSquare when out of range

// The name used in notation: the number on 10x10 boards, "c3" on 8x8.
std::string squareName(Variant variant, Square square);
// Parses a square name as written by squareName; NoSquare when it names none.
Square parseSquare(Variant variant, std::string_view text);
// Algebraic name ("c3") of any playing square, for display in every game.
std::string algebraicName(Variant variant, Square square);

} // namespace draughts::core
