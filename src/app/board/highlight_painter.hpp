#pragma once

#include <QColor>
#include <QPolygonF>
#include <QRectF>

class QFont;
class QPainter;

namespace draughts::app {

// Paints the highlights of one square (see Highlight in board_roles.hpp):
// what lies under the piece, then what lies over it.
namespace HighlightPainter {

// The edge of the squares of the last turn, and the line of its captures.
inline constexpr QColor lastMoveEdge{232, 160, 30, 220};
// The wash over a piece that may not move this turn (Twenty vs Ten's barred piece).
inline constexpr QColor barredGrey{168, 168, 168, 205};

// Square tints and the glows around a piece that may move, must capture or is selected.
void paintUnderPiece(QPainter& painter, const QRectF& cell, int flags, bool hovered);

// Claims, placements, pieces about to be taken, the barred piece and landing squares.
// `pulse` in [0, 1] breathes the glows of what waits for the player.
void paintOverPiece(QPainter& painter, const QRectF& cell, int flags, bool hasPiece, qreal pulse);

// To the Last Man: how often the stone has been captured since it last moved.
void paintCaptureCount(QPainter& painter, const QRectF& cell, int count, const QFont& font);

// The line of a capture being entered, through the centres of its squares.
void paintRoute(QPainter& painter, const QPolygonF& route, qreal cell);

// The line of a capture of the last turn, under the pieces.
void paintLastRoute(QPainter& painter, const QPolygonF& route, qreal cell);

// The colour of a suggested move: Hint's squares, Analyse Game's arrow.
inline constexpr QColor suggestionBlue{60, 130, 240, 220};

// Analyse Game's better move: an arrow in the colour of a hint through the
// centres of its squares, over the pieces; a placement (one square) a ring.
void paintArrow(QPainter& painter, const QPolygonF& route, qreal cell);

} // namespace HighlightPainter

} // namespace draughts::app
