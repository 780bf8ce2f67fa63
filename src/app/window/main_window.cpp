#include "window/main_window.hpp"

#include "board/board_area.hpp"
#include "board/board_model.hpp"
#include "board/board_part.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "dialogs/about_box.hpp"
#include "dialogs/dialog_prompter.hpp"
#include "dialogs/rules_browser.hpp"
#include "dialogs/welcome_dialog.hpp"
#include "editor/setup_flow.hpp"
#include "engines/endgame_tables_keeper.hpp"
#include "engines/hint_finder.hpp"
#include "files/game_files.hpp"
#include "panel/chat_box.hpp"
#include "panel/claim_banner.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"
#include "panel/why_box.hpp"
#include "players/human_input.hpp"
#include "players/player_seats.hpp"
#include "puzzles/progress_store.hpp"
#include "puzzles/puzzle_launcher.hpp"
#include "review/analysis_panel.hpp"
#include "review/evaluation_bar.hpp"
#include "review/game_analysis.hpp"
#include "review/move_list_model.hpp"
#include "review/review_navigator.hpp"
#include "review/think_along_panel.hpp"
#include "settings/language.hpp"
#include "sound/sound_player.hpp"
#include "text/texts.hpp"
#include "window/accessibility.hpp"
#include "window/hint_flow.hpp"
#include "window/network_games.hpp"
#include "window/status_line.hpp"
#include "window/tables_progress.hpp"
#include "window/window_actions.hpp"
#include "window/window_geometry.hpp"
#include "window/window_preferences.hpp"
#include "window/window_title.hpp"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>

