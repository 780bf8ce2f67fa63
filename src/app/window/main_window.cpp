#include "window/main_window.hpp"

#include "board/board_model.hpp"
#include "board/board_orientation.hpp"
#include "board/board_theme.hpp"
#include "board/board_view.hpp"
#include "board/hint.hpp"
#include "board/hint_finder.hpp"
#include "board/highlights.hpp"
#include "board/move_animation.hpp"
#include "controller/game_controller.hpp"
#include "players/human_input.hpp"
#include "players/computer_player.hpp"
#include "players/human_player.hpp"
#include "players/player_factory.hpp"
#include "panel/player_card.hpp"
#include "text/status_line.hpp"
#include "dialogs/board_page.hpp"
#include "dialogs/dialog_prompter.hpp"
#include "dialogs/engines_page.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "dialogs/rules_browser.hpp"
#include "dialogs/sound_page.hpp"
#include "files/game_files.hpp"
#include "panel/claim_banner.hpp"
#include "panel/side_panel.hpp"
#include "panel/why_box.hpp"
#include "review/analysis_panel.hpp"
#include "review/game_analysis.hpp"
#include "review/move_list_model.hpp"
#include "review/review_navigator.hpp"
#include "settings/app_settings.hpp"
#include "settings/language.hpp"
#include "sound/sound_player.hpp"
#include "text/texts.hpp"
#include "window/accessibility.hpp"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>

#include <algorithm>
#include <utility>

