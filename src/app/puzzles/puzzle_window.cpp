#include "puzzles/puzzle_window.hpp"

#include "board/board_area.hpp"
#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "dialogs/file_dialog.hpp"
#include "dialogs/screen_room.hpp"
#include "controller/game_controller.hpp"
#include "puzzles/line_player.hpp"
#include "puzzles/puzzle_help.hpp"
#include "puzzles/puzzle_solver.hpp"
#include "puzzles/rating_chart.hpp"
#include "text/puzzle_texts.hpp"
#include "text/texts.hpp"

#include <draughts/puzzle/rating.hpp>
#include <draughts/rules/movegen.hpp>

#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScreen>
#include <QShowEvent>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace draughts::app {

namespace {

// The level box's values beside puzzle::Level.
constexpr int adaptiveLevel = -1;
constexpr int everyLevel = -2;
// The window's size where the screen has room for it.
constexpr QSize UsualSize{900, 640};
// A wrong move's refutation is written out this far; the board plays it all.
constexpr std::size_t RefutationPliesWritten = 4;

} // namespace

PuzzleWindow::PuzzleWindow(const QString& progressPath, QWidget* parent) : PracticeWindow(parent), m_store(progressPath)
{
    m_solver = new PuzzleSolver(this);
    m_errorSink = [this](const QString& text) { QMessageBox::warning(this, tr("Puzzles"), text); };
    buildParts();
    connectParts();
    retranslate();
    m_collections.push_back(builtInCollection(m_variant));
    fillCollections();
    updateProgress();
    resize(UsualSize);
}

PuzzleWindow::~PuzzleWindow() = default;

void PuzzleWindow::buildParts()
{
    auto* top = new QWidget(this);
    buildChoosers(top);
    m_goal = new QLabel(this);
    QFont big = m_goal->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_goal->setFont(big);
    m_goal->setAlignment(Qt::AlignCenter);
    auto* left = new QVBoxLayout;
    left->addWidget(m_goal);
    left->addWidget(&board().view(), 1);

    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setMinimumHeight(60);
    m_message->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // Every control in the column beside the board, which keeps the rest of
    // the window's width.
    auto* right = new QVBoxLayout;
    right->addWidget(top);
    right->addSpacing(8);
    right->addWidget(m_message);
    for (int i = 0; i < 4; ++i) {
        m_buttons.push_back(new QPushButton(this));
        right->addWidget(m_buttons.back());
    }
    right->addSpacing(12);
    m_rating = new QLabel(this);
    m_streak = new QLabel(this);
    m_counts = new QLabel(this);
    for (QLabel* label : {m_rating, m_streak, m_counts})
        label->setWordWrap(true);
    m_chart = new RatingChart(this);
    for (QWidget* w : {static_cast<QWidget*>(m_rating), static_cast<QWidget*>(m_streak),
                       static_cast<QWidget*>(m_counts), static_cast<QWidget*>(m_chart)})
        right->addWidget(w);
    right->addStretch(1);
    m_open = new QPushButton(this);
    m_help = new QPushButton(this);
    right->addWidget(m_open);
    right->addWidget(m_help);

    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left, 1);
    auto* panel = new QWidget(this);
    panel->setLayout(right);
    panel->setFixedWidth(280);
    layout->addWidget(panel);
}

void PuzzleWindow::buildChoosers(QWidget* top)
{
    auto* form = new QFormLayout(top);
    form->setContentsMargins(0, 0, 0, 0);
    m_gameLabel = new QLabel(top);
    m_gameBox = new QComboBox(top);
    m_collectionLabel = new QLabel(top);
    m_collectionBox = new QComboBox(top);
    m_levelLabel = new QLabel(top);
    m_levelBox = new QComboBox(top);
    m_gameLabel->setBuddy(m_gameBox);
    m_collectionLabel->setBuddy(m_collectionBox);
    m_levelLabel->setBuddy(m_levelBox);
    form->addRow(m_gameLabel, m_gameBox);
    form->addRow(m_collectionLabel, m_collectionBox);
    form->addRow(m_levelLabel, m_levelBox);
    // A long collection's title (a file's name) shortens in its box rather
    // than widening the column.
    for (QComboBox* box : {m_gameBox, m_collectionBox, m_levelBox}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
    }
    for (core::Variant variant : Texts::games())
        m_gameBox->addItem(QString(), static_cast<int>(variant));
    for (int level : {adaptiveLevel, 0, 1, 2, everyLevel})
        m_levelBox->addItem(QString(), level);
}

