// HotSeatController: stepping through the game, continuing from an earlier
// position, and games read from files with their annotations.

#include "controller/hot_seat_controller.hpp"

#include "text/text.hpp"

#include <algorithm>

namespace draughts::app {

void HotSeatController::showPly(std::size_t ply)
{
    const game::Game& full = record();
    const std::size_t length = full.history().size();
    ply = std::min(ply, length);
    if (ply == length) {
        if (!m_record)
            return;
        m_game = std::move(m_record);
    } else {
        if (m_record && ply == m_game->history().size())
            return;
        // A copy of the whole game taken back: its position, claims and
        // legal moves are exactly those of that point of the game.
        auto shown = std::make_unique<game::Game>(full);
        while (shown->history().size() > ply)
            shown->undo();
        if (!m_record)
            m_record = std::move(m_game);
        m_game = std::move(shown);
    }
    m_input.clear();
    m_claimsDeclined = false;
    emit stateChanged();
    emit statusMessage(reviewing() ? tr("Reviewing: position after %1 of %2 actions").arg(ply).arg(length)
                                   : QString());
}

bool HotSeatController::continueFromHere()
{
    if (!m_record || !leaveReview())
        return false;
    emit stateChanged();
    emit statusMessage(tr("Play continues from here"));
    return true;
}

bool HotSeatController::leaveReview()
{
    if (!m_record)
        return true;
    const std::size_t here = m_game->history().size();
    const int dropped = static_cast<int>(m_record->history().size() - here);
    if (m_confirmDrop && !m_confirmDrop(dropped))
        return false;
    Dropped saved;
    saved.game = std::move(m_record);
    saved.notes = m_notes;
    saved.lengthAfter = here;
    m_dropped.push_back(std::move(saved));
    if (m_notes.size() > here + 1)
        m_notes.resize(here + 1);
    return true;
}

bool HotSeatController::restoreDropped()
{
    if (m_dropped.empty() || m_game->history().size() != m_dropped.back().lengthAfter)
        return false;
    Dropped saved = std::move(m_dropped.back());
    m_dropped.pop_back();
    // Back to the whole game, shown at the point where it was left.
    auto shown = std::make_unique<game::Game>(*saved.game);
    while (shown->history().size() > saved.lengthAfter)
        shown->undo();
    m_notes = std::move(saved.notes);
    m_input.clear();
    m_claimsDeclined = false;
    if (saved.game->history().size() == saved.lengthAfter) {
        m_game = std::move(saved.game);
    } else {
        m_record = std::move(saved.game);
        m_game = std::move(shown);
    }
    emit stateChanged();
    emit statusMessage(tr("The dropped moves are back"));
    return true;
}

void HotSeatController::trimNotes()
{
    // A new action has no annotations yet: those of an action undone before it belong elsewhere.
    const std::size_t ply = m_game->history().size();
    if (m_notes.size() > ply)
        m_notes.resize(ply);
}

bool HotSeatController::canUndo() const { return record().canUndo() || !m_dropped.empty(); }

void HotSeatController::loadGame(const GameSetup& setup, const game::Game& game, std::vector<pdn::PlyNotes> notes)
{
    m_setup = setup;
    m_game = std::make_unique<game::Game>(game);
    m_record.reset();
    m_dropped.clear();
    m_notes = std::move(notes);
    m_input.clear();
    m_claimsDeclined = false;
    // A game opened already over is not announced again.
    m_resultAnnounced = game.result().isOver();
    emit gameStarted();
    emit stateChanged();
    emit statusMessage(tr("Opened a game of %1").arg(toQString(core::variantName(game.variant()))));
}

std::vector<pdn::PlyNotes> HotSeatController::notes() const
{
    std::vector<pdn::PlyNotes> all = m_notes;
    all.resize(recordLength() + 1);
    return all;
}

QString HotSeatController::commentAt(std::size_t ply) const
{
    return ply < m_notes.size() ? toQString(m_notes[ply].comment) : QString();
}

} // namespace draughts::app
