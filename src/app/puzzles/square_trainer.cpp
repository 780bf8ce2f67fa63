#include "puzzles/square_trainer.hpp"

#include "board/board_area.hpp"
#include "board/board_model.hpp"
#include "board/board_orientation.hpp"
#include "board/board_part.hpp"
#include "board/board_theme.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "dialogs/screen_room.hpp"
#include "puzzles/puzzle_help.hpp"
#include "text/texts.hpp"
#include "text/trainer_texts.hpp"
#include "values/game_setup.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QShowEvent>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <utility>

namespace draughts::app {

namespace {

constexpr QSize TrainerUsualSize{900, 640};
// Often enough that the seconds shown never lag by more than a blink.
constexpr int TrainerTickInterval = 100;

QFont trainerHeading(QFont font, qreal factor)
{
    font.setPointSizeF(font.pointSizeF() * factor);
    font.setBold(true);
    return font;
}

} // namespace

SquareTrainer::SquareTrainer(QSettings* settings, QWidget* parent)
    : QWidget(parent, Qt::Window), m_scores(settings), m_drill(core::Variant::International, 0),
      m_seeds(QRandomGenerator::global()->generate64()), m_part(new BoardPart(this))
{
    buildParts();
    m_timer.setInterval(TrainerTickInterval);
    connect(&m_timer, &QTimer::timeout, this, &SquareTrainer::tick);
    connect(&board(), &BoardView::squareClicked, this,
            [this](int square) { clicked(static_cast<core::Square>(square)); });
    connect(m_answer, &QLineEdit::returnPressed, this, &SquareTrainer::typed);
    connect(m_start, &QPushButton::clicked, this, &SquareTrainer::start);
    connect(m_help, &QPushButton::clicked, this, [this] { showPuzzleHelp(this); });
    for (QComboBox* box : {m_game, m_task, m_side})
        connect(box, &QComboBox::currentIndexChanged, this, &SquareTrainer::modeChosen);
    connect(m_names, &QCheckBox::toggled, this, &SquareTrainer::modeChosen);
    retranslate();
    modeChosen();
    resize(TrainerUsualSize);
}

SquareTrainer::~SquareTrainer() = default;

void SquareTrainer::buildParts()
{
    m_prompt = new QLabel(this);
    m_prompt->setFont(trainerHeading(m_prompt->font(), 1.6));
    m_prompt->setAlignment(Qt::AlignCenter);
    m_prompt->setWordWrap(true);
    // No pieces: the marks stand out, and no game's rules light anything up.
    m_part->area().model().setHintsVisible(false);
    m_part->area().orientation().setTurnsToPlayer(false);
    auto* left = new QVBoxLayout;
    left->addWidget(m_prompt);
    left->addWidget(&board(), 1);

    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left, 1);
    layout->addWidget(buildPanel());
}

QWidget* SquareTrainer::buildPanel()
{
    auto* panel = new QWidget(this);
    panel->setFixedWidth(280);
    auto* column = new QVBoxLayout(panel);
    column->setContentsMargins(0, 0, 0, 0);
    auto* form = new QFormLayout;
    // Each box under its label: the column is narrow, the choices' names are not.
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    m_gameLabel = new QLabel(panel);
    m_game = new QComboBox(panel);
    for (core::Variant variant : Texts::games())
        m_game->addItem(QString(), static_cast<int>(variant));
    m_taskLabel = new QLabel(panel);
    m_task = new QComboBox(panel);
    m_task->addItem(QString(), static_cast<int>(DrillTask::FindSquare));
    m_task->addItem(QString(), static_cast<int>(DrillTask::NameSquare));
    m_sideLabel = new QLabel(panel);
    m_side = new QComboBox(panel);
    m_side->addItem(QString(), false);
    m_side->addItem(QString(), true);
    const std::pair<QLabel*, QComboBox*> rows[] = {{m_gameLabel, m_game}, {m_taskLabel, m_task}, {m_sideLabel, m_side}};
    for (const auto& [label, box] : rows) {
        label->setBuddy(box);
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
        form->addRow(label, box);
    }
    column->addLayout(form);
    m_names = new QCheckBox(panel);
    column->addWidget(m_names);
    m_start = new QPushButton(panel);
    column->addWidget(m_start);
    column->addSpacing(12);

    m_time = new QLabel(panel);
    m_time->setFont(trainerHeading(m_time->font(), 1.4));
    column->addWidget(m_time);
    m_score = new QLabel(panel);
    m_mistakes = new QLabel(panel);
    m_best = new QLabel(panel);
    for (QLabel* label : {m_score, m_mistakes, m_best})
        column->addWidget(label);
    column->addSpacing(8);
    auto* answerRow = new QHBoxLayout;
    m_answerLabel = new QLabel(panel);
    m_answer = new QLineEdit(panel);
    m_answer->setMaxLength(3); // "50", "c3": never more than the notation writes
    m_answerLabel->setBuddy(m_answer);
    answerRow->addWidget(m_answerLabel);
    answerRow->addWidget(m_answer, 1);
    column->addLayout(answerRow);
    m_feedback = new QLabel(panel);
    m_feedback->setWordWrap(true);
    m_feedback->setMinimumHeight(72);
    m_feedback->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    column->addWidget(m_feedback);
    column->addStretch(1);
    m_help = new QPushButton(panel);
    column->addWidget(m_help);
    return panel;
}

