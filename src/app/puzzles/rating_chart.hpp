#pragma once

#include <QWidget>

#include <vector>

namespace draughts::app {

// A small line chart of the puzzle rating after each attempt, oldest on
// the left, with the lowest and highest rating written at the side.
class RatingChart : public QWidget {
    Q_OBJECT

public:
    explicit RatingChart(QWidget* parent = nullptr);

    void setRatings(std::vector<double> ratings);
    const std::vector<double>& ratings() const { return m_ratings; }
    QSize sizeHint() const override { return {240, 90}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<double> m_ratings;
};

} // namespace draughts::app
