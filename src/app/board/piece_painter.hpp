#pragma once

#include "board/move_animation.hpp"

#include <QRectF>
#include <QString>

class QPainter;

namespace draughts::app {

class BoardTheme;

// Paints the pieces of a theme from its SVG art, shared by the board, the
// pictures of positions and the side panel.
namespace PiecePainter {

// Pieces fill this share of a square.
inline constexpr qreal pieceScale = 0.86;

// Paints a piece of `theme` centred in `cell`. `squeeze` in (0, 1] narrows
// it horizontally, which shows a stone turning over.
void paintPiece(QPainter& painter, const BoardTheme& theme, const QRectF& cell, const PieceLook& look,
                qreal opacity = 1.0, qreal squeeze = 1.0);
// The same in the current theme (BoardTheme::current()), for pieces beside the board.
void paintPiece(QPainter& painter, const QRectF& cell, const PieceLook& look, qreal opacity = 1.0, qreal squeeze = 1.0);

// Paints `art` (an SVG resource) into `target`: from the cache of rendered
// pictures on screens and in images, as vectors into SVG and PDF files.
void paintArt(QPainter& painter, const QString& art, const QRectF& target);

} // namespace PiecePainter

} // namespace draughts::app
