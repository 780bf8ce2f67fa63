#pragma once

#include <draughts/engine/analysis.hpp>

#include <QPoint>
#include <QWidget>

#include <cstddef>
#include <vector>

namespace draughts::app {

// The engine's value of the game after each judged move, White's view, as a
// graph under the move list: one column per move of the game, White ahead
// above the zero line, Black ahead below it, clipped to three men either
// way (a found win or loss at the edge), so that one blunder does not
// flatten the rest; the scale on the left says so. The columns stay those
// of the whole game when only part of it is judged (a cancelled analysis).
// Mistakes and blunders are marked; a vertical line marks the position
// shown. A click on a point, or Left/Right/Home/End while it has the focus,
// asks to show that place of the game. It paints in the colours of the
// window's palette.
class EvaluationGraph : public QWidget {
    Q_OBJECT

public:
    struct Point {
        std::size_t place = 0;  // actions up to and including the move
        std::size_t column = 0; // the move's index among the game's moves
        engine::Score whiteView = 0;
        engine::Judgement judgement = engine::Judgement::Good;
        friend bool operator==(const Point&, const Point&) = default;
    };

    // The values beyond this (three men) are drawn at the edge.
    static constexpr engine::Score Range = 300;

    explicit EvaluationGraph(QWidget* parent = nullptr);

    // The points in the order of their columns, and how many columns the
    // game has (at least one past the last point).
    void setPoints(std::vector<Point> points, std::size_t columns);
    const std::vector<Point>& points() const { return m_points; }
    std::size_t columns() const { return m_columns; }
    // The place of the game shown (the marker).
    void setShownPlace(std::size_t place);
    // Where point `index` is drawn (tests click it).
    QPoint pointPosition(std::size_t index) const;
    // Where the values are drawn: the graph less its margins and the scale.
    QRectF plotArea() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void placeChosen(std::size_t place);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    double xOf(std::size_t column) const;
    double yOf(engine::Score score) const;
    void paintScale(QPainter& painter, const QRectF& area);
    void paintValues(QPainter& painter, const QRectF& area);
    // The point at or before the place shown, or -1 before the first.
    int shownIndex() const;
    void choose(int index);

    std::vector<Point> m_points;
    std::size_t m_columns = 0;
    std::size_t m_shown = 0;
};

} // namespace draughts::app
