#pragma once

#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>

namespace draughts::rules {

using core::Bitboard;
using core::NoSquare;
using core::Square;

// Where the internal squares of a board lie on the real board. Files and
// ranks count from 0: file 0 is 'a', rank 0 is White's first row; a1 is
// always a dark square. Squares are numbered 1..count row by row from the
// top-left as seen by White (international.md §2.2, corner.md §2.2), and
// square number n sits on the internal layout of rules/board.hpp. A game
// played on the light squares is mirrored left-right onto that layout, so
// every 10x10 game has the same diagonal geometry inside the engine.
struct Shape {
    int size = 10;             // squares along an edge
    bool lightSquares = false; // played on the light squares instead of the dark ones

    constexpr int perRow() const { return size / 2; }
    constexpr int squareCount() const { return size * size / 2; }

    // NoSquare when the number is out of range.
    constexpr Square fromNumber(int number) const
    {
        if (number < 1 || number > squareCount())
            return NoSquare;
        const int row = (number - 1) / perRow();
        const int k = (number - 1) % perRow();
        const int index = row * perRow() + (lightSquares ? perRow() - 1 - k : k);
        return static_cast<Square>(index + index / size);
    }

    // 0 for NoSquare and for bits that are no playing square.
    constexpr int numberOf(Square square) const
    {
        if (square == NoSquare)
            return 0;
        const int pair = square / (size + 1);
        const int offset = square % (size + 1);
        if (offset == size)
            return 0; // the ghost bit after every two rows
        const int index = pair * size + offset;
        const int row = index / perRow();
        const int k = lightSquares ? perRow() - 1 - index % perRow() : index % perRow();
        const int number = row * perRow() + k + 1;
        return number <= squareCount() ? number : 0;
    }

    // NoSquare off the board and on squares the game does not use.
    constexpr Square at(int file, int rank) const
    {
        if (file < 0 || rank < 0 || file >= size || rank >= size)
            return NoSquare;
        const bool dark = (file + rank) % 2 == 0;
        if (dark == lightSquares)
            return NoSquare;
        return fromNumber((size - 1 - rank) * perRow() + file / 2 + 1);
    }

    constexpr int rankOf(Square square) const { return size - 1 - (numberOf(square) - 1) / perRow(); }

    constexpr int fileOf(Square square) const
    {
        const int row = (numberOf(square) - 1) / perRow();
        const int k = (numberOf(square) - 1) % perRow();
        // Dark squares: rows counted from the top start on file b when even; light squares on file a.
        const bool startsOnB = (row % 2 == 0) != lightSquares;
        return 2 * k + (startsOnB ? 1 : 0);
    }

    constexpr Bitboard all() const
    {
        Bitboard set = 0;
        for (int n = 1; n <= squareCount(); ++n)
            set |= core::bitOf(fromNumber(n));
        return set;
    }
};

// The board of a game's policy (rules/defaults.hpp), at compile time.
template <class P>
constexpr Shape shapeOf()
{
    return {P::BoardType::size, P::lightSquares};
}

// The board of a game chosen at run time.
Shape shapeOf(core::Variant variant);

int boardSize(core::Variant variant);          // 10 or 8
int playingSquareCount(core::Variant variant); // 50 or 32
Bitboard allSquares(core::Variant variant);
Square squareAt(core::Variant variant, int file, int rank);
int fileOf(core::Variant variant, Square square);
int rankOf(core::Variant variant, Square square);
int squareNumber(core::Variant variant, Square square);
Square squareFromNumber(core::Variant variant, int number);

} // namespace draughts::rules
