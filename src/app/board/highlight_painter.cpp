#include "board/highlight_painter.hpp"

#include "board/board_roles.hpp"
#include "board/piece_painter.hpp"

#include <QFont>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace draughts::app::HighlightPainter {

namespace {

QRectF circleAround(const QPointF& centre, qreal radius)
{
    return {centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius};
}

// A ring of soft light: several strokes fading outwards.
void paintGlow(QPainter& painter, const QPointF& centre, qreal radius, qreal width, QColor colour)
{
    const int alpha = colour.alpha();
    painter.setBrush(Qt::NoBrush);
    for (int i = 3; i >= 1; --i) {
        colour.setAlpha(alpha / (i + 1));
        painter.setPen(QPen(colour, width * i * 0.9));
        painter.drawEllipse(circleAround(centre, radius + width * (i - 1) * 0.35));
    }
    colour.setAlpha(alpha);
    painter.setPen(QPen(colour, width * 0.6));
    painter.drawEllipse(circleAround(centre, radius));
}

qreal pieceRadius(const QRectF& cell) { return cell.width() * PiecePainter::pieceScale / 2; }

} // namespace

void paintUnderPiece(QPainter& painter, const QRectF& cell, int flags, bool hovered)
{
    const qreal c = cell.width();
    const QPointF centre = cell.center();
    if (flags & Highlight::LastMove) {
        // A warm wash with a clear edge: seen at a glance on light and dark squares.
        painter.fillRect(cell, QColor(255, 206, 70, 110));
        painter.setPen(QPen(lastMoveEdge, c * 0.035));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(cell.adjusted(c * 0.035, c * 0.035, -c * 0.035, -c * 0.035));
    }
    if (flags & Highlight::Selected)
        painter.fillRect(cell, QColor(132, 214, 120, 95));
    if (flags & Highlight::Hint) {
        painter.fillRect(cell, QColor(90, 160, 255, 80));
        painter.setPen(QPen(suggestionBlue, c * 0.04, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(cell.adjusted(c * 0.05, c * 0.05, -c * 0.05, -c * 0.05));
    }
    const int clickable = Highlight::Movable | Highlight::Destination | Highlight::Claimable |
                          Highlight::PlacementTarget | Highlight::Selected;
    if (hovered && (flags & clickable))
        painter.fillRect(cell, QColor(255, 255, 255, 34));
    if (flags & Highlight::MustCapture)
        paintGlow(painter, centre, pieceRadius(cell) + c * 0.02, c * 0.045, QColor(255, 128, 48, 230));
    else if (flags & Highlight::Movable) {
        // A dark amber edge under the light glow: a pale glow alone vanishes
        // on light squares (Corner Checkers plays on them).
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(168, 96, 20, 210), c * 0.03));
        painter.drawEllipse(circleAround(centre, pieceRadius(cell) + c * 0.015));
        paintGlow(painter, centre, pieceRadius(cell) + c * 0.04, c * 0.035, QColor(255, 232, 150, 200));
    }
    if (flags & Highlight::Selected)
        paintGlow(painter, centre, pieceRadius(cell) + c * 0.03, c * 0.05, QColor(150, 240, 140, 255));
}

