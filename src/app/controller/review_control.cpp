#include "controller/review_control.hpp"

#include "controller/game_controller.hpp"

#include <algorithm>

namespace draughts::app {

using Notice = GameController::Notice;

void ReviewControl::showPly(std::size_t ply)
{
    GameController& c = m_controller;
    ply = std::min(ply, c.m_review.length());
    if (ply == c.m_review.shownPly())
        return;
    c.cancelTurn();
    c.m_review.show(ply);
    c.m_claimsDeclined = false;
    // Looking back at a game between computers pauses it: it goes on when
    // the players say so (the review's notice says how).
    c.m_paused = c.m_paused || (c.m_review.reviewing() && c.canPause());
    c.syncClock();
    c.startTurn();
    emit c.stateChanged();
    emit c.notice(Notice::ReviewMoved, c.shown().sideToMove());
}

bool ReviewControl::continueFromHere()
{
    GameController& c = m_controller;
    if (!c.m_review.reviewing())
        return false;
    c.cancelTurn();
    const bool left = c.leaveReview();
    // Play goes on from here, also in a game between computers paused by looking back.
    c.m_paused = c.m_paused && !left;
    c.syncClock();
    c.startTurn();
    emit c.stateChanged();
    if (left)
        emit c.notice(Notice::ContinuedHere, c.shown().sideToMove());
    return left;
}

void ReviewControl::setDropConfirmer(std::function<bool(int dropped)> confirm)
{
    m_controller.m_confirmDrop = std::move(confirm);
}

GameClock::Times ReviewControl::clockTimesShown() const
{
    const GameController& c = m_controller;
    return c.m_review.reviewing() ? c.recordedTimes(c.m_review.shownPly()) : c.m_clock->remaining();
}

} // namespace draughts::app
