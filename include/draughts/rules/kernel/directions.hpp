#pragma once

// The named diagonal directions (rules/board.hpp) as compile-time constants,
// and the bitwise step along one of them that every part of the move
// generator is built from.

#include <draughts/core/types.hpp>
#include <draughts/rules/board.hpp>
#include <draughts/support/multiversion.hpp>

#include <bit>
#include <type_traits>

namespace draughts::rules::detail {

inline constexpr int directionCount = 4;
// No direction: a piece that has not jumped yet came from nowhere.
inline constexpr int noDirection = -1;

// The other half of the diagonal: UpLeft and DownRight, UpRight and DownLeft.
constexpr int opposite(int direction) { return 3 - direction; }
// Whether the direction leads towards Black's side (lower bits).
constexpr bool leadsUp(int direction) { return direction == UpLeft || direction == UpRight; }
// The upward direction of the diagonal crossing the one `direction` lies on:
// where a piece turns at a landing square.
constexpr int across(int direction) { return direction == UpLeft || direction == DownRight ? UpRight : UpLeft; }

// Whether direction D leads forward for the men of `us`: White's go up.
template <int D>
constexpr bool leadsForward(core::Side us)
{
    return (us == core::Side::White) == leadsUp(D);
}

template <int D>
using DirectionTag = std::integral_constant<int, D>;

// Calls f(DirectionTag<UpLeft>{}) .. f(DirectionTag<DownRight>{}), so that
// the body sees the direction as a constant and its shifts are immediate.
template <class F>
DRAUGHTS_INLINE constexpr void forEachDirection(F&& f)
{
    f(DirectionTag<UpLeft>{});
    f(DirectionTag<UpRight>{});
    f(DirectionTag<DownLeft>{});
    f(DirectionTag<DownRight>{});
}

// The union of four sets indexed by direction.
DRAUGHTS_INLINE constexpr Bitboard unionOf(const Bitboard (&sets)[directionCount])
{
    return sets[UpLeft] | sets[UpRight] | sets[DownLeft] | sets[DownRight];
}

// Every square of `set` moved one step in direction D (squares that leave the
// board land on ghost bits or fall off the word; callers mask them away).
template <class B, int D>
DRAUGHTS_INLINE constexpr Bitboard stepped(Bitboard set)
{
    constexpr int delta = directions<B>[D];
    if constexpr (delta > 0)
        return set << delta;
    else
        return set >> -delta;
}

// The square of the non-empty `set` that comes first when walking in
// direction D: the lowest bit going down, the highest going up.
template <int D>
DRAUGHTS_INLINE constexpr int firstAlong(Bitboard set)
{
    if constexpr (leadsUp(D))
        return 63 - std::countl_zero(set);
    else
        return std::countr_zero(set);
}

} // namespace draughts::rules::detail
