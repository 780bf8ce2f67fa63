#include "board/piece_painter.hpp"

#include "board/board_theme.hpp"
#include "board/svg_cache.hpp"

#include <QPaintEngine>
#include <QPainter>

#include <cmath>

namespace draughts::app::PiecePainter {

namespace {

qreal ratioOf(const QPainter& painter) { return painter.device() ? painter.device()->devicePixelRatioF() : 1.0; }

// Files of vectors keep the art as vectors, so that diagrams stay sharp at any size.
bool paintsVectors(const QPainter& painter)
{
    const QPaintEngine* engine = painter.paintEngine();
    return engine && (engine->type() == QPaintEngine::SVG || engine->type() == QPaintEngine::Pdf);
}

} // namespace

void paintArt(QPainter& painter, const QString& art, const QRectF& target)
{
    if (target.isEmpty())
        return;
    if (paintsVectors(painter)) {
        SvgCache::instance().renderVectors(painter, art, target);
        return;
    }
    const QSize size(static_cast<int>(std::ceil(target.width())), static_cast<int>(std::ceil(target.height())));
    const QPixmap pixmap = SvgCache::instance().pixmap(art, size, ratioOf(painter));
    painter.save();
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawPixmap(target, pixmap, QRectF(QPointF(0, 0), QSizeF(pixmap.size())));
    painter.restore();
}

void paintPiece(QPainter& painter, const BoardTheme& theme, const QRectF& cell, const PieceLook& look, qreal opacity,
                qreal squeeze)
{
    const int side = static_cast<int>(std::lround(std::min(cell.width(), cell.height()) * pieceScale));
    if (side <= 0 || opacity <= 0.0)
        return;
    const QString art = theme.pieceArt(look);
    // Taller art (a king's two stacked discs) rises above the square; the bottom disc sits like a man.
    const int height = static_cast<int>(std::lround(side * SvgCache::instance().aspectRatio(art)));
    const qreal width = side * std::max(squeeze, 0.02);
    const QRectF target(cell.center().x() - width / 2, cell.center().y() + side / 2.0 - height, width, height);
    painter.save();
    painter.setOpacity(painter.opacity() * opacity);
    if (paintsVectors(painter) || squeeze >= 1.0) {
        paintArt(painter, art, target);
    } else {
        // A squeezed piece is the full picture drawn narrower, not art rendered at another width.
        const QPixmap pixmap = SvgCache::instance().pixmap(art, QSize(side, height), ratioOf(painter));
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        painter.drawPixmap(target, pixmap, QRectF(QPointF(0, 0), QSizeF(pixmap.size())));
    }
    painter.restore();
}

void paintPiece(QPainter& painter, const QRectF& cell, const PieceLook& look, qreal opacity, qreal squeeze)
{
    paintPiece(painter, BoardTheme::current(), cell, look, opacity, squeeze);
}

} // namespace draughts::app::PiecePainter
