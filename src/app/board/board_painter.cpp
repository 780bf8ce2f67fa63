#include "board/board_painter.hpp"

#include "board/board_theme.hpp"
#include "board/move_animation.hpp"
#include "board/piece_painter.hpp"

#include <draughts/notation/square_names.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>

#include <QFont>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace draughts::app {

SquareLabels squareLabelsFor(core::Variant variant, bool namesShown, bool edgesToo)
{
    const bool numbered = notation::namedByNumber(variant);
    return {namesShown && numbered, (namesShown && !numbered) || (numbered && edgesToo)};
}

namespace BoardPainter {

namespace {

// The view's row and column of a file and rank: row 0 is the top rank as White sees it.
QRectF cellOf(const BoardGeometry& g, int file, int rank) { return g.cellRect(g.size - 1 - rank, file); }

bool paintsVectors(const QPainter& painter)
{
    const QPaintEngine* engine = painter.paintEngine();
    return engine && (engine->type() == QPaintEngine::SVG || engine->type() == QPaintEngine::Pdf);
}

// Text centred in `box`: as glyphs on screen, where hinting keeps small
// letters crisp; as shapes in files of vectors, which then need no fonts.
void paintLabel(QPainter& painter, const QRectF& box, const QFont& font, const QString& text)
{
    if (!paintsVectors(painter)) {
        painter.setFont(font);
        painter.drawText(box, Qt::AlignCenter, text);
        return;
    }
    const QFontMetricsF metrics(font);
    const QPointF baseline(box.center().x() - metrics.horizontalAdvance(text) / 2,
                           box.center().y() + (metrics.ascent() - metrics.descent()) / 2);
    QPainterPath path;
    path.addText(baseline, font, text);
    painter.fillPath(path, painter.pen().color());
}

// Text as a shape, outlined by a halo, so that it reads on any colour below it.
void paintHaloText(QPainter& painter, const QPointF& baseline, const QFont& font, const QString& text,
                   const QColor& colour, const QColor& halo)
{
    QPainterPath path;
    path.addText(baseline, font, text);
    const qreal width = std::max(1.5, font.pixelSize() * 0.3);
    painter.strokePath(path, QPen(halo, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.fillPath(path, colour);
}

void paintCrowningMark(QPainter& painter, const BoardTheme& theme, const QRectF& square)
{
    // corner.md §6.1: crowning only on two squares, which players must be able to see, also under a piece:
    // a frame whose corners show around it, and a small crown in the corner a piece leaves free.
    const qreal cell = square.width();
    const qreal inset = cell * 0.06;
    QColor frame = theme.crowning();
    frame.setAlpha(210);
    painter.setPen(QPen(frame, std::max(1.5, cell * 0.05)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(square.adjusted(inset, inset, -inset, -inset), cell * 0.1, cell * 0.1);
    const QPointF base = square.bottomRight() + QPointF(-cell * 0.08, -cell * 0.08);
    const qreal w = cell * 0.15;
    const qreal h = cell * 0.11;
    QPainterPath crown;
    crown.moveTo(base + QPointF(-w, 0));
    crown.lineTo(base + QPointF(-w * 1.05, -h));
    crown.lineTo(base + QPointF(-w * 0.75, -h * 0.55));
    crown.lineTo(base + QPointF(-w * 0.5, -h * 1.15));
    crown.lineTo(base + QPointF(-w * 0.25, -h * 0.55));
    crown.lineTo(base + QPointF(w * 0.05, -h));
    crown.lineTo(base);
    crown.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme.crowning());
    painter.drawPath(crown);
}

} // namespace

void paintFrame(QPainter& painter, const BoardTheme& theme, const BoardGeometry& g)
{
    const QRectF board(g.board);
    const qreal width = g.frame;
    const QRectF outer = board.adjusted(-width, -width, width, width);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QPainterPath frame;
    const qreal radius = theme.relief() ? width * 0.35 : width * 0.2;
    frame.addRoundedRect(outer, radius, radius);
    QLinearGradient wood(outer.topLeft(), outer.bottomRight());
    wood.setColorAt(0.0, theme.frameLight());
    wood.setColorAt(1.0, theme.frameDark());
    if (theme.relief()) {
        // A soft drop shadow lifts the board off the window.
        for (int i = 4; i >= 1; --i) {
            QPainterPath shadow;
            shadow.addRoundedRect(outer.translated(0, i * 1.5).adjusted(-i, -i / 2.0, i, i), width * 0.4, width * 0.4);
            painter.fillPath(shadow, QColor(0, 0, 0, 14));
        }
    }
    painter.fillPath(frame, wood);
    if (theme.relief()) {
        // A thin bevel: light on the top edge, a bright line a little way out from the squares.
        painter.setPen(QPen(QColor(255, 225, 190, 70), 1.0));
        painter.drawPath(frame.translated(0, 0.5));
        painter.setPen(QPen(QColor(0xd9, 0xb0, 0x74, 110), 1.0));
        painter.drawRect(board.adjusted(-width * 0.18, -width * 0.18, width * 0.18, width * 0.18));
    }
    painter.setPen(QPen(theme.frameEdge(), std::max(1.0, width * 0.08)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(board.adjusted(-0.5, -0.5, 0.5, 0.5));
    painter.restore();
}

void paintSquares(QPainter& painter, const BoardTheme& theme, core::Variant variant, const BoardGeometry& g)
{
    const rules::Facts& facts = rules::facts(variant);
    const core::Bitboard crowning = facts.crowningSquaresMarked ? facts.promotionSquaresOf(core::Side::White) |
                                                                      facts.promotionSquaresOf(core::Side::Black)
                                                                : 0;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    for (int rank = 0; rank < g.size; ++rank)
        for (int file = 0; file < g.size; ++file) {
            const QRectF square = cellOf(g, file, rank);
            const QString art = theme.squareArt(rules::Shape::isDark(file, rank));
            // Mirroring the one tile four ways keeps the grain from repeating visibly.
            const int variation = theme.varySquares() ? (file * 7 + rank * 3 + rank * file) % 4 : 0;
            painter.save();
            painter.translate(square.center());
            painter.scale((variation & 1) ? -1 : 1, (variation & 2) ? -1 : 1);
            PiecePainter::paintArt(painter, art,
                                   QRectF(-square.width() / 2, -square.height() / 2, square.width(), square.height()));
            painter.restore();
            const core::Square s = rules::squareAt(variant, file, rank);
            if (s != core::NoSquare && core::contains(crowning, s))
                paintCrowningMark(painter, theme, square);
        }
    painter.restore();
}

void paintCoordinates(QPainter& painter, const BoardTheme& theme, const BoardGeometry& g, const QFont& font)
{
    QFont coordinateFont = font;
    coordinateFont.setPixelSize(std::max(9, g.frame * 52 / 100));
    coordinateFont.setBold(true);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(theme.labels());
    for (int i = 0; i < g.size; ++i) {
        const QRectF file = cellOf(g, i, 0);
        const QRectF rank = cellOf(g, 0, i);
        paintLabel(painter, QRectF(file.left(), g.board.bottom() + 1, file.width(), g.frame), coordinateFont,
                   QString(QChar(u'a' + i)));
        paintLabel(painter, QRectF(g.board.left() - g.frame, rank.top(), g.frame, rank.height()), coordinateFont,
                   QString::number(i + 1));
    }
    painter.restore();
}

void paintSquareNumbers(QPainter& painter, const BoardTheme& theme, core::Variant variant, const BoardGeometry& g,
                        const QFont& font, NumberPlace place)
{
    QFont numberFont = font;
    numberFont.setBold(true);
    numberFont.setPixelSize(std::max(
        leastNumberPixels, static_cast<int>(g.cell * (place == NumberPlace::Corner ? cornerNumberShare : 0.4))));
    const QFontMetricsF metrics(numberFont);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QColor halo = theme.numberHalo();
    halo.setAlpha(place == NumberPlace::Corner ? 210 : 150);
    for (int rank = 0; rank < g.size; ++rank)
        for (int file = 0; file < g.size; ++file) {
            const core::Square s = rules::squareAt(variant, file, rank);
            if (s == core::NoSquare)
                continue;
            const QString text = QString::number(rules::squareNumber(variant, s));
            const QRectF square = cellOf(g, file, rank);
            QPointF baseline;
            if (place == NumberPlace::Corner) {
                baseline = square.topLeft() + QPointF(g.cell * 0.06, g.cell * 0.04 + metrics.ascent());
            } else {
                const qreal width = metrics.horizontalAdvance(text);
                baseline = square.center() + QPointF(-width / 2, (metrics.ascent() - metrics.descent()) / 2);
            }
            paintHaloText(painter, baseline, numberFont, text, theme.numbers(), halo);
        }
    painter.restore();
}

void paintPieces(QPainter& painter, const BoardTheme& theme, core::Variant variant, const core::Position& position,
                 const BoardGeometry& g)
{
    const rules::Facts& facts = rules::facts(variant);
    // Row by row from the top of the picture, so that a king rising above its square stands in front of
    // the square behind it.
    for (int row = 0; row < g.size; ++row)
        for (int file = 0; file < g.size; ++file) {
            const int rank = g.flipped ? row : g.size - 1 - row;
            const core::Square s = rules::squareAt(variant, file, rank);
            if (s != core::NoSquare && core::contains(position.occupied(), s))
                PiecePainter::paintPiece(painter, theme, cellOf(g, file, rank), lookAt(facts, position, s));
        }
}

} // namespace BoardPainter

} // namespace draughts::app
