#include "puzzles/guess_window.hpp"

#include "board/board_area.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "dialogs/file_dialog.hpp"
#include "puzzles/line_player.hpp"
#include "puzzles/puzzle_help.hpp"
#include "text/puzzle_texts.hpp"
#include "text/texts.hpp"

#include <draughts/engine/action_choice.hpp>
#include <draughts/game/score_sheet.hpp>
#include <draughts/pdn/pdn_reader.hpp>

#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace draughts::app {

namespace {

// Each guess: the engine's search of the position, the guess and the game's move.
constexpr engine::Milliseconds guessTime{700};
constexpr std::size_t guessHashMegabytes = 16;

QString signedPieces(engine::Score centipieces) { return QString::number(double(centipieces) / 100.0, 'f', 1); }

} // namespace

GuessWindow::GuessWindow(QWidget* parent) : PracticeWindow(parent)
{
    m_limits.time = guessTime;
    m_errorSink = [this](const QString& text) { QMessageBox::warning(this, tr("Guess the Move"), text); };
    buildParts();
    connect(m_open, &QPushButton::clicked, this, &GuessWindow::chooseFile);
    connect(m_help, &QPushButton::clicked, this, [this] { showPuzzleHelp(this); });
    connect(m_start, &QPushButton::clicked, this,
            [this] { start(m_side->currentIndex() == 0 ? core::Side::White : core::Side::Black); });
    retranslate();
    setPhase(Phase::NoGame);
    resize(860, 620);
}

GuessWindow::~GuessWindow() { m_task.cancel(); }

void GuessWindow::buildParts()
{
    m_open = new QPushButton(this);
    m_gameName = new QLabel(this);
    // A game's title (its players and event) wraps in the column.
    m_gameName->setWordWrap(true);
    m_sideLabel = new QLabel(this);
    m_side = new QComboBox(this);
    m_side->addItems({QString(), QString()});
    m_sideLabel->setBuddy(m_side);
    m_start = new QPushButton(this);
    m_help = new QPushButton(this);
    auto* sideRow = new QHBoxLayout;
    sideRow->addWidget(m_sideLabel);
    sideRow->addWidget(m_side, 1);
    m_message = new QLabel(this);
    m_points = new QLabel(this);
    m_summary = new QLabel(this);
    for (QLabel* label : {m_message, m_summary}) {
        label->setWordWrap(true);
        label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    }
    // Every control in the column beside the board, which keeps the rest of
    // the window's width.
    auto* right = new QVBoxLayout;
    right->addWidget(m_open);
    right->addWidget(m_gameName);
    right->addLayout(sideRow);
    right->addWidget(m_start);
    right->addSpacing(8);
    right->addWidget(m_message);
    right->addWidget(m_points);
    right->addWidget(m_summary, 1);
    right->addWidget(m_help);
    auto* panel = new QWidget(this);
    panel->setLayout(right);
    panel->setFixedWidth(280);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(&board().view(), 1);
    layout->addWidget(panel);
}

void GuessWindow::retranslate()
{
    setWindowTitle(tr("Guess the Move"));
    m_open->setText(tr("&Open Game…"));
    m_sideLabel->setText(tr("&Guess the moves of:"));
    m_side->setItemText(0, Texts::side(core::Side::White));
    m_side->setItemText(1, Texts::side(core::Side::Black));
    m_start->setText(tr("&Start"));
    m_help->setText(tr("Help"));
    if (m_phase == Phase::NoGame)
        say(tr("Open a game of a PDN file, choose a side and start."));
}

void GuessWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString GuessWindow::message() const { return m_message->text(); }

QString GuessWindow::gameTitle() const { return m_gameName->text(); }

QString GuessWindow::summaryText() const { return m_summary->text(); }

void GuessWindow::say(const QString& text) { m_message->setText(text); }

void GuessWindow::setPhase(Phase phase)
{
    m_phase = phase;
    board().view().setEnabled(phase == Phase::Guessing);
    m_start->setEnabled(phase != Phase::NoGame && phase != Phase::Scoring && phase != Phase::Showing);
    m_side->setEnabled(m_start->isEnabled());
    emit phaseChanged(phase);
}

