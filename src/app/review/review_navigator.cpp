#include "review/review_navigator.hpp"

#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "files/game_files.hpp"
#include "review/move_list_model.hpp"
#include "text/texts.hpp"

#include <QAbstractItemView>
#include <QAction>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace draughts::app {

namespace {

QString tagOf(const GameFiles& files, const char* name)
{
    for (const pdn::Tag& tag : files.tags())
        if (tag.name == name)
            return Texts::fromUtf8(tag.value).trimmed();
    return {};
}

} // namespace

ReviewNavigator::ReviewNavigator(GameController& controller, const GameFiles& files, QAbstractItemView& board,
                                 QAbstractItemView& moveList, QWidget* parent)
    : QObject(parent), m_controller(controller), m_files(files), m_moveList(moveList), m_header(new QWidget(parent)),
      m_tags(new QLabel(m_header)), m_footer(new QWidget(parent)), m_comment(new QLabel(m_footer))
{
    auto* headerLayout = new QVBoxLayout(m_header);
    headerLayout->setContentsMargins(4, 0, 4, 0);
    m_tags->setWordWrap(true);
    m_tags->setObjectName(QStringLiteral("gameTags"));
    m_tags->setStyleSheet(QStringLiteral("color: #6f6255;"));
    headerLayout->addWidget(m_tags);

    auto* footerLayout = new QVBoxLayout(m_footer);
    footerLayout->setContentsMargins(0, 0, 0, 0);
    footerLayout->setSpacing(6);
    auto* row = m_buttonRow = new QHBoxLayout;
    row->setSpacing(4);
    const struct {
        QStyle::StandardPixmap icon;
        void (ReviewNavigator::*slot)();
    } specs[4] = {
        {QStyle::SP_MediaSkipBackward, &ReviewNavigator::first},
        {QStyle::SP_MediaSeekBackward, &ReviewNavigator::previous},
        {QStyle::SP_MediaSeekForward, &ReviewNavigator::next},
        {QStyle::SP_MediaSkipForward, &ReviewNavigator::last},
    };
    for (int i = 0; i < 4; ++i) {
        auto* button = m_buttons[i] = new QToolButton(m_footer);
        button->setIcon(m_footer->style()->standardIcon(specs[i].icon));
        button->setAutoRaise(true);
        button->setFocusPolicy(Qt::NoFocus);
        connect(button, &QToolButton::clicked, this, specs[i].slot);
        row->addWidget(button);
    }
    row->addStretch(1);
    row->addSpacing(8);
    footerLayout->addLayout(row);
    m_comment->setWordWrap(true);
    m_comment->setObjectName(QStringLiteral("moveComment"));
    m_comment->setTextFormat(Qt::PlainText);
    m_comment->setStyleSheet(QStringLiteral("color: #4a2f1b; font-style: italic;"));
    footerLayout->addWidget(m_comment);

    // The move list answers clicks and keys: a cell shows the position after its actions.
    m_moveList.setFocusPolicy(Qt::StrongFocus);
    connect(&m_moveList, &QAbstractItemView::clicked, this, [this](const QModelIndex& index) {
        const QVariant ply = index.data(MoveListModel::PlyRole);
        if (ply.isValid() && index.column() != MoveListModel::NumberColumn && ply.toInt() > 0)
            m_controller.reviewControl().showPly(static_cast<std::size_t>(ply.toInt()));
    });
    board.installEventFilter(this);
    m_moveList.installEventFilter(this);

    connect(&controller, &GameController::stateChanged, this, &ReviewNavigator::refresh);
    connect(&controller, &GameController::gameStarted, this, &ReviewNavigator::refresh);
    connect(&files, &GameFiles::documentChanged, this, &ReviewNavigator::refresh);
    retranslate();
}

void ReviewNavigator::retranslate()
{
    const QString tips[4] = {
        tr("First: the starting position (Home in the move list, Ctrl+Home on the board)"),
        tr("Previous: one move back (Left in the move list, Ctrl+Left on the board)"),
        tr("Next: one move forward (Right in the move list, Ctrl+Right on the board)"),
        tr("Last: the latest position (End in the move list, Ctrl+End on the board)"),
    };
    for (int i = 0; i < 4; ++i) {
        m_buttons[i]->setToolTip(tips[i]);
        m_buttons[i]->setAccessibleName(tips[i]);
    }
    refresh();
}

QToolButton& ReviewNavigator::button(int which) const { return *m_buttons[which]; }

void ReviewNavigator::addButton(QAction& action)
{
    auto* button = m_extra = new QToolButton(m_footer);
    button->setDefaultAction(&action);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::NoFocus);
    button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_buttonRow->insertWidget(4, button);
    button->setVisible(action.isEnabled());
    connect(&action, &QAction::enabledChanged, button, &QWidget::setVisible);
}

void ReviewNavigator::addBesideButtons(QWidget* widget)
{
    widget->setParent(m_footer);
    m_beside = widget;
    m_buttonRow->addWidget(widget, 100);
    widget->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_footer->installEventFilter(this);
    placeBeside();
}

