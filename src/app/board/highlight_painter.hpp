#pragma once

#include <QPolygonF>
#include <QRectF>

class QFont;
class QPainter;

namespace draughts::app {

// Paints the highlights of one square (see Highlight in board_roles.hpp):
// what lies under the piece, then what lies over it.
namespace HighlightPainter {

// Square tints and the glows around a piece that may move, must capture or is selected.
void paintUnderPiece(QPainter& painter, const QRectF& cell, int flags, bool hovered);

// Claims, placements, pieces about to be taken, the barred piece and landing squares.
// `pulse` in [0, 1] breathes the glows of what waits for the player.
void paintOverPiece(QPainter& painter, const QRectF& cell, int flags, bool hasPiece, qreal pulse);

// To the Last Man: how often the stone has been captured since it last moved.
void paintCaptureCount(QPainter& painter, const QRectF& cell, int count, const QFont& font);

// The line of a capture being entered, through the centres of its squares.
void paintRoute(QPainter& painter, const QPolygonF& route, qreal cell);

} // namespace HighlightPainter

} // namespace draughts::app
