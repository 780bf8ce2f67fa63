// The glow round a piece that may move stands out from the square under it,
// light or dark (Corner Checkers plays on the light squares).

#include "board/board_roles.hpp"
#include "board/highlight_painter.hpp"

#include <QImage>
#include <QPainter>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>

using namespace draughts;

namespace {

int lightness(QRgb pixel) { return (qRed(pixel) * 299 + qGreen(pixel) * 587 + qBlue(pixel) * 114) / 1000; }

// The largest difference in lightness from the square's own colour along
// the line from the piece's edge to the square's edge.
int strongestContrast(QColor square)
{
    QImage image(64, 64, QImage::Format_ARGB32);
    image.fill(square);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        app::HighlightPainter::paintUnderPiece(painter, QRectF(0, 0, 64, 64), app::Highlight::Movable, false);
    }
    int strongest = 0;
    for (int x = 32 + 26; x < 64; ++x)
        strongest = std::max(strongest, std::abs(lightness(image.pixel(x, 32)) - lightness(square.rgb())));
    return strongest;
}

} // namespace

TEST_CASE("The glow of a piece that may move stands out on light and dark squares", "[app][view][highlights]")
{
    // Light maple, pale cream, a white square and dark walnut.
    for (const QColor square :
         {QColor(240, 217, 181), QColor(238, 238, 210), QColor(255, 255, 255), QColor(120, 72, 40)}) {
        CAPTURE(square.name().toStdString());
        CHECK(strongestContrast(square) >= 60);
    }
}
