#include "board/board_preview.hpp"

#include "board/board_theme.hpp"

#include <draughts/rules/geometry.hpp>

#include <QApplication>
#include <QFont>
#include <QPainter>

#include <algorithm>

namespace draughts::app {

void paintBoardPicture(QPainter& painter, const QRect& area, const BoardTheme& theme, core::Variant variant,
                       const core::Position* position, const PictureLabels& labels, const QFont& font)
{
    const int side = std::min(area.width(), area.height());
    // Room for letters and digits on the frame, else a thin frame.
    const int frame = labels.labels.coordinates ? std::max(12, side * 55 / 1000) : std::max(3, side / 30);
    const BoardGeometry geometry = BoardGeometry::withFrame(area, rules::boardSize(variant), false, frame);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    BoardPainter::paintFrame(painter, theme, geometry);
    BoardPainter::paintSquares(painter, theme, variant, geometry);
    if (labels.labels.coordinates)
        BoardPainter::paintCoordinates(painter, theme, geometry, font);
    if (position)
        BoardPainter::paintPieces(painter, theme, variant, *position, geometry);
    if (labels.labels.numbers)
        BoardPainter::paintSquareNumbers(painter, theme, variant, geometry, font,
                                         labels.centredNumbers ? BoardPainter::NumberPlace::Centre
                                                               : BoardPainter::NumberPlace::Corner);
    painter.restore();
}

QPixmap boardPreview(core::Variant variant, const core::Position& position, int side, qreal ratio)
{
    QPixmap pixmap(QSize(side, side) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    paintBoardPicture(painter, QRect(0, 0, side, side), BoardTheme::current(), variant, &position, {},
                      QApplication::font());
    return pixmap;
}

} // namespace draughts::app
