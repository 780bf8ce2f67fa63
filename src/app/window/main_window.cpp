#include "window/main_window.hpp"

#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "board/hint.hpp"
#include "board/highlights.hpp"
#include "board/move_animation.hpp"
#include "controller/game_controller.hpp"
#include "players/human_input.hpp"
#include "players/human_player.hpp"
#include "text/status_line.hpp"
#include "dialogs/dialog_prompter.hpp"
#include "dialogs/rules_browser.hpp"
#include "files/game_files.hpp"
#include "panel/claim_banner.hpp"
#include "panel/side_panel.hpp"
#include "panel/why_box.hpp"
#include "review/move_list_model.hpp"
#include "review/review_navigator.hpp"
#include "settings/app_settings.hpp"
#include "settings/language.hpp"
#include "text/texts.hpp"
#include "window/accessibility.hpp"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>

#include <tuple>

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
      m_whyBox(new WhyBox(*m_controller, *m_highlights, this)), m_dialogs(std::make_unique<DialogPrompter>(this)),
      m_prompter(m_dialogs.get())
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/draughts.svg")));
    m_input->setPrompter(m_prompter);
    // Two people at one board: each side's decisions come from the board and the menus.
    for (core::Side side : {core::Side::White, core::Side::Black})
        m_controller->setPlayer(side, std::make_unique<HumanPlayer>([this, side](const game::Game&) {
            const GameSetup& setup = m_controller->setup();
            return m_prompter &&
                   m_prompter->acceptDraw(Texts::player(setup, core::opposite(side)), Texts::player(setup, side));
        }));
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
    m_sidePanel->setFixedWidth(330);
    layout->addWidget(m_sidePanel);
    setCentralWidget(central);
    statusBar()->setSizeGripEnabled(false);

    createActions();
    createMenus();
    connectController();

    // Options toggled while the window is being built must not overwrite the saved ones.
    const AppSettings values = m_settings ? loadSettings(*m_settings) : AppSettings{};
    action(Command::FlipBoard).setChecked(values.flipped);
    action(Command::Coordinates).setChecked(values.coordinates);
    action(Command::SquareNumbers).setChecked(values.squareNumbers);
    action(Command::Highlights).setChecked(values.highlights);
    if (m_settings)
        action(Command::ExplainRules).setChecked(m_settings->value(QStringLiteral("view/explainRules"), true).toBool());
    if (values.geometry.isEmpty() || !restoreGeometry(values.geometry))
        resize(1100, 760);
    startGame(values.lastGame);
    describeControls(*this);
    m_ready = true;
}

MainWindow::~MainWindow() = default;

QAction& MainWindow::action(Command command) { return *m_actions.at(command); }

void MainWindow::createActions()
{
    auto add = [this](Command command, const QString& text, QKeySequence shortcut = {}) {
        auto* action = new QAction(text, this);
        action->setShortcut(shortcut);
        m_actions[command] = action;
        return action;
    };
    connect(add(Command::NewGame, tr("&New Game…"), QKeySequence::New), &QAction::triggered, this,
            &MainWindow::chooseNewGame);
    connect(add(Command::OfferDraw, tr("Offer &Draw…"), QKeySequence(Qt::CTRL | Qt::Key_D)),
            &QAction::triggered, m_input, &HumanInput::offerDraw);
    connect(add(Command::Resign, tr("&Resign…")), &QAction::triggered, m_input, &HumanInput::resign);
    connect(add(Command::Quit, tr("&Quit"), QKeySequence::Quit), &QAction::triggered, this,
            &QWidget::close);
    connect(add(Command::Undo, tr("&Undo Move"), QKeySequence::Undo), &QAction::triggered, m_controller,
            &GameController::undo);
    connect(add(Command::Redo, tr("&Redo Move"), QKeySequence::Redo), &QAction::triggered, m_controller,
            &GameController::redo);
    connect(add(Command::About, tr("&About Draughts")), &QAction::triggered, this, &MainWindow::about);

    QAction* flip = add(Command::FlipBoard, tr("&Flip Board"), QKeySequence(Qt::CTRL | Qt::Key_F));
    QAction* coordinates = add(Command::Coordinates, tr("Show &Coordinates"));
    QAction* numbers = add(Command::SquareNumbers, tr("Show Square &Numbers"));
    QAction* highlights = add(Command::Highlights, tr("Show &Highlights"), QKeySequence(Qt::CTRL | Qt::Key_H));
    for (QAction* option : {flip, coordinates, numbers, highlights})
        option->setCheckable(true);
    connect(flip, &QAction::toggled, this, [this](bool on) {
        m_view->setFlipped(on);
        m_sidePanel->setFlipped(on);
        saveOptions();
    });
    connect(coordinates, &QAction::toggled, this, [this](bool on) {
        m_view->setCoordinatesVisible(on);
        saveOptions();
    });
    connect(numbers, &QAction::toggled, this, [this](bool on) {
        m_view->setSquareNumbersVisible(on);
        saveOptions();
    });
    connect(highlights, &QAction::toggled, this, [this](bool on) {
        m_boardModel->setHintsVisible(on);
        saveOptions();
    });
    highlights->setChecked(true);
    coordinates->setChecked(true);
    createLearnerActions();
}

