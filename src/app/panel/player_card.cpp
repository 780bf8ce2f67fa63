#include "panel/player_card.hpp"

#include "board/piece_painter.hpp"
#include "controller/game_controller.hpp"
#include "text/texts.hpp"

#include <draughts/rules/facts.hpp>

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QVBoxLayout>

#include <algorithm>

namespace draughts::app {

namespace {

constexpr int iconSize = 46;
constexpr int iconColumn = iconSize + 26;
constexpr int handStone = 19;
constexpr int capturedIcon = 16;
constexpr int asideSpacing = 6;          // between the name and counts and the clock and badge beside them
constexpr std::int64_t lowTime = 20'000; // milliseconds: the clock turns red and shows tenths

// What `side` has taken from the opponent so far: every piece its captures
// jumped and every piece or stone it claimed. In To the Last Man these are
// the stones it turned over to its own colour.
int capturedBy(const game::Game& game, core::Side side)
{
    int taken = 0;
    for (const game::HistoryEntry& entry : game.history()) {
        if (entry.side != side)
            continue;
        taken += entry.action.kind == game::Action::Kind::Claim ? 1 : entry.action.move.captureCount();
    }
    return taken;
}

// The widest word of a label's text: how narrow a wrapped label can be.
int widestWord(const QLabel& label)
{
    int widest = 0;
    const QFontMetrics metrics(label.font());
    for (const QString& word : label.text().split(QLatin1Char(' '), Qt::SkipEmptyParts))
        widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

} // namespace

PlayerCard::PlayerCard(core::Side side, QWidget* parent)
    : QFrame(parent), m_side(side), m_layout(new QVBoxLayout(this)), m_nameRow(new QHBoxLayout),
      m_countsRow(new QHBoxLayout), m_name(new QLabel(this)), m_counts(new QLabel(this)), m_captured(new QLabel(this)),
      m_thinking(new QLabel(this)), m_handRow(new QWidget(this)), m_clock(new QLabel(this)), m_badge(new QLabel(this))
{
    m_look.side = side;
    m_opponent.side = core::opposite(side);
    setObjectName(side == core::Side::White ? QStringLiteral("whiteCard") : QStringLiteral("blackCard"));
    setMinimumHeight(72);
    // The clock stands beside the name and the badge beside the counts, each
    // only on its own line: a name does not wrap for a badge, and the lines
    // under them have the card's whole width.
    m_layout->setContentsMargins(iconColumn, 6, 12, 6);
    m_layout->setSpacing(1);
    m_nameRow->setSpacing(asideSpacing);
    m_countsRow->setSpacing(asideSpacing);
    QFont nameFont = m_name->font();
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.25);
    nameFont.setBold(true);
    m_name->setFont(nameFont);
    // A long name wraps rather than being cut off by the clock beside it.
    m_name->setWordWrap(true);
    m_name->setObjectName(QStringLiteral("playerName"));
    m_counts->setStyleSheet(QStringLiteral("color: #6f6255;"));
    m_counts->setWordWrap(true);
    m_counts->setObjectName(QStringLiteral("pieceCounts"));
    // Its width decides whether the counts share one line (layOutCounts).
    m_counts->installEventFilter(this);
    // The captured pieces: a small piece of the opponent's colour, painted before the text.
    m_captured->setStyleSheet(QStringLiteral("color: #6f6255;"));
    m_captured->setWordWrap(true);
    m_captured->setIndent(capturedIcon + 6);
    m_captured->setMinimumHeight(capturedIcon + 2);
    m_captured->setObjectName(QStringLiteral("captured"));
    m_handRow->setFixedHeight(handStone + 2);
    m_handRow->hide();
    m_thinking->setObjectName(QStringLiteral("thinking"));
    m_thinking->setStyleSheet(QStringLiteral("color: #b86f2a; font-style: italic;"));
    // On the narrowest panel "Thinking… depth 16" is wider than the card's text.
    m_thinking->setWordWrap(true);
    // Shown only on a card too narrow for the badge, which says it otherwise.
    m_thinking->hide();

    QFont clockFont = m_clock->font();
    clockFont.setPointSizeF(clockFont.pointSizeF() * 1.45);
    clockFont.setBold(true);
    clockFont.setStyleHint(QFont::Monospace);
    clockFont.setFamilies({QStringLiteral("DejaVu Sans Mono"), QStringLiteral("monospace")});
    m_clock->setFont(clockFont);
    m_clock->setObjectName(QStringLiteral("clock"));
    m_clock->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_clock->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_clock->hide();
    m_badge->setText(tr("to move"));
    m_badge->setObjectName(QStringLiteral("toMoveBadge"));
    m_badge->setStyleSheet(
        QStringLiteral("background: #b86f2a; color: white; border-radius: 8px; padding: 1px 9px; font-weight: bold;"));
    m_badge->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_badge->hide();

