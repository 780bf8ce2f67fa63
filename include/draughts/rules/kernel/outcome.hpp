#pragma once

// The end of a game as the rules decide it from the position (section 8 of
// every rule page): once with the pieces alone, which needs no move
// generation, and once with whether the side to move can move.

#include <draughts/core/position.hpp>
#include <draughts/core/types.hpp>
#include <draughts/rules/outcome.hpp>

#include <cstddef>

namespace draughts::rules {

// Whether `side` has pieces left: on the board, or in hand (last-man.md §8.1).
template <class P>
constexpr bool hasPieces(const core::Position& position, core::Side side)
{
    if constexpr (P::hasHand)
        return position.pieces(side) != 0 || position.hand[static_cast<std::size_t>(side)] != 0;
    else
        return position.pieces(side) != 0;
}

// international.md §8.1: a side without pieces has lost, the moment it
// happens, also halfway through a turn of two moves (twenty-vs-ten.md §8.3).
template <class P>
constexpr Result outcomeByPieces(const core::Position& position)
{
    if (!hasPieces<P>(position, core::Side::White))
        return {Outcome::BlackWins, EndReason::NoPieces};
    if (!hasPieces<P>(position, core::Side::Black))
        return {Outcome::WhiteWins, EndReason::NoPieces};
    return {};
}

// The end of the game once both sides have pieces: the side to move without
// a Legal move (`canMove` false) has lost (international.md §8.1; Black who
// cannot make both moves of his turn, twenty-vs-ten.md §8.1); the draw
// counter (international.md §8.3, corner.md §8.3).
template <class P>
constexpr Result outcomeOfTurn(const core::Position& position, bool canMove)
{
    if (!canMove) {
        const core::Side loser = position.sideToMove;
        const Outcome outcome = loser == core::Side::White ? Outcome::BlackWins : Outcome::WhiteWins;
        const bool doubleTurn = P::blackMovesTwice && loser == core::Side::Black;
        return {outcome, doubleTurn ? EndReason::BlackCannotMoveTwice : EndReason::NoMoves};
    }
    if constexpr (P::drawCounterLimit > 0)
        if (position.quietPlies >= P::drawCounterLimit)
            return {Outcome::Draw, EndReason::DrawCounter};
    return {};
}

// Everything the rules decide about `position` by themselves (rules/outcome.hpp).
template <class P>
constexpr Result outcome(const core::Position& position, bool canMove)
{
    const Result byPieces = outcomeByPieces<P>(position);
    return byPieces.isOver() ? byPieces : outcomeOfTurn<P>(position, canMove);
}

// Who wins `result`, from the view of `side`: +1 a win, -1 a loss, 0 a draw
// (and a game still going on).
constexpr int valueFor(const Result& result, core::Side side)
{
    if (result.outcome == Outcome::WhiteWins)
        return side == core::Side::White ? 1 : -1;
    if (result.outcome == Outcome::BlackWins)
        return side == core::Side::Black ? 1 : -1;
    return 0;
}

} // namespace draughts::rules
