#include <draughts/rules/perft.hpp>

#include "dispatch.hpp"
#include "move_generator.hpp"
#include "multiversion.hpp"

namespace draughts::rules {

namespace {

// Counts the position reached by a leaf move as one leaf. The empty assembly
// statement tells the compiler that the position is read (elsewhere a
// volatile copy of its sets does), so that full perft really makes every
// leaf move instead of having it optimised away.
DRAUGHTS_INLINE std::uint64_t leaf(const core::Position& position)
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
DRAUGHTS_INLINE std::uint64_t leavesAs(const core::Position& position, const core::MoveList& moves)
{
    std::uint64_t leaves = 0;
    for (const core::Move& move : moves)
        leaves += leaf(detail::playAs<P, Us>(position, move));
    return leaves;
}

template <class P>
DRAUGHTS_INLINE std::uint64_t leavesOf(const core::Position& position, const core::MoveList& moves)
{
    return position.sideToMove == core::Side::White ? leavesAs<P, core::Side::White>(position, moves)
                                                    : leavesAs<P, core::Side::Black>(position, moves);
}

// Perft for depth >= 1: the last ply is handled one level up (the leaves of
// full perft, the counts of bulk perft), so that it costs no call.
template <class P>
DRAUGHTS_MULTIVERSION std::uint64_t perftOf(const core::Position& position, int depth, PerftMode mode)
{
    core::MoveList moves;
    detail::Generator<P> generator(position, moves, MoveSet::Legal);
    if (depth == 1 && mode == PerftMode::Bulk)
        return generator.countMoves();
    generator.listMoves();
    std::uint64_t leaves = 0;
    if (depth == 1) {
        leaves = leavesOf<P>(position, moves);
    } else if (depth == 2) {
        // The last ply inline: no call per position.
        core::MoveList last;
        if (mode == PerftMode::Bulk) {
            for (const core::Move& move : moves)
                leaves += detail::Generator<P>(detail::play<P>(position, move), last, MoveSet::Legal).countMoves();
        } else {
            for (const core::Move& move : moves) {
                const core::Position next = detail::play<P>(position, move);
                detail::Generator<P>(next, last, MoveSet::Legal).listMoves();
                leaves += leavesOf<P>(next, last);
            }
        }
    } else {
        for (const core::Move& move : moves)
            leaves += perftOf<P>(detail::play<P>(position, move), depth - 1, mode);
    }
    return leaves;
}

} // namespace

std::uint64_t perft(core::Variant variant, const core::Position& position, int depth, PerftMode mode)
{
    if (depth <= 0)
        return 1;
    return detail::withPolicy(variant, [&](auto policy) { return perftOf<decltype(policy)>(position, depth, mode); });
}

} // namespace draughts::rules