// Beside the buttons where the footer is wide enough, under them where not
// (a narrow panel), so that nothing is squeezed or sticks out.
void ReviewNavigator::placeBeside()
{
    int buttons = 0;
    for (const QToolButton* button : m_buttons)
        buttons += button->sizeHint().width() + m_buttonRow->spacing();
    if (m_extra && !m_extra->isHidden())
        buttons += m_extra->sizeHint().width() + m_buttonRow->spacing();
    const bool beside = m_footer->width() >= buttons + 8 + m_beside->minimumSizeHint().width();
    auto* footer = static_cast<QVBoxLayout*>(m_footer->layout());
    if (beside == (m_buttonRow->indexOf(m_beside) >= 0))
        return;
    // Beside the buttons it asks for no width of its own, so that the footer
    // follows the panel's width and this check sees it.
    m_beside->setSizePolicy(beside ? QSizePolicy::Ignored : QSizePolicy::Preferred, QSizePolicy::Preferred);
    if (beside) {
        footer->removeWidget(m_beside);
        m_buttonRow->addWidget(m_beside, 100); // takes the room of the stretch before it
    } else {
        m_buttonRow->removeWidget(m_beside);
        footer->insertWidget(1, m_beside);
    }
}

QString ReviewNavigator::tagsText() const { return m_tags->text(); }

QString ReviewNavigator::commentText() const { return m_comment->text(); }

void ReviewNavigator::first() { m_controller.reviewControl().showPly(0); }

void ReviewNavigator::previous()
{
    if (m_controller.review().shownPly() > 0)
        m_controller.reviewControl().showPly(m_controller.review().shownPly() - 1);
}

void ReviewNavigator::next() { m_controller.reviewControl().showPly(m_controller.review().shownPly() + 1); }

void ReviewNavigator::last() { m_controller.reviewControl().showPly(m_controller.review().length()); }

void ReviewNavigator::refresh()
{
    const std::size_t ply = m_controller.review().shownPly();
    const std::size_t length = m_controller.review().length();
    m_buttons[0]->setEnabled(ply > 0);
    m_buttons[1]->setEnabled(ply > 0);
    m_buttons[2]->setEnabled(ply < length);
    m_buttons[3]->setEnabled(ply < length);

    QStringList lines;
    const QString event = tagOf(m_files, "Event");
    const QString date = tagOf(m_files, "Date");
    const QString white = tagOf(m_files, "White");
    const QString black = tagOf(m_files, "Black");
    // The result of the game as it stands, not the file's: a game played on
    // from an earlier position has none until it ends again.
    const game::Game& game = m_controller.game();
    const QString result = game.result().isOver() ? Texts::resultToken(game) : QString();
    // The players and the result share a line: the header keeps to two.
    QString players;
    if (!white.isEmpty() || !black.isEmpty())
        players = tr("%1 – %2").arg(white.isEmpty() ? tr("White") : white, black.isEmpty() ? tr("Black") : black);
    // The event and its date on a line of their own; a game without an event
    // (every game this program saves has a date) gives its date the players' line.
    QStringList first{event, date};
    if (event.isEmpty() && !players.isEmpty())
        first.clear();
    first.removeAll(QString());
    if (!first.isEmpty())
        lines << first.join(QStringLiteral(", "));
    if (!result.isEmpty() && !(players.isEmpty() && lines.isEmpty()))
        players =
            players.isEmpty() ? tr("Result: %1").arg(result) : tr("%1: %2", "players: result").arg(players, result);
    if (event.isEmpty() && !players.isEmpty() && !date.isEmpty())
        players += QStringLiteral(", ") + date;
    if (!players.isEmpty())
        lines << players;
    m_tags->setText(lines.join(QLatin1Char('\n')));
    m_header->setVisible(!lines.isEmpty());

    m_comment->setText(Texts::fromUtf8(m_controller.game().notes(ply).comment));
    m_comment->setVisible(!m_comment->text().isEmpty());
    const QModelIndex current = m_moveList.model() ? m_moveList.model()->index(0, 0) : QModelIndex();
    if (current.isValid()) {
        if (auto* moves = qobject_cast<MoveListModel*>(m_moveList.model())) {
            const QModelIndex shown = moves->lastMoveIndex();
            if (shown.isValid())
                m_moveList.scrollTo(shown);
            else
                m_moveList.scrollToTop();
        }
    }
}

bool ReviewNavigator::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_footer && event->type() == QEvent::Resize && m_beside)
        placeBeside();
    if (event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        // On the board the plain arrows move the keyboard cursor, so stepping there takes Ctrl;
        // while the game is reviewed (an earlier position shown, or the game over) no move
        // is being made there, and the plain keys step too.
        const bool board = qobject_cast<const BoardView*>(watched) != nullptr;
        const ReviewState& review = m_controller.review();
        const bool reviewing = review.shownPly() < review.length() || m_controller.game().result().isOver();
        const Qt::KeyboardModifiers modifiers = key->modifiers() & ~Qt::KeypadModifier;
        const bool stepKeys = modifiers == (board ? Qt::ControlModifier : Qt::NoModifier) ||
                              (board && reviewing && modifiers == Qt::NoModifier);
        if (stepKeys) {
            switch (key->key()) {
            case Qt::Key_Left: previous(); return true;
            case Qt::Key_Right: next(); return true;
            case Qt::Key_Home: first(); return true;
            case Qt::Key_End: last(); return true;
            default: break;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace draughts::app
