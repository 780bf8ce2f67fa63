#include "window/main_window.hpp"

#include "board/board_area.hpp"
#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "controller/player.hpp"
#include "dialogs/board_page.hpp"
#include "dialogs/dialog_prompter.hpp"
#include "dialogs/engines_page.hpp"
#include "dialogs/player_page.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "dialogs/rules_browser.hpp"
#include "dialogs/screen_room.hpp"
#include "dialogs/sound_page.hpp"
#include "dialogs/welcome_dialog.hpp"
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
#include "settings/language.hpp"
#include "sound/sound_player.hpp"
#include "text/texts.hpp"
#include "window/accessibility.hpp"
#include "window/network_games.hpp"
#include "window/status_line.hpp"
#include "window/tables_progress.hpp"
#include "window/window_actions.hpp"

#include <draughts/rules/movegen.hpp>

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>

#include <algorithm>
#include <utility>

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
    connectHint();
    connectCommands();
    connectPreferenceActions();
    restoreOptions();
}

MainWindow::~MainWindow()
{
    // The players go first, while the views that follow them still exist: a
    // computer stops thinking and its worker ends before the window does.
    for (core::Side side : {core::Side::White, core::Side::Black})
        m_parts.controller->setPlayer(side, nullptr);
}

// ---- building ---------------------------------------------------------------

void MainWindow::buildGame()
{
    m_parts.controller = new GameController(this);
    m_parts.input = new HumanInput(*m_parts.controller, this);
    m_parts.input->setPrompter(m_prompter);
    m_parts.statusLine = new StatusLine(*m_parts.controller, *m_parts.input, this);
}

void MainWindow::buildBoardAndPanel()
{
    WindowParts& p = m_parts;
    GameController& controller = *p.controller;
    p.board = new BoardArea(controller, *p.input, this);
    p.moveList = new MoveListModel(controller, this);
    p.banner = new ClaimBanner(controller, p.board->highlights(), *p.input, this);
    p.panel = new SidePanel(controller, p.board->highlights(), *p.moveList, this);
    p.whyBox = new WhyBox(controller, p.board->highlights(), this);
    p.chat = new ChatBox(this);
    p.sound = new SoundPlayer(controller, this);
    p.hints = new HintFinder(this);
    p.tables = new EndgameTablesKeeper(this);
    p.hints->setTables(p.tables->source());

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
    // The tables' build at the status bar's right end, clear of the window's edge.
    auto* tablesCorner = new QWidget(this);
    auto* tablesLayout = new QHBoxLayout(tablesCorner);
    tablesLayout->setContentsMargins(0, 0, 10, 0);
    tablesCorner->setMaximumWidth(230);
    p.tablesProgress = new TablesProgress(*p.tables, tablesCorner);
    tablesLayout->addWidget(p.tablesProgress);
    statusBar()->addPermanentWidget(tablesCorner);
    connect(p.tablesProgress, &TablesProgress::message, this, [this](const QString& text) { statusBar()->showMessage(text); });
    m_dialogs->setEngines([this] { return m_preferences.engines; });
    m_dialogs->setNetworkAddress([this] { return m_preferences.dxpAddress; });
    setMinimumSize(leastWidth, leastHeight);
}

void MainWindow::buildMenus()
{
    m_parts.actions = new WindowActions(this);
    m_parts.actions->buildMenus(*menuBar(), *m_parts.files, *m_parts.analysis);
    // Beside the steps through the game, where a demonstration is watched.
    m_parts.review->addButton(m_parts.actions->action(Command::Pause));
    addPuzzles();
}

