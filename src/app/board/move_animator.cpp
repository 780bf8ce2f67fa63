#include "board/move_animator.hpp"

#include "board/piece_painter.hpp"

#include <QLineF>
#include <QPainter>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace draughts::app {

namespace {

qreal clamp01(qreal value) { return std::clamp(value, 0.0, 1.0); }

int durationOf(const MoveAnimation& animation)
{
    const int legs = static_cast<int>(animation.route.size()) - 1;
    if (legs >= 1)
        return std::min(900, 170 + 150 * legs + (animation.taken.empty() ? 0 : 120));
    return animation.route.empty() ? 420 /* a claim */ : 260 /* a stone placed from hand */;
}

// The route as a polyline with its cumulative lengths, to place the mover at any moment.
struct Path {
    std::vector<QPointF> points;
    std::vector<qreal> lengths{0.0};

    qreal total() const { return lengths.back(); }

    QPointF at(qreal t) const
    {
        const qreal travelled = t * total();
        std::size_t leg = 1;
        while (leg + 1 < points.size() && lengths[leg] < travelled)
            ++leg;
        const qreal legLength = lengths[leg] - lengths[leg - 1];
        const qreal along = legLength > 0 ? (travelled - lengths[leg - 1]) / legLength : 1.0;
        return QLineF(points[leg - 1], points[leg]).pointAt(clamp01(along));
    }

    // When (0..1) the mover passes over `piece`, jumping it.
    qreal passes(const QPointF& piece, qreal cell) const
    {
        if (total() <= 0.0)
            return 0.0;
        for (std::size_t i = 1; i < points.size(); ++i) {
            const QLineF leg(points[i - 1], points[i]);
            const QPointF d = piece - leg.p1();
            const qreal along = clamp01((d.x() * leg.dx() + d.y() * leg.dy()) / (leg.length() * leg.length()));
            if (QLineF(leg.pointAt(along), piece).length() < cell * 0.3)
                return (lengths[i - 1] + along * leg.length()) / total();
        }
        return 1.0;
    }
};

} // namespace

MoveAnimator::MoveAnimator(QObject* parent) : QObject(parent), m_animation(new QVariantAnimation(this))
{
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    m_animation->setEasingCurve(QEasingCurve::InOutSine);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        m_progress = value.toReal();
        emit frameChanged();
    });
    connect(m_animation, &QVariantAnimation::finished, this, &MoveAnimator::finish);
}

void MoveAnimator::start(const MoveAnimation& animation)
{
    finish();
    m_moving = animation;
    m_progress = 0.0;
    m_animation->setDuration(durationOf(animation));
    m_animation->start();
}

void MoveAnimator::finish()
{
    if (m_animation->state() == QAbstractAnimation::Running)
        m_animation->stop();
    m_moving = {};
    m_progress = 1.0;
    emit frameChanged();
}

bool MoveAnimator::isRunning() const { return m_animation->state() == QAbstractAnimation::Running; }

bool MoveAnimator::hides(int square) const
{
    if (!m_moving.route.empty() && m_moving.route.back() == square)
        return true;
    return m_moving.flips && std::any_of(m_moving.taken.begin(), m_moving.taken.end(),
                                         [&](const MoveAnimation::Taken& t) { return t.square == square; });
}

void MoveAnimator::paint(QPainter& painter, const std::function<QPointF(core::Square)>& centreOf, qreal cell) const
{
    if (m_moving.route.empty() && m_moving.taken.empty())
        return;
    const qreal t = m_progress;
    Path path;
    for (core::Square s : m_moving.route) {
        if (!path.points.empty())
            path.lengths.push_back(path.lengths.back() + QLineF(path.points.back(), centreOf(s)).length());
        path.points.push_back(centreOf(s));
    }

    for (const MoveAnimation::Taken& taken : m_moving.taken) {
        const QPointF centre = centreOf(taken.square);
        const QRectF square(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell);
        const qreal start = path.points.size() >= 2 ? path.passes(centre, cell) * 0.8 : 0.0;
        const qreal u = clamp01((t - start) / 0.25);
        if (m_moving.flips) {
            // last-man.md §5.3: a captured stone turns over to the capturer's colour.
            PieceLook look = taken.look;
            if (u >= 0.5)
                look.side = core::opposite(look.side);
            PiecePainter::paintPiece(painter, square, look, 1.0, std::abs(std::cos(u * std::numbers::pi)));
        } else {
            PiecePainter::paintPiece(painter, square, taken.look, 1.0 - u);
        }
    }

    if (path.points.empty())
        return;
    const QRectF unit(-cell / 2, -cell / 2, cell, cell);
    painter.save();
    if (path.points.size() == 1) {
        const qreal scale = 1.3 - 0.3 * t;
        painter.translate(path.points.front());
        painter.scale(scale, scale);
        PiecePainter::paintPiece(painter, unit, m_moving.mover, t);
    } else {
        // Lifted a little in mid-flight, with its shadow left on the board.
        painter.translate(path.at(t));
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 50));
        const qreal radius = cell * PiecePainter::pieceScale / 2;
        painter.drawEllipse(QPointF(cell * 0.04, cell * 0.07), radius, radius);
        const qreal lift = 1.0 + 0.08 * std::sin(t * std::numbers::pi);
        painter.scale(lift, lift);
        PiecePainter::paintPiece(painter, unit, m_moving.mover);
    }
    painter.restore();
}

} // namespace draughts::app
