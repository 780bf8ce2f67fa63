#include "board/board_preview.hpp"

#include "board/move_animation.hpp"
#include "board/piece_painter.hpp"

#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>

#include <QPainter>

namespace draughts::app {

QPixmap boardPreview(core::Variant variant, const core::Position& position, int side, qreal ratio)
{
    const int n = rules::boardSize(variant);
    const int frame = std::max(3, side / 30);
    const qreal cell = static_cast<qreal>(side - 2 * frame) / n;
    QPixmap pixmap(QSize(side, side) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF board(frame, frame, cell * n, cell * n);
    PiecePainter::paintFrame(painter, board, frame);
    for (int rank = 0; rank < n; ++rank)
        for (int file = 0; file < n; ++file) {
            const QRectF rect(board.left() + file * cell, board.top() + (n - 1 - rank) * cell, cell, cell);
            const core::Square s = rules::squareAt(variant, file, rank);
            PiecePainter::paintSquare(painter, rect, s != core::NoSquare, (file + rank) % 4);
            if (s == core::NoSquare || !core::contains(position.occupied(), s))
                continue;
            PiecePainter::paintPiece(painter, rect, lookAt(rules::facts(variant), position, s));
        }
    return pixmap;
}

} // namespace draughts::app
