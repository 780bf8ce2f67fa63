#include "text/move_explainer.hpp"

#include "text/text.hpp"

#include <draughts/notation/move_text.hpp>
#include <draughts/rules/facts.hpp>

#include <QCoreApplication>

namespace draughts::app {

namespace {

using rules::Reason;

QString pieces(int count) { return QCoreApplication::translate("MoveExplainer", "%n piece(s)", nullptr, count); }

QString written(const game::Game& game, const rules::Explanation& why)
{
    return why.move ? toQString(notation::formatMove(game.variant(), *why.move, game.legalMoves())) : QString();
}

QString turnText(const game::Game& game)
{
    const core::Side us = game.sideToMove();
    if (rules::facts(game.variant()).blackMovesTwice && us == core::Side::Black)
        return QCoreApplication::translate("MoveExplainer", "It is Black's turn (move %1 of 2)").arg(game.partOfTurn());
    return us == core::Side::White ? QCoreApplication::translate("MoveExplainer", "It is White's turn")
                                   : QCoreApplication::translate("MoveExplainer", "It is Black's turn");
}

} // namespace

QString explanationText(const game::Game& game, const rules::Explanation& why)
{
    const rules::Facts& facts = rules::facts(game.variant());
    const bool light = facts.shape.lightSquares;
    const int taken = why.move ? why.move->captureCount() : 0;
    switch (why.reason) {
    case Reason::SelectionOffBoard:
        return light ? QCoreApplication::translate("MoveExplainer", "Pieces stand on the light squares in this game")
                     : QCoreApplication::translate("MoveExplainer", "Pieces stand on the dark squares");
    case Reason::OpponentsPiece: return turnText(game);
    case Reason::NoPiece:
        return QCoreApplication::translate("MoveExplainer", "%1: select one of your pieces, then its destination")
            .arg(turnText(game));
    case Reason::BarredPiece:
        return QCoreApplication::translate(
            "MoveExplainer", "This piece made Black's first move; the second move must be made with another piece");
    case Reason::CanOnlyStepBack:
        return QCoreApplication::translate(
            "MoveExplainer", "This stone can only step backward, which is allowed only when no stone can step forward");
    case Reason::CannotMove: return QCoreApplication::translate("MoveExplainer", "This piece cannot move");
    case Reason::TargetOffBoard:
        return light ? QCoreApplication::translate("MoveExplainer", "Pieces move on the light squares in this game")
                     : QCoreApplication::translate("MoveExplainer", "Pieces move on the dark squares");
    case Reason::Occupied: return QCoreApplication::translate("MoveExplainer", "That square is occupied");
    case Reason::NotDiagonal: return QCoreApplication::translate("MoveExplainer", "Pieces move diagonally");
    case Reason::ManStepsForward:
        return facts.stepBackWhenStuck
                   ? QCoreApplication::translate("MoveExplainer", "Stones step forward (backward only when stuck)")
                   : QCoreApplication::translate("MoveExplainer", "Men step forward only (they capture both ways)");
    case Reason::BackwardWhileForwardPossible:
        return QCoreApplication::translate("MoveExplainer",
                                           "Stones step backward only when none of your stones can step forward");
    case Reason::JumpNeedsEnemy:
        return QCoreApplication::translate("MoveExplainer",
                                           "A man moves two squares only when it jumps an enemy piece");
    case Reason::OnlyKingsFly:
        return QCoreApplication::translate("MoveExplainer", "A man moves one square at a time; only kings fly");
    case Reason::CannotReach:
        return QCoreApplication::translate("MoveExplainer", "The piece on %1 cannot reach %2 in one move")
            .arg(squareText(game.variant(), why.square), squareText(game.variant(), why.target));
    case Reason::PlaceFromHandFirst:
        return QCoreApplication::translate("MoveExplainer",
                                           "First place a stone from your hand on a glowing square of your first row");
    case Reason::CaptureRequired:
        return QCoreApplication::translate("MoveExplainer", "A capture is compulsory: %1 takes %2")
            .arg(written(game, why), pieces(taken));
    case Reason::LargestCaptureRequired:
        return QCoreApplication::translate("MoveExplainer", "The largest capture is compulsory: %1 takes %2")
            .arg(written(game, why), pieces(taken));
    default: break;
    }
    return {};
}

QString firstDutyText(const game::Game& game)
{
    const auto duty = rules::firstDuty(game.variant(), game.position());
    return duty ? explanationText(game, *duty) : QString();
}

} // namespace draughts::app
