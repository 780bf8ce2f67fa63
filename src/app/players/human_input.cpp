#include "players/human_input.hpp"

#include "controller/game_controller.hpp"
#include "players/prompter.hpp"
#include "players/human_player.hpp"
#include "text/texts.hpp"

#include <draughts/notation/move_text.hpp>
#include <draughts/notation/square_names.hpp>

#include <algorithm>

namespace draughts::app {

using core::Square;

HumanInput::HumanInput(GameController& controller, QObject* parent) : QObject(parent), m_controller(controller)
{
    connect(&controller, &GameController::stateChanged, this, &HumanInput::clearSelection);
    connect(&controller, &GameController::gameStarted, this, &HumanInput::clearSelection);
    connect(&controller, &GameController::turnStarted, this, &HumanInput::clearSelection);
}

HumanPlayer* HumanInput::awaitedHuman() const
{
    auto* human = qobject_cast<HumanPlayer*>(m_controller.awaited());
    return human && human->hasTurn() ? human : nullptr;
}

bool HumanInput::decide(const Decision& decision)
{
    HumanPlayer* human = awaitedHuman();
    if (!human)
        return false;
    m_input.clear();
    return human->decide(decision);
}

void HumanInput::clearSelection()
{
    if (!m_input.active())
        return;
    m_input.clear();
    emit selectionChanged();
}

bool HumanInput::canSelect(Square square) const
{
    if (square == core::NoSquare || !awaitedHuman())
        return false;
    const auto& moves = m_controller.shown().permittedMoves();
    return std::any_of(moves.begin(), moves.end(),
                       [&](const core::Move& m) { return m.from == square && m.kind != core::MoveKind::Placement; });
}

void HumanInput::select(Square square)
{
    m_input.select(m_controller.shown(), square);
    emit selectionChanged();
    emit picked(square);
}

void HumanInput::clickSquare(Square square)
{
    const game::Game& game = m_controller.shown();
    if (game.result().isOver()) {
        emit clickedAfterEnd();
        return;
    }
    if (!awaitedHuman())
        return; // another player is deciding
    if (square != core::NoSquare && m_controller.claimsOpen() && core::contains(game.claimablePieces(), square)) {
        decide(Decision::claim(square));
        return;
    }
    const core::Move placement = core::Move::placement(square);
    const bool placing = square != core::NoSquare && game.permittedMoves().contains(placement);
    if (!m_input.active()) {
        if (placing)
            decide(Decision::play(placement, {square}));
        else if (canSelect(square))
            select(square);
        else
            emit refused(rules::explainSelection(game.variant(), game.position(), square));
        return;
    }
    if (square == m_input.selected()) {
        cancelSelection();
        return;
    }
    const MoveInput::Step step = m_input.click(square);
    switch (step.outcome) {
    case MoveInput::Outcome::Completed: decide(Decision::play(step.move, step.route)); return;
    case MoveInput::Outcome::Extended:
        emit selectionChanged();
        emit landingNeeded(square, false);
        return;
    case MoveInput::Outcome::Ambiguous: emit landingNeeded(square, true); return;
    case MoveInput::Outcome::NotALanding: break;
    }
    if (placing) {
        decide(Decision::play(placement, {square}));
    } else if (canSelect(square)) {
        select(square);
    } else {
        emit refused(
            rules::explainTarget(game.variant(), game.position(), game.permittedMoves(), m_input.selected(), square));
    }
}

void HumanInput::pickUp(Square square)
{
    if (m_input.selected() == square)
        return;
    if (canSelect(square)) {
        select(square);
        return;
    }
    const game::Game& game = m_controller.shown();
    if (game.result().isOver())
        emit clickedAfterEnd();
    else if (awaitedHuman())
        emit refused(rules::explainSelection(game.variant(), game.position(), square));
}

void HumanInput::dropPiece(Square from, Square to)
{
    pickUp(from);
    if (m_input.selected() == from && to != from)
        clickSquare(to);
}

void HumanInput::cancelSelection() { clearSelection(); }

void HumanInput::declineClaims() { decide(Decision::declineClaims()); }

void HumanInput::claimHandStone() { decide(Decision::claimHandStone()); }

void HumanInput::offerDraw() { decide(Decision::offerDraw()); }

void HumanInput::resign()
{
    if (!awaitedHuman())
        return;
    const core::Side side = m_controller.shown().sideToMove();
    if (m_prompter && !m_prompter->confirmResign(Texts::player(m_controller.setup(), side)))
        return;
    decide(Decision::resign());
}

bool HumanInput::playNotation(const QString& text)
{
    const game::Game& game = m_controller.shown();
    const std::string written = text.trimmed().toStdString();
    if (written == notation::handClaimText)
        return m_controller.claimsOpen() && game.canClaimHandStone() && decide(Decision::claimHandStone());
    if (!written.empty() && written.front() == '~') {
        const Square square = notation::parseSquare(game.variant(), std::string_view(written).substr(1));
        return square != core::NoSquare && m_controller.claimsOpen() &&
               core::contains(game.claimablePieces(), square) && decide(Decision::claim(square));
    }
    const auto move = notation::parseMove(game.variant(), written, game.permittedMoves());
    return move && decide(Decision::play(*move));
}

} // namespace draughts::app