void SquareTrainer::retranslate()
{
    setWindowTitle(tr("Square Numbers"));
    m_gameLabel->setText(tr("&Game:"));
    m_taskLabel->setText(tr("&Task:"));
    m_sideLabel->setText(tr("Side at the &bottom:"));
    m_answerLabel->setText(tr("&Your answer:"));
    m_names->setText(tr("Show square &names"));
    m_names->setToolTip(tr("Draw the squares' names on the board, as View > Show Square Names does"));
    m_help->setText(tr("&Help"));
    for (int i = 0; i < m_game->count(); ++i)
        m_game->setItemText(i, Texts::gameTitle(static_cast<core::Variant>(m_game->itemData(i).toInt())));
    m_task->setItemText(0, tr("Click the square named"));
    m_task->setItemText(1, tr("Name the square marked"));
    m_side->setItemText(0, Texts::side(core::Side::White));
    m_side->setItemText(1, Texts::side(core::Side::Black));
    m_answer->setToolTip(tr("Enter gives the answer"));
    showRound();
}

void SquareTrainer::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

// A round nobody watches would count for nothing: it ends with the window.
void SquareTrainer::hideEvent(QHideEvent* event)
{
    if (m_drill.state() == SquareDrill::State::Running)
        modeChosen();
    QWidget::hideEvent(event);
}

void SquareTrainer::showEvent(QShowEvent* event)
{
    // The board looks as the player's game board does, in the theme chosen there.
    board().setTheme(BoardTheme::current().id());
    if (!m_fitted && !event->spontaneous()) {
        m_fitted = true;
        if (const QSize room = screenRoom(*this); !room.isEmpty())
            resize(TrainerUsualSize.boundedTo(room));
    }
    QWidget::showEvent(event);
}

BoardView& SquareTrainer::board() const { return m_part->view(); }

BoardModel& SquareTrainer::model() const { return m_part->area().model(); }

void SquareTrainer::setClockSource(const ClockSource* source) { m_clock = source ? source : &m_steady; }

DrillMode SquareTrainer::mode() const
{
    DrillMode mode;
    mode.variant = static_cast<core::Variant>(m_game->currentData().toInt());
    mode.task = static_cast<DrillTask>(m_task->currentData().toInt());
    mode.blackAtBottom = m_side->currentData().toBool();
    mode.namesShown = m_names->isChecked();
    return mode;
}

void SquareTrainer::setMode(const DrillMode& mode)
{
    {
        const QSignalBlocker blockGame(m_game), blockTask(m_task), blockSide(m_side), blockNames(m_names);
        m_game->setCurrentIndex(m_game->findData(static_cast<int>(mode.variant)));
        m_task->setCurrentIndex(m_task->findData(static_cast<int>(mode.task)));
        m_side->setCurrentIndex(mode.blackAtBottom ? 1 : 0);
        m_names->setChecked(mode.namesShown);
    }
    modeChosen();
}

// A score belongs to the mode it was made in: another mode starts afresh.
void SquareTrainer::modeChosen()
{
    m_timer.stop();
    m_drill = SquareDrill(mode().variant, 0);
    m_saying = [] { return TrainerTexts::waiting(SquareDrill::roundLength); };
    showBoard();
    showRound();
}

// The game's board with no piece on it, turned and named as the mode says.
void SquareTrainer::showBoard()
{
    const DrillMode chosen = mode();
    const game::Game& shown = m_part->controller().game();
    if (shown.variant() != chosen.variant || shown.position().occupied() != 0) {
        GameSetup setup;
        setup.variant = chosen.variant;
        setup.start = core::Position{};
        m_part->controller().newGame(setup);
    }
    m_part->area().orientation().setFlipped(chosen.blackAtBottom);
    board().setSquareNamesVisible(chosen.namesShown);
}

