#pragma once

#include <QWidget>

#include <vector>

namespace draughts::app {

// A small line chart of the puzzle rating after each attempt, oldest on
// the left, with the lowest and highest rating written at the side. The
// ratings are drawn as the window writes them (puzzle::shownRating), so
// that the last point and its label agree with "Your rating: ...".
class RatingChart : public QWidget {
    Q_OBJECT

public:
    explicit RatingChart(QWidget* parent = nullptr);

    void setRatings(std::vector<double> ratings);
    const std::vector<double>& ratings() const { return m_ratings; }
    // The ratings written at the side, as shown (0 with fewer than two ratings).
    long lowest() const { return m_lowest; }
    long highest() const { return m_highest; }
    QSize sizeHint() const override { return {240, 90}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<double> m_ratings;
    long m_lowest = 0;
    long m_highest = 0;
};

} // namespace draughts::app