void paintOverPiece(QPainter& painter, const QRectF& cell, int flags, bool hasPiece, qreal pulse)
{
    const qreal c = cell.width();
    const QPointF centre = cell.center();
    const qreal radius = pieceRadius(cell);
    if (flags & Highlight::Claimable) {
        QColor glow(236, 72, 200);
        glow.setAlpha(static_cast<int>(150 + 100 * pulse));
        paintGlow(painter, centre, radius + c * (0.02 + 0.02 * pulse), c * 0.05, glow);
    }
    if (flags & Highlight::PlacementTarget) {
        QColor glow(110, 230, 140);
        glow.setAlpha(static_cast<int>(120 + 110 * pulse));
        paintGlow(painter, centre, c * (0.26 + 0.03 * pulse), c * 0.045, glow);
        painter.setPen(QPen(glow, c * 0.05, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(centre - QPointF(c * 0.09, 0), centre + QPointF(c * 0.09, 0));
        painter.drawLine(centre - QPointF(0, c * 0.09), centre + QPointF(0, c * 0.09));
    }
    if (flags & Highlight::ToBeCaptured) {
        painter.setPen(QPen(QColor(230, 40, 40, 235), c * 0.05));
        painter.setBrush(QColor(210, 30, 30, 80));
        painter.drawEllipse(circleAround(centre, radius * 0.98));
        const qreal x = radius * 0.38;
        painter.setPen(QPen(QColor(255, 235, 235, 230), c * 0.06, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(centre + QPointF(-x, -x), centre + QPointF(x, x));
        painter.drawLine(centre + QPointF(-x, x), centre + QPointF(x, -x));
    }
    if ((flags & Highlight::Barred) && hasPiece) {
        // twenty-vs-ten.md §3.1: the piece that made Black's first move may not
        // make the second; it is greyed out, as if set aside for this turn.
        painter.setPen(QPen(QColor(70, 70, 70, 210), c * 0.03, Qt::DashLine));
        painter.setBrush(barredGrey);
        painter.drawEllipse(circleAround(centre, radius * 0.98));
    }
    if (flags & Highlight::Destination) {
        painter.setPen(QPen(QColor(255, 255, 255, 190), c * 0.025));
        painter.setBrush(QColor(70, 190, 100, 220));
        painter.drawEllipse(circleAround(centre, c * 0.13));
    } else if ((flags & Highlight::OnCapturePath) && !hasPiece) {
        painter.setPen(QPen(QColor(90, 210, 120, 210), c * 0.035));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(circleAround(centre, c * 0.1));
    }
}

void paintCaptureCount(QPainter& painter, const QRectF& cell, int count, const QFont& font)
{
    if (count <= 0)
        return;
    const qreal c = cell.width();
    const QPointF badge = cell.center() + QPointF(pieceRadius(cell) * 0.72, -pieceRadius(cell) * 0.72);
    const qreal radius = c * 0.13;
    painter.setPen(QPen(QColor(255, 255, 255, 230), c * 0.02));
    // last-man.md §5.4: at three the stone can no longer be jumped, so the badge turns red.
    painter.setBrush(count >= 3 ? QColor(196, 40, 40) : QColor(42, 56, 74));
    painter.drawEllipse(circleAround(badge, radius));
    QFont badgeFont = font;
    badgeFont.setPixelSize(std::max(8, static_cast<int>(radius * 1.35)));
    badgeFont.setBold(true);
    painter.setFont(badgeFont);
    painter.setPen(Qt::white);
    painter.drawText(circleAround(badge, radius), Qt::AlignCenter, QString::number(count));
}

void paintRoute(QPainter& painter, const QPolygonF& route, qreal cell)
{
    if (route.size() < 2)
        return;
    QPainterPath path;
    path.addPolygon(route);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0, 0, 0, 60), cell * 0.09, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(path.translated(0, cell * 0.02));
    painter.setPen(QPen(QColor(150, 240, 160, 170), cell * 0.06, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(path);
}

void paintLastRoute(QPainter& painter, const QPolygonF& route, qreal cell)
{
    if (route.size() < 2)
        return;
    QPainterPath path;
    path.addPolygon(route);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(lastMoveEdge.red(), lastMoveEdge.green(), lastMoveEdge.blue(), 170), cell * 0.07,
                        Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(path);
}

void paintArrow(QPainter& painter, const QPolygonF& route, qreal cell)
{
    if (route.isEmpty())
        return;
    QColor colour = suggestionBlue;
    colour.setAlpha(190);
    if (route.size() == 1) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(colour, cell * 0.1));
        painter.drawEllipse(circleAround(route.front(), cell * 0.3));
        return;
    }
    // The shaft stops where the head begins, so that the two do not overlap
    // (overlapping translucent paint would show darker).
    const QPointF tip = route.back();
    const QPointF from = route[route.size() - 2];
    const QLineF last(from, tip);
    const qreal head = std::min(cell * 0.45, last.length() * 0.6);
    QLineF back(tip, from);
    back.setLength(head);
    QPolygonF shaft = route;
    shaft.back() = back.p2();
    QPainterPath path;
    path.addPolygon(shaft);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colour, cell * 0.14, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    painter.drawPath(path);
    QLineF side = back.normalVector();
    side.setLength(head * 0.55);
    const QPointF across = side.p2() - side.p1();
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawPolygon(QPolygonF{tip, back.p2() + across, back.p2() - across});
}

} // namespace draughts::app::HighlightPainter