// The Puzzles menu, and Game > Open as Puzzles beside Open. The progress is
// kept beside a settings file of its own (--data-dir, the tests), else in
// the program's data folder.
void MainWindow::addPuzzles()
{
    const bool ownFile = m_settings && m_settings->format() == QSettings::IniFormat;
    const QString progress = ownFile ? QFileInfo(m_settings->fileName()).dir().filePath(QStringLiteral("puzzle-progress.txt"))
                                     : ProgressStore::defaultPath();
    m_parts.puzzles = new PuzzleLauncher(this, progress);
    m_parts.puzzles->addMenu(*menuBar());
    QAction* open = &m_parts.files->action(GameFiles::Command::Open);
    if (QMenu* game = menuBar()->actions().front()->menu()) {
        const QList<QAction*> items = game->actions();
        const qsizetype at = items.indexOf(open);
        game->insertAction(at >= 0 && at + 1 < items.size() ? items[at + 1] : nullptr,
                           &m_parts.puzzles->action(PuzzleLauncher::Command::OpenAsPuzzles));
    }
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
        if (text.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(text);
        // What just happened on the board, for a screen reader too (a crowning, a result).
        m_parts.board->view().setAccessibleDescription(text);
    });
    connect(c, &GameController::gameOver, this,
            [this](const game::Result& result) { m_prompter->announceResult(Texts::result(result, m_parts.controller->setup())); });
    connect(c, &GameController::stateChanged, this, &MainWindow::updateActions);
    // Seated once every view has followed the game just started.
    p.seats = new PlayerSeats(*c, this);
    p.seats->setPrompter(m_prompter);
    p.seats->setTables(p.tables->source());
    connect(p.seats, &PlayerSeats::thinking, this, [this](core::Side side, const QString& text) {
        m_parts.panel->card(side == core::Side::White ? 0 : 1).setThinking(text);
        updateActions();
    });
    connect(p.seats, &PlayerSeats::seated, this, &MainWindow::updateActions);
    connect(p.seats, &PlayerSeats::engineFailed, this, [this](const QString& message) {
        statusBar()->showMessage(message + QLatin1Char(' ') + tr("The computer plays on."));
    });
    connect(p.seats, &PlayerSeats::networkFailed, this, &MainWindow::showNetworkFailure);
    connect(p.seats, &PlayerSeats::networkNotice, this, [this](const QString& text) { statusBar()->showMessage(text); });
    connect(c, &GameController::turnStarted, this, &MainWindow::updateActions);
    // A game opened already over starts no turn: its actions follow the new game here.
    connect(c, &GameController::gameStarted, this, &MainWindow::updateActions);
    connect(c, &GameController::gameStarted, this, &MainWindow::updateTitle);
    connect(c, &GameController::gameOver, this, &MainWindow::updateTitle);
    connect(c, &GameController::stateChanged, this, &MainWindow::updateTitle);
    connect(p.files, &GameFiles::documentChanged, this, &MainWindow::updateTitle);
    connect(p.files, &GameFiles::statusMessage, this, [this](const QString& text) { statusBar()->showMessage(text); });
    connect(p.board, &BoardArea::turned, p.panel, &SidePanel::setFlipped);
    connect(c, &GameController::gameStarted, this, &MainWindow::turnBoardToPerson);
    p.network = new NetworkGames(*this, m_settings, *p.seats, *p.chat, [this](const GameSetup& setup) { startGame(setup); },
                                 [this] { return m_parts.files->mayReplaceGame(); });
    connect(p.network, &NetworkGames::statusMessage, this, [this](const QString& text) { statusBar()->showMessage(text); });
}

// Flip Board is a choice for the game at hand: each game starts with the
// person's pieces at the bottom when one person plays the computer (or an
// engine), White at the bottom otherwise.
void MainWindow::turnBoardToPerson()
{
    const GameSetup& setup = m_parts.controller->setup();
    const bool whiteHuman = setup.player(core::Side::White).isHuman();
    const bool blackHuman = setup.player(core::Side::Black).isHuman();
    const bool flipped = blackHuman && !whiteHuman;
    if (flipped == m_preferences.flipped)
        return;
    m_preferences.flipped = flipped;
    applyPreferences();
}

