#pragma once

#include <draughts/engine/score.hpp>

#include <QWidget>

#include <functional>
#include <optional>

namespace draughts::app {

// View > Evaluation Bar: a narrow bar beside the board that shows the
// computer's value of the position shown, from White's side: White's share
// rises from White's end (the bottom, or the top on a turned board), three
// men ahead fills it, and the value is written at the leading side's end
// ("+1.2": a man and a bit ahead for White). The value comes from the
// analysis of the game (Analyse Game) or from a hint found for the
// position; the hint's, being the newer, wins while it stands. Without
// either the bar stands even, dimmed, and its tool tip says how to get one.
class EvaluationBar : public QWidget {
    Q_OBJECT

public:
    explicit EvaluationBar(QWidget* parent = nullptr);

    // Lines the bar up with the board's frame: `frame()` gives the frame in
    // `board`'s coordinates (the board is square, the bar follows its height).
    void alignWith(const QWidget* board, std::function<QRectF()> frame);

    // The value the bar shows now (White's view), if any.
    std::optional<engine::Score> value() const { return m_hint ? m_hint : m_analysis; }
    // The text written on the bar, "" without a value.
    QString valueText() const;
    // The height of White's part, as a share of the bar (0.5 without a value).
    double whiteShare() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    void setAnalysisValue(const std::optional<engine::Score>& whiteView);
    void setHintValue(const std::optional<engine::Score>& whiteView);
    // Black at the bottom: White's part grows from the top.
    void setFlipped(bool blackAtBottom);

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QRectF barRect() const;

    const QWidget* m_board = nullptr;
    std::function<QRectF()> m_frame;
    std::optional<engine::Score> m_analysis;
    std::optional<engine::Score> m_hint;
    bool m_flipped = false;
};

} // namespace draughts::app
