#pragma once

#include <QPoint>
#include <QRect>
#include <QRectF>

#include <algorithm>
#include <optional>
#include <utility>

namespace draughts::app {

// Where the squares of an n x n board lie in a view: whole pixels per square
// (crisp at every size) and a frame around them. Model row 0 is the top rank
// as White sees it; a flipped board shows it at the bottom.
struct BoardGeometry {
    QRect board; // the squares, without the frame
    int cell = 0;
    int frame = 0;
    int size = 0;
    bool flipped = false;

    // The largest board that fits `area`, centred; a wide frame leaves room for coordinates.
    static BoardGeometry fit(const QRect& area, int size, bool flipped, bool wideFrame)
    {
        const int side = std::max(0, std::min(area.width(), area.height()) - 12);
        const int frame = wideFrame ? std::max(16, side * 45 / 1000) : std::max(9, side * 22 / 1000);
        return withFrame(area.adjusted(6, 6, -6, -6), size, flipped, frame);
    }

    // The largest board with a frame `frame` wide that fits `area`, centred.
    static BoardGeometry withFrame(const QRect& area, int size, bool flipped, int frame)
    {
        BoardGeometry g;
        if (size <= 0)
            return g;
        const int side = std::max(0, std::min(area.width(), area.height()));
        g.frame = frame;
        g.cell = std::max(1, (side - 2 * g.frame) / size);
        g.size = size;
        g.flipped = flipped;
        const int boardSide = g.cell * size;
        g.board = QRect(area.left() + (area.width() - boardSide) / 2, area.top() + (area.height() - boardSide) / 2,
                        boardSide, boardSide);
        return g;
    }

    QRectF cellRect(int row, int column) const
    {
        const int visualRow = flipped ? size - 1 - row : row;
        const int visualColumn = flipped ? size - 1 - column : column;
        return QRectF(board.left() + visualColumn * cell, board.top() + visualRow * cell, cell, cell);
    }

    // The model row and column under `point`, if it is on a square.
    std::optional<std::pair<int, int>> cellAt(const QPoint& point) const
    {
        if (size == 0 || !board.contains(point))
            return std::nullopt;
        int column = std::min((point.x() - board.left()) / cell, size - 1);
        int row = std::min((point.y() - board.top()) / cell, size - 1);
        if (flipped) {
            column = size - 1 - column;
            row = size - 1 - row;
        }
        return std::pair{row, column};
    }
};

} // namespace draughts::app