void SquareTrainer::start()
{
    m_drill = SquareDrill(mode().variant, m_seeds());
    m_drill.start(now());
    m_saying = nullptr;
    m_answer->clear();
    m_timer.start();
    showRound();
    if (mode().task == DrillTask::NameSquare)
        m_answer->setFocus(Qt::OtherFocusReason);
    else
        board().setFocus(Qt::OtherFocusReason);
}

void SquareTrainer::tick()
{
    if (m_drill.state() != SquareDrill::State::Running) {
        m_timer.stop();
        return;
    }
    m_drill.advance(now());
    if (m_drill.state() == SquareDrill::State::Over) {
        m_timer.stop();
        const bool newBest = m_scores.record(mode(), m_drill.score());
        m_saying = [score = m_drill.score(), mistakes = m_drill.mistakes(), best = m_scores.best(mode()), newBest] {
            return TrainerTexts::roundOver(score, mistakes, best, newBest);
        };
        showRound();
        // The next round is a key away.
        m_start->setFocus(Qt::OtherFocusReason);
        emit roundEnded(m_drill.score(), newBest);
        return;
    }
    showRound();
}

void SquareTrainer::clicked(core::Square square)
{
    if (mode().task != DrillTask::FindSquare)
        return;
    const core::Square asked = m_drill.question();
    const core::Variant variant = m_drill.variant();
    judged(m_drill.answer(square, now()), asked,
           [variant, square, asked] { return TrainerTexts::wrongClick(variant, square, asked); });
}

void SquareTrainer::typed()
{
    if (mode().task != DrillTask::NameSquare)
        return;
    const core::Square asked = m_drill.question();
    const SquareDrill::Verdict verdict = m_drill.answer(m_answer->text().toStdString(), now());
    // An answer not taken (during a correction) stays, to be given again.
    if (verdict != SquareDrill::Verdict::Ignored)
        m_answer->clear();
    judged(verdict, asked, [variant = m_drill.variant(), asked] { return TrainerTexts::wrongName(variant, asked); });
}

void SquareTrainer::judged(SquareDrill::Verdict verdict, core::Square asked, Saying wrong)
{
    if (verdict == SquareDrill::Verdict::Ignored) {
        tick(); // the answer may have come after the time was up
        return;
    }
    if (verdict == SquareDrill::Verdict::Right)
        m_saying = [variant = m_drill.variant(), asked] { return TrainerTexts::right(variant, asked); };
    else
        m_saying = std::move(wrong);
    showRound();
}

void SquareTrainer::showRound()
{
    const SquareDrill::State state = m_drill.state();
    const bool running = state == SquareDrill::State::Running;
    const bool finding = mode().task == DrillTask::FindSquare;
    // The square to look at: the one asked in the naming task, the right one
    // after a wrong click.
    const core::Square marked = !running ? core::NoSquare : finding ? m_drill.correcting() : m_drill.question();
    model().setSuggestion(marked == core::NoSquare ? 0 : core::bitOf(marked));

    if (!running)
        m_prompt->setText(tr("Square Numbers"));
    else if (finding)
        m_prompt->setText(TrainerTexts::findQuestion(m_drill.variant(), m_drill.question()));
    else
        m_prompt->setText(TrainerTexts::nameQuestion(m_drill.variant()));
    m_time->setText(TrainerTexts::timeLeft(m_drill.timeLeft()));
    m_score->setText(TrainerTexts::score(m_drill.score()));
    m_mistakes->setText(TrainerTexts::mistakes(m_drill.mistakes()));
    m_best->setText(TrainerTexts::best(m_scores.best(mode())));
    m_feedback->setText(m_saying ? m_saying() : QString());
    m_start->setText(state == SquareDrill::State::Waiting ? tr("&Start") : tr("Start &Again"));
    m_answerLabel->setVisible(!finding);
    m_answer->setVisible(!finding);
    m_answer->setEnabled(running);
}

QString SquareTrainer::prompt() const { return m_prompt->text(); }

QString SquareTrainer::feedback() const { return m_feedback->text(); }

QString SquareTrainer::timeText() const { return m_time->text(); }

QString SquareTrainer::bestText() const { return m_best->text(); }

} // namespace draughts::app