void PuzzleWindow::connectParts()
{
    connect(&controller(), &GameController::stateChanged, &board(), &BoardArea::clearSuggestion);
    connect(m_solver, &PuzzleSolver::checked, this, &PuzzleWindow::checked);
    connect(m_solver, &PuzzleSolver::replyFound, this, &PuzzleWindow::replyFound);
    connect(m_solver, &PuzzleSolver::hintFound, this, [this](const puzzle::HintSquare& hint) {
        if (m_phase == Phase::Moving && hint.square != core::NoSquare)
            board().model().setSuggestion(core::bitOf(hint.square));
    });
    connect(m_solver, &PuzzleSolver::solutionFound, this, [this](const puzzle::WholeSolution& whole) {
        const auto split = whole.moves.begin() + std::ptrdiff_t(whole.played);
        const std::vector<core::Move> played(whole.moves.begin(), split), rest(split, whole.moves.end());
        for (const core::Move& move : rest)
            m_solver->play(move);
        // The whole solution from the puzzle's position, the part already
        // played marked (issue 52), written out as well as played on the
        // board, so that a learner can read it again.
        const puzzle::Puzzle& p = *puzzle();
        core::Position now = p.position;
        for (const core::Move& move : played)
            now = rules::afterMove(p.variant, now, move);
        playLine(rest, Phase::Showing, Phase::Solved,
                 PuzzleTexts::solution(PuzzleTexts::line(p.variant, p.position, played),
                                       PuzzleTexts::line(p.variant, now, rest)));
    });
    connect(&button(Retry), &QPushButton::clicked, this, &PuzzleWindow::retry);
    connect(&button(Hint), &QPushButton::clicked, this, &PuzzleWindow::hint);
    connect(&button(ShowSolution), &QPushButton::clicked, this, &PuzzleWindow::showSolution);
    connect(&button(Next), &QPushButton::clicked, this, &PuzzleWindow::chooseNext);
    connect(m_open, &QPushButton::clicked, this, &PuzzleWindow::chooseFile);
    connect(m_help, &QPushButton::clicked, this, [this] { showPuzzleHelp(this); });
    connect(m_gameBox, &QComboBox::currentIndexChanged, this,
            [this](int) { showGame(static_cast<core::Variant>(m_gameBox->currentData().toInt())); });
    connect(m_collectionBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index < 0)
            return;
        m_collection = std::size_t(index);
        const std::vector<core::Variant> games = gamesOf(collection());
        if (!games.empty() && std::find(games.begin(), games.end(), m_variant) == games.end())
            m_gameBox->setCurrentIndex(m_gameBox->findData(static_cast<int>(games.front())));
        else
            chooseNext();
    });
    connect(m_levelBox, &QComboBox::currentIndexChanged, this, [this](int) { chooseNext(); });
}

void PuzzleWindow::retranslate()
{
    m_gameLabel->setText(tr("&Game:"));
    m_collectionLabel->setText(tr("&Collection:"));
    m_levelLabel->setText(tr("&Level:"));
    m_open->setText(tr("&Open Collection…"));
    m_help->setText(tr("Help"));
    m_open->setToolTip(tr("Open a PDN file of problems (a FEN and a solution each) as a puzzle collection"));
    for (int i = 0; i < m_gameBox->count(); ++i)
        m_gameBox->setItemText(i, Texts::gameTitle(static_cast<core::Variant>(m_gameBox->itemData(i).toInt())));
    for (int i = 0; i < m_levelBox->count(); ++i) {
        const int level = m_levelBox->itemData(i).toInt();
        m_levelBox->setItemText(i, level == adaptiveLevel ? tr("Adaptive (near your rating)")
                                   : level == everyLevel  ? tr("All, in order")
                                                          : PuzzleTexts::level(static_cast<puzzle::Level>(level)));
    }
    button(Retry).setText(tr("&Retry"));
    button(Hint).setText(tr("&Hint"));
    button(Hint).setToolTip(tr("Highlight the piece to move (the puzzle then counts as failed)"));
    button(ShowSolution).setText(tr("Show &Solution"));
    button(Next).setText(tr("&Next"));
    setWindowTitle(tr("Puzzles"));
    fillCollections();
    if (const puzzle::Puzzle* p = puzzle())
        m_goal->setText(PuzzleTexts::goal(*p));
    updateProgress();
}

void PuzzleWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PuzzleWindow::showEvent(QShowEvent* event)
{
    if (!m_fitted && !event->spontaneous()) {
        m_fitted = true;
        if (const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen())
            fitInto(screen->availableGeometry());
    }
    QWidget::showEvent(event);
}

