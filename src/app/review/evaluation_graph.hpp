#pragma once

#include <draughts/engine/analysis.hpp>

#include <QPoint>
#include <QWidget>

#include <cstddef>
#include <vector>

namespace draughts::app {

// The engine's value of the game after each judged move, White's view, as a
// small graph under the move list: White ahead above the middle line,
// Black ahead below it, clamped to three men either way, a found win or loss
// drawn at the edge. Mistakes and blunders are marked; a vertical line
// marks the position shown. A click on a point, or Left/Right/Home/End
// while it has the focus, asks to show that place of the game. It paints in
// the colours of the window's palette.
class EvaluationGraph : public QWidget {
    Q_OBJECT

public:
    struct Point {
        std::size_t place = 0; // actions up to and including the move
        engine::Score whiteView = 0;
        engine::Judgement judgement = engine::Judgement::Good;
        friend bool operator==(const Point&, const Point&) = default;
    };

    // The values beyond this (three men) are drawn at the edge.
    static constexpr engine::Score Range = 300;

    explicit EvaluationGraph(QWidget* parent = nullptr);

    void setPoints(std::vector<Point> points);
    const std::vector<Point>& points() const { return m_points; }
    // The place of the game shown (the marker).
    void setShownPlace(std::size_t place);
    // Where point `index` is drawn (tests click it).
    QPoint pointPosition(std::size_t index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void placeChosen(std::size_t place);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QRectF plotArea() const;
    double xOf(std::size_t index) const;
    double yOf(engine::Score score) const;
    // The point at or before the place shown, or -1 before the first.
    int shownIndex() const;
    void choose(int index);

    std::vector<Point> m_points;
    std::size_t m_shown = 0;
};

} // namespace draughts::app
