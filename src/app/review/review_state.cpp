#include "review/review_state.hpp"

#include <algorithm>

namespace draughts::app {

std::vector<pdn::PlyNotes> ReviewState::notes() const
{
    std::vector<pdn::PlyNotes> all = m_notes;
    all.resize(length() + 1);
    return all;
}

const std::string& ReviewState::comment(std::size_t ply) const
{
    static const std::string none;
    return ply < m_notes.size() ? m_notes[ply].comment : none;
}

void ReviewState::show(std::size_t ply)
{
    ply = std::min(ply, length());
    if (ply == length())
        m_shown.reset();
    else if (ply != shownPly())
        m_shown = m_game->upTo(ply);
}

void ReviewState::follow() { m_shown.reset(); }

void ReviewState::reset(std::vector<pdn::PlyNotes> notes)
{
    m_shown.reset();
    m_notes = std::move(notes);
    m_droppedNotes.clear();
}

void ReviewState::actionAdded()
{
    // The annotations of an action undone before this one belong elsewhere.
    if (m_notes.size() > length())
        m_notes.resize(length());
}

void ReviewState::actionsDropped(std::size_t ply)
{
    m_droppedNotes.push_back(m_notes);
    if (m_notes.size() > ply + 1)
        m_notes.resize(ply + 1);
}

void ReviewState::droppedRestored()
{
    if (m_droppedNotes.empty())
        return;
    m_notes = std::move(m_droppedNotes.back());
    m_droppedNotes.pop_back();
}

} // namespace draughts::app