void MainWindow::connectHint()
{
    // A hint stands only until something happens on the board; one being searched is dropped.
    connect(m_parts.controller, &GameController::stateChanged, &m_parts.board->model(), [this] { dropHint(); });
    connect(m_parts.controller, &GameController::gameStarted, &m_parts.board->model(), [this] { dropHint(); });
    connect(m_parts.hints, &HintFinder::found, this, [this](const engine::Hint& hint, const core::Position& position) {
        const game::Game& game = m_parts.controller->shown();
        if (!hint.best.hasMove || !(game.position() == position))
            return;
        showFoundHint(Texts::hintReason(game.variant(), position, hint),
                      HintFinder::turnOf(game.variant(), position, hint.best));
        const bool white = position.sideToMove == core::Side::White;
        m_parts.evaluationBar->setHintValue(white ? hint.best.score : -hint.best.score);
    });
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
    connect(on(Command::Preferences), &QAction::triggered, this, &MainWindow::showPreferences);
    connect(on(Command::About), &QAction::triggered, this, &MainWindow::about);
    connect(on(Command::Hint), &QAction::triggered, this, &MainWindow::showHint);
    connect(on(Command::Rules), &QAction::triggered, this, &MainWindow::showRules);
    connect(on(Command::EnglishLanguage), &QAction::triggered, this, [this] { chooseLanguage(Language::English); });
    connect(on(Command::CzechLanguage), &QAction::triggered, this, [this] { chooseLanguage(Language::Czech); });
}

// The View menu's options: the board's are Preferences, also shown in Edit > Preferences.
void MainWindow::connectPreferenceActions()
{
    const WindowActions& actions = *m_parts.actions;
    for (const auto& [command, field] : {std::pair{Command::FlipBoard, &Preferences::flipped},
                                         std::pair{Command::TurnBoard, &Preferences::turnToPlayer},
                                         std::pair{Command::SquareNames, &Preferences::squareNames},
                                         std::pair{Command::Sounds, &Preferences::sounds}})
        connect(&actions.action(command), &QAction::toggled, this, [this, field = field](bool on) {
            Preferences values = m_preferences;
            values.*field = on;
            setPreferences(values);
        });
    connect(&actions.action(Command::Highlights), &QAction::toggled, this, [this](bool on) {
        m_parts.board->model().setHintsVisible(on);
        saveOptions();
    });
    connect(&actions.action(Command::EvaluationBar), &QAction::toggled, this, [this](bool on) {
        m_parts.evaluationBar->setVisible(on);
        if (m_settings && m_ready)
            m_settings->setValue(QStringLiteral("view/evaluationBar"), on);
    });
    connect(&actions.action(Command::ExplainRules), &QAction::toggled, this, [this](bool on) {
        m_parts.whyBox->setExplaining(on);
        if (m_settings && m_ready)
            m_settings->setValue(QStringLiteral("view/explainRules"), on);
    });
}

// Options toggled while the window is being built must not overwrite the saved ones.
void MainWindow::restoreOptions()
{
    const AppSettings values = m_settings ? loadSettings(*m_settings) : AppSettings{};
    m_preferences = values.preferences;
    applyPreferences();
    m_parts.actions->action(Command::Highlights).setChecked(values.highlights);
    if (m_settings) {
        m_parts.actions->action(Command::ExplainRules)
            .setChecked(m_settings->value(QStringLiteral("view/explainRules"), true).toBool());
        // Off unless chosen: most of the time there is no value to show.
        m_parts.actions->action(Command::EvaluationBar)
            .setChecked(m_settings->value(QStringLiteral("view/evaluationBar"), false).toBool());
    }
    if (values.geometry.isEmpty() || !restoreGeometry(values.geometry))
        resize(1100, 760);
    keepOnScreen();
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
    m_newGame = withPlayerName(setup, m_preferences.playerName);
    m_parts.controller->newGame(m_newGame);
    saveOptions();
}

void MainWindow::chooseNewGame()
{
    if (const auto setup = m_prompter->chooseNewGame(m_newGame);
        setup && m_parts.files->mayReplaceGame())
        startGame(*setup);
}

void MainWindow::welcome()
{
    auto* dialog = new WelcomeDialog(m_newGame, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setEngines(m_preferences.engines);
    dialog->setNetworkAddress(m_preferences.dxpAddress);
    dialog->setPlayerName(m_preferences.playerName);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        Preferences named = m_preferences;
        named.playerName = dialog->playerName();
        setPreferences(named);
        switch (dialog->choice()) {
        case WelcomeDialog::Choice::OpenGame: m_parts.files->action(GameFiles::Command::Open).trigger(); return;
        case WelcomeDialog::Choice::Puzzles:
            m_parts.puzzles->setCurrentGame(dialog->setup().variant);
            m_parts.puzzles->action(PuzzleLauncher::Command::Solve).trigger();
            return;
        case WelcomeDialog::Choice::Play: startGame(dialog->setup()); return;
        }
    });
    dialog->open();
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Draughts"),
                       tr("<h3>Draughts</h3>"
                          "<p>Five games of draughts for two players at one computer: International, "
                          "Polish, Twenty vs Ten, Corner Checkers and To the Last Man.</p>"
                          "<p>Every rule is enforced; highlights show what is legal, and the status "
                          "bar explains why a move is refused.</p>"));
}

