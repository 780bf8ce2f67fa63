#include "window/status_line.hpp"

#include "players/human_input.hpp"
#include "text/texts.hpp"

namespace draughts::app {

using core::Side;

StatusLine::StatusLine(const GameController& controller, const HumanInput& input, QObject* parent)
    : QObject(parent), m_controller(controller), m_input(input)
{
    connect(&controller, &GameController::gameStarted, this, &StatusLine::gameStarted);
    connect(&controller, &GameController::actionPlayed, this, &StatusLine::actionPlayed);
    connect(&controller, &GameController::notice, this, &StatusLine::noticed);
    connect(&controller, &GameController::gameOver, this,
            [this](const game::Result& result) { emit message(Texts::result(result, m_controller.setup())); });
    connect(&input, &HumanInput::refused, this,
            [this](const rules::Explanation& why) { emit message(Texts::refusal(m_controller.shown(), why)); });
    connect(&input, &HumanInput::clickedAfterEnd, this,
            [this] { emit message(Texts::gameIsOver(m_controller.shown().result(), m_controller.setup())); });
    connect(&input, &HumanInput::picked, this,
            [this] { emit message(Texts::picked(m_controller.shown(), m_controller.setup(), m_input.moveInput())); });
    connect(&input, &HumanInput::landingNeeded, this, [this](core::Square square, bool shared) {
        emit message(shared ? Texts::sharedLanding(m_controller.shown().variant(), square) : Texts::nextLanding());
    });
}

void StatusLine::tell(const QString& text)
{
    const game::Result result = m_controller.shown().result();
    emit message(result.isOver() ? Texts::result(result, m_controller.setup()) : text);
}

void StatusLine::gameStarted(GameController::Start how)
{
    const core::Variant variant = m_controller.game().variant();
    tell(how == GameController::Start::New ? Texts::newGame(variant) : Texts::opened(variant));
}

void StatusLine::actionPlayed(const Decision& decision)
{
    const game::Game& game = m_controller.game();
    if (decision.kind == Decision::Kind::Move)
        tell(Texts::played(game, m_controller.setup()));
    else if (decision.kind == Decision::Kind::Claim)
        tell(Texts::claimed(game, m_controller.setup()));
    else
        tell({}); // a resignation or an agreed draw: the result
}

void StatusLine::noticed(GameController::Notice notice, Side side)
{
    using Notice = GameController::Notice;
    const GameSetup& setup = m_controller.setup();
    const ReviewState& review = m_controller.review();
    switch (notice) {
    case Notice::ClaimsDeclined: tell(Texts::claimsDeclined(Texts::player(setup, side))); return;
    case Notice::DrawDeclined:
        tell(Texts::drawDeclined(Texts::player(setup, core::opposite(side)), Texts::player(setup, side)));
        return;
    case Notice::Undone: tell(Texts::undone()); return;
    case Notice::Redone: tell(Texts::redone()); return;
    case Notice::DroppedBack: emit message(Texts::droppedBack()); return;
    case Notice::ContinuedHere: emit message(Texts::continuedHere()); return;
    case Notice::ReviewMoved:
        if (!review.reviewing())
            emit message(m_controller.paused() ? Texts::playPaused(false) : QString());
        else if (m_controller.paused())
            emit message(Texts::reviewingPaused(m_controller.game().history(), review.shownPly()));
        else
            emit message(Texts::reviewing(m_controller.game().history(), review.shownPly()));
        return;
    case Notice::Paused: emit message(Texts::playPaused(review.reviewing())); return;
    case Notice::Resumed: emit message(Texts::playResumed()); return;
    case Notice::TakeBackAsked: tell(Texts::takeBackAsked(Texts::player(setup, core::opposite(side)))); return;
    case Notice::TakeBackDeclined: tell(Texts::takeBackDeclined(Texts::player(setup, core::opposite(side)))); return;
    case Notice::Refused: return;
    }
}

} // namespace draughts::app
