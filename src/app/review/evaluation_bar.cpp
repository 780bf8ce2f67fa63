#include "review/evaluation_bar.hpp"

#include "review/evaluation_graph.hpp"
#include "text/texts.hpp"

#include <QEvent>
#include <QPainter>

#include <algorithm>
#include <utility>

namespace draughts::app {

namespace {

const QColor whiteSide(246, 242, 232);
const QColor blackSide(52, 44, 38);

} // namespace

EvaluationBar::EvaluationBar(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("evaluationBar"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    retranslate();
}

QSize EvaluationBar::sizeHint() const { return {40, 200}; }

QSize EvaluationBar::minimumSizeHint() const { return {40, 80}; }

QString EvaluationBar::valueText() const
{
    const auto shown = value();
    if (!shown)
        return {};
    if (engine::isWin(*shown) || engine::isLoss(*shown))
        return engine::isWin(*shown) ? tr("W", "White wins (on the evaluation bar)")
                                     : tr("B", "Black wins (on the evaluation bar)");
    return Texts::signedScore(*shown);
}

// The graph's scale: three men either way fill the bar, a found win or loss too.
double EvaluationBar::whiteShare() const
{
    const auto shown = value();
    if (!shown)
        return 0.5;
    const engine::Score range = EvaluationGraph::Range;
    const engine::Score clipped = engine::isWin(*shown)    ? range
                                  : engine::isLoss(*shown) ? -range
                                                           : std::clamp(*shown, -range, range);
    return 0.5 + 0.5 * clipped / range;
}

void EvaluationBar::setAnalysisValue(const std::optional<engine::Score>& whiteView)
{
    if (m_analysis == whiteView)
        return;
    m_analysis = whiteView;
    retranslate();
    update();
}

void EvaluationBar::setHintValue(const std::optional<engine::Score>& whiteView)
{
    if (m_hint == whiteView)
        return;
    m_hint = whiteView;
    retranslate();
    update();
}

void EvaluationBar::setFlipped(bool blackAtBottom)
{
    if (m_flipped == blackAtBottom)
        return;
    m_flipped = blackAtBottom;
    update();
}

void EvaluationBar::alignWith(const QWidget* board, std::function<QRectF()> frame)
{
    m_board = board;
    m_frame = std::move(frame);
    update();
}

// As high as the board's frame where it is known, else the bar's own height.
QRectF EvaluationBar::barRect() const
{
    QRectF bar = QRectF(rect()).adjusted(2.5, 0.5, -2.5, -0.5);
    if (!m_board || !m_frame)
        return bar;
    const QRectF frame = m_frame();
    const QPoint top = mapFrom(window(), m_board->mapTo(window(), frame.topLeft().toPoint()));
    const QPoint bottom = mapFrom(window(), m_board->mapTo(window(), frame.bottomLeft().toPoint()));
    if (bottom.y() - top.y() > 40) {
        bar.setTop(std::max(bar.top(), top.y() + 0.5));
        bar.setBottom(std::min(bar.bottom(), bottom.y() - 0.5));
    }
    return bar;
}

void EvaluationBar::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF bar = barRect();
    const double white = bar.height() * whiteShare();
    // White's part at White's end of the board.
    const QRectF whitePart = m_flipped ? QRectF(bar.left(), bar.top(), bar.width(), white)
                                       : QRectF(bar.left(), bar.bottom() - white, bar.width(), white);
    painter.setOpacity(value() ? 1.0 : 0.45);
    painter.setPen(Qt::NoPen);
    painter.setBrush(blackSide);
    painter.drawRoundedRect(bar, 4, 4);
    painter.setBrush(whiteSide);
    painter.setClipRect(whitePart);
    painter.drawRoundedRect(bar, 4, 4);
    painter.setClipping(false);
    painter.setPen(QPen(palette().color(QPalette::Mid), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(bar, 4, 4);
    painter.drawLine(QPointF(bar.left(), bar.center().y()), QPointF(bar.left() + 4, bar.center().y()));
    const QString text = valueText();
    if (text.isEmpty())
        return;
    // At the leading side's end, in that side's part.
    const bool whiteLeads = whiteShare() >= 0.5;
    const bool atBottom = whiteLeads != m_flipped;
    QFont small = font();
    small.setPointSizeF(std::max(7.0, font().pointSizeF() - 1.5));
    painter.setFont(small);
    painter.setPen(whiteLeads ? blackSide : whiteSide);
    const double line = QFontMetricsF(small).height();
    const QRectF box(rect().left(), atBottom ? bar.bottom() - line - 3 : bar.top() + 3, width(), line);
    painter.drawText(box, Qt::AlignCenter, text);
}

void EvaluationBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EvaluationBar::retranslate()
{
    const QString meaning = tr("The computer's evaluation of the position shown; three men or more fill the bar.") +
                            QLatin1Char('\n') + Texts::scoreMeaning();
    setToolTip(value() ? meaning + QLatin1Char('\n') + tr("Now: %1").arg(valueText())
                       : meaning + QLatin1Char('\n') +
                             tr("No evaluation yet: Game > Analyse Game or Game > Hint gives one."));
    setAccessibleName(tr("Evaluation bar"));
    setAccessibleDescription(toolTip());
}

} // namespace draughts::app
