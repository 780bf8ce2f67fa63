#include "board/board_background.hpp"

#include "board/board_theme.hpp"

#include <QFont>
#include <QPainter>

namespace draughts::app {

namespace {

QPixmap transparentPixmap(QSize viewSize, qreal ratio)
{
    QPixmap pixmap(viewSize * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    return pixmap;
}

} // namespace

QPixmap renderBoardBackground(const BoardTheme& theme, core::Variant variant, const BoardGeometry& geometry,
                              QSize viewSize, qreal ratio, SquareLabels labels, const QFont& font)
{
    QPixmap background = transparentPixmap(viewSize, ratio);
    QPainter painter(&background);
    painter.setRenderHint(QPainter::Antialiasing);
    BoardPainter::paintFrame(painter, theme, geometry);
    BoardPainter::paintSquares(painter, theme, variant, geometry);
    if (labels.coordinates)
        BoardPainter::paintCoordinates(painter, theme, geometry, font);
    return background;
}

QPixmap renderSquareNumbers(const BoardTheme& theme, core::Variant variant, const BoardGeometry& geometry,
                            QSize viewSize, qreal ratio, const QFont& font)
{
    QPixmap numbers = transparentPixmap(viewSize, ratio);
    QPainter painter(&numbers);
    BoardPainter::paintSquareNumbers(painter, theme, variant, geometry, font, BoardPainter::NumberPlace::Corner);
    return numbers;
}

} // namespace draughts::app
