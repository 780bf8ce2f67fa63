#pragma once

// Lines of the board as precomputed bit sets: what a flying king sees along
// each direction, for one king (ray tables) or all of them at once
// (occluded fills).

#include <draughts/rules/board.hpp>
#include <draughts/rules/kernel/directions.hpp>
#include <draughts/support/multiversion.hpp>

#include <array>
#include <bit>

namespace draughts::rules::detail {

using core::Bitboard;

// For every bit of the board and direction, the playing squares strictly
// beyond it along that direction, up to the edge; and the same line with the
// square itself, indexed by bit + 1 so that index 0 and 64 stand for "no
// square" and give the empty set (a first blocker found by a bit scan then
// needs no test for "none").
template <class B>
struct Rays {
    std::array<std::array<Bitboard, directionCount>, 64> beyond{};
    std::array<std::array<Bitboard, directionCount>, 65> shadow{};

    static constexpr bool onBoard(int bit) { return bit >= 0 && bit < 64 && ((B::onBoard >> bit) & 1U) != 0; }

    constexpr Rays()
    {
        for (int bit = 0; bit < 64; ++bit) {
            if (!onBoard(bit))
                continue;
            for (int d = 0; d < directionCount; ++d) {
                Bitboard line = 0;
                for (int to = bit + directions<B>[d]; onBoard(to); to += directions<B>[d])
                    line |= Bitboard{1} << to;
                beyond[static_cast<std::size_t>(bit)][static_cast<std::size_t>(d)] = line;
                shadow[static_cast<std::size_t>(bit + 1)][static_cast<std::size_t>(d)] = line | Bitboard{1} << bit;
            }
        }
    }

    constexpr Bitboard operator()(int bit, int d) const
    {
        return beyond[static_cast<std::size_t>(bit)][static_cast<std::size_t>(d)];
    }
};

template <class B>
inline constexpr Rays<B> rays{};

// What a flying piece on `bit` sees in direction D: the empty squares it
// reaches and the first occupied square after them.
struct Slide {
    Bitboard reach;
    Bitboard blocker; // the first occupied square as a set: empty at the edge
    int blockerBit;   // its bit number, meaningless when there is none
};

template <class B, int D>
DRAUGHTS_INLINE constexpr Slide slide(int bit, Bitboard empty)
{
    const Bitboard line = rays<B>(bit, D);
    const Bitboard occupied = line & ~empty;
    // index: the blocker's bit + 1, or 0 (going up) / 64 (going down) for none.
    int index;
    if constexpr (leadsUp(D))
        index = 63 - std::countl_zero((occupied << 1) | 1U);
    else
        index = std::countr_zero(occupied | Bitboard{1} << 63) + 1;
    const int blockerBit = index - 1;
    return {line & ~rays<B>.shadow[static_cast<std::size_t>(index)][D], occupied & (Bitboard{1} << (blockerBit & 63)),
            blockerBit};
}

// The squares a flying piece on `bit` sees along both halves of the
// diagonal through it (directions Up and its opposite): the empty ones and
// the first occupied one each way. One subtraction does it: removing the
// nearest occupied square below from the occupied squares above flips
// exactly the bits from the one to the other ("obstruction difference").
template <class B, int Up>
DRAUGHTS_INLINE constexpr Bitboard diagonalView(int bit, Bitboard empty)
{
    static_assert(leadsUp(Up));
    const Bitboard below = rays<B>(bit, Up) & ~empty;
    const Bitboard above = rays<B>(bit, opposite(Up)) & ~empty;
    const Bitboard nearestBelow = Bitboard{1} << (63 - std::countl_zero(below | 1U));
    return (rays<B>(bit, Up) | rays<B>(bit, opposite(Up))) & (above ^ (above - nearestBelow));
}

// The empty squares a flying piece on `bit` reaches in any direction.
template <class B>
DRAUGHTS_INLINE constexpr Bitboard flyingReach(int bit, Bitboard empty)
{
    return (diagonalView<B, UpLeft>(bit, empty) | diagonalView<B, UpRight>(bit, empty)) & empty;
}

// All empty squares reached from the pieces of `from` in direction D
// (occluded fill: each piece stops before the first occupied square). Two
// pieces never share a reached square, as the nearer one blocks the other.
template <class B, int D>
DRAUGHTS_INLINE constexpr Bitboard slideAll(Bitboard from, Bitboard empty)
{
    Bitboard reached = from;
    empty &= B::onBoard;
    reached |= empty & stepped<B, D>(reached);
    empty &= stepped<B, D>(empty);
    reached |= empty & stepped<B, D>(stepped<B, D>(reached));
    empty &= stepped<B, D>(stepped<B, D>(empty));
    reached |= empty & stepped<B, D>(stepped<B, D>(stepped<B, D>(stepped<B, D>(reached))));
    if constexpr (B::size > 8) {
        empty &= stepped<B, D>(stepped<B, D>(stepped<B, D>(stepped<B, D>(empty))));
        reached |= empty & stepped<B, D>(stepped<B, D>(stepped<B, D>(
                               stepped<B, D>(stepped<B, D>(stepped<B, D>(stepped<B, D>(stepped<B, D>(reached))))))));
    }
    return reached & ~from;
}

} // namespace draughts::rules::detail
