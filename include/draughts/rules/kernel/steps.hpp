#pragma once

// Steps: a man moves one square diagonally forward onto an empty square
// (international.md §4.1); To the Last Man's stones step backward only when
// none of them can step forward (last-man.md §4.1); a flying king moves
// any distance along a diagonal over empty squares (international.md §4.2).
// Listed or counted for all pieces of a side at once.

#include <draughts/core/move.hpp>
#include <draughts/core/types.hpp>
#include <draughts/rules/kernel/directions.hpp>
#include <draughts/rules/kernel/lines.hpp>
#include <draughts/support/multiversion.hpp>

#include <cstddef>

namespace draughts::rules::detail {

// The empty squares the men of `men` step to in direction D.
template <class B, int D>
DRAUGHTS_INLINE Bitboard menStepTargets(Bitboard men, Bitboard empty)
{
    return stepped<B, D>(men) & empty;
}

template <class B, int D>
DRAUGHTS_INLINE void addMenSteps(core::MoveList& out, Bitboard men, Bitboard empty)
{
    constexpr int delta = directions<B>[D];
    out.pushEach(menStepTargets<B, D>(men, empty), [&](core::Square to) DRAUGHTS_INLINE_LAMBDA {
        return core::Move::step(static_cast<core::Square>(to - delta), to);
    });
}

// Appends the steps of the men `men` of side Us to `out`.
template <class P, core::Side Us>
DRAUGHTS_INLINE void addMenSteps(core::MoveList& out, Bitboard men, Bitboard empty)
{
    using B = typename P::BoardType;
    const std::size_t before = out.size();
    forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
        constexpr int D = decltype(direction)::value;
        if constexpr (leadsForward<D>(Us))
            addMenSteps<B, D>(out, men, empty);
    });
    if constexpr (P::stepBackWhenStuck) {
        // last-man.md §4.1: a backward step only when no stone can step forward.
        if (out.size() == before)
            forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
                constexpr int D = decltype(direction)::value;
                if constexpr (!leadsForward<D>(Us))
                    addMenSteps<B, D>(out, men, empty);
            });
    }
}

// The number of steps addMenSteps() appends.
template <class P, core::Side Us>
DRAUGHTS_INLINE std::size_t countMenSteps(Bitboard men, Bitboard empty)
{
    using B = typename P::BoardType;
    int steps = 0;
    forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
        constexpr int D = decltype(direction)::value;
        if constexpr (leadsForward<D>(Us))
            steps += core::countOf(menStepTargets<B, D>(men, empty));
    });
    if constexpr (P::stepBackWhenStuck) {
        if (steps == 0)
            forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
                constexpr int D = decltype(direction)::value;
                if constexpr (!leadsForward<D>(Us))
                    steps += core::countOf(menStepTargets<B, D>(men, empty));
            });
    }
    return static_cast<std::size_t>(steps);
}

// Appends the steps of the flying kings `kings` to `out`.
template <class B>
DRAUGHTS_INLINE void addKingSteps(core::MoveList& out, Bitboard kings, Bitboard empty)
{
    core::forEachSquare(kings, [&](core::Square from) DRAUGHTS_INLINE_LAMBDA {
        out.pushEach(flyingReach<B>(from, empty),
                     [&](core::Square to) DRAUGHTS_INLINE_LAMBDA { return core::Move::step(from, to); });
    });
}

// The number of king steps, given the squares all kings reach in each
// direction (KingLines::reach: no two kings reach the same square going
// the same way).
DRAUGHTS_INLINE std::size_t countKingSteps(const Bitboard (&reach)[directionCount])
{
    return static_cast<std::size_t>(core::countOf(reach[UpLeft]) + core::countOf(reach[UpRight]) +
                                    core::countOf(reach[DownLeft]) + core::countOf(reach[DownRight]));
}

} // namespace draughts::rules::detail

namespace draughts::rules {

// Whether `move` is a step forward (a man's step, last-man.md §4.1) for
// `us`, the side making it.
template <class P>
constexpr bool isForwardStep(core::Side us, const core::Move& move)
{
    using B = typename P::BoardType;
    if (move.kind != core::MoveKind::Step)
        return false;
    const Bitboard from = core::bitOf(move.from);
    const Bitboard forward = us == core::Side::White
                                 ? detail::stepped<B, UpLeft>(from) | detail::stepped<B, UpRight>(from)
                                 : detail::stepped<B, DownLeft>(from) | detail::stepped<B, DownRight>(from);
    return core::contains(forward, move.to);
}

} // namespace draughts::rules
