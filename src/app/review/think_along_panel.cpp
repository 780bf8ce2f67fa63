#include "review/think_along_panel.hpp"

#include "controller/game_controller.hpp"
#include "engines/line_finder.hpp"
#include "text/texts.hpp"

#include <draughts/rules/movegen.hpp>

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace draughts::app {

namespace {

// A line's moves shown: enough to follow the idea, not a whole game.
constexpr std::size_t movesShown = 10;
constexpr int firstLineCount = 3;

} // namespace

ThinkAlongPanel::ThinkAlongPanel(GameController& controller, QAction& toggle, QWidget& buttonRow, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_toggle(toggle), m_finder(new LineFinder(this))
{
    // The switch sits in a row of other buttons, so that the pane takes no
    // room while it is off.
    auto* button = new QToolButton(&buttonRow);
    button->setDefaultAction(&toggle);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    buttonRow.layout()->addWidget(button);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    auto* header = new QHBoxLayout;
    layout->addLayout(header);
    header->addStretch(1);
    m_countLabel = new QLabel(this);
    header->addWidget(m_countLabel);
    m_lineCount = new QSpinBox(this);
    m_lineCount->setRange(1, static_cast<int>(m_lines.size()));
    m_lineCount->setValue(firstLineCount);
    m_countLabel->setBuddy(m_lineCount);
    header->addWidget(m_lineCount);
    for (QLabel*& line : m_lines) {
        line = new QLabel(this);
        line->setWordWrap(true);
        line->setTextInteractionFlags(Qt::TextSelectableByMouse);
        line->hide();
        layout->addWidget(line);
    }
    retranslate();
    hide();
    connect(&toggle, &QAction::toggled, this, &ThinkAlongPanel::switchTo);
    connect(m_lineCount, &QSpinBox::valueChanged, this, [this] {
        m_searched.reset();
        follow();
    });
    connect(&controller, &GameController::stateChanged, this, &ThinkAlongPanel::follow);
    connect(&controller, &GameController::gameStarted, this, &ThinkAlongPanel::follow);
    connect(m_finder, &LineFinder::linesFound, this, &ThinkAlongPanel::show);
}

ThinkAlongPanel::~ThinkAlongPanel() = default;

void ThinkAlongPanel::setTables(TablesSource source) { m_finder->setTables(std::move(source)); }

QStringList ThinkAlongPanel::lineTexts() const
{
    QStringList texts;
    for (const QLabel* line : m_lines)
        if (!line->isHidden())
            texts << line->text();
    return texts;
}

void ThinkAlongPanel::switchTo(bool on)
{
    m_searched.reset();
    setVisible(on); // shown, it follows the position shown; hidden, it stops
    if (!on)
        clear();
}

// The position shown is analysed; a search of it going on is left alone.
void ThinkAlongPanel::follow()
{
    if (!m_toggle.isChecked() || !isVisible())
        return;
    const game::Game& shown = m_controller.shown();
    if (m_searched && *m_searched == shown.position())
        return;
    m_searched = shown.position();
    clear();
    if (shown.result().isOver() || shown.legalMoves().empty()) {
        m_finder->stop();
        return;
    }
    m_finder->start(shown, m_lineCount->value());
}

void ThinkAlongPanel::show(const std::vector<engine::SearchLine>& lines, const core::Position& position)
{
    if (!m_searched || !(*m_searched == position) || lines.empty())
        return;
    const core::Variant variant = m_controller.shown().variant();
    const auto whiteView = [&](engine::Score score) {
        return position.sideToMove == core::Side::White ? score : -score;
    };
    for (std::size_t i = 0; i < m_lines.size(); ++i) {
        QLabel* label = m_lines[i];
        if (i >= lines.size()) {
            label->hide();
            continue;
        }
        const engine::SearchLine& line = lines[i];
        QStringList moves;
        core::Position at = position;
        for (std::size_t k = 0; k < line.pv.size() && k < movesShown; ++k) {
            moves << Texts::moveIn(variant, at, line.pv[k]);
            at = rules::afterMove(variant, at, line.pv[k]);
        }
        if (line.pv.size() > movesShown)
            moves << QStringLiteral("…");
        label->setText(tr("%1  depth %2:  %3")
                           .arg(Texts::evaluation(whiteView(line.score)))
                           .arg(line.depth)
                           .arg(moves.join(QLatin1Char(' '))));
        label->show();
    }
    emit valueChanged(whiteView(lines.front().score));
    emit linesShown();
}

void ThinkAlongPanel::clear()
{
    for (QLabel* line : m_lines)
        line->hide();
    emit valueChanged(std::nullopt);
}

// Hidden (the window minimised or closed), it stops thinking; shown again,
// it goes on.
void ThinkAlongPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    m_searched.reset();
    follow();
}

void ThinkAlongPanel::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    m_finder->stop();
    m_searched.reset();
}

void ThinkAlongPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ThinkAlongPanel::retranslate()
{
    m_countLabel->setText(tr("&Lines:"));
    m_lineCount->setToolTip(tr("How many of the best moves the engine follows, each with its line"));
}

} // namespace draughts::app
