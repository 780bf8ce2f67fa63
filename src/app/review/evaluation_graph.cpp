#include "review/evaluation_graph.hpp"

#include <draughts/engine/score.hpp>

#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace draughts::app {

namespace {

constexpr double Margin = 6.0;
// The scale's marks: three men either way, the values beyond drawn at the edge.
constexpr engine::Score ScaleMarks[] = {EvaluationGraph::Range, 0, -EvaluationGraph::Range};

// Mistakes and blunders in the colours the move list marks them with.
QColor judgementColour(engine::Judgement judgement)
{
    return judgement == engine::Judgement::Blunder ? QColor(0xc0, 0x2b, 0x2b) : QColor(0xd0, 0x7a, 0x10);
}

QFont scaleFont(const QFont& font)
{
    QFont small = font;
    small.setPointSizeF(std::max(7.0, font.pointSizeF() - 1.5));
    return small;
}

// "+3", "0", "−3": men, as the evaluation texts count them.
QString markText(engine::Score score)
{
    const int men = score / engine::ManValue;
    return men > 0   ? QStringLiteral("+%1").arg(men)
           : men < 0 ? QStringLiteral("\u2212%1").arg(-men)
                     : QStringLiteral("0");
}

} // namespace

EvaluationGraph::EvaluationGraph(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setObjectName(QStringLiteral("evaluationGraph"));
}

// The three marks of the scale read, and half a man stands clear of the
// zero line; at the default window size the side panel has no more height
// to spare (panel/fit_tests.cpp).
QSize EvaluationGraph::sizeHint() const { return {240, 72}; }

QSize EvaluationGraph::minimumSizeHint() const { return {120, 72}; }

void EvaluationGraph::setPoints(std::vector<Point> points, std::size_t columns)
{
    if (!points.empty())
        columns = std::max(columns, points.back().column + 1);
    if (points == m_points && columns == m_columns)
        return;
    m_points = std::move(points);
    m_columns = columns;
    update();
}

void EvaluationGraph::setShownPlace(std::size_t place)
{
    if (place == m_shown)
        return;
    m_shown = place;
    update();
}

QRectF EvaluationGraph::plotArea() const
{
    const QFontMetricsF metrics(scaleFont(font()));
    const double scale =
        std::max(metrics.horizontalAdvance(markText(Range)), metrics.horizontalAdvance(markText(-Range)));
    return QRectF(rect()).adjusted(Margin + scale + 4, Margin, -Margin, -Margin);
}

double EvaluationGraph::xOf(std::size_t column) const
{
    const QRectF area = plotArea();
    const double step = area.width() / static_cast<double>(std::max<std::size_t>(1, m_columns));
    return area.left() + step * (static_cast<double>(column) + 0.5);
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
    const Point& point = m_points.at(index);
    return QPointF(xOf(point.column), yOf(point.whiteView)).toPoint();
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
    paintScale(painter, area);
    if (!m_points.empty())
        paintValues(painter, area);
    if (const int shown = shownIndex(); shown >= 0) {
        const Point& point = m_points[static_cast<std::size_t>(shown)];
        const double x = xOf(point.column);
        painter.setPen(QPen(colours.color(QPalette::Highlight), 2));
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
        painter.setBrush(colours.color(QPalette::Highlight));
        painter.drawEllipse(QPointF(x, yOf(point.whiteView)), 3.5, 3.5);
    }
    if (hasFocus()) {
        painter.setPen(QPen(colours.color(QPalette::Highlight), 1, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(rect()).adjusted(2.5, 2.5, -2.5, -2.5), 5, 5);
    }
}

// The marks of +3, 0 and -3 men on the left, faint lines at each man, and
// the zero line drawn in full.
void EvaluationGraph::paintScale(QPainter& painter, const QRectF& area)
{
    const QPalette& colours = palette();
    QColor faint = colours.color(QPalette::Mid);
    faint.setAlpha(90);
    painter.setPen(QPen(faint, 1, Qt::DotLine));
    for (engine::Score score = -Range + engine::ManValue; score < Range; score += engine::ManValue)
        if (score != 0)
            painter.drawLine(QPointF(area.left(), yOf(score)), QPointF(area.right(), yOf(score)));
    painter.setPen(QPen(colours.color(QPalette::Mid), 1));
    painter.drawLine(QPointF(area.left(), yOf(0)), QPointF(area.right(), yOf(0)));
    painter.setFont(scaleFont(font()));
    painter.setPen(colours.color(QPalette::PlaceholderText));
    const double height = QFontMetricsF(painter.font()).height();
    for (const engine::Score score : ScaleMarks) {
        const QRectF box(Margin, yOf(score) - height / 2, area.left() - Margin - 4, height);
        painter.drawText(box.translated(0, score > 0   ? height / 3
                                           : score < 0 ? -height / 3
                                                       : 0),
                         Qt::AlignRight | Qt::AlignVCenter, markText(score));
    }
}

// White's share above the zero line, filled, so the balance reads at a glance.
void EvaluationGraph::paintValues(QPainter& painter, const QRectF& area)
{
    const QPalette& colours = palette();
    QPainterPath line;
    QPainterPath filled;
    filled.moveTo(xOf(m_points.front().column), area.center().y());
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const QPointF at(xOf(m_points[i].column), yOf(m_points[i].whiteView));
        if (i == 0)
            line.moveTo(at);
        else
            line.lineTo(at);
        filled.lineTo(at);
    }
    filled.lineTo(xOf(m_points.back().column), area.center().y());
    QColor fill = colours.color(QPalette::Text);
    fill.setAlpha(40);
    painter.fillPath(filled, fill);
    painter.setPen(QPen(colours.color(QPalette::Text), 1.5));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(line);
    for (const Point& point : m_points) {
        if (point.judgement == engine::Judgement::Good)
            continue;
        painter.setPen(Qt::NoPen);
        painter.setBrush(judgementColour(point.judgement));
        painter.drawEllipse(QPointF(xOf(point.column), yOf(point.whiteView)), 3.5, 3.5);
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
    // The judged move nearest the click.
    const double x = event->position().x();
    std::size_t nearest = 0;
    for (std::size_t i = 1; i < m_points.size(); ++i)
        if (std::abs(xOf(m_points[i].column) - x) < std::abs(xOf(m_points[nearest].column) - x))
            nearest = i;
    choose(static_cast<int>(nearest));
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