namespace draughts::app {

using Command = WindowActions::Command;

MainWindow::MainWindow(QSettings* settings, QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_dialogs(std::make_unique<DialogPrompter>(this)),
      m_prompter(m_dialogs.get())
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/draughts.svg")));
    buildGame();
    buildBoardAndPanel();
    buildMenus();
    connectGame();
    buildHint();
    connectCommands();
    connectViewOptions();
    restoreOptions();
}

// The players go first, while the views that follow them still exist.
MainWindow::~MainWindow() { m_parts.boardPart->unseat(); }

// ---- building ---------------------------------------------------------------

void MainWindow::buildGame()
{
    WindowParts& p = m_parts;
    p.boardPart = new BoardPart(this);
    p.controller = &p.boardPart->controller();
    p.input = &p.boardPart->input();
    p.board = &p.boardPart->area();
    m_parts.input->setPrompter(m_prompter);
    m_parts.statusLine = new StatusLine(*m_parts.controller, *m_parts.input, this);
}

void MainWindow::buildBoardAndPanel()
{
    WindowParts& p = m_parts;
    GameController& controller = *p.controller;
    p.moveList = new MoveListModel(controller, this);
    p.banner = new ClaimBanner(controller, p.board->highlights(), *p.input, this);
    p.panel = new SidePanel(controller, p.board->highlights(), *p.moveList, this);
    p.whyBox = new WhyBox(controller, p.board->highlights(), this);
    p.chat = new ChatBox(this);
    p.sound = new SoundPlayer(controller, this);
    p.tables = new EndgameTablesKeeper(this);

    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    layout->setContentsMargins(14, 12, 16, 10);
    layout->setSpacing(16);
    layout->addWidget(&p.board->view(), 1);
    p.evaluationBar = new EvaluationBar(central);
    p.evaluationBar->hide(); // View > Evaluation Bar shows it
    p.evaluationBar->alignWith(p.board->view().viewport(), [view = &p.board->view()] {
        return view->focusRingRect().adjusted(3, 3, -3, -3); // the frame, inside the focus ring
    });
    layout->addWidget(p.evaluationBar);
    // The claim banner lives beside the board, so that the board never moves when it appears.
    p.panel->setBanner(p.banner);
    p.panel->addLearnerBox(p.whyBox);
    p.panel->addLearnerBox(p.chat);
    p.files = new GameFiles(controller, m_settings, this);
    p.review = new ReviewNavigator(controller, *p.files, p.board->view(), p.panel->moveTable(), p.panel);
    p.panel->addReviewWidgets(p.review->header(), p.review->footer());
    p.analysis = new AnalysisPanel(controller, m_settings, p.panel);
    p.panel->addUnderReview(p.analysis);
    p.review->addBesideButtons(&p.analysis->controls()); // one row for both: more room for the moves
    p.moveList->setAnalysis(&p.analysis->analysis());
    p.analysis->analysis().setTables(p.tables->source());
    connect(p.analysis, &AnalysisPanel::betterMoveShown, p.board, &BoardArea::showBetterMove);
    connect(p.analysis, &AnalysisPanel::shownValueChanged, p.evaluationBar, &EvaluationBar::setAnalysisValue);
    connect(p.board, &BoardArea::turned, p.evaluationBar, &EvaluationBar::setFlipped);
    p.files->setSaveAnnotator([this](std::vector<pdn::PlyNotes>& notes) { m_parts.analysis->annotate(notes); });
    layout->addWidget(p.panel);
    setCentralWidget(central);
    // The board takes the room first; the panel gets what is left, within limits.
    central->installEventFilter(this);
    statusBar()->setSizeGripEnabled(false);
    p.tablesProgress = TablesProgress::addTo(*statusBar(), *p.tables);
    connect(p.tablesProgress, &TablesProgress::message, this, &MainWindow::showStatus);
    m_dialogs->setEngines([this] { return preferences().engines; });
    m_dialogs->setNetworkAddress([this] { return preferences().dxpAddress; });
    setMinimumSize(leastWidth, leastHeight);
}

void MainWindow::buildMenus()
{
    m_parts.actions = new WindowActions(this);
    m_parts.actions->buildMenus(*menuBar(), *m_parts.files, *m_parts.analysis);
    auto* think = m_parts.thinkAlong = new ThinkAlongPanel(
        *m_parts.controller, m_parts.actions->action(Command::ThinkAlong), m_parts.analysis->controls(), m_parts.panel);
    m_parts.panel->addUnderReview(think);
    think->setTables(m_parts.tables->source());
    connect(think, &ThinkAlongPanel::valueChanged, m_parts.evaluationBar, &EvaluationBar::setHintValue);
    // Beside the steps through the game, where a demonstration is watched.
    m_parts.review->addButton(m_parts.actions->action(Command::Pause));
    addPuzzles();
    m_preferences = new WindowPreferences(m_parts, m_settings, this);
    connect(m_preferences, &WindowPreferences::edited, this, &MainWindow::saveOptions);
}

// The Puzzles menu, and Game > Open as Puzzles beside Open.
void MainWindow::addPuzzles()
{
    m_parts.puzzles = new PuzzleLauncher(this, ProgressStore::pathFor(m_settings), m_settings);
    m_parts.puzzles->addMenu(*menuBar(), m_parts.files->action(GameFiles::Command::Open));
    connect(m_parts.controller, &GameController::gameStarted, m_parts.puzzles,
            [this] { m_parts.puzzles->setCurrentGame(m_parts.controller->game().variant()); });
    m_parts.puzzles->setBoardGame([this] { return m_parts.files->pdnText(); });
}

// ---- wiring -----------------------------------------------------------------

void MainWindow::connectGame()
{
    WindowParts& p = m_parts;
    GameController* c = p.controller;
    connect(p.input, &HumanInput::selectionChanged, p.whyBox, &WhyBox::refresh);
    connect(p.statusLine, &StatusLine::message, this, [this](const QString& text) {
        showStatus(text); // an empty text clears the bar
        // What just happened on the board, for a screen reader too (a crowning, a result).
        m_parts.board->view().setAccessibleDescription(text);
    });
    connect(c, &GameController::gameOver, this, [this](const game::Result& result) {
        m_prompter->announceResult(Texts::result(result, m_parts.controller->setup()));
    });
    // Seated once every view has followed the game just started.
    p.seats = new PlayerSeats(*c, this);
    p.seats->setPrompter(m_prompter);
    p.seats->setTables(p.tables->source());
    connect(p.seats, &PlayerSeats::thinking, this, [this](core::Side side, const QString& text) {
        m_parts.panel->card(side == core::Side::White ? 0 : 1).setThinking(text);
    });
    p.actions->follow(*c, *p.seats);
    connect(p.seats, &PlayerSeats::engineFailed, this, &MainWindow::showStatus);
    connect(p.seats, &PlayerSeats::networkNotice, this, &MainWindow::showStatus);
    connect(c, &GameController::gameStarted, this, &MainWindow::updateTitle);
    connect(c, &GameController::gameOver, this, &MainWindow::updateTitle);
    connect(c, &GameController::stateChanged, this, &MainWindow::updateTitle);
    connect(p.files, &GameFiles::documentChanged, this, &MainWindow::updateTitle);
    connect(p.files, &GameFiles::statusMessage, this, &MainWindow::showStatus);
    connect(p.board, &BoardArea::turned, p.panel, &SidePanel::setFlipped);
    connect(c, &GameController::gameStarted, m_preferences,
            [this] { m_preferences->turnBoardToPerson(m_parts.controller->setup()); });
    p.network = new NetworkGames(
        *this, m_settings, *p.seats, *p.chat, [this](const GameSetup& setup) { startGame(setup); },
        [this] { return m_parts.files->mayReplaceGame(); });
    connect(p.network, &NetworkGames::statusMessage, this, &MainWindow::showStatus);
    p.setup = new SetupFlow(
        *this, *c, *p.files, [this] { return m_prompter; }, [this](const GameSetup& setup) { startGame(setup); });
}

void MainWindow::showStatus(const QString& text) { statusBar()->showMessage(text); }

// Built once the game is wired: a hint stands until the views have followed what happened.
void MainWindow::buildHint()
{
    m_parts.hintFlow = new HintFlow(*m_parts.controller, *m_parts.board, *m_parts.panel, *m_parts.evaluationBar, this);
    m_parts.hints = &m_parts.hintFlow->finder();
    m_parts.hints->setTables(m_parts.tables->source());
}

void MainWindow::connectCommands()
{
    const WindowActions& actions = *m_parts.actions;
    const auto on = [&actions](Command command) { return &actions.action(command); };
    connect(on(Command::NewGame), &QAction::triggered, this, &MainWindow::chooseNewGame);
    connect(on(Command::PlayOverNetwork), &QAction::triggered, m_parts.network, &NetworkGames::choose);
    connect(on(Command::OfferDraw), &QAction::triggered, m_parts.input, &HumanInput::offerDraw);
    connect(on(Command::Resign), &QAction::triggered, m_parts.input, &HumanInput::resign);
    connect(on(Command::Quit), &QAction::triggered, this, &QWidget::close);
    connect(on(Command::MoveNow), &QAction::triggered, m_parts.seats, &PlayerSeats::moveNow);
    connect(on(Command::Pause), &QAction::triggered, this, [this] {
        GameController& controller = *m_parts.controller;
        if (controller.paused())
            controller.resume();
        else
            controller.pause();
    });
    connect(on(Command::Undo), &QAction::triggered, m_parts.controller, &GameController::takeBack);
    connect(on(Command::Redo), &QAction::triggered, m_parts.controller, &GameController::bringBack);
    connect(on(Command::SetUpPosition), &QAction::triggered, m_parts.setup, [this] { m_parts.setup->open(); });
    connect(on(Command::Preferences), &QAction::triggered, m_preferences, &WindowPreferences::showDialog);
    connect(on(Command::About), &QAction::triggered, this, [this] { showAbout(this); });
    connect(on(Command::Hint), &QAction::triggered, m_parts.hintFlow, &HintFlow::show);
    connect(m_parts.hintFlow, &HintFlow::message, this, &MainWindow::showStatus);
    connect(on(Command::Rules), &QAction::triggered, this, &MainWindow::showRules);
    connect(on(Command::EnglishLanguage), &QAction::triggered, this, [this] { chooseLanguage(Language::English); });
    connect(on(Command::CzechLanguage), &QAction::triggered, this, [this] { chooseLanguage(Language::Czech); });
}

// View > Highlights, saved with the window's options (the View menu's
// other options are WindowPreferences').
void MainWindow::connectViewOptions()
{
    connect(&m_parts.actions->action(Command::Highlights), &QAction::toggled, this, [this](bool on) {
        m_parts.board->model().setHintsVisible(on);
        saveOptions();
    });
}

// Options toggled while the window is being built must not overwrite the saved ones.
void MainWindow::restoreOptions()
{
    const AppSettings values = m_settings ? loadSettings(*m_settings) : AppSettings{};
    m_preferences->restore(values.preferences, m_settings);
    m_parts.actions->action(Command::Highlights).setChecked(values.highlights);
    if (values.geometry.isEmpty() || !restoreGeometry(values.geometry))
        resize(1100, 760);
    keepOnScreen(*this);
    startGame(values.lastGame);
    retranslate();
    // Play starts on the board: its keyboard cursor shows without a click.
    m_parts.board->view().setFocus(Qt::OtherFocusReason);
    m_ready = true;
}

// ---- the game ---------------------------------------------------------------

void MainWindow::setPrompter(Prompter* prompter)
{
    m_prompter = prompter ? prompter : m_dialogs.get();
    m_parts.input->setPrompter(m_prompter);
    m_parts.seats->setPrompter(m_prompter);
}

void MainWindow::startGame(const GameSetup& setup)
{
    m_newGame = withPlayerName(setup, preferences().playerName);
    m_parts.controller->newGame(m_newGame);
    saveOptions();
}

void MainWindow::chooseNewGame()
{
    if (const auto setup = m_prompter->chooseNewGame(m_newGame); setup && m_parts.files->mayReplaceGame())
        startGame(*setup);
}

void MainWindow::welcome()
{
    auto* dialog = new WelcomeDialog(m_newGame, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setEngines(preferences().engines);
    dialog->setNetworkAddress(preferences().dxpAddress);
    dialog->setPlayerName(preferences().playerName);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        Preferences named = preferences();
        named.playerName = dialog->playerName();
        setPreferences(named);
        switch (dialog->choice()) {
        case WelcomeDialog::Choice::OpenGame: m_parts.files->action(GameFiles::Command::Open).trigger(); return;
        case WelcomeDialog::Choice::Puzzles:
            m_parts.puzzles->setCurrentGame(dialog->setup().variant);
            m_parts.puzzles->action(PuzzleLauncher::Command::Solve).trigger();
            return;
        case WelcomeDialog::Choice::SetUp: m_parts.setup->open(dialog->setup().variant); return;
        case WelcomeDialog::Choice::Play: startGame(dialog->setup()); return;
        }
    });
    dialog->open();
}

