#include "panel/why_box.hpp"

#include "board/highlights.hpp"
#include "controller/game_controller.hpp"
#include "text/texts.hpp"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace draughts::app {

WhyBox::WhyBox(const GameController& controller, const Highlights& highlights, QWidget* parent)
    : QFrame(parent), m_controller(controller), m_highlights(highlights), m_heading(new QLabel(this)),
      m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("whyBox"));
    setStyleSheet(QStringLiteral("#whyBox { background: #f4f8f1; border: 1px solid #cfdcc6; border-radius: 12px; }"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 8, 14, 10);
    layout->setSpacing(4);
    m_heading->setStyleSheet(QStringLiteral("color: #6d8a5c; font-weight: bold; letter-spacing: 1px;"));
    QFont small = m_heading->font();
    small.setPointSizeF(small.pointSizeF() * 0.82);
    m_heading->setFont(small);
    m_text->setWordWrap(true);
    m_text->setObjectName(QStringLiteral("whyText"));
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Room for three lines whatever the text, so that the move list under the
    // box stays where it is as the selection or the turn changes (most
    // reasons take one to three lines at the usual size).
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_text->setMinimumHeight(3 * m_text->fontMetrics().lineSpacing());
    layout->addWidget(m_heading);
    layout->addWidget(m_text);
    connect(&controller, &GameController::stateChanged, this, &WhyBox::refresh);
    connect(&controller, &GameController::gameStarted, this, &WhyBox::refresh);
    retranslate();
}

void WhyBox::retranslate()
{
    m_heading->setText(tr("WHY?"));
    setToolTip(tr("Which rules apply to the selected piece, or to the side to move when nothing is selected"));
    refresh();
}

void WhyBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

QString WhyBox::text() const { return m_text->text(); }

void WhyBox::refresh()
{
    const QStringList reasons =
        Texts::duties(m_controller.shown(), m_controller.setup(), m_highlights.selected(),
                      m_highlights.claimable() != 0, m_highlights.handClaimOffered(), m_highlights.personToMove());
    m_text->setText(reasons.join(QStringLiteral("\n\n")));
    // Nothing to explain once the game is over.
    setVisible(m_explaining && !reasons.isEmpty());
}

void WhyBox::setExplaining(bool on)
{
    m_explaining = on;
    refresh();
}

} // namespace draughts::app
