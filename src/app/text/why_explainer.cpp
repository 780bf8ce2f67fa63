#include "text/why_explainer.hpp"

#include "board/highlights.hpp"
#include "controller/game_controller.hpp"
#include "text/text.hpp"

#include <draughts/notation/move_text.hpp>
#include <draughts/rules/explanation.hpp>
#include <draughts/rules/facts.hpp>

#include <QCoreApplication>

namespace draughts::app::WhyExplainer {

namespace {

using rules::Reason;

QString piecesText(int count) { return QCoreApplication::translate("WhyExplainer", "%n piece(s)", nullptr, count); }

QString dutyText(const game::Game& game, const rules::Explanation& why)
{
    const QString move =
        why.move ? toQString(notation::formatMove(game.variant(), *why.move, game.legalMoves())) : QString();
    const QString taken = why.move ? piecesText(why.move->captureCount()) : QString();
    switch (why.reason) {
    case Reason::PlaceFromHand:
        return QCoreApplication::translate("WhyExplainer",
            "You have a stone in hand: place it on a glowing square of your first row before you move.");
    case Reason::SecondMoveWithAnotherPiece:
        return QCoreApplication::translate("WhyExplainer",
            "Black moves twice. The piece on %1 made the first move, so the second move must be made with "
            "another piece.")
            .arg(squareText(game.variant(), why.square));
    case Reason::AnyCaptureDue:
        return QCoreApplication::translate("WhyExplainer",
            "A capture is compulsory: one of your pieces must jump. You may choose any capture, "
            "e.g. %1.")
            .arg(move);
    case Reason::LargestCaptureDue:
        return QCoreApplication::translate("WhyExplainer",
            "A capture is compulsory, and the capture taking the most pieces must be chosen: %1 takes %2.")
            .arg(move, taken);
    case Reason::SelectedCannotCapture:
        return QCoreApplication::translate("WhyExplainer",
            "This piece cannot capture, but a capture is compulsory: %1 takes %2. Choose a piece that can "
            "capture.")
            .arg(move, taken);
    case Reason::SelectedMustCapture:
        return QCoreApplication::translate(
            "WhyExplainer", "This piece must capture: a capture is compulsory. Its longest capture, %1, takes %2.")
            .arg(move, taken);
    case Reason::SelectedMustCaptureLargest:
        return QCoreApplication::translate("WhyExplainer",
            "This piece must capture: a capture is compulsory, and the largest one must be chosen. %1 takes %2.")
            .arg(move, taken);
    case Reason::StonesStepForward:
        return QCoreApplication::translate("WhyExplainer",
            "Stones step forward. A backward step is allowed only when none of your stones can step "
            "forward.");
    case Reason::StonesMayStepBack:
        return QCoreApplication::translate(
            "WhyExplainer", "None of your stones can step forward, so your stones may step backward.");
    case Reason::SelectedStepsForwardOnly:
        return QCoreApplication::translate("WhyExplainer",
            "This stone may step forward only: a stone steps backward only when none of your stones "
            "can step forward.");
    case Reason::SelectedCannotStepBack:
        return QCoreApplication::translate("WhyExplainer",
            "This stone cannot step backward now: that is allowed only when none of your stones can "
            "step forward.");
    case Reason::CrownedOnlyOn: {
        QStringList names;
        core::forEachSquare(why.squares, [&](core::Square s) { names << squareText(game.variant(), s); });
        return QCoreApplication::translate("WhyExplainer",
            "%1's men are crowned only on %2, the squares beside the enemy's corner; the rest of the far row "
            "does not crown.")
            .arg(sideName(why.side), names.join(QCoreApplication::translate("WhyExplainer", " and ")));
    }
    case Reason::NothingDue:
        return QCoreApplication::translate("WhyExplainer", "No capture is due: move any glowing piece.");
    case Reason::NothingDueForSelected:
        return QCoreApplication::translate("WhyExplainer",
                                           "No capture is due: this piece may go to any marked square.");
    default: break;
    }
    return {};
}

} // namespace

QStringList reasons(const GameController& controller, const Highlights& highlights)
{
    const game::Game& game = controller.shown();
    if (game.result().isOver())
        return {};
    const QString player = playerName(controller.setup(), game.sideToMove());
    QStringList out;
    // international.md §7.3: a claimed piece is removed; last-man.md §7.3: turned over instead.
    if (highlights.claimable() != 0)
        out << (rules::facts(game.variant()).flipsCaptured
                    ? QCoreApplication::translate("WhyExplainer",
                          "%1 may claim: the opponent did not make a compulsory capture. "
                          "Select a glowing stone to turn it over, or decline the claim.")
                    : QCoreApplication::translate("WhyExplainer",
                          "%1 may claim: the opponent did not make a compulsory capture. "
                          "Select a glowing piece to remove it, or decline the claim."))
                   .arg(player);
    if (highlights.handClaimOffered())
        out << QCoreApplication::translate(
            "WhyExplainer", "%1 may take the stone the opponent left in hand instead of placing it.")
                   .arg(player);
    const bool claims = !out.isEmpty();
    for (const rules::Explanation& why : rules::explainDuties(game.variant(), game.position(), highlights.selected()))
        if (!claims || (why.reason != Reason::NothingDue && why.reason != Reason::NothingDueForSelected))
            out << dutyText(game, why);
    return out;
}

} // namespace draughts::app::WhyExplainer
