#include "board/board_background.hpp"

#include "board/board_model.hpp"
#include "board/board_roles.hpp"
#include "board/piece_painter.hpp"

#include <QFont>
#include <QPainter>

namespace draughts::app {

QPixmap renderBoardBackground(const BoardModel& model, const BoardGeometry& geometry, QSize viewSize, qreal ratio,
                              BoardDecorations decorations, const QFont& font)
{
    QPixmap background(viewSize * ratio);
    background.setDevicePixelRatio(ratio);
    background.fill(Qt::transparent);
    QPainter p(&background);
    p.setRenderHint(QPainter::Antialiasing);
    const int cell = geometry.cell;
    const int n = geometry.size;
    PiecePainter::paintFrame(p, QRectF(geometry.board), geometry.frame);

    QFont numberFont = font;
    numberFont.setPixelSize(std::max(8, cell * 19 / 100));
    numberFont.setBold(true);
    QFont crownFont = numberFont;
    crownFont.setPixelSize(std::max(8, cell * 24 / 100));
    for (int row = 0; row < n; ++row)
        for (int column = 0; column < n; ++column) {
            const QModelIndex index = model.index(row, column);
            const QRectF square = geometry.cellRect(row, column);
            const bool playing = index.data(BoardRole::Playable).toBool();
            PiecePainter::paintSquare(p, square, playing, (column * 7 + row * 3 + row * column) % 4);
            if (index.data(BoardRole::PromotionSquare).toBool()) {
                // corner.md §6.1: the two crowning squares of each side, marked without shouting.
                const qreal inset = cell * 0.07;
                p.setPen(QPen(QColor(0xf0, 0xc8, 0x6a, 150), std::max(1.0, cell * 0.035)));
                p.setBrush(Qt::NoBrush);
                p.drawRoundedRect(square.adjusted(inset, inset, -inset, -inset), cell * 0.08, cell * 0.08);
                p.setFont(crownFont);
                p.setPen(QColor(0xf0, 0xc8, 0x6a, 170));
                p.drawText(square.adjusted(0, 0, -cell * 0.1, -cell * 0.06), Qt::AlignRight | Qt::AlignBottom,
                           QStringLiteral("♛"));
            }
            if (decorations.squareNumbers && playing) {
                p.setFont(numberFont);
                p.setPen(QColor(255, 236, 205, 165));
                p.drawText(square.adjusted(cell * 0.07, cell * 0.04, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                           index.data(BoardRole::SquareNumber).toString());
            }
        }

    if (decorations.coordinates) {
        QFont coordinateFont = font;
        coordinateFont.setPixelSize(std::max(9, geometry.frame * 52 / 100));
        coordinateFont.setBold(true);
        p.setFont(coordinateFont);
        p.setPen(QColor(0xf0, 0xdc, 0xb8, 210));
        const QRect& board = geometry.board;
        for (int i = 0; i < n; ++i) {
            const QRectF file = geometry.cellRect(0, i);
            const QRectF rank = geometry.cellRect(i, 0);
            p.drawText(QRectF(file.left(), board.bottom() + 1, file.width(), geometry.frame), Qt::AlignCenter,
                       QString(QChar(u'a' + i)));
            p.drawText(QRectF(board.left() - geometry.frame, rank.top(), geometry.frame, rank.height()),
                       Qt::AlignCenter, QString::number(n - i));
        }
    }
    return background;
}

} // namespace draughts::app
