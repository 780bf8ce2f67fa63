#include "review/evaluation_graph.hpp"

#include <draughts/engine/score.hpp>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace draughts::app {

namespace {

constexpr double Margin = 5.0;

// Mistakes and blunders in the colours the move list marks them with.
QColor judgementColour(engine::Judgement judgement)
{
    return judgement == engine::Judgement::Blunder ? QColor(0xc0, 0x2b, 0x2b) : QColor(0xd0, 0x7a, 0x10);
}

} // namespace

EvaluationGraph::EvaluationGraph(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setObjectName(QStringLiteral("evaluationGraph"));
}

QSize EvaluationGraph::sizeHint() const { return {200, 72}; }

QSize EvaluationGraph::minimumSizeHint() const { return {80, 72}; }

void EvaluationGraph::setPoints(std::vector<Point> points)
{
    if (points == m_points)
        return;
    m_points = std::move(points);
    update();
}

void EvaluationGraph::setShownPlace(std::size_t place)
{
    if (place == m_shown)
        return;
    m_shown = place;
    update();
}

QRectF EvaluationGraph::plotArea() const { return QRectF(rect()).adjusted(Margin, Margin, -Margin, -Margin); }

double EvaluationGraph::xOf(std::size_t index) const
{
    const QRectF area = plotArea();
    const double step = area.width() / static_cast<double>(std::max<std::size_t>(1, m_points.size()));
    return area.left() + step * (static_cast<double>(index) + 0.5);
}

double EvaluationGraph::yOf(engine::Score score) const
{
    const QRectF area = plotArea();
    const engine::Score clamped = engine::isWin(score)    ? Range
                                  : engine::isLoss(score) ? -Range
                                                          : std::clamp(score, -Range, Range);
    return area.center().y() - area.height() / 2.0 * clamped / Range;
}

QPoint EvaluationGraph::pointPosition(std::size_t index) const
{
    return QPointF(xOf(index), yOf(m_points.at(index).whiteView)).toPoint();
}

int EvaluationGraph::shownIndex() const
{
    int found = -1;
    for (std::size_t i = 0; i < m_points.size() && m_points[i].place <= m_shown; ++i)
        found = static_cast<int>(i);
    return found;
}

void EvaluationGraph::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& colours = palette();
    const QRectF area = plotArea();
    painter.setPen(QPen(colours.color(QPalette::Mid), 1));
    painter.setBrush(colours.color(QPalette::Base));
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    painter.setPen(QPen(colours.color(QPalette::Mid), 1, Qt::DashLine));
    painter.drawLine(QPointF(area.left(), area.center().y()), QPointF(area.right(), area.center().y()));
    if (m_points.empty())
        return;

    // White's share above the middle line, filled, so the balance reads at a glance.
    QPainterPath line;
    QPainterPath filled;
    filled.moveTo(xOf(0), area.center().y());
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const QPointF at(xOf(i), yOf(m_points[i].whiteView));
        if (i == 0)
            line.moveTo(at);
        else
            line.lineTo(at);
        filled.lineTo(at);
    }
    filled.lineTo(xOf(m_points.size() - 1), area.center().y());
    QColor fill = colours.color(QPalette::Text);
    fill.setAlpha(40);
    painter.fillPath(filled, fill);
    painter.setPen(QPen(colours.color(QPalette::Text), 1.5));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(line);

    for (std::size_t i = 0; i < m_points.size(); ++i) {
        if (m_points[i].judgement == engine::Judgement::Good)
            continue;
        painter.setPen(Qt::NoPen);
        painter.setBrush(judgementColour(m_points[i].judgement));
        painter.drawEllipse(QPointF(xOf(i), yOf(m_points[i].whiteView)), 3.5, 3.5);
    }

    if (const int shown = shownIndex(); shown >= 0) {
        const double x = xOf(static_cast<std::size_t>(shown));
        painter.setPen(QPen(colours.color(QPalette::Highlight), 2));
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
        painter.setBrush(colours.color(QPalette::Highlight));
        painter.drawEllipse(QPointF(x, yOf(m_points[static_cast<std::size_t>(shown)].whiteView)), 3.5, 3.5);
    }
    if (hasFocus()) {
        painter.setPen(QPen(colours.color(QPalette::Highlight), 1, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(rect()).adjusted(2.5, 2.5, -2.5, -2.5), 5, 5);
    }
}

void EvaluationGraph::choose(int index)
{
    if (m_points.empty())
        return;
    const auto at = static_cast<std::size_t>(std::clamp(index, 0, static_cast<int>(m_points.size()) - 1));
    emit placeChosen(m_points[at].place);
}

void EvaluationGraph::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || m_points.empty())
        return QWidget::mousePressEvent(event);
    const QRectF area = plotArea();
    const double step = area.width() / static_cast<double>(m_points.size());
    choose(static_cast<int>(std::floor((event->position().x() - area.left()) / step)));
}

void EvaluationGraph::keyPressEvent(QKeyEvent* event)
{
    const int shown = shownIndex();
    switch (event->key()) {
    case Qt::Key_Left: choose(shown - 1); break;
    case Qt::Key_Right: choose(shown + 1); break;
    case Qt::Key_Home: choose(0); break;
    case Qt::Key_End: choose(static_cast<int>(m_points.size()) - 1); break;
    default: return QWidget::keyPressEvent(event);
    }
    event->accept();
}

} // namespace draughts::app