// ---- the game ---------------------------------------------------------------

void GuessWindow::chooseFile()
{
    const QString path =
        FileDialog::openFileName(this, tr("Open a Game"), QString(), tr("PDN files (*.pdn);;All files (*)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    std::size_t count = 0;
    if (file.open(QIODevice::ReadOnly)) {
        const QByteArray bytes = file.readAll();
        count = pdn::readPdn(std::string_view(bytes.constData(), std::size_t(bytes.size()))).size();
    }
    std::size_t index = 0;
    if (count > 1) {
        bool ok = false;
        const int number = QInputDialog::getInt(this, tr("Guess the Move"),
                                                tr("The file holds %n game(s). Which one?", nullptr, int(count)), 1, 1,
                                                int(count), 1, &ok);
        if (!ok)
            return;
        index = std::size_t(number - 1);
    }
    openFile(path, index);
}

bool GuessWindow::openFile(const QString& path, std::size_t index)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_errorSink(tr("Could not open %1: %2").arg(path, file.errorString()));
        return false;
    }
    const QByteArray bytes = file.readAll();
    std::vector<pdn::PdnEntry> entries = pdn::readPdn(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (index >= entries.size()) {
        m_errorSink(tr("%1 holds no game to guess.").arg(QFileInfo(path).fileName()));
        return false;
    }
    if (const auto* error = std::get_if<pdn::PdnError>(&entries[index])) {
        m_errorSink(Texts::pdnError(*error));
        return false;
    }
    const auto& game = std::get<pdn::PdnGame>(entries[index]);
    if (engine::playedMoves(game.game.replay()).empty()) {
        m_errorSink(tr("%1 holds no game to guess.").arg(QFileInfo(path).fileName()));
        return false;
    }
    setGame(game, QFileInfo(path).fileName());
    return true;
}

void GuessWindow::setGame(const pdn::PdnGame& game, const QString& name)
{
    m_task.cancel();
    line().stop();
    m_game = game;
    m_moves = engine::playedMoves(game.game.replay());
    m_session.reset();
    // PDN's "?" is a name nobody knows: the game is then called `name`.
    auto known = [&](const char* tag) {
        const std::string* value = game.tag(tag);
        return value && !value->empty() && *value != "?" ? value : nullptr;
    };
    const std::string* white = known("White");
    const std::string* black = known("Black");
    m_name = white && black ? Texts::fromUtf8(*white) + QStringLiteral(" – ") + Texts::fromUtf8(*black) : name;
    m_gameName->setText(Texts::gameTitle(game.variant()) + QStringLiteral(": ") + m_name);
    m_summary->clear();
    m_points->clear();
    showBefore(0);
    say(tr("Choose the side whose moves you guess, and start."));
    setPhase(Phase::Ready);
}

// The position the game's move `ply` was made in, on the board; the
// person sits on the guessed side.
void GuessWindow::showBefore(std::size_t ply)
{
    const core::Variant variant = m_game->variant();
    const core::Side guessed = m_session ? m_session->side() : core::Side::White;
    GameSetup setup;
    setup.variant = variant;
    setup.rule = m_game->missedCaptureRule();
    setup.ruleSet = m_game->game.ruleSet();
    const core::Position& position = ply < m_moves.size() ? m_moves[ply].before : m_session->position();
    setup.start = position;
    seat(guessed, setup, startingGame(setup));
}

void GuessWindow::start(core::Side side)
{
    if (!m_game)
        return;
    m_task.cancel();
    line().stop();
    m_session = std::make_unique<puzzle::GuessSession>(m_game->variant(), m_moves, side);
    m_summary->clear();
    m_points->setText(tr("Points: %1 of %2").arg(0).arg(0));
    showBefore(0);
    say(tr("Guess %1's moves.").arg(Texts::side(side)));
    showMoves(0);
}

// ---- guessing ---------------------------------------------------------------

void GuessWindow::personMoved(const core::Move& move)
{
    if (m_phase != Phase::Guessing)
        return;
    setPhase(Phase::Scoring);
    say(tr("The engine looks at your move…"));
    const std::size_t ply = m_session->ply();
    const core::Variant variant = m_game->variant();
    m_task.start(
        [this, move, variant, limits = m_limits](const engine::TaskRun& run) {
            if (!m_engine || m_engine->variant() != variant) {
                engine::EngineConfig config;
                config.hashMegabytes = guessHashMegabytes;
                m_engine = std::make_unique<engine::Engine>(variant, config);
            }
            engine::SearchLimits own = limits;
            own.stop = &run.stopFlag();
            return m_session->guess(*m_engine, move, own);
        },
        [this, ply](const puzzle::GuessScore& score) { scored(ply, score); });
}

void GuessWindow::scored(std::size_t ply, const puzzle::GuessScore& score)
{
    const engine::PlayedMove& played = m_moves[ply];
    QString text = PuzzleTexts::guessScore(score);
    if (score.kind != puzzle::GuessKind::GameMove)
        text += QLatin1Char(' ') +
                tr("The game went on with %1.").arg(Texts::moveIn(m_game->variant(), played.before, played.move));
    say(text);
    const puzzle::GuessSummary summary = m_session->summary();
    m_points->setText(tr("Points: %1 of %2").arg(summary.points).arg(summary.maximum));
    showBefore(ply);
    showMoves(ply);
}

// Plays the game's moves from `from` up to the next guess on the board, then waits for the guess.
void GuessWindow::showMoves(std::size_t from)
{
    const std::size_t to = m_session->finished() ? m_moves.size() : m_session->ply();
    setPhase(Phase::Showing);
    line().start(
        to - from, [this, from](std::size_t i) { return playGameMove(from + i); }, [this] { awaitGuess(); });
}

bool GuessWindow::playGameMove(std::size_t index)
{
    // A claim between two moves (left out of the moves) puts the board back on the game's own position.
    if (!(controller().game().position() == m_moves[index].before))
        showBefore(index);
    return playScripted(m_moves[index].move);
}

void GuessWindow::awaitGuess()
{
    if (m_session->finished()) {
        finish();
        return;
    }
    if (!(controller().game().position() == m_session->position()))
        showBefore(m_session->ply());
    setPhase(Phase::Guessing);
}

void GuessWindow::finish()
{
    const puzzle::GuessSummary summary = m_session->summary();
    const core::Variant variant = m_game->variant();
    QStringList lines;
    lines << tr("The end of the game. Points: %1 of %2.").arg(summary.points).arg(summary.maximum);
    lines << tr("Moves of the game found: %1; others as good, says the engine: %2.")
                 .arg(summary.gameMoves)
                 .arg(summary.goodMoves);
    if (!summary.biggestDifferences.empty())
        lines << QString() << tr("Where your view differed most from the engine's:");
    // Moves named as the move list numbers them (docs/pdn.md, "Numbering").
    const game::Game played = m_game->game.replay();
    for (const puzzle::GuessRecord& r : summary.biggestDifferences) {
        const core::Position& before = m_moves[r.ply].before;
        const game::SheetPlace place = game::sheetPlace(played.history(), r.ply + 1);
        const QString text =
            place.side == core::Side::White
                ? tr("Move %1 (White): you %2, the game %3, the engine %4; your move loses %5, the game's %6.")
                : tr("Move %1… (Black): you %2, the game %3, the engine %4; your move loses %5, the game's %6.");
        lines << text.arg(place.number)
                     .arg(Texts::moveIn(variant, before, r.guess), Texts::moveIn(variant, before, r.played),
                          Texts::moveIn(variant, before, r.score.bestMove), signedPieces(r.score.guessLoss),
                          signedPieces(r.score.gameLoss));
    }
    m_summary->setText(lines.join(QLatin1Char('\n')));
    say(tr("Finished. Start again, or open another game."));
    setPhase(Phase::Finished);
}

} // namespace draughts::app
