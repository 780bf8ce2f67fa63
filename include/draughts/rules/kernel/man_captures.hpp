#pragma once

// Men's captures (international.md §5.1, last-man.md §5.1, polish.md §6.1):
// a man jumps an adjacent enemy piece onto the empty square behind it, in
// the directions its game allows, and goes on while it can. The single jumps
// of all men are worked out at once from the sets; the depth-first search
// runs only where a second jump exists.

#include <draughts/core/move.hpp>
#include <draughts/core/types.hpp>
#include <draughts/rules/kernel/directions.hpp>
#include <draughts/rules/kernel/maximum_rule.hpp>
#include <draughts/support/multiversion.hpp>

#include <cstddef>

namespace draughts::rules::detail {

using core::Side;

// Whether men of `Us` capture in direction D: forward always, backward where
// the game allows it (international.md §5.1, last-man.md §5.1).
template <class P, Side Us, int D>
inline constexpr bool manCapturesToward = P::menCaptureBackward || leadsForward<D>(Us);

// Every single jump of a man, as the landing squares per direction.
struct ManJumps {
    Bitboard landing[directionCount];
    bool any() const { return unionOf(landing) != 0; }
};

template <class P, Side Us>
DRAUGHTS_INLINE ManJumps singleManJumps(Bitboard men, Bitboard jumpable, Bitboard empty)
{
    using B = typename P::BoardType;
    ManJumps jumps;
    forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
        constexpr int D = decltype(direction)::value;
        if (manCapturesToward<P, Us, D>)
            jumps.landing[D] = stepped<B, D>(stepped<B, D>(men) & jumpable) & empty;
        else
            jumps.landing[D] = 0;
    });
    return jumps;
}

// Completes singleManJumps(): whether a man landing from a single jump
// could jump again. Going back is never possible (the piece just jumped
// still stands there), and the square the man left plays no part in any
// other jump, so the sets of all men can be tested together.
template <class P, Side Us>
DRAUGHTS_INLINE bool manJumpsGoOn(const ManJumps& jumps, Bitboard jumpable, Bitboard empty)
{
    using B = typename P::BoardType;
    bool goesOn = false;
    forEachDirection([&](auto from) DRAUGHTS_INLINE_LAMBDA {
        constexpr int D = decltype(from)::value;
        const Bitboard landed = jumps.landing[D];
        if (!landed)
            return;
        forEachDirection([&](auto next) DRAUGHTS_INLINE_LAMBDA {
            constexpr int N = decltype(next)::value;
            if constexpr (N != opposite(D) && manCapturesToward<P, Us, N>) {
                Bitboard from2 = landed;
                if constexpr (P::promoteMidCapture)
                    from2 &= ~P::promotionSquares(Us); // a man crowned on the way stops there
                goesOn = goesOn || (stepped<B, N>(stepped<B, N>(from2) & jumpable) & empty) != 0;
            }
        });
    });
    return goesOn;
}

// Every capture is one jump of a man: counted straight from the landing
// sets (returns the number), or listed in `out` (returns 0), no search
// needed.
template <class P, bool Counting>
DRAUGHTS_INLINE std::size_t singleManJumpsOnly(const ManJumps& jumps, MoveList& out)
{
    using B = typename P::BoardType;
    std::size_t found = 0;
    forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
        constexpr int D = decltype(direction)::value;
        if constexpr (Counting) {
            found += static_cast<std::size_t>(core::countOf(jumps.landing[D]));
        } else {
            constexpr int delta = directions<B>[D];
            out.pushEach(jumps.landing[D], [&](Square to) DRAUGHTS_INLINE_LAMBDA {
                return captureMove(static_cast<Square>(to - 2 * delta), to,
                                   core::bitOf(static_cast<Square>(to - delta)));
            });
        }
    });
    return found;
}

// Where a man on `at` that has taken `captured` lands with one more jump,
// all directions together. `Back` is the way it came (noDirection for
// none): the piece it just took blocks that way.
template <class P, Side Us, int Back>
DRAUGHTS_INLINE Bitboard manLandings(const CaptureSearch<P>& search, Bitboard at, Bitboard captured)
{
    using B = typename P::BoardType;
    const Bitboard takeable = search.jumpable() & ~captured;
    Bitboard land = 0;
    forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
        constexpr int D = decltype(direction)::value;
        if constexpr (D != Back && manCapturesToward<P, Us, D>)
            land |= stepped<B, D>(stepped<B, D>(at) & takeable) & search.empty();
    });
    return land;
}

// The jumps of a man standing on `square` after taking `captured`, given
// where they land (manLandings). Each landing square lies in its own
// direction, so the direction of each jump is read back from the set.
template <class P, Side Us, bool Counting, int Back>
DRAUGHTS_MULTIVERSION void manJumps(CaptureSearch<P>& search, Square square, Bitboard captured, Bitboard landings)
{
    using B = typename P::BoardType;
    const Bitboard at = core::bitOf(square);
    forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
        constexpr int D = decltype(direction)::value;
        if constexpr (D != Back) {
            const Bitboard over = stepped<B, D>(at);
            const Bitboard land = stepped<B, D>(over) & landings;
            if (!land)
                return;
            const Square to = core::lowestSquare(land);
            const Bitboard taken = captured | over;
            search.template enter<Counting>(to);
            if (P::promoteMidCapture && (land & P::promotionSquares(Us))) {
                search.template record<Counting>(taken, to); // polish.md §6.1: crowned during a capture, it stops there
            } else if (const Bitboard next = manLandings<P, Us, opposite(D)>(search, land, taken)) {
                manJumps<P, Us, Counting, opposite(D)>(search, to, taken, next);
            } else {
                search.template record<Counting>(taken, to);
            }
            search.template leave<Counting>();
        }
    });
}

} // namespace draughts::rules::detail
