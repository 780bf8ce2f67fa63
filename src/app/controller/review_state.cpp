#include "controller/review_state.hpp"

#include <algorithm>

namespace draughts::app {

void ReviewState::show(std::size_t ply)
{
    ply = std::min(ply, length());
    if (ply == length())
        m_shown.reset();
    else if (ply != shownPly())
        m_shown = m_game->upTo(ply);
}

void ReviewState::follow() { m_shown.reset(); }

} // namespace draughts::app
