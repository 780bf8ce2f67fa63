#include "text/status_line.hpp"

#include "players/human_input.hpp"
#include "text/game_texts.hpp"
#include "text/move_explainer.hpp"
#include "text/text.hpp"

#include <draughts/rules/facts.hpp>

namespace draughts::app {

using core::Side;

StatusLine::StatusLine(const GameController& controller, const HumanInput& input, QObject* parent)
    : QObject(parent), m_controller(controller), m_input(input)
{
    connect(&controller, &GameController::gameStarted, this, &StatusLine::gameStarted);
    connect(&controller, &GameController::actionPlayed, this, &StatusLine::actionPlayed);
    connect(&controller, &GameController::notice, this, &StatusLine::noticed);
    connect(&controller, &GameController::gameOver, this,
            [this](const game::Result& result) { emit message(resultText(result)); });
    connect(&input, &HumanInput::refused, this, &StatusLine::refused);
    connect(&input, &HumanInput::clickedAfterEnd, this, [this] {
        emit message(tr("The game is over. %1").arg(resultText(m_controller.shown().result())));
    });
    connect(&input, &HumanInput::picked, this, &StatusLine::picked);
    connect(&input, &HumanInput::landingNeeded, this, &StatusLine::landingNeeded);
}

QString StatusLine::name(Side side) const { return playerName(m_controller.setup(), side); }

void StatusLine::tell(const QString& text)
{
    const game::Result result = m_controller.shown().result();
    emit message(result.isOver() ? resultText(result) : text);
}

void StatusLine::gameStarted(GameController::Start how)
{
    const QString game = variantTitle(m_controller.game().variant());
    tell(how == GameController::Start::New ? tr("New game: %1").arg(game) : tr("Opened a game of %1").arg(game));
}

void StatusLine::actionPlayed(const Decision& decision)
{
    const game::Game& game = m_controller.game();
    if (decision.kind == Decision::Kind::Resign || decision.kind == Decision::Kind::OfferDraw || game.history().empty())
        return tell({});
    const game::HistoryEntry& made = game.history().back();
    const Side by = made.side;
    if (made.action.kind == game::Action::Kind::Claim) {
        if (made.action.claimed == core::NoSquare)
            return tell(tr("%1 took the stone %2 did not place").arg(name(by), name(core::opposite(by))));
        return tell(tr("%1 claimed the piece on %2").arg(name(by), squareText(game.variant(), made.action.claimed)));
    }
    if (!made.committed.empty())
        return tell(GameTexts::violation(made, name(by), name(core::opposite(by))));
    QString text = tr("%1 played %2").arg(name(by), toQString(made.text));
    // twenty-vs-ten.md §3.1: the second move of Black's turn follows.
    if (rules::facts(game.variant()).blackMovesTwice && game.partOfTurn() == 2)
        text += tr(". Black: now the second move, with another piece");
    tell(text);
}

void StatusLine::noticed(GameController::Notice notice, Side side)
{
    using Notice = GameController::Notice;
    const ReviewState& review = m_controller.review();
    switch (notice) {
    case Notice::ClaimsDeclined: return tell(tr("%1 declined the claim").arg(name(side)));
    case Notice::DrawDeclined:
        return tell(tr("%1 declined the draw offered by %2").arg(name(core::opposite(side)), name(side)));
    case Notice::Undone: return tell(tr("Undone"));
    case Notice::Redone: return tell(tr("Redone"));
    case Notice::DroppedBack: return emit message(tr("The dropped moves are back"));
    case Notice::ContinuedHere: return emit message(tr("Play continues from here"));
    case Notice::ReviewMoved:
        return emit message(review.reviewing() ? tr("Reviewing: position after %1 of %2 actions")
                                                     .arg(review.shownPly())
                                                     .arg(review.length())
                                               : QString());
    case Notice::Refused: return;
    }
}

void StatusLine::refused(const rules::Explanation& why) { emit message(explanationText(m_controller.shown(), why)); }

void StatusLine::picked(core::Square)
{
    const game::Game& game = m_controller.shown();
    const bool anyLegal = !m_input.moveInput().open(true).empty();
    if (!anyLegal && !game.legalMoves().empty()) {
        // Forfeit setting: the move is allowed, but the opponent will be offered a claim.
        const QString rule = game.placementDue() ? tr("A stone from hand should be placed first") : firstDutyText(game);
        emit message(tr("Careful: %1. Moving this piece lets %2 claim.").arg(rule, name(core::opposite(game.sideToMove()))));
    } else {
        emit message(GameTexts::selectionHint(game, m_input.moveInput()));
    }
}

void StatusLine::landingNeeded(core::Square square, bool ambiguous)
{
    emit message(ambiguous ? tr("Several captures end on %1: click the landing squares one by one")
                                 .arg(squareText(m_controller.shown().variant(), square))
                           : tr("Now click the next landing square"));
}

} // namespace draughts::app
