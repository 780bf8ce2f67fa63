#pragma once

// Per-square facts the evaluations use, worked out once per game from the
// board geometry: how far a square is from each side's own back row, its
// file, the squares a man there can still reach on its way forward, and the
// squares behind it.

#include <draughts/support/multiversion.hpp>

#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/rules/board.hpp>

#include <array>
#include <cstdint>

namespace draughts::engine::evaluation {

struct BoardTables {
    int size = 10;
    core::Bitboard playing = 0;
    std::array<std::int8_t, 64> file{}; // as seen by White, 0 = a
    // Rows from each side's own back row (0) towards the far row (size - 1).
    std::array<std::array<std::int8_t, 64>, 2> rank{};
    // Squares a man of each side could step on from here to the far row
    // (a widening triangle ahead of it, the square itself excluded).
    std::array<std::array<core::Bitboard, 64>, 2> forwardCone{};
    // The (one or two) squares diagonally behind, from each side's view.
    std::array<std::array<core::Bitboard, 64>, 2> behind{};
    // The squares diagonally ahead, from each side's view.
    std::array<std::array<core::Bitboard, 64>, 2> ahead{};
    // The squares along the four diagonals of a square (a flying king's reach on an empty board).
    std::array<core::Bitboard, 64> diagonals{};
    // Regions: the middle (files c-h, ranks 4-7 on 10x10; c-f, 3-6 on
    // 8x8), the two side files, the left half, each side's back row, and
    // the long diagonal a1-j10 (a1-h8).
    core::Bitboard centre = 0;
    core::Bitboard edgeFiles = 0;
    core::Bitboard leftHalf = 0;
    std::array<core::Bitboard, 2> backRow{};
    core::Bitboard longDiagonal = 0;

    static int index(core::Side side) { return side == core::Side::White ? 0 : 1; }
    int rankOf(core::Side side, core::Square s) const { return rank[static_cast<std::size_t>(index(side))][s]; }
};

// The tables of a game (built on first use, thread-safe).
const BoardTables& boardTables(core::Variant variant);

// The number of squares in a set, without a library call: plain x86-64 has
// no popcount instruction, and the evaluations count a lot. GCC knows this
// sum and makes it one POPCNT in the versions for newer processors that the
// evaluations are compiled in (DRAUGHTS_MULTIVERSION).
constexpr int count(core::Bitboard set)
{
    set = set - ((set >> 1) & 0x5555555555555555ULL);
    set = (set & 0x3333333333333333ULL) + ((set >> 2) & 0x3333333333333333ULL);
    set = (set + (set >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((set * 0x0101010101010101ULL) >> 56);
}

// Pieces of `mine` that a man of `them` could jump right now (the square
// beyond empty). `backward`: men capture backwards too. B is the board
// layout of rules/board.hpp; `empty` must lie on the board.
template <class B>
core::Bitboard menThreats(core::Bitboard mine, core::Bitboard theirMen, core::Bitboard empty, core::Side them,
                          bool backward)
{
    core::Bitboard threatened = 0;
    for (int delta : rules::directions<B>) {
        const bool forward = them == core::Side::White ? delta < 0 : delta > 0;
        if (forward || backward)
            threatened |= rules::shifted(theirMen, delta) & mine & rules::shifted(empty, -delta);
    }
    return threatened;
}

// The men of side S (on board layout B) with no enemy piece anywhere in
// the widening triangle ahead of them: the triangles behind the enemy
// pieces are filled a row at a time, and a man outside them is free.
template <class B, core::Side S>
DRAUGHTS_INLINE core::Bitboard freeMen(core::Bitboard men, core::Bitboard enemy)
{
    constexpr int back = S == core::Side::White ? 1 : -1; // towards the side's own back row
    core::Bitboard shadow = enemy;
    for (int r = 1; r < B::size; ++r)
        shadow |=
            (rules::shifted(shadow, back * B::stepShort) | rules::shifted(shadow, back * B::stepLong)) & B::onBoard;
    return men & ~shadow;
}

} // namespace draughts::engine::evaluation
