#include "panel/side_panel.hpp"

#include "board/highlights.hpp"
#include "controller/game_controller.hpp"
#include "text/texts.hpp"
#include "panel/player_card.hpp"
#include "review/move_list_model.hpp"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace draughts::app {

namespace {

// The move list takes the room the rest of the panel leaves and asks for no
// more than its least: the panel's height for its width (it has wrapped
// labels) counts each part's preferred height, and a table's usual one would
// make the panel scroll for nothing.
//
// It keeps the move shown in view as its own height changes, too: a hint
// or the analysis growing above it takes rows off the list, which would
// otherwise hide the latest move below its lower edge.
class MoveTable : public QTableView {
public:
    using QTableView::QTableView;
    QSize sizeHint() const override { return {QTableView::sizeHint().width(), minimumHeight()}; }

    void showCurrentMove()
    {
        const auto* moves = qobject_cast<const MoveListModel*>(model());
        const QModelIndex current = moves ? moves->lastMoveIndex() : QModelIndex();
        if (!current.isValid())
            return;
        scrollTo(current);
        // At the end of a finished game the result row under the last move shows whole too.
        if (const int result = moves->resultRow(); result >= 0 && current.row() + 1 == result)
            scrollTo(moves->index(result, MoveListModel::WhiteColumn));
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QTableView::resizeEvent(event); // sets the scroll bar's range for the new height first
        showCurrentMove();
    }
};

// Holds the move list at a whole number of rows: a list scrolled to its end
// shows its first row whole under the column headers, not half hidden (Qt
// lines the last row up with the bottom). What is left over, less than a
// row, stays empty above the list, which keeps to the buttons under it.
class MoveTableBox : public QWidget {
public:
    MoveTableBox(QTableView* table, QWidget* parent) : QWidget(parent), m_table(table) { table->setParent(this); }
    QSize sizeHint() const override { return m_table->sizeHint(); }
    QSize minimumSizeHint() const override { return m_table->minimumSize().expandedTo(m_table->minimumSizeHint()); }

protected:
    void resizeEvent(QResizeEvent*) override { fit(); }
    void showEvent(QShowEvent*) override { fit(); }

private:
    void fit()
    {
        // At the full height first, to measure the frame and the headers around the rows.
        m_table->setGeometry(rect());
        const int chrome = m_table->height() - m_table->viewport()->height();
        const int row = m_table->verticalHeader()->defaultSectionSize();
        // Never fewer than four moves in view, however low the window; measured
        // once the list is laid out (the panel relays out when it changes).
        if (m_table->isVisible() && m_table->minimumHeight() != chrome + 4 * row) {
            m_table->setMinimumHeight(chrome + 4 * row);
            updateGeometry();
        }
        const int rows = std::max(0, height() - chrome) / row;
        const int high = std::clamp(chrome + rows * row, m_table->minimumHeight(), height());
        m_table->setGeometry(0, height() - high, width(), high);
    }

    QTableView* m_table;
};

} // namespace

SidePanel::SidePanel(const GameController& controller, const Highlights& highlights, MoveListModel& moves,
                     QWidget* parent)
    : QScrollArea(parent), m_controller(controller), m_highlights(highlights), m_moves(moves),
      m_content(new QWidget(this)), m_white(new PlayerCard(core::Side::White, m_content)),
      m_black(new PlayerCard(core::Side::Black, m_content)), m_layout(new QVBoxLayout(m_content)),
      m_title(new QLabel(m_content)), m_rule(new QLabel(m_content)), m_turn(new QLabel(m_content)),
      m_counter(new QLabel(m_content)), m_counterBar(new QProgressBar(m_content)), m_claims(new QLabel(m_content)),
      m_hint(new QLabel(m_content)), m_notice(new QLabel(m_content)), m_paused(new QLabel(m_content)),
      m_moveTable(new MoveTable(m_content)), m_moveBox(new MoveTableBox(m_moveTable, m_content))
{
    setObjectName(QStringLiteral("sidePanel"));
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The panel's own background, not the white of a scroll area's viewport.
    viewport()->setAutoFillBackground(false);
    m_content->setAutoFillBackground(false);
    m_layout->setContentsMargins(0, 0, 0, 0);
    // Tight enough that every state of a game fits the usual window (1100x760) unscrolled.
    m_layout->setSpacing(5);

    QLayout* header = buildHeader();
    buildStatusBox();
    buildMoveTable();
    m_layout->addLayout(header);
    m_layout->addWidget(m_black);
    m_layout->addWidget(m_status);
    m_layout->addWidget(m_moveBox, 1);
    m_layout->addWidget(m_white);

    setWidget(m_content);
    // Cards that wrap or grow (a clock, a claim) move the move list: keep it in view then too.
    m_content->installEventFilter(this);

    connect(&controller, &GameController::stateChanged, this, &SidePanel::refresh);
    connect(&controller, &GameController::gameStarted, this, &SidePanel::refresh);
    connect(&controller, &GameController::stateChanged, this, &SidePanel::keepCurrentMoveInView);
    connect(&controller.clock(), &GameClock::ticked, this, &SidePanel::refreshClocks);
    connect(&controller, &GameController::notice, this,
            [this](GameController::Notice notice, core::Side side) { noticed(static_cast<int>(notice), side); });
    connect(&controller, &GameController::gameStarted, m_notice, &QWidget::hide);
    retranslate();
}

