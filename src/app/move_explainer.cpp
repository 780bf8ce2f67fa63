#include "move_explainer.hpp"

#include "text.hpp"

#include <draughts/notation/move_text.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>
#include <draughts/rules/movegen.hpp>

#include <QCoreApplication>
#include <QString>

#include <algorithm>
#include <cstdlib>

namespace draughts::app {

namespace {

using game::Game;
using core::Move;
using core::Side;
using core::Square;

// The reasons are built in the window's language; the callers take plain strings.
std::string text(const QString& translated) { return translated.toStdString(); }

QString pieces(int count) { return QCoreApplication::translate("MoveExplainer", "%n piece(s)", nullptr, count); }

QString written(const Game& game, const Move& move)
{
    return QString::fromStdString(notation::formatMove(game.variant(), move, game.legalMoves()));
}

QString squareOf(const Game& game, Square square)
{
    return QString::fromStdString(notation::squareName(game.variant(), square));
}

std::string refusedByCompulsoryRules(const Game& game, const Move& wanted)
{
    if (game.placementDue() && wanted.kind != core::MoveKind::Placement)
        return text(QCoreApplication::translate(
            "MoveExplainer", "First place a stone from your hand on a glowing square of your first row"));
    const Move* best = largestLegalCapture(game);
    if (best && wanted.isCapture() && wanted.captureCount() < best->captureCount())
        return text(QCoreApplication::translate("MoveExplainer", "The largest capture is compulsory: %1 takes %2")
                        .arg(written(game, *best), pieces(best->captureCount())));
    if (best)
        return compulsoryCaptureText(game);
    return text(QCoreApplication::translate("MoveExplainer", "That move is not allowed here"));
}

} // namespace

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
            const int ahead = rules::rankOf(game.variant(), m.to) - rules::rankOf(game.variant(), m.from);
            if (side == Side::White ? ahead > 0 : ahead < 0)
                return true;
        }
    return false;
}

bool hasEmptyNeighbour(const Game& game, Square square)
{
    const int file = rules::fileOf(game.variant(), square);
    const int rank = rules::rankOf(game.variant(), square);
    for (int df : {-1, 1})
        for (int dr : {-1, 1}) {
            const Square next = rules::squareAt(game.variant(), file + df, rank + dr);
            if (next != core::NoSquare && !core::contains(game.position().occupied(), next))
                return true;
        }
    return false;
}

std::string compulsoryCaptureText(const Game& game)
{
    const Move* best = largestLegalCapture(game);
    if (!best)
        return {};
    return text(QCoreApplication::translate("MoveExplainer", "A capture is compulsory: %1 takes %2")
                    .arg(written(game, *best), pieces(best->captureCount())));
}

std::string whyCannotSelect(const Game& game, Square square)
{
    if (game.result().isOver())
        return text(
            QCoreApplication::translate("MoveExplainer", "The game is over. %1").arg(resultText(game.result())));
    const core::Position& p = game.position();
    const Side us = game.sideToMove();
    const QString turn =
        game.variant() == core::Variant::TwentyVsTen && us == Side::Black
            ? QCoreApplication::translate("MoveExplainer", "It is Black's turn (move %1 of 2)").arg(game.partOfTurn())
        : us == Side::White ? QCoreApplication::translate("MoveExplainer", "It is White's turn")
                            : QCoreApplication::translate("MoveExplainer", "It is Black's turn");
    if (square == core::NoSquare)
        return text(rules::facts(game.variant()).shape.lightSquares
                        ? QCoreApplication::translate("MoveExplainer", "Pieces stand on the light squares in this game")
                        : QCoreApplication::translate("MoveExplainer", "Pieces stand on the dark squares"));
    if (core::contains(p.pieces(core::opposite(us)), square))
        return text(turn);
    if (!core::contains(p.pieces(us), square))
        return text(QCoreApplication::translate("MoveExplainer", "%1: select one of your pieces, then its destination")
                        .arg(turn));
    if (square == p.barred)
        return text(QCoreApplication::translate(
            "MoveExplainer", "This piece made Black's first move; the second move must be made with another piece"));
    const core::MoveList movement = movementMoves(game);
    const bool canMoveAtAll =
        std::any_of(movement.begin(), movement.end(), [&](const Move& m) { return m.from == square; });
    if (canMoveAtAll && game.placementDue())
        return text(QCoreApplication::translate(
            "MoveExplainer", "First place a stone from your hand on a glowing square of your first row"));
    if (const std::string capture = compulsoryCaptureText(game); canMoveAtAll && !capture.empty())
        return capture;
    if (game.variant() == core::Variant::ToTheLastMan && hasEmptyNeighbour(game, square) && hasForwardStep(game, us))
        return text(QCoreApplication::translate("MoveExplainer",
            "This stone can only step backward, which is allowed only when no stone can step forward"));
    return text(QCoreApplication::translate("MoveExplainer", "This piece cannot move"));
}

std::string whyCannotMoveTo(const Game& game, Square from, Square target)
{
    const core::Variant variant = game.variant();
    const core::Position& p = game.position();
    if (target == core::NoSquare)
        return text(rules::facts(variant).shape.lightSquares
                        ? QCoreApplication::translate("MoveExplainer", "Pieces move on the light squares in this game")
                        : QCoreApplication::translate("MoveExplainer", "Pieces move on the dark squares"));
    for (const Move& m : movementMoves(game))
        if (m.from == from && m.to == target && !game.permittedMoves().contains(m))
            return refusedByCompulsoryRules(game, m);
    if (core::contains(p.occupied(), target))
        return text(QCoreApplication::translate("MoveExplainer", "That square is occupied"));
    const int files = rules::fileOf(variant, target) - rules::fileOf(variant, from);
    const int ranks = rules::rankOf(variant, target) - rules::rankOf(variant, from);
    if (std::abs(files) != std::abs(ranks))
        return text(QCoreApplication::translate("MoveExplainer", "Pieces move diagonally"));
    const bool forward = game.sideToMove() == Side::White ? ranks > 0 : ranks < 0;
    if (!core::contains(p.kings, from)) {
        if (variant == core::Variant::ToTheLastMan && !forward && hasForwardStep(game, game.sideToMove()))
            return text(QCoreApplication::translate(
                "MoveExplainer", "Stones step backward only when none of your stones can step forward"));
        if (!forward && std::abs(ranks) == 1)
            return text(
                variant == core::Variant::ToTheLastMan
                    ? QCoreApplication::translate("MoveExplainer", "Stones step forward (backward only when stuck)")
                    : QCoreApplication::translate("MoveExplainer", "Men step forward only (they capture both ways)"));
        if (std::abs(ranks) == 2)
            return text(QCoreApplication::translate(
                "MoveExplainer", "A man moves two squares only when it jumps an enemy piece"));
        if (std::abs(ranks) > 2)
            return text(
                QCoreApplication::translate("MoveExplainer", "A man moves one square at a time; only kings fly"));
    }
    return text(QCoreApplication::translate("MoveExplainer", "The piece on %1 cannot reach %2 in one move")
                    .arg(squareOf(game, from), squareOf(game, target)));
}

} // namespace draughts::app
