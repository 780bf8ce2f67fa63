#include "panel/claim_banner.hpp"

#include "board/highlights.hpp"
#include "controller/game_controller.hpp"
#include "players/human_input.hpp"
#include "text/texts.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace draughts::app {

ClaimBanner::ClaimBanner(const GameController& controller, const Highlights& highlights, HumanInput& input,
                         QWidget* parent)
    : QFrame(parent), m_controller(controller), m_highlights(highlights), m_text(new QLabel(this)),
      m_takeStone(new QPushButton(this)), m_decline(new QPushButton(this))
{
    setObjectName(QStringLiteral("claimBanner"));
    setStyleSheet(
        QStringLiteral("#claimBanner { background: #fbeaf5; border: 1px solid #e3a6cf; border-radius: 10px; }"
                       "#claimBanner QLabel { color: #6d1f55; }"
                       "#claimBanner QPushButton { background: #ffffff; border: 1px solid #d68fbf; border-radius: 6px;"
                       " padding: 4px 14px; color: #6d1f55; font-weight: bold; }"
                       "#claimBanner QPushButton:hover { background: #f6d5ea; }"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 10, 12, 10);
    layout->setSpacing(8);
    m_text->setWordWrap(true);
    QFont bold = m_text->font();
    bold.setBold(true);
    m_text->setFont(bold);
    layout->addWidget(m_text);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_takeStone);
    buttons->addWidget(m_decline);
    layout->addLayout(buttons);
    connect(m_takeStone, &QPushButton::clicked, &input, &HumanInput::claimHandStone);
    connect(m_decline, &QPushButton::clicked, &input, &HumanInput::declineClaims);
    connect(&controller, &GameController::stateChanged, this, &ClaimBanner::refresh);
    connect(&controller, &GameController::gameStarted, this, &ClaimBanner::refresh);
    retranslate();
}

void ClaimBanner::retranslate()
{
    m_takeStone->setText(tr("Take the stone"));
    m_decline->setText(tr("Decline"));
    refresh();
}

void ClaimBanner::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

QString ClaimBanner::text() const { return m_text->text(); }

void ClaimBanner::refresh()
{
    const game::Game& game = m_controller.shown();
    const QString offender = Texts::player(m_controller.setup(), core::opposite(game.sideToMove()));
    const QString claimant = Texts::player(m_controller.setup(), game.sideToMove());
    const QString text =
        Texts::claimOffer(game, offender, claimant, m_highlights.claimable() != 0, m_highlights.handClaimOffered());
    m_text->setText(text);
    m_takeStone->setVisible(m_highlights.handClaimOffered());
    setVisible(!text.isEmpty());
}

} // namespace draughts::app
