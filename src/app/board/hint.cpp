#include "board/hint.hpp"

#include "text/text.hpp"

#include <draughts/notation/move_text.hpp>
#include <draughts/rules/explanation.hpp>

#include <QCoreApplication>

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

QString text(const game::Game& game, const core::Move& move)
{
    const QString written = toQString(notation::formatMove(game.variant(), move, game.legalMoves()));
    if (move.kind == core::MoveKind::Placement)
        return QCoreApplication::translate("Hint", "Hint: place a stone on %1").arg(written);
    if (!move.isCapture())
        return QCoreApplication::translate("Hint", "Hint: %1").arg(written);
    return QCoreApplication::translate("Hint", "Hint: %1 takes %n piece(s)", nullptr, move.captureCount()).arg(written);
}

} // namespace draughts::app::Hint
