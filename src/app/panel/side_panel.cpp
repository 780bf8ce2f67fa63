#include "panel/side_panel.hpp"

#include "board/highlights.hpp"
#include "controller/game_controller.hpp"
#include "text/texts.hpp"
#include "panel/player_card.hpp"
#include "review/move_list_model.hpp"

#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace draughts::app {

namespace {

QLabel* heading(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text.toUpper(), parent);
    label->setStyleSheet(QStringLiteral("color: #9a8b7a; font-weight: bold; letter-spacing: 1px;"));
    QFont small = label->font();
    small.setPointSizeF(small.pointSizeF() * 0.82);
    label->setFont(small);
    return label;
}

} // namespace

SidePanel::SidePanel(const GameController& controller, const Highlights& highlights, MoveListModel& moves,
                     QWidget* parent)
    : QWidget(parent), m_controller(controller), m_highlights(highlights),
      m_white(new PlayerCard(core::Side::White, this)),
      m_black(new PlayerCard(core::Side::Black, this)), m_layout(new QVBoxLayout(this)), m_title(new QLabel(this)),
      m_rule(new QLabel(this)), m_turn(new QLabel(this)),
      m_counter(new QLabel(this)), m_counterBar(new QProgressBar(this)), m_claims(new QLabel(this)),
      m_moveTable(new QTableView(this))
{
    setMinimumWidth(300);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(10);

    QFont titleFont(QStringLiteral("DejaVu Serif"));
    titleFont.setPointSizeF(m_title->font().pointSizeF() * 1.7);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setStyleSheet(QStringLiteral("color: #4a2f1b;"));
    m_rule->setStyleSheet(QStringLiteral("color: #8a7a68;"));
    auto* header = new QVBoxLayout;
    header->setSpacing(0);
    header->setContentsMargins(4, 0, 0, 2);
    header->addWidget(m_title);
    header->addWidget(m_rule);

    auto* status = m_status = new QFrame(this);
    status->setObjectName(QStringLiteral("statusBox"));
    status->setStyleSheet(
        QStringLiteral("#statusBox { background: #fbf8f3; border: 1px solid #e0d6c8; border-radius: 12px; }"));
    auto* statusLayout = new QVBoxLayout(status);
    statusLayout->setContentsMargins(14, 10, 14, 12);
    statusLayout->setSpacing(6);
    QFont turnFont = m_turn->font();
    turnFont.setPointSizeF(turnFont.pointSizeF() * 1.35);
    turnFont.setBold(true);
    m_turn->setFont(turnFont);
    m_turn->setWordWrap(true);
    m_turn->setObjectName(QStringLiteral("turn"));
    m_counter->setStyleSheet(QStringLiteral("color: #6f6255;"));
    m_counterBar->setTextVisible(false);
    m_counterBar->setMaximumHeight(6);
    m_counterBar->setStyleSheet(QStringLiteral(
        "QProgressBar { background: #ece3d4; border: none; border-radius: 3px; }"
        "QProgressBar::chunk { background: #c9853a; border-radius: 3px; }"));
    m_claims->setWordWrap(true);
    m_claims->setStyleSheet(QStringLiteral("color: #a3317f; font-weight: bold;"));
    statusLayout->addWidget(heading(tr("Turn"), status));
    statusLayout->addWidget(m_turn);
    statusLayout->addWidget(m_counter);
    statusLayout->addWidget(m_counterBar);
    statusLayout->addWidget(m_claims);

    m_moveTable->setModel(&moves);
    m_moveTable->setShowGrid(false);
    m_moveTable->setAlternatingRowColors(true);
    m_moveTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_moveTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moveTable->setFocusPolicy(Qt::NoFocus);
    m_moveTable->verticalHeader()->hide();
    m_moveTable->verticalHeader()->setDefaultSectionSize(24);
    m_moveTable->horizontalHeader()->setSectionResizeMode(MoveListModel::NumberColumn, QHeaderView::Fixed);
    m_moveTable->horizontalHeader()->resizeSection(MoveListModel::NumberColumn, 44);
    m_moveTable->horizontalHeader()->setSectionResizeMode(MoveListModel::FirstSideColumn, QHeaderView::Stretch);
    m_moveTable->horizontalHeader()->setSectionResizeMode(MoveListModel::SecondSideColumn, QHeaderView::Stretch);
    m_moveTable->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_moveTable->setStyleSheet(QStringLiteral(
        "QTableView { background: #fffdf9; alternate-background-color: #f7f1e6; border: 1px solid #e0d6c8;"
        " border-radius: 12px; padding: 4px; }"
        "QHeaderView::section { background: transparent; border: none; border-bottom: 1px solid #e0d6c8;"
        " color: #9a8b7a; font-weight: bold; padding: 4px 6px; }"));
    connect(&moves, &QAbstractItemModel::rowsInserted, m_moveTable, [this] { m_moveTable->scrollToBottom(); });

    m_title->setToolTip(tr("The game being played; Help > Rules of This Game explains it"));
    m_rule->setToolTip(tr("What happens to a missed capture in this game (chosen in New Game)"));
    m_turn->setToolTip(tr("Whose turn it is and what they must do"));
    m_counter->setToolTip(tr("Moves in a row without a capture; the game is drawn when the bar is full"));
    m_counterBar->setToolTip(m_counter->toolTip());
    m_claims->setToolTip(tr("A claim the player to move may make, because the opponent missed a duty"));
    m_layout->addLayout(header);
    m_layout->addWidget(m_black);
    m_layout->addWidget(status);
    m_layout->addWidget(heading(tr("Moves"), this));
    m_layout->addWidget(m_moveTable, 1);
    m_layout->addWidget(m_white);

    connect(&controller, &GameController::stateChanged, this, &SidePanel::refresh);
    connect(&controller, &GameController::gameStarted, this, &SidePanel::refresh);
    refresh();
}

