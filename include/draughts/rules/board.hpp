#pragma once

#include <draughts/core/types.hpp>

namespace draughts::rules {

using core::Bitboard;

// The engine's square layout. Playing squares are numbered row by row from
// the top-left as seen by White; square s (0-based) lives on bit
// s + s / (2 * perRow). The extra bit after every two rows is a "ghost" that
// is never a playing square, so the four diagonal neighbours of any bit are
// always bit - stepLong, bit - stepShort (towards Black's side, "up") and
// bit + stepShort, bit + stepLong ("down"), and a shift that leaves the board
// lands on a ghost or outside the mask.
template <int Size>
struct Board {
    static constexpr int size = Size;
    static constexpr int perRow = Size / 2;
    static constexpr int squareCount = Size * Size / 2;
    static constexpr int stepShort = perRow;
    static constexpr int stepLong = perRow + 1;
    static constexpr int bitCount = squareCount + squareCount / (2 * perRow);

    static constexpr int bitOfIndex(int index) { return index + index / (2 * perRow); }

    static constexpr Bitboard playing()
    {
        Bitboard mask = 0;
        for (int i = 0; i < squareCount; ++i)
            mask |= Bitboard{1} << bitOfIndex(i);
        return mask;
    }
    static constexpr Bitboard rowMask(int row) // row 0 is the top row (Black's first)
    {
        Bitboard mask = 0;
        for (int i = row * perRow; i < (row + 1) * perRow; ++i)
            mask |= Bitboard{1} << bitOfIndex(i);
        return mask;
    }

    static constexpr Bitboard onBoard = playing();
    static constexpr Bitboard topRow = rowMask(0);
    static constexpr Bitboard bottomRow = rowMask(Size - 1);
};

using Board10 = Board<10>;
using Board8 = Board<8>;

// The four diagonal directions of the layout, named as they look from
// White's side of a dark-square board: up leads towards Black's side (lower
// bits). A game on the light squares is mirrored left-right onto the layout
// (rules/geometry.hpp), so there left and right swap; the rules only ever
// ask up or down, and which two directions form one diagonal. Direction d
// and 3 - d are the two halves of one diagonal.
enum Direction : int { UpLeft = 0, UpRight = 1, DownLeft = 2, DownRight = 3 };

// The four diagonal directions as signed bit offsets, indexed by Direction.
template <class B>
inline constexpr int directions[4] = {-B::stepLong, -B::stepShort, B::stepShort, B::stepLong};

// Shifts every square of `set` one step in direction `delta` (bits leaving the
// board are not masked here; callers mask with a set of playing squares).
constexpr Bitboard shifted(Bitboard set, int delta) { return delta > 0 ? set << delta : set >> -delta; }

} // namespace draughts::rules
