#pragma once

#include "board/view_geometry.hpp"
#include "board/board_painter.hpp"

#include <draughts/core/variant.hpp>

#include <QPixmap>

class QFont;

namespace draughts::app {

class BoardTheme;

// The frame, the squares, Corner Checkers' crowning squares and the letters
// and digits along the edges, rendered into a pixmap of the whole view. None
// of it changes while playing, so the view paints it once per size.
QPixmap renderBoardBackground(const BoardTheme& theme, core::Variant variant, const BoardGeometry& geometry,
                              QSize viewSize, qreal ratio, SquareLabels labels, const QFont& font);

// The square numbers in a transparent pixmap of the whole view, which the
// view lays over pieces and highlights so that they stay readable.
QPixmap renderSquareNumbers(const BoardTheme& theme, core::Variant variant, const BoardGeometry& geometry,
                            QSize viewSize, qreal ratio, const QFont& font);

} // namespace draughts::app