void MainWindow::showRules() { RulesBrowser::open(this, m_parts.controller->game().variant()); }

void MainWindow::updateTitle()
{
    const QString title = windowTitleOf(*m_parts.controller, *m_parts.files);
    setWindowTitle(title);
    // While the file shown differs from what was saved, the modified mark.
    setWindowModified(title.contains(QLatin1String("[*]")) && m_parts.files->isModified());
}

// ---- preferences and options ------------------------------------------------

const Preferences& MainWindow::preferences() const { return m_preferences->values(); }

void MainWindow::setPreferences(const Preferences& values) { m_preferences->set(values); }

void MainWindow::saveOptions()
{
    if (!m_settings || !m_ready)
        return;
    AppSettings values;
    values.lastGame = m_newGame;
    values.preferences = preferences();
    values.highlights = m_parts.actions->action(Command::Highlights).isChecked();
    values.geometry = saveGeometry();
    saveSettings(*m_settings, values);
}

// ---- language ---------------------------------------------------------------

void MainWindow::chooseLanguage(const QString& code)
{
    if (m_settings)
        Language::save(*m_settings, code);
    if (code != Language::current())
        Language::install(code); // every widget hears of it through a LanguageChange event
    m_parts.actions->action(code == Language::Czech ? Command::CzechLanguage : Command::EnglishLanguage)
        .setChecked(true);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showStatus(tr("Language: %1").arg(Language::nativeName(Language::current())));
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    QApplication::setApplicationDisplayName(QCoreApplication::translate("Application", "Draughts"));
    m_parts.actions->retranslate();
    m_parts.files->retranslate();
    m_parts.review->retranslate();
    m_parts.puzzles->retranslate();
    describeControls(m_parts);
    // Texts made from the game (the move list's players, its notes) in the new language.
    m_parts.moveList->refresh();
    updateTitle();
}

// ---- the window's size and its end ------------------------------------------

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == centralWidget() && event->type() == QEvent::Resize)
        fitPanel(*centralWidget(), *m_parts.panel, panelWidthLeast, panelWidthMost);
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_parts.files->mayReplaceGame(true)) {
        event->ignore();
        return;
    }
    saveOptions();
    QMainWindow::closeEvent(event);
}

} // namespace draughts::app