// The game's name, its rules and its missed-capture setting.
QLayout* SidePanel::buildHeader()
{
    QFont titleFont(QStringLiteral("DejaVu Serif"));
    titleFont.setPointSizeF(m_title->font().pointSizeF() * 1.45);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setStyleSheet(QStringLiteral("color: #4a2f1b;"));
    m_title->setWordWrap(true);
    m_rule->setStyleSheet(QStringLiteral("color: #8a7a68;"));
    m_rule->setWordWrap(true);
    auto* header = new QVBoxLayout;
    header->setSpacing(0);
    header->setContentsMargins(4, 0, 0, 2);
    header->addWidget(m_title);
    header->addWidget(m_rule);
    return header;
}

// Whose turn it is, the draw counter, the claims and Game > Hint's reason.
void SidePanel::buildStatusBox()
{
    auto* status = m_status = new QFrame(m_content);
    status->setObjectName(QStringLiteral("statusBox"));
    status->setStyleSheet(
        QStringLiteral("#statusBox { background: #fbf8f3; border: 1px solid #e0d6c8; border-radius: 12px; }"));
    auto* statusLayout = new QVBoxLayout(status);
    statusLayout->setContentsMargins(14, 8, 14, 8);
    statusLayout->setSpacing(4);
    QFont turnFont = m_turn->font();
    turnFont.setPointSizeF(turnFont.pointSizeF() * 1.35);
    turnFont.setBold(true);
    m_turn->setFont(turnFont);
    m_turn->setWordWrap(true);
    m_turn->setObjectName(QStringLiteral("turn"));
    m_counter->setStyleSheet(QStringLiteral("color: #6f6255;"));
    m_counter->setWordWrap(true);
    m_counterBar->setTextVisible(false);
    m_counterBar->setMaximumHeight(6);
    m_counterBar->setStyleSheet(QStringLiteral("QProgressBar { background: #ece3d4; border: none; border-radius: 3px; }"
                                               "QProgressBar::chunk { background: #c9853a; border-radius: 3px; }"));
    m_claims->setWordWrap(true);
    m_claims->setStyleSheet(QStringLiteral("color: #a3317f; font-weight: bold;"));
    statusLayout->addWidget(m_turn);
    statusLayout->addWidget(m_counter);
    statusLayout->addWidget(m_counterBar);
    statusLayout->addWidget(m_claims);
    m_hint->setWordWrap(true);
    m_hint->setObjectName(QStringLiteral("hintReason"));
    m_hint->setStyleSheet(QStringLiteral("color: #2f6f3a; font-weight: bold;"));
    m_hint->hide();
    statusLayout->addWidget(m_hint);
    m_notice->setWordWrap(true);
    m_notice->setObjectName(QStringLiteral("notice"));
    m_notice->setStyleSheet(QStringLiteral("color: #8a4b14; font-weight: bold;"));
    m_notice->hide();
    statusLayout->addWidget(m_notice);
    m_paused->setWordWrap(true);
    m_paused->setObjectName(QStringLiteral("paused"));
    m_paused->setStyleSheet(QStringLiteral("color: #1f5f8b; font-weight: bold;"));
    m_paused->hide();
    statusLayout->addWidget(m_paused);
}

