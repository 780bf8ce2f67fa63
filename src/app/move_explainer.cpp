#include "move_explainer.hpp"

#include <draughts/core/geometry.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <cstdlib>

namespace draughts::app {

namespace {

using core::Game;
using core::Move;
using core::Side;
using core::Square;

std::string sideText(Side side) { return side == Side::White ? "White" : "Black"; }

std::string pieces(int count) { return std::to_string(count) + (count == 1 ? " piece" : " pieces"); }

const Move* largestLegalCapture(const Game& game)
{
    const Move* best = nullptr;
    for (const Move& m : game.legalMoves())
        if (m.isCapture() && (!best || m.captureCount() > best->captureCount()))
            best = &m;
    return best;
}

// What the movement rules allow, whatever the game's missed-capture setting:
// tells a move the Compulsory setting refuses from one nobody may make.
core::MoveList movementMoves(const Game& game)
{
    core::MoveList moves;
    rules::generateMoves(game.variant(), game.position(), moves, rules::MoveSet::Permitted);
    return moves;
}

bool hasForwardStep(const Game& game, Side side)
{
    for (const Move& m : movementMoves(game))
        if (m.kind == core::MoveKind::Step) {
            const int ahead = core::rankOf(game.variant(), m.to) - core::rankOf(game.variant(), m.from);
            if (side == Side::White ? ahead > 0 : ahead < 0)
                return true;
        }
    return false;
}

std::string refusedByCompulsoryRules(const Game& game, const Move& wanted)
{
    if (game.placementDue() && wanted.kind != core::MoveKind::Placement)
        return "First place a stone from your hand on a glowing square of your first row";
    const Move* best = largestLegalCapture(game);
    if (best && wanted.isCapture() && wanted.captureCount() < best->captureCount())
        return "The largest capture is compulsory: " + notation::formatMove(game.variant(), *best, game.legalMoves()) +
               " takes " + pieces(best->captureCount());
    if (best)
        return compulsoryCaptureText(game);
    return "That move is not allowed here";
}

bool hasEmptyNeighbour(const Game& game, Square square)
{
    const int file = core::fileOf(game.variant(), square);
    const int rank = core::rankOf(game.variant(), square);
    for (int df : {-1, 1})
        for (int dr : {-1, 1}) {
            const Square next = core::squareAt(game.variant(), file + df, rank + dr);
            if (next != core::NoSquare && !core::contains(game.position().occupied(), next))
                return true;
        }
    return false;
}

} // namespace

std::string compulsoryCaptureText(const Game& game)
{
    const Move* best = largestLegalCapture(game);
    if (!best)
        return {};
    return "A capture is compulsory: " + notation::formatMove(game.variant(), *best, game.legalMoves()) + " takes " +
           pieces(best->captureCount());
}

std::string whyCannotSelect(const Game& game, Square square)
{
    if (game.result().isOver())
        return "The game is over. " + core::describe(game.result());
    const core::Position& p = game.position();
    const Side us = game.sideToMove();
    const std::string turn = game.variant() == core::Variant::TwentyVsTen && us == Side::Black
                                 ? "It is Black's turn (move " + std::to_string(game.partOfTurn()) + " of 2)"
                                 : "It is " + sideText(us) + "'s turn";
    if (square == core::NoSquare)
        return core::playsOnLightSquares(game.variant()) ? "Pieces stand on the light squares in this game"
                                                         : "Pieces stand on the dark squares";
    if (core::contains(p.pieces(core::opposite(us)), square))
        return turn;
    if (!core::contains(p.pieces(us), square))
        return turn + ": select one of your pieces, then its destination";
    if (square == p.barred)
        return "This piece made Black's first move; the second move must be made with another piece";
    const core::MoveList movement = movementMoves(game);
    const bool canMoveAtAll =
        std::any_of(movement.begin(), movement.end(), [&](const Move& m) { return m.from == square; });
    if (canMoveAtAll && game.placementDue())
        return "First place a stone from your hand on a glowing square of your first row";
    if (const std::string capture = compulsoryCaptureText(game); canMoveAtAll && !capture.empty())
        return capture;
    if (game.variant() == core::Variant::ToTheLastMan && hasEmptyNeighbour(game, square) && hasForwardStep(game, us))
        return "This stone can only step backward, which is allowed only when no stone can step forward";
    return "This piece cannot move";
}

std::string whyCannotMoveTo(const Game& game, Square from, Square target)
{
    const core::Variant variant = game.variant();
    const core::Position& p = game.position();
    if (target == core::NoSquare)
        return core::playsOnLightSquares(variant) ? "Pieces move on the light squares in this game"
                                                  : "Pieces move on the dark squares";
    for (const Move& m : movementMoves(game))
        if (m.from == from && m.to == target && !game.permittedMoves().contains(m))
            return refusedByCompulsoryRules(game, m);
    if (core::contains(p.occupied(), target))
        return "That square is occupied";
    const int files = core::fileOf(variant, target) - core::fileOf(variant, from);
    const int ranks = core::rankOf(variant, target) - core::rankOf(variant, from);
    if (std::abs(files) != std::abs(ranks))
        return "Pieces move diagonally";
    const bool forward = game.sideToMove() == Side::White ? ranks > 0 : ranks < 0;
    if (!core::contains(p.kings, from)) {
        if (variant == core::Variant::ToTheLastMan && !forward && hasForwardStep(game, game.sideToMove()))
            return "Stones step backward only when none of your stones can step forward";
        if (!forward && std::abs(ranks) == 1)
            return variant == core::Variant::ToTheLastMan ? "Stones step forward (backward only when stuck)"
                                                          : "Men step forward only (they capture both ways)";
        if (std::abs(ranks) == 2)
            return "A man moves two squares only when it jumps an enemy piece";
        if (std::abs(ranks) > 2)
            return "A man moves one square at a time; only kings fly";
    }
    return "The piece on " + core::squareName(variant, from) + " cannot reach " + core::squareName(variant, target) +
           " in one move";
}

} // namespace draughts::app