void SidePanel::setBanner(QWidget* banner)
{
    m_layout->insertWidget(m_layout->indexOf(m_status) + 1, banner);
}

void SidePanel::addLearnerBox(QWidget* box)
{
    m_layout->insertWidget(m_layout->indexOf(m_moveTable) - 1, box); // above the "Moves" heading
}

void SidePanel::addReviewWidgets(QWidget* above, QWidget* below)
{
    m_layout->insertWidget(m_layout->indexOf(m_moveTable), above);
    m_layout->insertWidget(m_layout->indexOf(m_moveTable) + 1, below);
}

PlayerCard& SidePanel::card(int side) { return side == 0 ? *m_white : *m_black; }

void SidePanel::setFlipped(bool flipped)
{
    if (flipped == m_flipped)
        return;
    m_flipped = flipped;
    // The player sitting at the top of the board is listed at the top.
    PlayerCard* top = flipped ? m_white : m_black;
    PlayerCard* bottom = flipped ? m_black : m_white;
    m_layout->removeWidget(m_white);
    m_layout->removeWidget(m_black);
    m_layout->insertWidget(1, top); // below the title
    m_layout->addWidget(bottom);
}

QString SidePanel::titleText() const { return m_title->text(); }

QString SidePanel::turnText() const { return m_turn->text(); }

QString SidePanel::drawCounterText() const { return m_counter->isVisible() ? m_counter->text() : QString(); }

QString SidePanel::claimsText() const { return m_claims->text(); }

void SidePanel::refresh()
{
    const game::Game& game = m_controller.shown();
    m_title->setText(Texts::gameTitle(game.variant()));
    m_rule->setText(m_controller.setup().rule == game::MissedCaptureRule::Forfeit
                        ? tr("Forfeit: a missed capture may be claimed")
                        : tr("Compulsory: only rule-conforming moves"));
    m_white->refresh(m_controller);
    m_black->refresh(m_controller);
    m_turn->setText(Texts::turn(game));
    const QString counter = Texts::drawCounter(game);
    const bool counted = !counter.isEmpty();
    m_counter->setText(counter);
    m_counter->setVisible(counted);
    m_counterBar->setVisible(counted);
    if (counted) {
        m_counterBar->setRange(0, game.drawCounterLimit());
        m_counterBar->setValue(game.drawCounter());
    }
    const QString claims =
        Texts::claimsOnOffer(game, Texts::player(m_controller.setup(), game.sideToMove()),
                             m_highlights.claimable() != 0, m_highlights.handClaimOffered());
    m_claims->setText(claims);
    m_claims->setVisible(!claims.isEmpty());
}

} // namespace draughts::app