// Issue 52: at 900×640 the window opened partly off a 1280×800 screen.
void PuzzleWindow::fitInto(const QRect& available)
{
    const QSize room = screenRoom(available);
    resize(UsualSize.boundedTo(room).expandedTo(minimumSizeHint().boundedTo(room)));
    const QSize frame = size() + (available.size() - room);
    QRect placed(QPoint(), frame);
    const QWidget* opener = parentWidget() ? parentWidget()->window() : nullptr;
    placed.moveCenter(opener && opener->isVisible() ? opener->frameGeometry().center() : available.center());
    move(placedWithin(placed, available).topLeft());
}

bool PuzzleWindow::playingLine() const { return line().playing(); }

QPushButton& PuzzleWindow::button(int which) const { return *m_buttons.at(std::size_t(which)); }

const puzzle::Puzzle* PuzzleWindow::puzzle() const
{
    if (!m_index || m_collection >= m_collections.size())
        return nullptr;
    return &collection().contents.puzzles.at(*m_index);
}

QString PuzzleWindow::goalText() const { return m_goal->text(); }

QString PuzzleWindow::message() const { return m_message->text(); }

void PuzzleWindow::say(const QString& text) { m_message->setText(text); }

// ---- choosing ---------------------------------------------------------------

void PuzzleWindow::fillCollections()
{
    const QSignalBlocker block(m_collectionBox);
    m_collectionBox->clear();
    for (const NamedCollection& c : m_collections)
        m_collectionBox->addItem(c.id == QLatin1String("built-in") ? tr("Built-in puzzles") : c.title);
    m_collectionBox->setCurrentIndex(int(m_collection));
}

void PuzzleWindow::showGame(core::Variant variant)
{
    m_variant = variant;
    {
        const QSignalBlocker block(m_gameBox);
        m_gameBox->setCurrentIndex(m_gameBox->findData(static_cast<int>(variant)));
    }
    if (!m_collections.empty() && m_collections.front().id == QLatin1String("built-in"))
        m_collections.front() = builtInCollection(variant);
    if (gamesOf(collection()).empty() || puzzlesAt(collection(), variant, std::nullopt).empty()) {
        m_collection = 0;
        fillCollections();
    }
    updateProgress();
    chooseNext();
}

std::optional<std::size_t> PuzzleWindow::nextIndex() const
{
    const int level = m_levelBox->currentData().toInt();
    const std::optional<puzzle::Level> chosen =
        level >= 0 ? std::optional(static_cast<puzzle::Level>(level)) : std::nullopt;
    const std::vector<std::size_t> indices = puzzlesAt(collection(), m_variant, chosen);
    if (indices.empty())
        return std::nullopt;
    if (level == adaptiveLevel) {
        std::vector<puzzle::Puzzle> puzzles;
        for (std::size_t i : indices)
            puzzles.push_back(collection().contents.puzzles[i]);
        const auto pick = puzzle::choosePuzzle(puzzles, progress().of(m_variant), collection().id.toStdString(),
                                               QRandomGenerator::global()->generate64());
        return pick ? std::optional(indices[*pick]) : std::nullopt;
    }
    for (std::size_t i : indices)
        if (!m_index || i > *m_index)
            return i;
    return indices.front();
}

void PuzzleWindow::chooseNext()
{
    if (const auto index = nextIndex()) {
        showPuzzle(*index);
        return;
    }
    m_solver->restart();
    m_index.reset();
    m_goal->setText(QString());
    say(tr("This collection has no puzzles of this game at this level."));
    setPhase(Phase::NoPuzzle);
}

void PuzzleWindow::showPuzzle(std::size_t index)
{
    m_index = index;
    m_recorded = false;
    line().stop();
    m_solver->start(*puzzle());
    m_goal->setText(PuzzleTexts::goal(*puzzle()));
    say(tr("Find the best move. Rating of this puzzle: %1.").arg(puzzle()->effectiveRating()));
    loadBoard();
    setPhase(Phase::Moving);
}

// Puts the attempt's position on the board: the puzzle's position and the
// moves accepted so far, with the person seated on the solver's side.
void PuzzleWindow::loadBoard()
{
    const puzzle::Puzzle& p = *puzzle();
    GameSetup setup;
    setup.variant = p.variant;
    setup.rule = game::MissedCaptureRule::Compulsory;
    // The puzzle's rule set (its Rules tag, docs/pdn.md), else the game's own.
    const auto named = rules::ruleSetFromId(p.rules);
    setup.ruleSet = named && rules::offersRuleSet(p.variant, *named) ? *named : rules::RuleSet::Original;
    setup.start = p.position;
    game::Game game = startingGame(setup);
    for (const core::Move& move : m_solver->attempt().played())
        game.play(move);
    seat(p.solver(), setup, game);
}

