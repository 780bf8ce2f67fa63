#include "puzzles/rating_chart.hpp"

#include <draughts/puzzle/rating.hpp>

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace draughts::app {

RatingChart::RatingChart(QWidget* parent) : QWidget(parent)
{
    setMinimumSize(160, 70);
    setAccessibleName(tr("Puzzle rating history"));
}

void RatingChart::setRatings(std::vector<double> ratings)
{
    m_ratings = std::move(ratings);
    m_lowest = m_highest = 0;
    if (m_ratings.size() >= 2) {
        // Rounded once, as the text beside the chart rounds them (issue 52:
        // the chart said 1324 where the text said 1325).
        for (double& rating : m_ratings)
            rating = double(puzzle::shownRating(rating));
        const auto [low, high] = std::minmax_element(m_ratings.begin(), m_ratings.end());
        m_lowest = long(*low);
        m_highest = long(*high);
    }
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
    const double low = double(m_lowest), high = std::max(double(m_highest), low + 1.0);
    const QString highText = QString::number(m_highest), lowText = QString::number(m_lowest);
    const int labelWidth =
        std::max(fontMetrics().horizontalAdvance(highText), fontMetrics().horizontalAdvance(lowText)) + 8;
    const QRectF plot = frame.adjusted(labelWidth, 6, -6, -6);
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(QRectF(frame.left(), plot.top() - 6, labelWidth - 4, 14), Qt::AlignRight | Qt::AlignTop, highText);
    painter.drawText(QRectF(frame.left(), plot.bottom() - 8, labelWidth - 4, 14), Qt::AlignRight | Qt::AlignBottom,
                     lowText);
    QPainterPath path;
    const double step = plot.width() / double(m_ratings.size() - 1);
    for (std::size_t i = 0; i < m_ratings.size(); ++i) {
        const QPointF point(plot.left() + step * double(i),
                            plot.bottom() - (m_ratings[i] - low) / (high - low) * plot.height());
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