void MainWindow::createLearnerActions()
{
    auto add = [this](Command command, const QString& text, const QString& tip, QKeySequence shortcut = {}) {
        auto* action = new QAction(text, this);
        action->setShortcut(shortcut);
        action->setToolTip(tip);
        action->setStatusTip(tip);
        m_actions[command] = action;
        return action;
    };
    connect(add(Command::Hint, tr("&Hint"), tr("Show one legal move on the board without playing it"),
                QKeySequence(Qt::Key_H)),
            &QAction::triggered, this, &MainWindow::showHint);
    connect(add(Command::Rules, tr("&Rules of This Game"), tr("Open the rules of the game being played"),
                QKeySequence::HelpContents),
            &QAction::triggered, this, &MainWindow::showRules);
    QAction* explain = add(Command::ExplainRules, tr("&Explain Rules (Why?)"),
                           tr("Show beside the board which rules apply to the selected piece"));
    explain->setCheckable(true);
    explain->setChecked(true);
    connect(explain, &QAction::toggled, this, [this](bool on) {
        m_whyBox->setExplaining(on);
        if (m_settings && m_ready)
            m_settings->setValue(QStringLiteral("view/explainRules"), on);
    });
    // Language names are written in their own language, so that anyone can find theirs.
    auto* languages = new QActionGroup(this);
    for (const auto& [command, name, code] :
         {std::tuple{Command::EnglishLanguage, QStringLiteral("English"), Language::English},
          std::tuple{Command::CzechLanguage, QStringLiteral("Čeština"), Language::Czech}}) {
        QAction* choice = add(command, name, tr("Use this language from the next start of Draughts"));
        choice->setCheckable(true);
        choice->setChecked(Language::current() == code);
        languages->addAction(choice);
        connect(choice, &QAction::triggered, this, [this, code = code] { chooseLanguage(code); });
    }
}

void MainWindow::createMenus()
{
    QMenu* game = menuBar()->addMenu(tr("&Game"));
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
    game->addSeparator();
    game->addAction(&action(Command::Quit));
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(&action(Command::Undo));
    edit->addAction(&action(Command::Redo));
    edit->addSeparator();
    edit->addAction(&m_files->action(GameFiles::Command::CopyFen));
    edit->addAction(&m_files->action(GameFiles::Command::CopyPdn));
    edit->addAction(&m_files->action(GameFiles::Command::Paste));
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(&action(Command::FlipBoard));
    view->addSeparator();
    view->addAction(&action(Command::Coordinates));
    view->addAction(&action(Command::SquareNumbers));
    view->addAction(&action(Command::Highlights));
    view->addAction(&action(Command::ExplainRules));
    view->addSeparator();
    QMenu* language = view->addMenu(tr("&Language"));
    language->setToolTipsVisible(true);
    language->addAction(&action(Command::EnglishLanguage));
    language->addAction(&action(Command::CzechLanguage));
    QMenu* help = menuBar()->addMenu(tr("&Help"));
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
    });
    connect(c, &GameController::gameOver, this,
            [this](const game::Result& result) { m_prompter->announceResult(Texts::result(result)); });
    connect(c, &GameController::stateChanged, this, &MainWindow::updateActions);
    // A hint stands only until something happens on the board.
    connect(c, &GameController::stateChanged, m_boardModel, [this] { m_boardModel->setSuggestion(0); });
    connect(c, &GameController::gameStarted, m_boardModel, [this] { m_boardModel->setSuggestion(0); });
    connect(c, &GameController::gameStarted, this, &MainWindow::updateTitle);
    connect(c, &GameController::gameOver, this, &MainWindow::updateTitle);
    connect(c, &GameController::stateChanged, this, &MainWindow::updateTitle);
    connect(m_files, &GameFiles::documentChanged, this, &MainWindow::updateTitle);
    connect(m_files, &GameFiles::statusMessage, this, [this](const QString& text) { statusBar()->showMessage(text); });
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

void MainWindow::setAnimationsEnabled(bool enabled) { m_view->setAnimationsEnabled(enabled); }

QString MainWindow::statusText() const { return statusBar()->currentMessage(); }

void MainWindow::chooseNewGame()
{
    if (const auto setup = m_prompter->chooseNewGame(m_controller->setup()))
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
    const auto move = Hint::suggest(game);
    if (!move) {
        statusBar()->showMessage(tr("There is no move to suggest"));
        return;
    }
    m_boardModel->setSuggestion(Hint::squares(*move));
    statusBar()->showMessage(Texts::hint(game, *move));
}

void MainWindow::chooseLanguage(const QString& code)
{
    if (m_settings)
        Language::save(*m_settings, code);
    statusBar()->showMessage(code == Language::current()
                                 ? tr("Draughts is shown in this language")
                                 : tr("The new language takes effect when Draughts is started again"));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
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
}

void MainWindow::updateTitle()
{
    const QString name = Texts::gameTitle(m_controller->game().variant());
    const game::Result over = m_controller->shown().result();
    const QString result = over.isOver() ? Texts::result(over) : QString();
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
    values.flipped = action(Command::FlipBoard).isChecked();
    values.coordinates = action(Command::Coordinates).isChecked();
    values.squareNumbers = action(Command::SquareNumbers).isChecked();
    values.highlights = action(Command::Highlights).isChecked();
    values.geometry = saveGeometry();
    saveSettings(*m_settings, values);
}

} // namespace draughts::app