void MainWindow::showRules() { RulesBrowser::open(this, m_parts.controller->game().variant()); }

void MainWindow::showHint()
{
    const game::Game& game = m_parts.controller->shown();
    if (game.result().isOver() || game.legalMoves().empty()) {
        statusBar()->showMessage(tr("There is no move to suggest"));
        return;
    }
    if (game.legalMoves().size() == 1) {
        const engine::Hint only{{}, {}, engine::HintReason{engine::HintReasonCode::OnlyMove}};
        showFoundHint(Texts::hintReason(game.variant(), game.position(), only), {game.legalMoves()[0]});
        return;
    }
    m_parts.hints->find(game);
    m_parts.panel->setHintText(Texts::searchingHint());
}

void MainWindow::showFoundHint(const QString& reason, const std::vector<core::Move>& turn)
{
    const game::Game& game = m_parts.controller->shown();
    m_parts.board->suggest(turn);
    m_parts.panel->setHintText(reason);
    QString hint = Texts::hint(game, turn.front());
    core::Position before = game.position();
    for (std::size_t i = 1; i < turn.size(); ++i) {
        before = rules::afterMove(game.variant(), before, turn[i - 1]);
        hint = Texts::hintThen(hint, Texts::moveIn(game.variant(), before, turn[i]));
    }
    statusBar()->showMessage(tr("%1 — %2").arg(hint, reason));
}

void MainWindow::dropHint()
{
    m_parts.hints->cancel();
    m_parts.board->clearSuggestion();
    m_parts.panel->setHintText({});
    m_parts.evaluationBar->setHintValue(std::nullopt);
}

void MainWindow::updateActions()
{
    const GameController& controller = *m_parts.controller;
    const game::Game& game = controller.shown();
    const WindowActions& actions = *m_parts.actions;
    actions.action(Command::Undo).setEnabled(controller.game().canUndo());
    // Across the network a move is played once: what a take-back undid is not played again.
    actions.action(Command::Redo).setEnabled(controller.game().canRedo() && !(m_parts.seats && m_parts.seats->remotePerson()));
    actions.action(Command::OfferDraw).setEnabled(!game.result().isOver());
    actions.action(Command::Resign).setEnabled(!game.result().isOver());
    actions.action(Command::MoveNow).setEnabled(m_parts.seats && m_parts.seats->canMoveNow());
    actions.action(Command::Pause).setEnabled(controller.canPause());
    m_parts.actions->showPaused(controller.paused());
}