void PuzzleWindow::setPhase(Phase phase)
{
    m_phase = phase;
    board().view().setEnabled(phase == Phase::Moving);
    updateButtons();
    emit phaseChanged(phase);
}

void PuzzleWindow::updateButtons()
{
    const bool idle = m_phase == Phase::Moving || m_phase == Phase::Wrong || m_phase == Phase::Solved;
    button(Retry).setEnabled(m_phase == Phase::Wrong || m_phase == Phase::Solved);
    button(Hint).setEnabled(m_phase == Phase::Moving);
    button(ShowSolution).setEnabled(m_phase == Phase::Moving || m_phase == Phase::Wrong);
    button(Next).setEnabled(idle || m_phase == Phase::NoPuzzle);
}

// ---- progress ---------------------------------------------------------------

void PuzzleWindow::record(bool solved)
{
    if (m_recorded || !puzzle())
        return;
    m_recorded = true;
    m_store.progress().record(m_variant, collection().id.toStdString(), *puzzle(), solved,
                              QDateTime::currentSecsSinceEpoch());
    m_store.save();
    updateProgress();
}

void PuzzleWindow::updateProgress()
{
    const puzzle::GameProgress& game = progress().of(m_variant);
    m_rating->setText(tr("Your rating in %1: %2 ± %3")
                          .arg(Texts::gameTitle(m_variant))
                          .arg(puzzle::shownRating(game.rating.rating))
                          .arg(puzzle::shownRating(game.rating.deviation)));
    m_streak->setText(tr("Solved in a row: %1 (best: %2)").arg(game.streak).arg(game.bestStreak));
    int solved = 0, failed = 0;
    if (m_collection < m_collections.size()) {
        if (auto it = game.collections.find(collection().id.toStdString()); it != game.collections.end()) {
            solved = it->second.solved;
            failed = it->second.failed;
        }
    }
    m_counts->setText(tr("This collection: solved %1, failed %2").arg(solved).arg(failed));
    std::vector<double> ratings{1500.0};
    for (const puzzle::Attempt& attempt : game.history)
        ratings.push_back(attempt.ratingAfter);
    m_chart->setRatings(std::move(ratings));
}

// ---- solving ----------------------------------------------------------------

void PuzzleWindow::personMoved(const core::Move& move)
{
    if (m_phase != Phase::Moving)
        return;
    setPhase(Phase::Checking);
    say(tr("Checking your move…"));
    m_solver->check(move);
}

void PuzzleWindow::checked(const core::Move& move, const puzzle::MoveCheck& result)
{
    using puzzle::MoveVerdict;
    switch (result.verdict) {
    case MoveVerdict::Solution:
    case MoveVerdict::Alternative: {
        QString text = tr("Right.");
        if (result.verdict == MoveVerdict::Alternative && !result.longer)
            text = tr("Another way that works too: accepted.");
        else if (result.verdict == MoveVerdict::Alternative) {
            // Issue 52: a second working answer is accepted, and the
            // shortest way named (written before the move is played).
            const puzzle::PuzzleAttempt& attempt = m_solver->attempt();
            const QString shortest = result.shortest
                                         ? Texts::moveIn(attempt.puzzle().variant, attempt.position(), *result.shortest)
                                         : QString();
            text = PuzzleTexts::slowerAlternative(attempt.puzzle().goal, shortest);
        }
        m_solver->play(move);
        say(text);
        advance();
        return;
    }
    case MoveVerdict::Wrong:
        record(false);
        if (result.refutation) {
            const game::Game& board = controller().game();
            const std::vector<core::Move>& line = result.refutation->line;
            // In short: the first plies are enough to read; the board plays
            // the whole line. It is what follows the move, not the answer
            // to the puzzle (issue 52).
            const std::size_t written = std::min(line.size(), RefutationPliesWritten);
            const std::vector<core::Move> shown(line.begin(), line.begin() + std::ptrdiff_t(written));
            const QString text =
                PuzzleTexts::wrongMove(*result.refutation) + QLatin1Char(' ') +
                PuzzleTexts::afterWrongMove(PuzzleTexts::line(board.variant(), board.position(), shown),
                                            shown.size() < line.size()) +
                QLatin1Char(' ') + tr("Retry takes the move back.");
            say(text);
            // Retry, Show Solution and Next work at once, while it plays.
            playLine(line, Phase::Wrong, Phase::Wrong, text);
            return;
        }
        break;
    case MoveVerdict::NotLegal:
    case MoveVerdict::Undecided: break;
    }
    say(tr("This move could not be judged. Retry takes it back."));
    setPhase(Phase::Wrong);
}

