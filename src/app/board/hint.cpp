#include "board/hint.hpp"

#include <draughts/rules/explanation.hpp>

namespace draughts::app::Hint {

std::optional<core::Move> suggest(const game::Game& game)
{
    if (game.result().isOver() || game.legalMoves().empty())
        return std::nullopt;
    if (const core::Move* capture = rules::largestCapture(game.legalMoves()))
        return *capture;
    return game.legalMoves()[0];
}

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
