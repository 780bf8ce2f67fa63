#pragma once

// Kings' captures (international.md §5.2, §5.6): a flying king takes a lone
// enemy piece at any distance along a diagonal, with only empty squares
// before it, and lands on any empty square beyond it before the next
// occupied one; it goes on from a landing square while it can. Where the
// kings reach and what they can take is worked out for all of them at once
// (occluded fills); the depth-first search runs only where a second jump
// exists.

#include <draughts/core/move.hpp>
#include <draughts/core/types.hpp>
#include <draughts/rules/kernel/directions.hpp>
#include <draughts/rules/kernel/lines.hpp>
#include <draughts/rules/kernel/maximum_rule.hpp>
#include <draughts/support/multiversion.hpp>

#include <cstddef>

namespace draughts::rules::detail {

// The empty squares the kings reach in each direction, and the enemy
// pieces they can take going that way: worked out for all kings at once.
struct KingLines {
    Bitboard reach[directionCount] = {};
    Bitboard victims[directionCount] = {};
    bool capture = false;
};

template <class B>
DRAUGHTS_INLINE KingLines kingLines(Bitboard kings, Bitboard jumpable, Bitboard empty)
{
    KingLines lines;
    if (!kings)
        return lines;
    if ((kings & (kings - 1)) == 0) {
        // One king: its four lines straight from the ray tables.
        const int square = core::lowestSquare(kings);
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            const Slide s = slide<B, D>(square, empty);
            lines.reach[D] = s.reach;
            lines.victims[D] = s.blocker & jumpable & stepped<B, opposite(D)>(empty);
        });
    } else {
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            lines.reach[D] = slideAll<B, D>(kings, empty);
            lines.victims[D] = stepped<B, D>(lines.reach[D] | kings) & jumpable & stepped<B, opposite(D)>(empty);
        });
    }
    lines.capture = unionOf(lines.victims) != 0;
    return lines;
}

// The empty squares from which a king going in direction D meets a piece
// of `takeable` first, with an empty square behind it: where a jump that
// way can start.
template <class B, int D>
DRAUGHTS_INLINE Bitboard jumpStarts(Bitboard takeable, Bitboard empty)
{
    const Bitboard victims = takeable & stepped<B, opposite(D)>(empty);
    return slideAll<B, opposite(D)>(victims, empty);
}

// Whether a king on `square` can jump in direction D over a piece of
// `takeable`.
template <class B, int D>
DRAUGHTS_INLINE bool canJump(int square, Bitboard takeable, Bitboard empty)
{
    return (stepped<B, D>(slide<B, D>(square, empty).blocker & takeable) & empty) != 0;
}

// Where the kings land after taking one of `lines.victims`, per
// direction, and whether a king could take more from one of those
// squares (going straight on or turning).
struct KingJumps {
    Bitboard landing[directionCount] = {};
    bool goOn = false;
};

template <class B>
DRAUGHTS_INLINE KingJumps singleKingJumps(const KingLines& lines, Bitboard jumpable, Bitboard empty)
{
    KingJumps jumps;
    Bitboard starts[directionCount];
    forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
        constexpr int D = decltype(direction)::value;
        starts[D] = jumpStarts<B, D>(jumpable, empty);
    });
    forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
        constexpr int D = decltype(direction)::value;
        if (!lines.victims[D])
            return;
        // The piece taken still stands (it blocks the way back) and the
        // square the king left lies behind it: it plays no part in the
        // next jump, which goes on along the same line or crosses it at
        // the landing square.
        jumps.landing[D] = slideAll<B, D>(lines.victims[D], empty);
        constexpr int turn = across(D);
        jumps.goOn |= (jumps.landing[D] & (starts[D] | starts[turn] | starts[opposite(turn)])) != 0;
    });
    return jumps;
}

// The kings that can start a capture in each direction: the first piece
// behind each victim.
template <class B>
DRAUGHTS_INLINE void jumpingKings(const KingLines& lines, Bitboard kings, Bitboard empty,
                                  Bitboard (&jumping)[directionCount])
{
    forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
        constexpr int D = decltype(direction)::value;
        if (lines.victims[D])
            jumping[D] =
                stepped<B, opposite(D)>(slideAll<B, opposite(D)>(lines.victims[D], empty) | lines.victims[D]) & kings;
        else
            jumping[D] = 0;
    });
}