void PuzzleWindow::advance()
{
    const puzzle::PuzzleAttempt& attempt = m_solver->attempt();
    if (attempt.solved()) {
        const bool clean = !m_recorded;
        record(true);
        say(clean ? tr("Solved! Next gives another puzzle.") : tr("The goal is reached. Next gives another puzzle."));
        setPhase(Phase::Solved);
        return;
    }
    if (attempt.solverToMove()) {
        setPhase(Phase::Moving);
        return;
    }
    setPhase(Phase::Replying);
    m_solver->findReply();
}

void PuzzleWindow::replyFound(const std::optional<core::Move>& reply)
{
    if (!reply || !scriptedToMove()) {
        say(tr("The opponent has no reply: the goal is reached."));
        setPhase(Phase::Solved);
        return;
    }
    m_solver->play(*reply);
    playScripted(*reply);
    advance();
}

// Plays `moves` on the board one at a time, at the window's pace, in the
// phase `during`, then goes to `after` saying `afterText`.
void PuzzleWindow::playLine(std::vector<core::Move> moves, Phase during, Phase after, const QString& afterText)
{
    setPhase(during);
    const std::size_t count = moves.size();
    line().start(
        count, [this, moves = std::move(moves)](std::size_t i) { return playScripted(moves[i]); },
        [this, after, afterText] {
            say(afterText);
            setPhase(after);
        });
}

void PuzzleWindow::retry()
{
    if (!puzzle())
        return;
    line().stop();
    if (m_phase == Phase::Solved)
        m_solver->restart();
    loadBoard();
    say(tr("Your move again."));
    setPhase(Phase::Moving);
}

void PuzzleWindow::hint()
{
    if (m_phase != Phase::Moving)
        return;
    record(false);
    say(tr("The highlighted piece moves next."));
    m_solver->findHint();
}

void PuzzleWindow::showSolution()
{
    if (m_phase != Phase::Moving && m_phase != Phase::Wrong)
        return;
    record(false);
    if (m_phase == Phase::Wrong) {
        line().stop(); // the refutation may still be playing
        loadBoard();
    }
    say(tr("The solution…"));
    setPhase(Phase::Showing);
    m_solver->findSolution();
}

// ---- files ------------------------------------------------------------------

bool PuzzleWindow::openCollection(const QString& path)
{
    QString why;
    std::optional<NamedCollection> read = collectionFromFile(path, &why);
    m_fileErrors.clear();
    if (!read) {
        m_errorSink(tr("Could not open %1: %2").arg(path, why));
        return false;
    }
    for (const puzzle::PuzzleError& error : read->contents.errors)
        m_fileErrors << PuzzleTexts::error(error);
    if (read->contents.puzzles.empty()) {
        m_errorSink(tr("No puzzle could be read from %1.").arg(read->title) + QLatin1Char('\n') +
                    m_fileErrors.join(QLatin1Char('\n')));
        return false;
    }
    if (!m_fileErrors.empty())
        m_errorSink(tr("%n puzzle(s) of %1 could not be read; the others are ready:", nullptr, int(m_fileErrors.size()))
                        .arg(read->title) +
                    QLatin1Char('\n') + m_fileErrors.join(QLatin1Char('\n')));
    m_collections.push_back(std::move(*read));
    m_collection = m_collections.size() - 1;
    fillCollections();
    const core::Variant first = gamesOf(collection()).front();
    {
        const QSignalBlocker blockGame(m_gameBox), blockLevel(m_levelBox);
        m_gameBox->setCurrentIndex(m_gameBox->findData(static_cast<int>(first)));
        m_levelBox->setCurrentIndex(m_levelBox->findData(everyLevel));
    }
    m_variant = first;
    m_index.reset();
    updateProgress();
    chooseNext();
    return true;
}

void PuzzleWindow::chooseFile()
{
    const QString path = FileDialog::openFileName(this, tr("Open a Puzzle Collection"), QString(),
                                                  tr("PDN files (*.pdn);;All files (*)"));
    if (!path.isEmpty())
        openCollection(path);
}

} // namespace draughts::app
