#include "why_explainer.hpp"

#include "hot_seat_controller.hpp"
#include "move_explainer.hpp"
#include "text.hpp"

#include <draughts/notation/move_text.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>
#include <draughts/rules/movegen.hpp>

#include <QCoreApplication>

namespace draughts::app::WhyExplainer {

namespace {

using game::Game;
using core::Move;
using core::Side;
using core::Square;

QString piecesText(int count) { return QCoreApplication::translate("WhyExplainer", "%n piece(s)", nullptr, count); }

QString moveText(const Game& game, const Move& move)
{
    return toQString(notation::formatMove(game.variant(), move, game.legalMoves()));
}

// rules-spec: the maximum rule holds in every game but To the Last Man.
bool hasMaximumRule(core::Variant variant) { return variant != core::Variant::ToTheLastMan; }

const Move* bestCaptureFrom(const Game& game, Square from)
{
    const Move* best = nullptr;
    for (const Move& m : game.legalMoves())
        if (m.isCapture() && m.from == from && (!best || m.captureCount() > best->captureCount()))
            best = &m;
    return best;
}

QString captureReason(const Game& game, Square selected)
{
    const Move* best = largestLegalCapture(game);
    if (!best)
        return {};
    const bool maximum = hasMaximumRule(game.variant());
    if (selected == core::NoSquare) {
        if (!maximum)
            return QCoreApplication::translate("WhyExplainer",
                "A capture is compulsory: one of your pieces must jump. You may choose any capture, "
                "e.g. %1.")
                .arg(moveText(game, *best));
        return QCoreApplication::translate("WhyExplainer",
            "A capture is compulsory, and the capture taking the most pieces must be chosen: %1 takes %2.")
            .arg(moveText(game, *best), piecesText(best->captureCount()));
    }
    const Move* own = bestCaptureFrom(game, selected);
    if (!own)
        return QCoreApplication::translate("WhyExplainer",
            "This piece cannot capture, but a capture is compulsory: %1 takes %2. Choose a piece that can "
            "capture.")
            .arg(moveText(game, *best), piecesText(best->captureCount()));
    if (!maximum)
        return QCoreApplication::translate(
            "WhyExplainer", "This piece must capture: a capture is compulsory. Its longest capture, %1, takes %2.")
            .arg(moveText(game, *own), piecesText(own->captureCount()));
    return QCoreApplication::translate("WhyExplainer",
        "This piece must capture: a capture is compulsory, and the largest one must be chosen. %1 takes %2.")
        .arg(moveText(game, *own), piecesText(own->captureCount()));
}

// To the Last Man: whether `square` has an empty square diagonally behind it.
bool canStepBackGeometrically(const Game& game, Square square, Side side)
{
    const core::Variant v = game.variant();
    const int file = rules::fileOf(v, square);
    const int back = rules::rankOf(v, square) + (side == Side::White ? -1 : 1);
    for (int df : {-1, 1}) {
        const Square next = rules::squareAt(v, file + df, back);
        if (next != core::NoSquare && !core::contains(game.position().occupied(), next))
            return true;
    }
    return false;
}

bool movesFrom(const Game& game, Square square)
{
    for (const Move& m : movementMoves(game))
        if (m.from == square)
            return true;
    return false;
}

QString backwardReason(const Game& game, Square selected)
{
    if (game.variant() != core::Variant::ToTheLastMan || game.placementDue() || largestLegalCapture(game))
        return {};
    const Side us = game.sideToMove();
    const bool forward = hasForwardStep(game, us);
    if (selected != core::NoSquare) {
        // rules-spec Last Man: a backward step only when no stone of that side can step forward.
        if (forward && canStepBackGeometrically(game, selected, us))
            return movesFrom(game, selected)
                       ? QCoreApplication::translate("WhyExplainer",
                             "This stone may step forward only: a stone steps backward only when none of your stones "
                             "can step forward.")
                       : QCoreApplication::translate("WhyExplainer",
                             "This stone cannot step backward now: that is allowed only when none of your stones can "
                             "step forward.");
        return {};
    }
    return forward ? QCoreApplication::translate("WhyExplainer",
                         "Stones step forward. A backward step is allowed only when none of your stones can step "
                         "forward.")
                   : QCoreApplication::translate(
                         "WhyExplainer", "None of your stones can step forward, so your stones may step backward.");
}

QString promotionReason(const Game& game, Square selected)
{
    if (game.variant() != core::Variant::CornerCheckers)
        return {};
    if (selected != core::NoSquare && core::contains(game.position().kings, selected))
        return {};
    const Side us = game.sideToMove();
    QStringList names;
    const core::Bitboard squares = rules::facts(game.variant()).promotionSquaresOf(us);
    for (int s = 0; s < 64; ++s)
        if (core::contains(squares, static_cast<Square>(s)))
            names << squareText(game.variant(), static_cast<Square>(s));
    // rules-spec Corner: only the two squares beside the enemy's corner crown a man.
    return QCoreApplication::translate("WhyExplainer",
        "%1's men are crowned only on %2, the squares beside the enemy's corner; the rest of the far row "
        "does not crown.")
        .arg(sideName(us), names.join(QCoreApplication::translate("WhyExplainer", " and ")));
}

} // namespace

QStringList reasons(const HotSeatController& controller)
{
    const Game& game = controller.game();
    if (game.result().isOver())
        return {};
    const Side us = game.sideToMove();
    const Square selected = controller.selected();
    const QString player = controller.playerName(us);
    QStringList out;
    // rules-spec Forfeit: a claimed piece is removed; in To the Last Man it is turned over instead.
    if (controller.claimable() != 0)
        out << (game.variant() == core::Variant::ToTheLastMan
                    ? QCoreApplication::translate("WhyExplainer",
                          "%1 may claim: the opponent did not make a compulsory capture. "
                          "Select a glowing stone to turn it over, or decline the claim.")
                    : QCoreApplication::translate("WhyExplainer",
                          "%1 may claim: the opponent did not make a compulsory capture. "
                          "Select a glowing piece to remove it, or decline the claim."))
                   .arg(player);
    if (controller.handClaimOffered())
        out << QCoreApplication::translate(
            "WhyExplainer", "%1 may take the stone the opponent left in hand instead of placing it.")
                   .arg(player);
    if (game.placementDue())
        out << QCoreApplication::translate("WhyExplainer",
            "You have a stone in hand: place it on a glowing square of your first row before you move.");
    const core::Position& p = game.position();
    if (game.variant() == core::Variant::TwentyVsTen && p.barred != core::NoSquare)
        out << QCoreApplication::translate("WhyExplainer",
            "Black moves twice. The piece on %1 made the first move, so the second move must be made with "
            "another piece.")
                   .arg(squareText(game.variant(), p.barred));
    if (const QString capture = captureReason(game, selected); !capture.isEmpty())
        out << capture;
    if (const QString backward = backwardReason(game, selected); !backward.isEmpty())
        out << backward;
    if (const QString promotion = promotionReason(game, selected); !promotion.isEmpty())
        out << promotion;
    if (out.isEmpty())
        out << (selected == core::NoSquare
                    ? QCoreApplication::translate("WhyExplainer", "No capture is due: move any glowing piece.")
                    : QCoreApplication::translate(
                          "WhyExplainer", "No capture is due: this piece may go to any marked square."));
    return out;
}

} // namespace draughts::app::WhyExplainer