namespace draughts::app {

MainWindow::MainWindow(QSettings* settings, QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_controller(new GameController(this)),
      m_input(new HumanInput(*m_controller, this)),
      m_highlights(std::make_unique<Highlights>(*m_controller, *m_input)),
      m_statusLine(new StatusLine(*m_controller, *m_input, this)),
      m_boardModel(new BoardModel(*m_controller, *m_highlights, this)),
      m_moveList(new MoveListModel(*m_controller, this)), m_view(new BoardView(this)),
      m_banner(new ClaimBanner(*m_controller, *m_highlights, *m_input, this)),
      m_sidePanel(new SidePanel(*m_controller, *m_highlights, *m_moveList, this)),
      m_whyBox(new WhyBox(*m_controller, *m_highlights, this)),
      m_orientation(new BoardOrientation(*m_controller, this)), m_sound(new SoundPlayer(*m_controller, this)),
      m_dialogs(std::make_unique<DialogPrompter>(this)), m_prompter(m_dialogs.get()),
      m_hintFinder(new HintFinder(this))
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/draughts.svg")));
    m_input->setPrompter(m_prompter);
    // The players come with each game (applyPlayers), as its setup chooses them.
    m_view->setModel(m_boardModel);

    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    layout->setContentsMargins(14, 12, 16, 10);
    layout->setSpacing(16);
    layout->addWidget(m_view, 1);
    // The claim banner lives beside the board, so that the board never moves when it appears.
    m_sidePanel->setBanner(m_banner);
    m_sidePanel->addLearnerBox(m_whyBox);
    m_files = new GameFiles(*m_controller, m_settings, this);
    m_review = new ReviewNavigator(*m_controller, *m_files, *m_view, m_sidePanel->moveTable(), m_sidePanel);
    m_sidePanel->addReviewWidgets(m_review->header(), m_review->footer());
    m_analysis = new AnalysisPanel(*m_controller, m_settings, m_sidePanel);
    m_sidePanel->addUnderReview(m_analysis);
    m_moveList->setAnalysis(&m_analysis->analysis());
    m_files->setSaveAnnotator([this](std::vector<pdn::PlyNotes>& notes) { m_analysis->annotate(notes); });
    layout->addWidget(m_sidePanel);
    setCentralWidget(central);
    // The board takes the room first; the panel gets what is left, within limits.
    central->installEventFilter(this);
    statusBar()->setSizeGripEnabled(false);
    m_dialogs->setEngines([this] { return m_preferences.engines; });
    setMinimumSize(480, 360);

    createActions();
    createMenus();
    connectController();

    // Options toggled while the window is being built must not overwrite the saved ones.
    const AppSettings values = m_settings ? loadSettings(*m_settings) : AppSettings{};
    m_preferences = values.preferences;
    applyPreferences();
    action(Command::Highlights).setChecked(values.highlights);
    if (m_settings)
        action(Command::ExplainRules).setChecked(m_settings->value(QStringLiteral("view/explainRules"), true).toBool());
    if (values.geometry.isEmpty() || !restoreGeometry(values.geometry))
        resize(1100, 760);
    keepOnScreen();
    startGame(values.lastGame);
    retranslate();
    // Play starts on the board: its keyboard cursor shows without a click.
    m_view->setFocus(Qt::OtherFocusReason);
    m_ready = true;
}

MainWindow::~MainWindow()
{
    // The players go first, while the views that follow them still exist: a
    // computer stops thinking and its worker ends before the window does.
    for (core::Side side : {core::Side::White, core::Side::Black})
        m_controller->setPlayer(side, nullptr);
}

QAction& MainWindow::action(Command command) { return *m_actions.at(command); }

void MainWindow::createActions()
{
    // The texts are set by retranslate(), again whenever the language changes.
    auto add = [this](Command command, const char* text, QKeySequence shortcut = {}) {
        auto* action = new QAction(this);
        action->setShortcut(shortcut);
        m_actions[command] = action;
        m_actionTexts[action] = text;
        return action;
    };
    connect(add(Command::NewGame, QT_TR_NOOP("&New Game…"), QKeySequence::New), &QAction::triggered, this,
            &MainWindow::chooseNewGame);
    connect(add(Command::OfferDraw, QT_TR_NOOP("Offer &Draw…"), QKeySequence(Qt::CTRL | Qt::Key_D)),
            &QAction::triggered, m_input, &HumanInput::offerDraw);
    connect(add(Command::Resign, QT_TR_NOOP("&Resign…")), &QAction::triggered, m_input, &HumanInput::resign);
    connect(add(Command::Quit, QT_TR_NOOP("&Quit"), QKeySequence::Quit), &QAction::triggered, this, &QWidget::close);
    connect(add(Command::MoveNow, QT_TR_NOOP("&Move Now"), QKeySequence(Qt::Key_M)), &QAction::triggered, this,
            &MainWindow::moveNow);
    connect(add(Command::Undo, QT_TR_NOOP("&Undo Move"), QKeySequence::Undo), &QAction::triggered, this,
            &MainWindow::takeBack);
    connect(add(Command::Redo, QT_TR_NOOP("&Redo Move"), QKeySequence::Redo), &QAction::triggered, this,
            &MainWindow::bringBack);
    QAction* preferences = add(Command::Preferences, QT_TR_NOOP("&Preferences…"), QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);
    connect(preferences, &QAction::triggered, this, &MainWindow::showPreferences);
    connect(add(Command::About, QT_TR_NOOP("&About Draughts")), &QAction::triggered, this, &MainWindow::about);

    QAction* flip = add(Command::FlipBoard, QT_TR_NOOP("&Flip Board"), QKeySequence(Qt::CTRL | Qt::Key_F));
    QAction* turn = add(Command::TurnBoard, QT_TR_NOOP("&Turn Board to the Player to Move"));
    QAction* names = add(Command::SquareNames, QT_TR_NOOP("Show Square &Names"));
    QAction* highlights =
        add(Command::Highlights, QT_TR_NOOP("Show &Highlights"), QKeySequence(Qt::CTRL | Qt::Key_H));
    QAction* sounds = add(Command::Sounds, QT_TR_NOOP("Play &Sounds"));
    for (QAction* option : {flip, turn, names, highlights, sounds})
        option->setCheckable(true);
    // The board's options are Preferences, also shown in Edit > Preferences.
    auto edit = [this](QAction* action, bool Preferences::*field) {
        connect(action, &QAction::toggled, this, [this, field](bool on) {
            Preferences values = m_preferences;
            values.*field = on;
            setPreferences(values);
        });
    };
    edit(flip, &Preferences::flipped);
    edit(turn, &Preferences::turnToPlayer);
    edit(names, &Preferences::squareNames);
    edit(sounds, &Preferences::sounds);
    connect(highlights, &QAction::toggled, this, [this](bool on) {
        m_boardModel->setHintsVisible(on);
        saveOptions();
    });
    highlights->setChecked(true);
    createLearnerActions();
}

void MainWindow::createLearnerActions()
{
    auto add = [this](Command command, const char* text, const char* tip, QKeySequence shortcut = {}) {
        auto* action = new QAction(this);
        action->setShortcut(shortcut);
        m_actions[command] = action;
        m_actionTexts[action] = text;
        m_actionTips[action] = tip;
        return action;
    };
    connect(add(Command::Hint, QT_TR_NOOP("&Hint"), QT_TR_NOOP("Show the best move on the board, and why, without playing it"),
                QKeySequence(Qt::Key_H)),
            &QAction::triggered, this, &MainWindow::showHint);
    connect(add(Command::Rules, QT_TR_NOOP("&Rules of This Game"),
                QT_TR_NOOP("Open the rules of the game being played"), QKeySequence::HelpContents),
            &QAction::triggered, this, &MainWindow::showRules);
    QAction* explain = add(Command::ExplainRules, QT_TR_NOOP("&Explain Rules (Why?)"),
                           QT_TR_NOOP("Show beside the board which rules apply to the selected piece"));
    explain->setCheckable(true);
    explain->setChecked(true);
    connect(explain, &QAction::toggled, this, [this](bool on) {
        m_whyBox->setExplaining(on);
        if (m_settings && m_ready)
            m_settings->setValue(QStringLiteral("view/explainRules"), on);
    });
    // Language names are written in their own language, so that anyone can find theirs.
    auto* languages = new QActionGroup(this);
    for (const auto& [command, code] :
         {std::pair{Command::EnglishLanguage, Language::English}, std::pair{Command::CzechLanguage, Language::Czech}}) {
        auto* choice = new QAction(Language::nativeName(code), this);
        m_actions[command] = choice;
        m_actionTips[choice] = QT_TR_NOOP("Show Draughts in this language, now and at the next start");
        choice->setCheckable(true);
        choice->setChecked(Language::current() == code);
        languages->addAction(choice);
        connect(choice, &QAction::triggered, this, [this, code = code] { chooseLanguage(code); });
    }
}

void MainWindow::createMenus()
{
    auto menu = [this](QMenu* parent, const char* title) {
        QMenu* created = parent ? parent->addMenu(QString()) : menuBar()->addMenu(QString());
        m_menuTitles.emplace_back(created, title);
        return created;
    };
    QMenu* game = menu(nullptr, QT_TR_NOOP("&Game"));
    game->addAction(&action(Command::NewGame));
    game->addAction(&m_files->action(GameFiles::Command::Open));
    game->addMenu(m_files->recentMenu());
    game->addAction(&m_files->action(GameFiles::Command::Save));
    game->addAction(&m_files->action(GameFiles::Command::SaveAs));
    game->addSeparator();
    game->addAction(&m_files->action(GameFiles::Command::ContinueFromHere));
    game->addSeparator();
    game->addAction(&action(Command::OfferDraw));
    game->addAction(&action(Command::Resign));
    game->addSeparator();
    game->addAction(&action(Command::Hint));
    game->addAction(&action(Command::MoveNow));
    game->addAction(&m_analysis->action(AnalysisPanel::Command::Analyse));
    game->addAction(&m_analysis->action(AnalysisPanel::Command::SaveAnalysis));
    game->addSeparator();
    game->addAction(&action(Command::Quit));
    QMenu* edit = menu(nullptr, QT_TR_NOOP("&Edit"));
    edit->addAction(&action(Command::Undo));
    edit->addAction(&action(Command::Redo));
    edit->addSeparator();
    edit->addAction(&m_files->action(GameFiles::Command::CopyFen));
    edit->addAction(&m_files->action(GameFiles::Command::CopyPdn));
    edit->addAction(&m_files->action(GameFiles::Command::Paste));
    edit->addSeparator();
    edit->addAction(&action(Command::Preferences));
    QMenu* view = menu(nullptr, QT_TR_NOOP("&View"));
    view->addAction(&action(Command::FlipBoard));
    view->addAction(&action(Command::TurnBoard));
    view->addSeparator();
    view->addAction(&action(Command::SquareNames));
    view->addAction(&action(Command::Highlights));
    view->addAction(&action(Command::ExplainRules));
    view->addSeparator();
    view->addAction(&action(Command::Sounds));
    QMenu* language = menu(view, QT_TR_NOOP("&Language"));
    language->setToolTipsVisible(true);
    language->addAction(&action(Command::EnglishLanguage));
    language->addAction(&action(Command::CzechLanguage));
    QMenu* help = menu(nullptr, QT_TR_NOOP("&Help"));
    help->addAction(&action(Command::Rules));
    help->addSeparator();
    help->addAction(&action(Command::About));
}

void MainWindow::connectController()
{
    GameController* c = m_controller;
    HumanInput* in = m_input;
    connect(m_view, &BoardView::squareClicked, in, [in](int s) { in->clickSquare(static_cast<core::Square>(s)); });
    connect(m_view, &BoardView::dragStarted, in, [in](int s) { in->pickUp(static_cast<core::Square>(s)); });
    connect(m_view, &BoardView::pieceDropped, in, [in](int from, int to) {
        in->dropPiece(static_cast<core::Square>(from), static_cast<core::Square>(to));
    });
    connect(m_view, &BoardView::cancelRequested, in, &HumanInput::cancelSelection);
    // The selection is the board's and the Why? box's business; it changes no game.
    connect(in, &HumanInput::selectionChanged, m_boardModel, &BoardModel::refresh);
    connect(in, &HumanInput::selectionChanged, m_whyBox, &WhyBox::refresh);
    connect(c, &GameController::actionPlayed, m_view, [this](const Decision& decision) {
        const game::Game& game = m_controller->game();
        if (decision.kind == Decision::Kind::Move || decision.kind == Decision::Kind::Claim)
            if (const auto animation = animationOf(game.variant(), game.history().back(), decision.route))
                m_view->animate(*animation);
    });
    connect(m_statusLine, &StatusLine::message, this, [this](const QString& text) {
        if (text.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(text);
        // What just happened on the board, for a screen reader too (a crowning, a result).
        m_view->setAccessibleDescription(text);
    });
    connect(c, &GameController::gameOver, this,
            [this](const game::Result& result) { m_prompter->announceResult(Texts::result(result, m_controller->setup())); });
    connect(c, &GameController::stateChanged, this, &MainWindow::updateActions);
    // A hint stands only until something happens on the board; one being searched is dropped.
    const auto dropHint = [this] {
        m_hintFinder->cancel();
        m_boardModel->setSuggestion(0);
        m_sidePanel->setHintText({});
    };
    connect(c, &GameController::stateChanged, m_boardModel, dropHint);
    connect(c, &GameController::gameStarted, m_boardModel, dropHint);
    connect(m_hintFinder, &HintFinder::found, this, [this](const engine::Hint& hint, const core::Position& position) {
        const game::Game& game = m_controller->shown();
        if (!hint.best.hasMove || !(game.position() == position))
            return;
        showFoundHint(Texts::hintReason(game.variant(), position, hint), hint.best.bestMove);
    });
    connect(c, &GameController::gameStarted, this, &MainWindow::applyPlayers);
    connect(c, &GameController::turnStarted, this, &MainWindow::updateActions);
    connect(c, &GameController::gameStarted, this, &MainWindow::updateTitle);
    connect(c, &GameController::gameOver, this, &MainWindow::updateTitle);
    connect(c, &GameController::stateChanged, this, &MainWindow::updateTitle);
    connect(m_files, &GameFiles::documentChanged, this, &MainWindow::updateTitle);
    connect(m_files, &GameFiles::statusMessage, this, [this](const QString& text) { statusBar()->showMessage(text); });
    // The board turns once the move that handed over the turn has been seen to land.
    connect(m_orientation, &BoardOrientation::changed, this, &MainWindow::turnBoard);
    connect(m_view, &BoardView::animationFinished, this, &MainWindow::turnBoard);
}

void MainWindow::setPrompter(Prompter* prompter)
{
    m_prompter = prompter ? prompter : m_dialogs.get();
    m_input->setPrompter(m_prompter);
}

void MainWindow::startGame(const GameSetup& setup)
{
    m_controller->newGame(setup);
    saveOptions();
}

void MainWindow::applyPlayers()
{
    const GameSetup& setup = m_controller->setup();
    const bool demo = !setup.player(core::Side::White).isHuman() && !setup.player(core::Side::Black).isHuman();
    const std::uint64_t seed = m_computerTiming.seed.value_or(QRandomGenerator::global()->generate64());
    for (core::Side side : {core::Side::White, core::Side::Black}) {
        PlayerContext context;
        context.variant = setup.variant;
        context.askDraw = [this, side](const game::Game&) {
            const GameSetup& current = m_controller->setup();
            return m_prompter &&
                   m_prompter->acceptDraw(Texts::player(current, core::opposite(side)), Texts::player(current, side));
        };
        // The two computers of a demonstration play different games from one seed.
        context.seed = seed + static_cast<std::uint64_t>(side);
        context.moveTime = m_computerTiming.moveTime;
        context.pause = demo ? m_computerTiming.demoPause : m_computerTiming.pause;
        context.engineFailed = [this](const QString& message) {
            statusBar()->showMessage(message + QLatin1Char(' ') + tr("The computer plays on."));
        };
        std::unique_ptr<Player> player = makePlayer(setup.player(side), context);
        PlayerCard& card = m_sidePanel->card(side == core::Side::White ? 0 : 1);
        card.setThinking({});
        if (auto* computer = qobject_cast<ComputerPlayer*>(player.get())) {
            connect(computer, &ComputerPlayer::thinkingChanged, &card, [this, &card](bool thinking) {
                card.setThinking(thinking ? Texts::thinking(0) : QString());
                updateActions();
            });
            connect(computer, &ComputerPlayer::depthReached, &card,
                    [&card](int depth) { card.setThinking(Texts::thinking(depth)); });
        }
        m_controller->setPlayer(side, std::move(player));
    }
    updateActions();
}

ComputerPlayer* MainWindow::computer(core::Side side) const
{
    return qobject_cast<ComputerPlayer*>(m_controller->player(side));
}

bool MainWindow::isHuman(core::Side side) const { return m_controller->setup().player(side).isHuman(); }

void MainWindow::setAnimationsEnabled(bool enabled) { m_view->setAnimationsEnabled(enabled); }

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
    BoardTheme::setCurrent(p.theme);
    m_view->setTheme(p.theme);
    m_view->setSquareNamesVisible(p.squareNames);
    m_view->setEdgeCoordinatesOnNumberedBoards(p.edgeCoordinates);
    m_orientation->setFlipped(p.flipped);
    m_orientation->setTurnsToPlayer(p.turnToPlayer);
    m_sound->setEnabled(p.sounds);
    m_sound->setVolume(p.volume);
    // The menu shows the same choices; setting them must not come back here as edits.
    for (const auto& [command, on] : {std::pair{Command::FlipBoard, p.flipped},
                                      std::pair{Command::TurnBoard, p.turnToPlayer},
                                      std::pair{Command::SquareNames, p.squareNames},
                                      std::pair{Command::Sounds, p.sounds}}) {
        const QSignalBlocker block(action(command));
        action(command).setChecked(on);
    }
    // While the board turns to the player, the fixed orientation waits.
    action(Command::FlipBoard).setEnabled(!p.turnToPlayer);
    if (m_preferencesDialog)
        m_preferencesDialog->setPreferences(p);
    turnBoard();
    // The pieces beside the board follow the theme.
    m_sidePanel->update();
}

void MainWindow::turnBoard()
{
    if (m_view->isAnimating())
        return; // again when the animation ends
    const bool flipped = m_orientation->blackAtBottom();
    if (flipped == m_view->isFlipped())
        return;
    m_view->setFlipped(flipped);
    m_sidePanel->setFlipped(flipped);
}

PreferencesDialog* MainWindow::showPreferences()
{
    if (!m_preferencesDialog) {
        m_preferencesDialog = new PreferencesDialog(m_preferences, this);
        m_preferencesDialog->setAttribute(Qt::WA_DeleteOnClose);
        m_preferencesDialog->addPage(new BoardPage);
        m_preferencesDialog->addPage(new SoundPage);
        m_preferencesDialog->addPage(new EnginesPage);
        connect(m_preferencesDialog, &PreferencesDialog::changed, this, &MainWindow::setPreferences);
    }
    m_preferencesDialog->show();
    m_preferencesDialog->raise();
    m_preferencesDialog->activateWindow();
    return m_preferencesDialog;
}

QString MainWindow::statusText() const { return statusBar()->currentMessage(); }

void MainWindow::chooseNewGame()
{
    if (const auto setup = m_prompter->chooseNewGame(m_controller->setup()); setup && m_files->mayReplaceGame())
        startGame(*setup);
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

void MainWindow::showRules() { RulesBrowser::open(this, m_controller->game().variant()); }

void MainWindow::showHint()
{
    const game::Game& game = m_controller->shown();
    if (game.result().isOver() || game.legalMoves().empty()) {
        statusBar()->showMessage(tr("There is no move to suggest"));
        return;
    }
    if (game.legalMoves().size() == 1) {
        showFoundHint(Texts::hintReason(game.variant(), game.position(), engine::Hint{
                                            {}, {}, engine::HintReason{engine::HintReasonCode::OnlyMove}}),
                      game.legalMoves()[0]);
        return;
    }
    m_hintFinder->find(game);
    m_sidePanel->setHintText(Texts::searchingHint());
}

void MainWindow::showFoundHint(const QString& reason, const core::Move& move)
{
    const game::Game& game = m_controller->shown();
    m_boardModel->setSuggestion(Hint::squares(move));
    m_sidePanel->setHintText(reason);
    statusBar()->showMessage(tr("%1 — %2").arg(Texts::hint(game, move), reason));
}

void MainWindow::moveNow()
{
    if (auto* computer = qobject_cast<ComputerPlayer*>(m_controller->awaited()))
        computer->moveNow();
}

// Back to the person's last move: the computer's actions after it and that
// move are taken back, so that the person is to move again. A step that
// brings back actions a Continue from Here dropped is one step of its own.
void MainWindow::takeBack()
{
    const core::Side white = core::Side::White;
    if (isHuman(white) == isHuman(core::opposite(white))) {
        m_controller->undo();
        return;
    }
    while (m_controller->game().canUndo()) {
        const bool restores = m_controller->game().undoRestores();
        const core::Side mover = m_controller->game().history().back().side;
        m_controller->undo();
        if (restores || (isHuman(mover) && isHuman(m_controller->game().sideToMove())))
            return;
    }
}

// Forward again to the person's next turn: his move and the computer's answer.
void MainWindow::bringBack()
{
    const core::Side white = core::Side::White;
    if (isHuman(white) == isHuman(core::opposite(white))) {
        m_controller->redo();
        return;
    }
    bool personMoved = false;
    while (m_controller->game().canRedo()) {
        m_controller->redo();
        personMoved = personMoved || isHuman(m_controller->game().history().back().side);
        if (personMoved && isHuman(m_controller->game().sideToMove()))
            return;
    }
}

void MainWindow::chooseLanguage(const QString& code)
{
    if (m_settings)
        Language::save(*m_settings, code);
    if (code != Language::current())
        Language::install(code); // every widget hears of it through a LanguageChange event
    action(code == Language::Czech ? Command::CzechLanguage : Command::EnglishLanguage).setChecked(true);
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
    for (const auto& [action, text] : m_actionTexts)
        action->setText(tr(text));
    for (const auto& [action, tip] : m_actionTips) {
        action->setToolTip(tr(tip));
        action->setStatusTip(tr(tip));
    }
    for (const auto& [menu, title] : m_menuTitles)
        menu->setTitle(tr(title));
    m_files->retranslate();
    m_review->retranslate();
    describeControls(*this);
    // Texts made from the game (the move list's players, its notes) in the new language.
    m_moveList->refresh();
    updateTitle();
}

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
    const int wide = central->width() - margins.left() - margins.right() - spacing;
    m_sidePanel->setFixedWidth(std::clamp(wide - high, panelWidthLeast, panelWidthMost));
}

// A saved or default size larger than the screen (a smaller screen, a
// larger scale) is cut down to it, and the window moved onto it.
void MainWindow::keepOnScreen()
{
    const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    // Room for the window's frame and title bar, which are not known before it is shown.
    const QSize room = available.size() - QSize(16, 48);
    // On a screen smaller than the least usable window, the window is as large as the screen.
    setMinimumSize(minimumSize().boundedTo(room));
    if (width() > room.width() || height() > room.height())
        resize(size().boundedTo(room));
    QRect placed(pos(), size() + QSize(16, 48));
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
    if (!m_files->mayReplaceGame(true)) {
        event->ignore();
        return;
    }
    saveOptions();
    QMainWindow::closeEvent(event);
}

void MainWindow::updateActions()
{
    const game::Game& game = m_controller->shown();
    action(Command::Undo).setEnabled(m_controller->game().canUndo());
    action(Command::Redo).setEnabled(m_controller->game().canRedo());
    action(Command::OfferDraw).setEnabled(!game.result().isOver());
    action(Command::Resign).setEnabled(!game.result().isOver());
    const auto* thinking = qobject_cast<const ComputerPlayer*>(m_controller->awaited());
    action(Command::MoveNow).setEnabled(thinking && thinking->isThinking());
}

void MainWindow::updateTitle()
{
    const QString name = Texts::gameTitle(m_controller->game().variant());
    const game::Result over = m_controller->shown().result();
    const QString result = over.isOver() ? Texts::result(over, m_controller->setup()) : QString();
    QString title = result.isEmpty() ? tr("%1 — Draughts").arg(name) : tr("%1 — %2 — Draughts").arg(name, result);
    // The file shown and, while it differs from what was saved, the modified mark.
    if (m_files && !m_files->documentName().isEmpty())
        title = tr("%1[*] — %2").arg(m_files->documentName(), title);
    setWindowTitle(title);
    setWindowModified(title.contains(QLatin1String("[*]")) && m_files->isModified());
}

void MainWindow::saveOptions()
{
    if (!m_settings || !m_ready)
        return;
    AppSettings values;
    values.lastGame = m_controller->setup();
    values.preferences = m_preferences;
    values.highlights = action(Command::Highlights).isChecked();
    values.geometry = saveGeometry();
    saveSettings(*m_settings, values);
}

} // namespace draughts::app
