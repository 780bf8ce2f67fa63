// Texts: the rules at work, phrased from the rules library's reason codes.

#include "text/texts.hpp"

#include "values/move_input.hpp"

#include <draughts/notation/move_text.hpp>
#include <draughts/rules/facts.hpp>

#include <algorithm>

namespace draughts::app {

using core::Side;
using rules::Reason;

namespace {

// "It is White's turn", and which move of a double turn.
QString turnOf(const game::Game& game)
{
    const Side us = game.sideToMove();
    if (rules::facts(game.variant()).blackMovesTwice && us == Side::Black)
        return Texts::tr("It is Black's turn (move %1 of 2)").arg(game.partOfTurn());
    return us == Side::White ? Texts::tr("It is White's turn") : Texts::tr("It is Black's turn");
}

} // namespace

QString Texts::refusal(const game::Game& game, const rules::Explanation& why)
{
    const rules::Facts& facts = rules::facts(game.variant());
    const bool light = facts.shape.lightSquares;
    const QString required = why.move ? move(game, *why.move) : QString();
    const QString taken = why.move ? pieces(why.move->captureCount()) : QString();
    switch (why.reason) {
    case Reason::SelectionOffBoard:
        return light ? tr("Pieces stand on the light squares in this game") : tr("Pieces stand on the dark squares");
    case Reason::OpponentsPiece: return turnOf(game);
    case Reason::NoPiece: return tr("%1: select one of your pieces, then its destination").arg(turnOf(game));
    case Reason::BarredPiece:
        return tr("This piece made Black's first move; the second move must be made with another piece");
    case Reason::CanOnlyStepBack:
        return tr("This stone can only step backward, which is allowed only when no stone can step forward");
    case Reason::CannotMove: return tr("This piece cannot move");
    case Reason::TargetOffBoard:
        return light ? tr("Pieces move on the light squares in this game") : tr("Pieces move on the dark squares");
    case Reason::Occupied: return tr("That square is occupied");
    case Reason::NotDiagonal: return tr("Pieces move diagonally");
    case Reason::ManStepsForward:
        return facts.stepBackWhenStuck ? tr("Stones step forward (backward only when stuck)")
                                       : tr("Men step forward only (they capture both ways)");
    case Reason::BackwardWhileForwardPossible:
        return tr("Stones step backward only when none of your stones can step forward");
    case Reason::JumpNeedsEnemy: return tr("A man moves two squares only when it jumps an enemy piece");
    case Reason::OnlyKingsFly: return tr("A man moves one square at a time; only kings fly");
    case Reason::CannotReach:
        return tr("The piece on %1 cannot reach %2 in one move")
            .arg(square(game.variant(), why.square), square(game.variant(), why.target));
    case Reason::PlaceFromHandFirst:
        return tr("First place a stone from your hand on a glowing square of your first row");
    case Reason::CaptureRequired: return tr("A capture is compulsory: %1 takes %2").arg(required, taken);
    case Reason::LargestCaptureRequired:
        return tr("The largest capture is compulsory: %1 takes %2").arg(required, taken);
    default: break;
    }
    return {};
}

namespace {

// Adds `move` to `captures` when it is a capture not there yet: routes that
// take the same pieces to the same square are one capture to the player.
void addCapture(std::vector<core::Move>& captures, const core::Move& move)
{
    if (move.isCapture() &&
        std::none_of(captures.begin(), captures.end(), [&](const core::Move& c) { return c.sameMove(move); }))
        captures.push_back(move);
}

} // namespace

QString Texts::picked(const game::Game& game, const GameSetup& setup, const MoveInput& input)
{
    if (input.open(true).empty() && !game.legalMoves().empty()) {
        // The Forfeit setting allows the move, but the opponent will be offered a claim.
        const auto duty = rules::firstDuty(game.variant(), game.position());
        if (!game.placementDue() && duty && duty->move) {
            std::vector<core::Move> captures;
            for (const core::Move& m : game.legalMoves())
                addCapture(captures, m);
            return claimableMove(game, setup, captures);
        }
        return tr("Careful: %1. Moving this piece lets %2 claim.")
            .arg(tr("A stone from hand should be placed first"), player(setup, core::opposite(game.sideToMove())));
    }
    std::vector<core::Move> captures;
    for (const MoveInput::Candidate* c : input.open(true))
        addCapture(captures, c->move);
    if (captures.empty())
        return tr("Now click the square to move it to");
    if (captures.size() == 1)
        return tr("%1 takes %2: click where it lands")
            .arg(fromUtf8(notation::formatMove(game.variant(), captures.front(), game.permittedMoves())),
                 pieces(captures.front().captureCount()));
    return tr("This piece has %n capture(s): click the landing squares one by one", nullptr,
              static_cast<int>(captures.size()));
}

QString Texts::claimableMove(const game::Game& game, const GameSetup& setup, const std::vector<core::Move>& required)
{
    const QString claimant = player(setup, core::opposite(game.sideToMove()));
    // last-man.md §7.3: a claimed stone is turned over, not removed.
    const QString text = rules::facts(game.variant()).flipsCaptured
                             ? tr("This stone may move, but not with the capture the rules ask: %1. "
                                  "Moving it lets %2 claim a stone.")
                             : tr("This piece may move, but not with the capture the rules ask: %1. "
                                  "Moving it lets %2 claim a piece.");
    return text.arg(capturesAsked(game, required), claimant);
}

QString Texts::capturesAsked(const game::Game& game, const std::vector<core::Move>& captures)
{
    if (captures.empty())
        return {};
    if (captures.size() == 1)
        return tr("%1 takes %2").arg(move(game, captures.front()), pieces(captures.front().captureCount()));
    // international.md §5.5: equally large captures; last-man.md §5.2: any capture.
    if (rules::facts(game.variant()).maximumCapture)
        return tr("%1, each taking %2").arg(captureChoices(game, captures), pieces(captures.front().captureCount()));
    return tr("any of %1").arg(captureChoices(game, captures));
}

QString Texts::nextLanding() { return tr("Now click the next landing square"); }

QString Texts::sharedLanding(core::Variant variant, core::Square landing)
{
    return tr("Several captures end on %1: click the landing squares one by one").arg(square(variant, landing));
}

QStringList Texts::duties(const game::Game& game, const GameSetup& setup, core::Square selected, bool pieceClaimable,
                          bool handStoneClaimable, bool glowing)
{
    if (game.result().isOver())
        return {};
    const QString claimant = player(setup, game.sideToMove());
    QStringList out;
    // docs/pdn.md, "Results": a file's game played on past a counted draw.
    if (game.passedDraw())
        out << passedDraw(game, setup);
    // international.md §7.3: a claimed piece is removed; last-man.md §7.3: turned over instead.
    if (pieceClaimable)
        out << (rules::facts(game.variant()).flipsCaptured
                    ? tr("%1 may claim: the opponent did not make a compulsory capture. "
                         "Select a glowing stone to turn it over, or decline the claim.")
                    : tr("%1 may claim: the opponent did not make a compulsory capture. "
                         "Select a glowing piece to remove it, or decline the claim."))
                   .arg(claimant);
    if (handStoneClaimable)
        out << tr("%1 may take the stone the opponent left in hand instead of placing it.").arg(claimant);
    const bool claims = !out.isEmpty();

    const bool forfeit = game.missedCaptureRule() == game::MissedCaptureRule::Forfeit;
    for (const rules::Explanation& why : rules::explainDuties(game.variant(), game.position(), selected)) {
        // The piece picked up may move all the same: the status bar's words (picked).
        if (why.reason == Reason::SelectedCannotCapture && forfeit && why.move)
            out << claimableMove(game, setup, why.choices);
        else if (const QString text = duty(game, why, claims, glowing); !text.isEmpty())
            out << text;
    }
    if (game.ruleSet() == rules::RuleSet::Fmjd)
        out << fmjdDraws(game);
    // last-man.md §5.4: the number on the stone asked about.
    if (selected != core::NoSquare)
        if (const QString count = captureCountNote(game.variant(), game.position().captureCountAt(selected));
            !count.isEmpty())
            out << tr("The number on this stone: %1.").arg(count);
    return out;
}

// The FMJD's draw rules about to apply (international.md §10.3 to §10.6).
QStringList Texts::fmjdDraws(const game::Game& game)
{
    QStringList out;
    if (game.repetitions() == 2)
        out << tr("This position has stood on the board twice with the same player to move: a third time draws the "
                  "game (FMJD rules).");
    const rules::FmjdCounters& counters = game.fmjdCounters();
    if (counters.ending != rules::FmjdEnding::None)
        out << tr("Against a lone king the game is drawn when each player has made %n more move(s) in this ending "
                  "(FMJD rules).",
                  nullptr, counters.endingLimit / 2);
    else if (counters.kingPlies > 0)
        out << tr("Only kings have moved: when each player has made 25 such moves, the game is drawn (FMJD rules). "
                  "A man's move or a capture starts the count again.");
    return out;
}

// One duty of the side to move as a sentence; "" for none to tell (no
// capture due while a claim is on offer says nothing).
QString Texts::duty(const game::Game& game, const rules::Explanation& why, bool claims, bool glowing)
{
    const QString required = why.move ? move(game, *why.move) : QString();
    const QString taken = why.move ? pieces(why.move->captureCount()) : QString();
    // Where the rules leave a choice among captures, Why? names every one.
    const QString choices = captureChoices(game, why.choices);
    const bool several = why.choices.size() > 1;
    switch (why.reason) {
    case Reason::PlaceFromHand:
        return tr("You have a stone in hand: place it on a glowing square of your first row before you move.");
    case Reason::SecondMoveWithAnotherPiece:
        return tr("Black moves twice. The piece on %1 made the first move, so the second move must be made with "
                  "another piece.")
            .arg(square(game.variant(), why.square));
    case Reason::AnyCaptureDue:
        return several ? tr("A capture is compulsory: one of your pieces must jump. You may choose any capture: %1.")
                             .arg(choices)
                       : tr("A capture is compulsory: %1 must be made.").arg(required);
    case Reason::LargestCaptureDue:
        return several ? tr("A capture is compulsory, and a capture taking the most pieces must be chosen: %1, "
                            "each taking %2.")
                             .arg(choices, taken)
                       : tr("A capture is compulsory, and the capture taking the most pieces must be chosen: %1 "
                            "takes %2.")
                             .arg(required, taken);
    case Reason::SelectedCannotCapture:
        return several ? tr("This piece cannot capture, but a capture is compulsory: %1, each taking %2. Choose a "
                            "piece that can capture.")
                             .arg(choices, taken)
                       : tr("This piece cannot capture, but a capture is compulsory: %1 takes %2. Choose a piece "
                            "that can capture.")
                             .arg(required, taken);
    case Reason::SelectedMustCapture:
        return several ? tr("This piece must capture: a capture is compulsory. It may choose any of its captures: %1.")
                             .arg(choices)
                       : tr("This piece must capture: a capture is compulsory. Its longest capture, %1, takes %2.")
                             .arg(required, taken);
    case Reason::SelectedMustCaptureLargest:
        return several ? tr("This piece must capture: a capture is compulsory, and the largest one must be chosen: "
                            "%1, each taking %2.")
                             .arg(choices, taken)
                       : tr("This piece must capture: a capture is compulsory, and the largest one must be chosen. "
                            "%1 takes %2.")
                             .arg(required, taken);
    case Reason::StonesStepForward:
        return tr("Stones step forward. A backward step is allowed only when none of your stones can step "
                  "forward.");
    case Reason::StonesMayStepBack:
        return tr("None of your stones can step forward, so your stones may step backward.");
    case Reason::SelectedStepsForwardOnly:
        return tr("This stone may step forward only: a stone steps backward only when none of your stones "
                  "can step forward.");
    case Reason::SelectedCannotStepBack:
        return tr("This stone cannot step backward now: that is allowed only when none of your stones can "
                  "step forward.");
    case Reason::CrownedOnlyOn: {
        QStringList names;
        core::forEachSquare(why.squares, [&](core::Square s) { names << square(game.variant(), s); });
        return tr("%1's men are crowned only on %2, the squares beside the enemy's corner; the rest of the far "
                  "row does not crown.")
            .arg(side(why.side), names.join(tr(" and ")));
    }
    case Reason::NothingDue:
        // Nothing glows while a computer or the other side of the network is to move.
        if (claims)
            return {};
        return glowing ? tr("No capture is due: move any glowing piece.")
                       : tr("No capture is due: any piece may move.");
    case Reason::NothingDueForSelected:
        return claims ? QString() : tr("No capture is due: this piece may go to any marked square.");
    default: return {};
    }
}

QString Texts::captureChoices(const game::Game& game, const std::vector<core::Move>& captures)
{
    QStringList written;
    for (const core::Move& capture : captures)
        written << move(game, capture);
    if (written.size() < 2)
        return written.join(QString());
    const QString last = written.takeLast();
    return tr("%1 or %2", "the last of several moves to choose from").arg(written.join(tr(", ")), last);
}

QString Texts::hint(const game::Game& game, const core::Move& suggested)
{
    const QString written = move(game, suggested);
    if (suggested.kind == core::MoveKind::Placement)
        return tr("Hint: place a stone on %1").arg(written);
    if (!suggested.isCapture())
        return tr("Hint: %1").arg(written);
    return tr("Hint: %1 takes %n piece(s)", nullptr, suggested.captureCount()).arg(written);
}

QString Texts::hintThen(const QString& hint, const QString& next) { return tr("%1, then %2").arg(hint, next); }

} // namespace draughts::app
