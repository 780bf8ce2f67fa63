#include "board/hint.hpp"

namespace draughts::app::Hint {

core::Bitboard squares(const core::Move& move)
{
    core::Bitboard marked = core::bitOf(move.to) | move.captured;
    if (move.from != core::NoSquare)
        marked |= core::bitOf(move.from);
    for (int i = 0; i < move.pathLength; ++i)
        marked |= core::bitOf(move.path[i]);
    return marked;
}

} // namespace draughts::app::Hint
