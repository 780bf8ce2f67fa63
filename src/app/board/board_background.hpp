#pragma once

#include "board/board_geometry.hpp"

#include <QPixmap>

class QFont;

namespace draughts::app {

class BoardModel;

// What the board shows besides pieces and highlights.
struct BoardDecorations {
    bool coordinates = true;
    bool squareNumbers = false;
};

// The frame, the squares, Corner Checkers' crowning squares, square numbers
// and coordinates, rendered into a pixmap of the whole view. None of it
// changes while playing, so the view paints it once per size.
QPixmap renderBoardBackground(const BoardModel& model, const BoardGeometry& geometry, QSize viewSize, qreal ratio,
                              BoardDecorations decorations, const QFont& font);

} // namespace draughts::app
