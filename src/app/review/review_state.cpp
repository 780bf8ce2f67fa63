#include "review/review_state.hpp"

#include <algorithm>

namespace draughts::app {

std::vector<pdn::PlyNotes> ReviewState::notes() const
{
    std::vector<pdn::PlyNotes> all = m_notes;
    all.resize(length() + 1);
    return all;
}

ReviewState::ClockReadings ReviewState::clockReadings() const
{
    ClockReadings all = m_clocks;
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

void ReviewState::reset(std::vector<pdn::PlyNotes> notes, ClockReadings clocks)
{
    m_shown.reset();
    m_notes = std::move(notes);
    m_clocks = std::move(clocks);
    m_dropped.clear();
}

void ReviewState::actionAdded(std::optional<std::int64_t> clock)
{
    // The annotations of an action undone before this one belong elsewhere;
    // those of the actions undone and not yet redone are kept until then.
    if (m_notes.size() > length())
        m_notes.resize(length());
    m_clocks.resize(length());
    m_clocks.push_back(clock);
}

void ReviewState::actionsDropped(std::size_t ply)
{
    m_dropped.push_back({m_notes, m_clocks});
    if (m_notes.size() > ply + 1)
        m_notes.resize(ply + 1);
    if (m_clocks.size() > ply + 1)
        m_clocks.resize(ply + 1);
}

void ReviewState::droppedRestored()
{
    if (m_dropped.empty())
        return;
    m_notes = std::move(m_dropped.back().notes);
    m_clocks = std::move(m_dropped.back().clocks);
    m_dropped.pop_back();
}

} // namespace draughts::app
