#pragma once

// Making a move: the position after it, and what the move means for the
// rest of the game (crowning, whether earlier positions can come back).

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/types.hpp>
#include <draughts/support/multiversion.hpp>

#include <cstddef>
#include <cstdint>

namespace draughts::rules {

// Whether `move` of the side to move crowns a man: it ends on one of that
// side's crowning squares (international.md §6.1, corner.md §6.1; a
// Polish man crowned during a capture ends its move there, polish.md §6.1).
template <class P>
constexpr bool crowns(const core::Position& position, const core::Move& move)
{
    return move.kind != core::MoveKind::Placement && !core::contains(position.kings, move.from) &&
           core::contains(P::promotionSquares(position.sideToMove), move.to);
}

// Whether no position before `move` can ever come again after it. A
// capture removes pieces for good and men never go back (international.md
// §4.1, §5.1), so both are; a king's step is not. In a game whose captured
// stones flip (and may flip back), whose stones come back from the hand or
// step backward (last-man.md §4.1, §5.3, §6.2), no move is.
template <class P>
constexpr bool isIrreversible(const core::Position& position, const core::Move& move)
{
    if constexpr (P::flipsCaptured || P::hasHand || P::stepBackWhenStuck) {
        (void)position, (void)move;
        return false;
    } else {
        return move.isCapture() || !core::contains(position.kings, move.from);
    }
}

// The position after `move` of side Us, which is to move in `position`;
// `move` must be one of the Permitted moves.
template <class P, core::Side Us>
DRAUGHTS_INLINE core::Position playAs(const core::Position& position, const core::Move& move)
{
    constexpr core::Side them = core::opposite(Us);
    constexpr std::size_t us = static_cast<std::size_t>(Us);
    core::Position next = position;
    if constexpr (P::hasHand) {
        if (move.kind == core::MoveKind::Placement) {
            // last-man.md §6.2: a stone from hand onto the first row; the turn goes on.
            next.pieces(Us) |= core::bitOf(move.to);
            next.captureCount[move.to] = 0;
            --next.hand[us];
            next.placedThisTurn = true;
            return next;
        }
    }
    // The new sets are worked out from `position` and stored once.
    const core::Bitboard fromTo =
        core::bitOf(move.from) ^ core::bitOf(move.to); // empty when a king returns to its start
    core::Bitboard ours = position.pieces(Us) ^ fromTo;
    core::Bitboard theirs = position.pieces(them);
    core::Bitboard kings = position.kings;
    if (core::contains(position.kings, move.from))
        kings ^= fromTo;
    else if (core::contains(P::promotionSquares(Us), move.to))
        kings |= core::bitOf(move.to); // international.md §6.1: crowned where the move ends
    if (move.captured) {
        theirs &= ~move.captured;
        if constexpr (P::flipsCaptured)
            ours |= move.captured; // last-man.md §5.3: jumped stones flip and stay
        else
            kings &= ~move.captured;
        if constexpr (P::captureLimit > 0)
            core::forEachSquare(move.captured, [&](core::Square s) { ++next.captureCount[s]; }); // last-man.md §5.4
        next.quietPlies = 0;
    } else if (P::drawCounterLimit > 0 && position.quietPlies < 255) {
        // international.md §8.3: only games with the 30-move counter count.
        next.quietPlies = static_cast<std::uint8_t>(position.quietPlies + 1);
    }
    next.pieces(Us) = ours;
    next.pieces(them) = theirs;
    next.kings = kings;
    if constexpr (P::captureLimit > 0) {
        next.captureCount[move.from] = 0;
        next.captureCount[move.to] = 0; // last-man.md §5.4: the count resets when the stone moves
    }
    if constexpr (P::hasHand) {
        if (core::contains(P::farRow(Us), move.to)) {
            next.pieces(Us) &= ~core::bitOf(move.to); // last-man.md §6.1: from the far row into the hand
            ++next.hand[us];
        }
    }
    if (P::blackMovesTwice && Us == core::Side::Black && position.barred == core::NoSquare) {
        next.barred = move.to; // twenty-vs-ten.md §3.1: the first of Black's two moves
        return next;
    }
    next.barred = core::NoSquare;
    next.placedThisTurn = false;
    next.sideToMove = them;
    return next;
}

// The position after `move`, which must be one of the Permitted moves:
// captured pieces removed (flipped in To the Last Man), promotion, far-row
// removal into the hand, capture counts, the draw counter and the turn
// structure (Black's second move, placement then regular move).
template <class P>
DRAUGHTS_INLINE core::Position play(const core::Position& position, const core::Move& move)
{
    return position.sideToMove == core::Side::White ? playAs<P, core::Side::White>(position, move)
                                                    : playAs<P, core::Side::Black>(position, move);
}

} // namespace draughts::rules