// The moves, two players' columns under their numbers; the last move in view.
void SidePanel::buildMoveTable()
{
    m_moveTable->setModel(&m_moves);
    m_moveTable->setShowGrid(false);
    m_moveTable->setAlternatingRowColors(true);
    m_moveTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_moveTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moveTable->setFocusPolicy(Qt::NoFocus);
    m_moveTable->verticalHeader()->hide();
    const int rowHeight = std::max(24, m_moveTable->fontMetrics().height() + 8);
    m_moveTable->verticalHeader()->setDefaultSectionSize(rowHeight);
    // About four moves in view, until the list's box measures its frame and headers.
    m_moveTable->setMinimumHeight(5 * rowHeight + 16);
    m_moveTable->horizontalHeader()->setSectionResizeMode(MoveListModel::NumberColumn, QHeaderView::Fixed);
    m_moveTable->horizontalHeader()->resizeSection(MoveListModel::NumberColumn, 44);
    m_moveTable->horizontalHeader()->setSectionResizeMode(MoveListModel::WhiteColumn, QHeaderView::Stretch);
    m_moveTable->horizontalHeader()->setSectionResizeMode(MoveListModel::BlackColumn, QHeaderView::Stretch);
    m_moveTable->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_moveTable->setStyleSheet(QStringLiteral(
        "QTableView { background: #fffdf9; alternate-background-color: #f7f1e6; border: 1px solid #e0d6c8;"
        " border-radius: 12px; padding: 4px; }"
        "QHeaderView::section { background: transparent; border: none; border-bottom: 1px solid #e0d6c8;"
        " color: #9a8b7a; font-weight: bold; padding: 4px 6px; }"));
    connect(&m_moves, &QAbstractItemModel::rowsInserted, m_moveTable, [this] { m_moveTable->scrollToBottom(); });
    // The result row reads across both players' columns.
    const auto spanResult = [this] {
        m_moveTable->clearSpans();
        if (const int row = m_moves.resultRow(); row >= 0)
            m_moveTable->setSpan(row, MoveListModel::WhiteColumn, 1, 2);
    };
    connect(&m_moves, &QAbstractItemModel::rowsInserted, m_moveTable, spanResult);
    connect(&m_moves, &QAbstractItemModel::rowsRemoved, m_moveTable, spanResult);
    connect(&m_moves, &QAbstractItemModel::dataChanged, m_moveTable, spanResult);
}

void SidePanel::retranslate()
{
    m_title->setToolTip(tr("The game being played; Help > Rules of This Game explains it"));
    m_rule->setToolTip(tr("The rules this game follows and what happens to a missed capture (chosen in New Game)"));
    m_turn->setToolTip(tr("Whose turn it is and what they must do"));
    m_counter->setToolTip(tr("Moves in a row without a capture; the game is drawn when the bar is full"));
    m_counterBar->setToolTip(m_counter->toolTip());
    m_claims->setToolTip(tr("A claim the player to move may make, because the opponent missed a duty"));
    m_hint->setToolTip(Texts::scoreMeaning());
    refresh();
}

void SidePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QScrollArea::changeEvent(event);
}

void SidePanel::refreshClocks()
{
    const GameClock& clock = m_controller.clock();
    const GameClock::Times times = m_controller.reviewControl().clockTimesShown();
    for (PlayerCard* card : {m_white, m_black}) {
        const core::Side side = card->side();
        card->setClock(clock.enabled() ? std::optional(times[static_cast<std::size_t>(side)]) : std::nullopt,
                       clock.running() == side);
    }
}

bool SidePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_content && event->type() == QEvent::Resize)
        keepCurrentMoveInView();
    return QScrollArea::eventFilter(watched, event);
}

void SidePanel::resizeEvent(QResizeEvent* event)
{
    QScrollArea::resizeEvent(event);
    fitCards();
    keepCurrentMoveInView();
}

// The cards get the panel's width less the scroll bar's, shown or not, so
// that what they show does not change as it comes and goes.
void SidePanel::fitCards()
{
    const int width = this->width() - verticalScrollBar()->sizeHint().width();
    m_white->fitWidth(width);
    m_black->fitWidth(width);
}

void SidePanel::keepCurrentMoveInView()
{
    const QModelIndex current = m_moves.lastMoveIndex();
    if (!current.isValid()) {
        // Before the first move only the card of the side to move needs to
        // be in view; asked once the panel has its new size.
        QTimer::singleShot(0, this, [this] {
            PlayerCard* toMove = m_controller.game().sideToMove() == core::Side::White ? m_white : m_black;
            ensureWidgetVisible(toMove, 0, 0);
        });
        return;
    }
    static_cast<MoveTable*>(m_moveTable)->showCurrentMove();
    // A panel too low to show everything keeps in view, in this order of
    // need: the card of the side to move, the step buttons under the moves,
    // the turn box and the move shown, as many of them as fit together.
    m_layout->activate();
    const QRect cell = m_moveTable->visualRect(current);
    const QPoint cellTop = m_moveTable->viewport()->mapTo(m_content, cell.topLeft());
    const PlayerCard* toMove = m_controller.game().sideToMove() == core::Side::White ? m_white : m_black;
    std::vector<QRect> wanted{toMove->geometry()};
    if (m_belowMoves && m_belowMoves->isVisible())
        wanted.push_back(m_belowMoves->geometry());
    wanted.push_back(m_status->geometry());
    wanted.push_back(QRect(cellTop, cell.size()).adjusted(0, 0, 0, 4));
    const int high = viewport()->height();
    int top = wanted.front().top();
    int bottom = wanted.front().bottom();
    for (const QRect& part : wanted) {
        if (std::max(bottom, part.bottom()) - std::min(top, part.top()) > high)
            break;
        top = std::min(top, part.top());
        bottom = std::max(bottom, part.bottom());
    }
    QScrollBar* bar = verticalScrollBar();
    const int lowest = bottom + 1 - high;
    const int value = lowest > top ? top : std::clamp(bar->value(), lowest, top);
    bar->setValue(value);
    // The content takes its new height (a card or a text that grew) and the
    // scroll range follows a moment later: look again then, once.
    if (!m_scrollPending) {
        m_scrollPending = true;
        QTimer::singleShot(0, this, [this] {
            keepCurrentMoveInView();
            m_scrollPending = false;
        });
    }
}