// Said at once, without waiting for an answer: the game goes on at this
// board (a person plays the other side now) and can be saved.
void MainWindow::showNetworkFailure(const QString& message)
{
    const QString text = message + QLatin1Char('\n') +
                         tr("The game on the board is kept: you can go on alone, playing both sides, or save it.");
    statusBar()->showMessage(message);
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Network game stopped"), text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("networkFailure"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::updateTitle()
{
    const GameController& controller = *m_parts.controller;
    const QString name = Texts::gameTitle(controller.game().variant());
    const game::Result over = controller.shown().result();
    const QString result = over.isOver() ? Texts::result(over, controller.setup()) : QString();
    QString title = result.isEmpty() ? tr("%1 – Draughts").arg(name) : tr("%1 – %2 – Draughts").arg(name, result);
    // The file shown and, while it differs from what was saved, the modified mark.
    const GameFiles& files = *m_parts.files;
    if (!files.documentName().isEmpty())
        title = tr("%1[*] – %2").arg(files.documentName(), title);
    setWindowTitle(title);
    setWindowModified(title.contains(QLatin1String("[*]")) && files.isModified());
}

// ---- preferences and options ------------------------------------------------

void MainWindow::setPreferences(const Preferences& values)
{
    if (values == m_preferences)
        return;
    m_preferences = values;
    applyPreferences();
    saveOptions();
}

void MainWindow::applyPreferences()
{
    const Preferences& p = m_preferences;
    m_parts.board->applyPreferences(p);
    m_parts.sound->setEnabled(p.sounds);
    m_parts.sound->setVolume(p.volume);
    m_parts.seats->setThreads(p.threads);
    m_parts.hints->setThreads(p.threads);
    m_parts.analysis->analysis().setThreads(p.threads);
    m_parts.tables->setEnabled(p.endgameTables);
    // The menu shows the same choices; setting them must not come back here as edits.
    const WindowActions& actions = *m_parts.actions;
    for (const auto& [command, on] : {std::pair{Command::FlipBoard, p.flipped},
                                      std::pair{Command::TurnBoard, p.turnToPlayer},
                                      std::pair{Command::SquareNames, p.squareNames},
                                      std::pair{Command::Sounds, p.sounds}}) {
        const QSignalBlocker block(actions.action(command));
        actions.action(command).setChecked(on);
    }
    // While the board turns to the player, the fixed orientation waits.
    actions.action(Command::FlipBoard).setEnabled(!p.turnToPlayer);
    if (m_preferencesDialog)
        m_preferencesDialog->setPreferences(p);
    // The pieces beside the board follow the theme.
    m_parts.panel->update();
}

PreferencesDialog* MainWindow::showPreferences()
{
    if (!m_preferencesDialog) {
        m_preferencesDialog = new PreferencesDialog(m_preferences, this);
        m_preferencesDialog->setAttribute(Qt::WA_DeleteOnClose);
        m_preferencesDialog->addPage(new BoardPage);
        m_preferencesDialog->addPage(new SoundPage);
        m_preferencesDialog->addPage(new EnginesPage);
        m_preferencesDialog->addPage(new PlayerPage);
        connect(m_preferencesDialog, &PreferencesDialog::changed, this, &MainWindow::setPreferences);
    }
    m_preferencesDialog->show();
    m_preferencesDialog->raise();
    m_preferencesDialog->activateWindow();
    return m_preferencesDialog;
}

void MainWindow::saveOptions()
{
    if (!m_settings || !m_ready)
        return;
    AppSettings values;
    values.lastGame = m_newGame;
    values.preferences = m_preferences;
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
    m_parts.actions->action(code == Language::Czech ? Command::CzechLanguage : Command::EnglishLanguage).setChecked(true);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        statusBar()->showMessage(tr("Language: %1").arg(Language::nativeName(Language::current())));
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
        fitPanel();
    return QMainWindow::eventFilter(watched, event);
}

// The board is square and as large as the height allows; the panel gets the
// width left beside it, at least enough for its cards and at most what
// reads comfortably. A narrow window shrinks the board, never the panel
// below its least width, and the panel scrolls rather than squeezes.
void MainWindow::fitPanel()
{
    const QWidget* central = centralWidget();
    const QMargins margins = central->layout()->contentsMargins();
    const int spacing = central->layout()->spacing();
    const int high = central->height() - margins.top() - margins.bottom();
    // The evaluation bar, when shown, takes its width from the board, so
    // that the panel keeps the width its parts were fitted to.
    const int wide = central->width() - margins.left() - margins.right() - spacing;
    m_parts.panel->setFixedWidth(std::clamp(wide - high, panelWidthLeast, panelWidthMost));
}

// A saved or default size larger than the screen (a smaller screen, a
// larger scale) is cut down to it, and the window moved onto it.
void MainWindow::keepOnScreen()
{
    const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    const QSize room = screenRoom(*this);
    const QSize frame = available.size() - room;
    // On a screen smaller than the least usable window, the window is as large as the screen.
    setMinimumSize(minimumSize().boundedTo(room));
    if (width() > room.width() || height() > room.height())
        resize(size().boundedTo(room));
    QRect placed(pos(), size() + frame);
    if (!available.contains(placed)) {
        placed.moveRight(std::min(placed.right(), available.right()));
        placed.moveBottom(std::min(placed.bottom(), available.bottom()));
        placed.moveLeft(std::max(placed.left(), available.left()));
        placed.moveTop(std::max(placed.top(), available.top()));
        move(placed.topLeft());
    }
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
