#include "puzzles/rating_chart.hpp"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace draughts::app {

RatingChart::RatingChart(QWidget* parent) : QWidget(parent)
{
    setMinimumSize(160, 70);
    setAccessibleName(tr("Puzzle rating history"));
}

void RatingChart::setRatings(std::vector<double> ratings)
{
    m_ratings = std::move(ratings);
    update();
}

void RatingChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF frame = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    painter.setPen(palette().color(QPalette::Mid));
    painter.setBrush(palette().color(QPalette::Base));
    painter.drawRect(frame);
    if (m_ratings.size() < 2) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(frame, Qt::AlignCenter, tr("No puzzles tried yet"));
        return;
    }
    const auto [lowIt, highIt] = std::minmax_element(m_ratings.begin(), m_ratings.end());
    const double low = std::floor(*lowIt), high = std::max(std::ceil(*highIt), low + 1.0);
    const QString highText = QString::number(high, 'f', 0), lowText = QString::number(low, 'f', 0);
    const int labelWidth = std::max(fontMetrics().horizontalAdvance(highText), fontMetrics().horizontalAdvance(lowText)) + 8;
    const QRectF plot = frame.adjusted(labelWidth, 6, -6, -6);
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(QRectF(frame.left(), plot.top() - 6, labelWidth - 4, 14), Qt::AlignRight | Qt::AlignTop, highText);
    painter.drawText(QRectF(frame.left(), plot.bottom() - 8, labelWidth - 4, 14), Qt::AlignRight | Qt::AlignBottom, lowText);
    QPainterPath path;
    const double step = plot.width() / double(m_ratings.size() - 1);
    for (std::size_t i = 0; i < m_ratings.size(); ++i) {
        const QPointF point(plot.left() + step * double(i), plot.bottom() - (m_ratings[i] - low) / (high - low) * plot.height());
        if (i == 0)
            path.moveTo(point);
        else
            path.lineTo(point);
    }
    painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
}

} // namespace draughts::app
