#pragma once

#include "board/board_painter.hpp"

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

#include <QPixmap>

class QFont;
class QPainter;
class QRect;

namespace draughts::app {

class BoardTheme;

// What a still picture of a position shows besides the pieces.
struct PictureLabels {
    SquareLabels labels;
    // Numbers large in the middle of their squares, for a picture of the
    // empty board that teaches the numbering; else small in a corner.
    bool centredNumbers = false;
};

// A still picture of `position` (no pieces when null) filling the square
// `area`: the same frame, squares and pieces as the board, without
// highlights. The rule pages' diagrams and the New Game dialog's previews.
void paintBoardPicture(QPainter& painter, const QRect& area, const BoardTheme& theme, core::Variant variant,
                       const core::Position* position, const PictureLabels& labels, const QFont& font);

// A small picture of a position in the current theme, for the New Game dialog.
QPixmap boardPreview(core::Variant variant, const core::Position& position, int side, qreal ratio);

} // namespace draughts::app
