#pragma once

#include "board/move_animation.hpp"

#include <QRectF>
#include <QString>

class QPainter;

namespace draughts::app {

// Paints the art of the game (pieces and squares) from the SVG resources,
// shared by the board, the game previews and the side panel.
namespace PiecePainter {

// Pieces fill this share of a square.
inline constexpr qreal pieceScale = 0.86;

QString resourceOf(const PieceLook& look);

// Paints a piece centred in `cell`. `squeeze` in (0, 1] narrows it
// horizontally, which shows a stone turning over.
void paintPiece(QPainter& painter, const QRectF& cell, const PieceLook& look, qreal opacity = 1.0,
                qreal squeeze = 1.0);

// Paints a square of the board: the playing squares in dark wood whatever
// their colour on a real board (Corner Checkers plays on the light ones).
// `variation` turns the grain so that neighbouring squares differ.
void paintSquare(QPainter& painter, const QRectF& cell, bool playing, int variation);

// The board's wooden frame around `board` (the squares), `width` wide.
void paintFrame(QPainter& painter, const QRectF& board, qreal width);

} // namespace PiecePainter

} // namespace draughts::app