void SidePanel::setBanner(QWidget* banner) { m_layout->insertWidget(m_layout->indexOf(m_status) + 1, banner); }

void SidePanel::addLearnerBox(QWidget* box)
{
    // Above the moves, and above the file's header once there is one. The
    // moves have no heading of their own: the list's column headers say it.
    m_layout->insertWidget(m_layout->indexOf(m_moveBox), box);
}

void SidePanel::addReviewWidgets(QWidget* above, QWidget* below)
{
    m_layout->insertWidget(m_layout->indexOf(m_moveBox), above);
    m_layout->insertWidget(m_layout->indexOf(m_moveBox) + 1, below);
    m_belowMoves = below;
}

void SidePanel::addUnderReview(QWidget* widget)
{
    m_layout->insertWidget(m_layout->indexOf(m_belowMoves ? m_belowMoves : m_moveBox) + 1, widget);
}

void SidePanel::setHintText(const QString& text)
{
    m_hint->setText(text);
    m_hint->setVisible(!text.isEmpty());
}

void SidePanel::noticed(int notice, core::Side side)
{
    if (static_cast<GameController::Notice>(notice) != GameController::Notice::DrawDeclined)
        return;
    const GameSetup& setup = m_controller.setup();
    m_notice->setText(Texts::drawDeclined(Texts::player(setup, core::opposite(side)), Texts::player(setup, side)));
    m_notice->show();
    m_noticeAt = m_controller.game().history().size();
}

QString SidePanel::noticeText() const { return m_notice->isVisibleTo(this) ? m_notice->text() : QString(); }

QString SidePanel::pausedText() const { return m_paused->isVisibleTo(this) ? m_paused->text() : QString(); }

QString SidePanel::hintText() const { return m_hint->isVisibleTo(this) ? m_hint->text() : QString(); }

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

QString SidePanel::rulesText() const { return m_rule->text(); }

QString SidePanel::turnText() const { return m_turn->text(); }

QString SidePanel::drawCounterText() const { return m_counter->isVisible() ? m_counter->text() : QString(); }

QString SidePanel::claimsText() const { return m_claims->text(); }

void SidePanel::refresh()
{
    const game::Game& game = m_controller.shown();
    m_title->setText(Texts::gameTitle(game.variant()));
    // Which rules the game follows, named where the game has two rule sets
    // (international.md §10), and what a missed capture does.
    const bool forfeit = m_controller.setup().rule == game::MissedCaptureRule::Forfeit;
    if (game.ruleSet() == rules::RuleSet::Fmjd)
        m_rule->setText(tr("FMJD rules: captures are compulsory"));
    else if (rules::offersRuleSet(game.variant(), rules::RuleSet::Fmjd))
        m_rule->setText(forfeit ? tr("The original text: a missed capture may be claimed")
                                : tr("The original text: only rule-conforming moves"));
    else
        m_rule->setText(forfeit ? tr("Forfeit: a missed capture may be claimed")
                                : tr("Compulsory: only rule-conforming moves"));
    m_white->refresh(m_controller);
    m_black->refresh(m_controller);
    refreshClocks();
    fitCards();
    m_turn->setText(Texts::turn(game, m_controller.setup()));
    // A finished game counts nothing any more.
    const QString counter = game.result().isOver() ? QString() : Texts::drawCounter(game);
    const bool counted = !counter.isEmpty();
    m_counter->setText(counter);
    m_counter->setVisible(counted);
    m_counterBar->setVisible(counted);
    if (counted) {
        const Texts::CounterProgress progress = Texts::counterProgress(game);
        m_counterBar->setRange(0, progress.limit);
        m_counterBar->setValue(progress.value);
    }
    const QString claims = Texts::claimsOnOffer(game, Texts::player(m_controller.setup(), game.sideToMove()),
                                                m_highlights.claimable() != 0, m_highlights.handClaimOffered());
    m_claims->setText(claims);
    m_claims->setVisible(!claims.isEmpty());
    if (m_controller.game().history().size() != m_noticeAt)
        m_notice->hide();
    m_paused->setText(m_controller.paused() ? Texts::playPaused(m_controller.review().reviewing()) : QString());
    m_paused->setVisible(m_controller.paused());
}

} // namespace draughts::app