    m_nameRow->addWidget(m_name, 1);
    m_nameRow->addWidget(m_clock, 0, Qt::AlignRight | Qt::AlignTop);
    m_countsRow->addWidget(m_counts, 1);
    m_countsRow->addWidget(m_badge, 0, Qt::AlignRight | Qt::AlignVCenter);
    m_layout->addLayout(m_nameRow);
    m_layout->addLayout(m_countsRow);
    m_layout->addWidget(m_captured);
    m_layout->addWidget(m_thinking);
    m_layout->addWidget(m_handRow);
    m_layout->addStretch();
}

QString PlayerCard::nameText() const { return m_name->text(); }

QString PlayerCard::countText() const
{
    return QString(countsOnOneLine()).replace(QChar(QChar::Nbsp), QLatin1Char(' '));
}

int PlayerCard::countLines() const { return static_cast<int>(m_counts->text().count(QLatin1Char('\n'))) + 1; }

QString PlayerCard::countsOnOneLine() const { return m_countParts.join(QStringLiteral(" · ")); }

// The counts share a line where it holds them all, and otherwise take a line
// each: a wrapped line never ends in a dangling " ·".
void PlayerCard::layOutCounts()
{
    const QString oneLine = countsOnOneLine();
    const bool fits = m_counts->fontMetrics().horizontalAdvance(oneLine) <= m_counts->contentsRect().width();
    const QString text = fits ? oneLine : m_countParts.join(QLatin1Char('\n'));
    if (m_counts->text() != text)
        m_counts->setText(text);
}

bool PlayerCard::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_counts && event->type() == QEvent::Resize)
        layOutCounts();
    return QFrame::eventFilter(watched, event);
}

QString PlayerCard::capturedText() const { return m_captured->text(); }

QString PlayerCard::clockText() const { return m_clock->isVisibleTo(this) ? m_clock->text() : QString(); }

// The badge says it in place of "to move", so that the card keeps its height
// as the computer starts and stops; a card without room for the badge gets
// a line under the counts instead.
void PlayerCard::setThinking(const QString& text)
{
    m_thinking->setText(text);
    // The badge's room is measured again: the text may be wider than "to move".
    if (m_width > 0)
        fitWidth(m_width);
    else
        updateBadge();
}

QString PlayerCard::thinkingText() const { return m_thinking->text(); }

bool PlayerCard::badgeShown() const { return m_badge->isVisibleTo(this); }

QString PlayerCard::badgeText() const { return m_badge->text(); }

void PlayerCard::refresh(const GameController& controller)
{
    const game::Game& game = controller.shown();
    const core::Position& p = game.position();
    const rules::Facts& facts = rules::facts(game.variant());
    const bool stones = facts.flipsCaptured;
    m_look.kind = stones ? PieceLook::Kind::Stone : PieceLook::Kind::Man;
    m_opponent.kind = m_look.kind;

    m_name->setText(Texts::playerAndSide(controller.setup(), m_side));
    const int men = core::countOf(p.men(m_side));
    const int kings = core::countOf(p.kingsOf(m_side));
    m_hand = p.hand[static_cast<std::size_t>(m_side)];
    QStringList counts{stones ? tr("%n stone(s)", nullptr, men) : tr("%n man/men", nullptr, men)};
    if (kings > 0)
        counts << tr("%n king(s)", nullptr, kings);
    if (facts.hasHand)
        counts << tr("%n in hand", nullptr, m_hand);
    // A count is never broken inside itself.
    for (QString& count : counts)
        count.replace(QLatin1Char(' '), QChar(QChar::Nbsp));
    m_countParts = counts;
    layOutCounts();
    // last-man.md §5.3: a captured stone is turned over, so it is won, not taken off.
    m_capturedCount = capturedBy(game, m_side);
    m_captured->setText(stones ? tr("%n won by capturing", nullptr, m_capturedCount)
                               : tr("%n captured", nullptr, m_capturedCount));
    // Shown all game long where there is a hand, empty once it is, so the card keeps its height.
    m_handRow->setVisible(facts.hasHand);

    m_active = !game.result().isOver() && game.sideToMove() == m_side;
    m_handDue = m_active && game.placementDue();
    if (m_active && facts.blackMovesTwice && m_side == core::Side::Black)
        m_turnBadge = tr("move %1 of 2").arg(game.partOfTurn());
    else
        m_turnBadge = tr("to move");
    updateBadge();
    update();
}

