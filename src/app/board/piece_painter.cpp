#include "board/piece_painter.hpp"

#include "board/svg_cache.hpp"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace draughts::app::PiecePainter {

namespace {

qreal ratioOf(const QPainter& painter)
{
    return painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
}

} // namespace

QString resourceOf(const PieceLook& look)
{
    const QString colour = look.side == core::Side::White ? QStringLiteral("white") : QStringLiteral("black");
    switch (look.kind) {
    case PieceLook::Kind::Man: return QStringLiteral(":/pieces/man-%1.svg").arg(colour);
    case PieceLook::Kind::King: return QStringLiteral(":/pieces/king-%1.svg").arg(colour);
    case PieceLook::Kind::Stone: break;
    }
    return QStringLiteral(":/pieces/stone-%1.svg").arg(colour);
}

void paintPiece(QPainter& painter, const QRectF& cell, const PieceLook& look, qreal opacity, qreal squeeze)
{
    const int side = static_cast<int>(std::lround(std::min(cell.width(), cell.height()) * pieceScale));
    if (side <= 0 || opacity <= 0.0)
        return;
    const QString resource = resourceOf(look);
    // Taller art (a king's two stacked discs) rises above the square; the bottom disc sits like a man.
    const int height = static_cast<int>(std::lround(side * SvgCache::instance().aspectRatio(resource)));
    const QPixmap pixmap = SvgCache::instance().pixmap(resource, QSize(side, height), ratioOf(painter));
    const qreal width = side * std::max(squeeze, 0.02);
    const QRectF target(cell.center().x() - width / 2, cell.center().y() + side / 2.0 - height, width, height);
    painter.save();
    painter.setOpacity(painter.opacity() * opacity);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawPixmap(target, pixmap, QRectF(QPointF(0, 0), QSizeF(pixmap.size())));
    painter.restore();
}

void paintSquare(QPainter& painter, const QRectF& cell, bool playing, int variation)
{
    const QString resource = playing ? QStringLiteral(":/board/dark.svg") : QStringLiteral(":/board/light.svg");
    const QSize size(static_cast<int>(std::ceil(cell.width())), static_cast<int>(std::ceil(cell.height())));
    const QPixmap pixmap = SvgCache::instance().pixmap(resource, size, ratioOf(painter));
    painter.save();
    // Mirroring the one tile four ways keeps the grain from repeating visibly.
    painter.translate(cell.center());
    painter.scale((variation & 1) ? -1 : 1, (variation & 2) ? -1 : 1);
    painter.drawPixmap(QRectF(-cell.width() / 2, -cell.height() / 2, cell.width(), cell.height()), pixmap,
                       QRectF(QPointF(0, 0), QSizeF(pixmap.size())));
    painter.restore();
}

void paintFrame(QPainter& painter, const QRectF& board, qreal width)
{
    const QRectF outer = board.adjusted(-width, -width, width, width);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QPainterPath frame;
    frame.addRoundedRect(outer, width * 0.35, width * 0.35);
    QLinearGradient wood(outer.topLeft(), outer.bottomRight());
    wood.setColorAt(0.0, QColor(0x6b, 0x3f, 0x22));
    wood.setColorAt(0.45, QColor(0x54, 0x30, 0x19));
    wood.setColorAt(1.0, QColor(0x3e, 0x22, 0x11));
    // A soft drop shadow lifts the board off the window.
    for (int i = 4; i >= 1; --i) {
        QPainterPath shadow;
        shadow.addRoundedRect(outer.translated(0, i * 1.5).adjusted(-i, -i / 2.0, i, i), width * 0.4, width * 0.4);
        painter.fillPath(shadow, QColor(0, 0, 0, 14));
    }
    painter.fillPath(frame, wood);
    // A thin bevel: light on the top edge, dark next to the squares.
    painter.setPen(QPen(QColor(255, 225, 190, 70), 1.0));
    painter.drawPath(frame.translated(0, 0.5));
    painter.setPen(QPen(QColor(0x2a, 0x16, 0x0a), std::max(1.0, width * 0.08)));
    painter.drawRect(board.adjusted(-0.5, -0.5, 0.5, 0.5));
    painter.setPen(QPen(QColor(0xd9, 0xb0, 0x74, 110), 1.0));
    painter.drawRect(board.adjusted(-width * 0.18, -width * 0.18, width * 0.18, width * 0.18));
    painter.restore();
}

} // namespace draughts::app::PiecePainter
