#pragma once

// The definitions of GameKernel (game_kernel.hpp), included only by the
// source file of each game (src/rules/games/), which instantiates them.

#include "game_kernel.hpp"

#include <draughts/rules/kernel.hpp>

namespace draughts::rules::detail {

// Counts the position reached by a leaf move as one leaf. The empty assembly
// statement tells the compiler that the position is read (elsewhere a
// volatile copy of its sets does), so that full perft really makes every
// leaf move instead of having it optimised away.
DRAUGHTS_INLINE std::uint64_t perftLeaf(const core::Position& position)
{
#if defined(__GNUC__)
    asm volatile("" : : "m"(position));
#else
    const volatile core::Bitboard sets = position.white ^ position.black ^ position.kings;
    (void)sets;
#endif
    return 1;
}

// Makes every move of `moves` (side Us to move in `position`) and counts
// the positions reached.
template <class P, core::Side Us>
DRAUGHTS_INLINE std::uint64_t perftLeavesAs(const core::Position& position, const core::MoveList& moves)
{
    std::uint64_t leaves = 0;
    for (const core::Move& move : moves)
        leaves += perftLeaf(playAs<P, Us>(position, move));
    return leaves;
}

template <class P>
DRAUGHTS_INLINE std::uint64_t perftLeaves(const core::Position& position, const core::MoveList& moves)
{
    return position.sideToMove == core::Side::White ? perftLeavesAs<P, core::Side::White>(position, moves)
                                                    : perftLeavesAs<P, core::Side::Black>(position, moves);
}

// Perft for depth >= 1: the last ply is handled one level up (the leaves of
// full perft, the counts of bulk perft), so that it costs no call.
template <class P>
DRAUGHTS_MULTIVERSION std::uint64_t perftOf(const core::Position& position, int depth, PerftMode mode)
{
    core::MoveList moves;
    MoveGenerator<P> generator(position, moves, MoveSet::Legal);
    if (depth == 1 && mode == PerftMode::Bulk)
        return generator.countMoves();
    generator.listMoves();
    std::uint64_t leaves = 0;
    if (depth == 1) {
        leaves = perftLeaves<P>(position, moves);
    } else if (depth == 2) {
        // The last ply inline: no call per position.
        core::MoveList last;
        if (mode == PerftMode::Bulk) {
            for (const core::Move& move : moves)
                leaves += MoveGenerator<P>(play<P>(position, move), last, MoveSet::Legal).countMoves();
        } else {
            for (const core::Move& move : moves) {
                const core::Position next = play<P>(position, move);
                MoveGenerator<P>(next, last, MoveSet::Legal).listMoves();
                leaves += perftLeaves<P>(next, last);
            }
        }
    } else {
        for (const core::Move& move : moves)
            leaves += perftOf<P>(play<P>(position, move), depth - 1, mode);
    }
    return leaves;
}

template <class P>
void GameKernel<P>::generate(const core::Position& position, core::MoveList& moves, MoveSet set)
{
    MoveGenerator<P>(position, moves, set).run();
}

template <class P>
core::Position GameKernel<P>::afterMove(const core::Position& position, const core::Move& move)
{
    return play<P>(position, move);
}

template <class P>
core::Bitboard GameKernel<P>::unjumpable(const core::Position& position)
{
    return rules::unjumpable<P>(position);
}

template <class P>
bool GameKernel<P>::placementDue(const core::Position& position)
{
    return rules::placementDue<P>(position);
}

template <class P>
bool GameKernel<P>::isIrreversible(const core::Position& position, const core::Move& move)
{
    return rules::isIrreversible<P>(position, move);
}

template <class P>
Result GameKernel<P>::outcome(const core::Position& position, bool canMove)
{
    return rules::outcome<P>(position, canMove);
}

template <class P>
std::uint64_t GameKernel<P>::perft(const core::Position& position, int depth, PerftMode mode)
{
    return depth <= 0 ? 1 : perftOf<P>(position, depth, mode);
}

} // namespace draughts::rules::detail
