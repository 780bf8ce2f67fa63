#include "panel/player_card.hpp"

#include "board/piece_painter.hpp"
#include "controller/game_controller.hpp"
#include "text/texts.hpp"

#include <draughts/rules/facts.hpp>

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QVBoxLayout>

namespace draughts::app {

namespace {
constexpr int iconSize = 46;
constexpr int handStone = 26;
} // namespace

PlayerCard::PlayerCard(core::Side side, QWidget* parent)
    : QFrame(parent), m_side(side), m_name(new QLabel(this)), m_counts(new QLabel(this)), m_badge(new QLabel(this))
{
    m_look.side = side;
    setObjectName(side == core::Side::White ? QStringLiteral("whiteCard") : QStringLiteral("blackCard"));
    setMinimumHeight(78);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(iconSize + 26, 10, 14, 10);
    auto* texts = new QVBoxLayout;
    texts->setSpacing(2);
    QFont nameFont = m_name->font();
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.25);
    nameFont.setBold(true);
    m_name->setFont(nameFont);
    m_counts->setStyleSheet(QStringLiteral("color: #6f6255;"));
    texts->addWidget(m_name);
    texts->addWidget(m_counts);
    texts->addStretch();
    layout->addLayout(texts, 1);
    m_badge->setText(tr("to move"));
    m_badge->setStyleSheet(QStringLiteral(
        "background: #b86f2a; color: white; border-radius: 9px; padding: 2px 9px; font-weight: bold;"));
    layout->addWidget(m_badge, 0, Qt::AlignTop);
}

QString PlayerCard::nameText() const { return m_name->text(); }

QString PlayerCard::countText() const { return m_counts->text(); }

void PlayerCard::refresh(const GameController& controller)
{
    const game::Game& game = controller.shown();
    const core::Position& p = game.position();
    const rules::Facts& facts = rules::facts(game.variant());
    const bool stones = facts.flipsCaptured;
    m_look.kind = stones ? PieceLook::Kind::Stone : PieceLook::Kind::Man;

    const QString player = Texts::player(controller.setup(), m_side);
    m_name->setText(player == Texts::side(m_side) ? player : tr("%1 (%2)").arg(player, Texts::side(m_side)));
    const int men = core::countOf(p.men(m_side));
    const int kings = core::countOf(p.kingsOf(m_side));
    m_hand = p.hand[static_cast<std::size_t>(m_side)];
    QString counts = stones ? tr("%n stone(s)", nullptr, men)
                            : tr("%n man/men", nullptr, men);
    if (kings > 0)
        counts += QStringLiteral(" · ") + tr("%n king(s)", nullptr, kings);
    if (facts.hasHand)
        counts += tr(" · %1 in hand").arg(m_hand);
    m_counts->setText(counts);

    m_active = !game.result().isOver() && game.sideToMove() == m_side;
    m_handDue = m_active && game.placementDue();
    m_badge->setVisible(m_active);
    if (m_active && facts.blackMovesTwice && m_side == core::Side::Black)
        m_badge->setText(tr("move %1 of 2").arg(game.partOfTurn()));
    else
        m_badge->setText(tr("to move"));
    setMinimumHeight(facts.hasHand ? 100 : 78);
    update();
}

void PlayerCard::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF card = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    QPainterPath path;
    path.addRoundedRect(card, 12, 12);
    painter.fillPath(path, m_active ? QColor(0xff, 0xf6, 0xe6) : QColor(0xfb, 0xf8, 0xf3));
    painter.setPen(QPen(m_active ? QColor(0xc9, 0x85, 0x3a) : QColor(0xe0, 0xd6, 0xc8), m_active ? 2.0 : 1.0));
    painter.drawPath(path);
    if (m_active) {
        QPainterPath accent;
        accent.addRoundedRect(QRectF(card.left() + 1, card.top() + 12, 5, card.height() - 24), 2.5, 2.5);
        painter.fillPath(accent, QColor(0xc9, 0x85, 0x3a));
    }
    const QRectF icon(card.left() + 16, card.top() + 12, iconSize, iconSize);
    PiecePainter::paintPiece(painter, icon, m_look, 1.0);

    // To the Last Man: the stones waiting in hand, glowing when one must be placed now.
    if (m_look.kind == PieceLook::Kind::Stone && m_hand > 0) {
        const qreal y = card.bottom() - handStone - 8;
        for (int i = 0; i < m_hand; ++i) {
            const QRectF stone(card.left() + iconSize + 26 + i * (handStone * 0.8), y, handStone, handStone);
            PiecePainter::paintPiece(painter, stone, m_look, 1.0);
            if (m_handDue && i == m_hand - 1) {
                painter.setPen(QPen(QColor(90, 200, 115, 230), 2.5));
                painter.setBrush(Qt::NoBrush);
                painter.drawEllipse(stone.adjusted(-1, -1, 1, 1));
            }
        }
    }
    QFrame::paintEvent(event);
}

} // namespace draughts::app