QString PlayerCard::clockText(std::int64_t milliseconds)
{
    const std::int64_t left = std::max<std::int64_t>(milliseconds, 0);
    const auto two = [](std::int64_t n) { return QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0')); };
    if (left < lowTime) {
        // Rounded up, so that a clock showing 0:00.0 has run out.
        const std::int64_t tenths = (left + 99) / 100;
        return QStringLiteral("0:%1.%2").arg(two(tenths / 10)).arg(tenths % 10);
    }
    const std::int64_t seconds = (left + 999) / 1000;
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3").arg(seconds / 3600).arg(two(seconds / 60 % 60), two(seconds % 60));
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(two(seconds % 60));
}

void PlayerCard::setClock(std::optional<std::int64_t> milliseconds, bool running)
{
    m_clock->setVisible(milliseconds.has_value());
    if (!milliseconds)
        return;
    m_clock->setText(clockText(*milliseconds));
    const bool low = *milliseconds < lowTime;
    // Ten times a second while a clock runs: the style changes only when its look does.
    const QString style = QStringLiteral("color: %1;")
                              .arg(QLatin1String(low       ? "#b3261e"
                                                 : running ? "#2d2620"
                                                           : "#9a8b7a"));
    if (m_clock->styleSheet() != style)
        m_clock->setStyleSheet(style);
    m_clock->setToolTip(running ? tr("Time left; this clock is running") : tr("Time left"));
}

void PlayerCard::fitWidth(int width)
{
    m_width = width;
    // The clock stands beside the name where the name's longest word leaves
    // room for it, else under the name; the badge stands beside the counts
    // where their longest count leaves room, else it goes (the lit card and
    // the turn box say it too). Measured from the fonts, since the layouts
    // are not settled while the panel is being laid out; the badge's style
    // sheet makes it bold with 9 pixels of padding on each side.
    QFont badgeFont = m_badge->font();
    badgeFont.setBold(true);
    const QFontMetrics badgeMetrics(badgeFont);
    const int badge =
        std::max(badgeMetrics.horizontalAdvance(m_turnBadge), badgeMetrics.horizontalAdvance(m_thinking->text())) +
        2 * 9 + 2;
    const int clock = m_clock->text().isEmpty() ? 0 : m_clock->fontMetrics().horizontalAdvance(m_clock->text()) + 4;
    const QFontMetrics countMetrics(m_counts->font());
    int widestCount = 0;
    for (const QString& count : m_countParts)
        widestCount = std::max(widestCount, countMetrics.horizontalAdvance(count));
    const QMargins margins = m_layout->contentsMargins();
    const int inner = width - margins.left() - margins.right() - asideSpacing;
    m_roomForBadge = inner - widestCount >= badge;
    const bool clockBeside = inner - widestWord(*m_name) >= clock;
    if (clockBeside != (m_nameRow->indexOf(m_clock) >= 0)) {
        (clockBeside ? static_cast<QBoxLayout*>(m_layout) : m_nameRow)->removeWidget(m_clock);
        if (clockBeside)
            m_nameRow->addWidget(m_clock, 0, Qt::AlignRight | Qt::AlignTop);
        else
            m_layout->insertWidget(1, m_clock, 0, Qt::AlignLeft);
    }
    updateBadge();
}

void PlayerCard::updateBadge()
{
    const bool thinking = !m_thinking->text().isEmpty();
    m_badge->setText(thinking ? m_thinking->text() : m_turnBadge);
    // Where the badge fits, its room stays while it is hidden: counts that
    // wrap beside it wrap on both turns, and the card keeps its height.
    QSizePolicy policy = m_badge->sizePolicy();
    policy.setRetainSizeWhenHidden(m_roomForBadge);
    m_badge->setSizePolicy(policy);
    m_badge->setVisible((m_active || thinking) && m_roomForBadge);
    m_thinking->setVisible(thinking && !m_roomForBadge);
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

    // The captured pieces' line starts with one of them.
    if (m_captured->isVisible()) {
        const QRect line = m_captured->geometry();
        const QRectF small(line.left(), line.top() + (m_captured->fontMetrics().height() - capturedIcon) / 2.0 + 1,
                           capturedIcon, capturedIcon);
        PiecePainter::paintPiece(painter, small, m_opponent, m_capturedCount > 0 ? 1.0 : 0.4);
    }

    // To the Last Man: the stones waiting in hand, glowing when one must be placed now.
    if (m_handRow->isVisible()) {
        const QRect row = m_handRow->geometry();
        for (int i = 0; i < m_hand; ++i) {
            const QRectF stone(row.left() + i * (handStone * 0.8), row.top() + 1, handStone, handStone);
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