// Every king capture takes one piece: counted from the landing sets
// (returns the number), or listed in `out` victim by victim, the king being
// the first piece behind it (returns 0).
template <class B, bool Counting>
DRAUGHTS_INLINE std::size_t singleKingJumpsOnly(const KingLines& lines, const KingJumps& jumps, Bitboard empty,
                                                MoveList& out)
{
    std::size_t found = 0;
    forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
        constexpr int D = decltype(direction)::value;
        if constexpr (Counting) {
            found += static_cast<std::size_t>(core::countOf(jumps.landing[D]));
        } else {
            core::forEachSquare(lines.victims[D], [&](Square victim) DRAUGHTS_INLINE_LAMBDA {
                const Slide back = slide<B, opposite(D)>(victim, empty);
                Move move = captureMove(static_cast<Square>(back.blockerBit), core::NoSquare, core::bitOf(victim));
                Bitboard landings = slide<B, D>(victim, empty).reach;
                while (landings) {
                    move.to = static_cast<Square>(firstAlong<D>(landings));
                    landings &= ~core::bitOf(move.to);
                    out.push(move);
                }
            });
        }
    });
    return found;
}

// A king on `square`, having taken `captured`, jumps in direction D if it
// can, and follows every landing square.
template <class P, bool Counting, int D>
DRAUGHTS_MULTIVERSION void kingJump(CaptureSearch<P>& search, Square square, Bitboard captured)
{
    using B = typename P::BoardType;
    const Bitboard empty = search.empty();
    const Slide toVictim = slide<B, D>(square, empty);
    const Bitboard victim = toVictim.blocker & search.jumpable() & ~captured;
    if (!victim)
        return;
    const Slide beyond = slide<B, D>(toVictim.blockerBit, empty);
    if (!beyond.reach)
        return;
    const Bitboard taken = captured | victim;
    const Bitboard takeable = search.jumpable() & ~taken;
    // Going back is never possible: the piece just taken still stands
    // there. Turning is tested along the rays of a single landing square,
    // else for all landing squares at once.
    constexpr int turn = across(D);
    Bitboard turnOne, turnOther;
    if ((beyond.reach & (beyond.reach - 1)) == 0) {
        const int landing = core::lowestSquare(beyond.reach);
        turnOne = canJump<B, turn>(landing, takeable, empty) ? beyond.reach : 0;
        turnOther = canJump<B, opposite(turn)>(landing, takeable, empty) ? beyond.reach : 0;
    } else {
        turnOne = beyond.reach & jumpStarts<B, turn>(takeable, empty);
        turnOther = beyond.reach & jumpStarts<B, opposite(turn)>(takeable, empty);
    }
    // If the king can go on straight ahead, it can from every landing
    // square, and doing so from each would only repeat the same capture
    // (same pieces, same end): it is followed from the first one only,
    // and no landing square ends the capture.
    const bool straightOn = (stepped<B, D>(beyond.blocker & takeable) & empty) != 0;
    Bitboard goingOn = turnOne | turnOther;
    const Square firstLanding = static_cast<Square>(firstAlong<D>(beyond.reach));
    if (straightOn)
        goingOn |= core::bitOf(firstLanding);
    else if (beyond.reach & ~goingOn)
        search.template recordEach<Counting, D>(taken, beyond.reach & ~goingOn);
    while (goingOn) {
        const Square to = static_cast<Square>(firstAlong<D>(goingOn));
        const Bitboard at = core::bitOf(to);
        goingOn &= ~at;
        search.template enter<Counting>(to);
        if (turnOne & at)
            kingJump<P, Counting, turn>(search, to, taken);
        if (turnOther & at)
            kingJump<P, Counting, opposite(turn)>(search, to, taken);
        if (straightOn && to == firstLanding)
            kingJump<P, Counting, D>(search, to, taken);
        search.template leave<Counting>();
    }
}

} // namespace draughts::rules::detail
