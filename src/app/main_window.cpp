#include "main_window.hpp"

#include "app_settings.hpp"
#include "board_model.hpp"
#include "board_view.hpp"
#include "claim_banner.hpp"
#include "dialog_prompter.hpp"
#include "hot_seat_controller.hpp"
#include "move_list_model.hpp"
#include "side_panel.hpp"
#include "text.hpp"

#include <QAction>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

namespace draughts::app {

MainWindow::MainWindow(QSettings* settings, QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_controller(new HotSeatController(this)),
      m_boardModel(new BoardModel(*m_controller, this)), m_moveList(new MoveListModel(*m_controller, this)),
      m_view(new BoardView(this)), m_banner(new ClaimBanner(*m_controller, this)),
      m_sidePanel(new SidePanel(*m_controller, *m_moveList, this)), m_dialogs(std::make_unique<DialogPrompter>(this)),
      m_prompter(m_dialogs.get())
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/draughts.svg")));
    m_controller->setPrompter(m_prompter);
    m_view->setModel(m_boardModel);

    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    layout->setContentsMargins(14, 12, 16, 10);
    layout->setSpacing(16);
    layout->addWidget(m_view, 1);
    // The claim banner lives beside the board, so that the board never moves when it appears.
    m_sidePanel->setBanner(m_banner);
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
    if (values.geometry.isEmpty() || !restoreGeometry(values.geometry))
        resize(1100, 760);
    startGame(values.lastGame);
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
    connect(add(Command::NewGame, QStringLiteral("&New Game…"), QKeySequence::New), &QAction::triggered, this,
            &MainWindow::chooseNewGame);
    connect(add(Command::OfferDraw, QStringLiteral("Offer &Draw…"), QKeySequence(Qt::CTRL | Qt::Key_D)),
            &QAction::triggered, m_controller, &HotSeatController::offerDraw);
    connect(add(Command::Resign, QStringLiteral("&Resign…")), &QAction::triggered, m_controller,
            &HotSeatController::resign);
    connect(add(Command::Quit, QStringLiteral("&Quit"), QKeySequence::Quit), &QAction::triggered, this,
            &QWidget::close);
    connect(add(Command::Undo, QStringLiteral("&Undo Move"), QKeySequence::Undo), &QAction::triggered, m_controller,
            &HotSeatController::undo);
    connect(add(Command::Redo, QStringLiteral("&Redo Move"), QKeySequence::Redo), &QAction::triggered, m_controller,
            &HotSeatController::redo);
    connect(add(Command::About, QStringLiteral("&About Draughts")), &QAction::triggered, this, &MainWindow::about);

    QAction* flip = add(Command::FlipBoard, QStringLiteral("&Flip Board"), QKeySequence(Qt::CTRL | Qt::Key_F));
    QAction* coordinates = add(Command::Coordinates, QStringLiteral("Show &Coordinates"));
    QAction* numbers = add(Command::SquareNumbers, QStringLiteral("Show Square &Numbers"));
    QAction* highlights = add(Command::Highlights, QStringLiteral("Show &Highlights"), QKeySequence(Qt::CTRL | Qt::Key_H));
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
}

void MainWindow::createMenus()
{
    QMenu* game = menuBar()->addMenu(QStringLiteral("&Game"));
    game->addAction(&action(Command::NewGame));
    game->addSeparator();
    game->addAction(&action(Command::OfferDraw));
    game->addAction(&action(Command::Resign));
    game->addSeparator();
    game->addAction(&action(Command::Quit));
    QMenu* edit = menuBar()->addMenu(QStringLiteral("&Edit"));
    edit->addAction(&action(Command::Undo));
    edit->addAction(&action(Command::Redo));
    QMenu* view = menuBar()->addMenu(QStringLiteral("&View"));
    view->addAction(&action(Command::FlipBoard));
    view->addSeparator();
    view->addAction(&action(Command::Coordinates));
    view->addAction(&action(Command::SquareNumbers));
    view->addAction(&action(Command::Highlights));
    QMenu* help = menuBar()->addMenu(QStringLiteral("&Help"));
    help->addAction(&action(Command::About));
}

void MainWindow::connectController()
{
    HotSeatController* c = m_controller;
    connect(m_view, &BoardView::squareClicked, c, [c](int s) { c->clickSquare(static_cast<core::Square>(s)); });
    connect(m_view, &BoardView::dragStarted, c, [c](int s) { c->pickUp(static_cast<core::Square>(s)); });
    connect(m_view, &BoardView::pieceDropped, c, [c](int from, int to) {
        c->dropPiece(static_cast<core::Square>(from), static_cast<core::Square>(to));
    });
    connect(m_view, &BoardView::cancelRequested, c, &HotSeatController::cancelSelection);
    connect(c, &HotSeatController::animationRequested, m_view, &BoardView::animate);
    connect(c, &HotSeatController::statusMessage, this, [this](const QString& text) {
        if (text.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(text);
    });
    connect(c, &HotSeatController::stateChanged, this, &MainWindow::updateActions);
    connect(c, &HotSeatController::gameStarted, this, &MainWindow::updateTitle);
    connect(c, &HotSeatController::gameOver, this, &MainWindow::updateTitle);
    connect(c, &HotSeatController::stateChanged, this, &MainWindow::updateTitle);
}

void MainWindow::setPrompter(Prompter* prompter)
{
    m_prompter = prompter ? prompter : m_dialogs.get();
    m_controller->setPrompter(m_prompter);
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
    QMessageBox::about(this, QStringLiteral("About Draughts"),
                       QStringLiteral("<h3>Draughts</h3>"
                                      "<p>Five games of draughts for two players at one computer: International, "
                                      "Polish, Twenty vs Ten, Corner Checkers and To the Last Man.</p>"
                                      "<p>Every rule is enforced; highlights show what is legal, and the status "
                                      "bar explains why a move is refused.</p>"));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveOptions();
    QMainWindow::closeEvent(event);
}

void MainWindow::updateActions()
{
    const core::Game& game = m_controller->game();
    action(Command::Undo).setEnabled(game.canUndo());
    action(Command::Redo).setEnabled(game.canRedo());
    action(Command::OfferDraw).setEnabled(!game.result().isOver());
    action(Command::Resign).setEnabled(!game.result().isOver());
}

void MainWindow::updateTitle()
{
    const QString name = toQString(core::variantName(m_controller->variant()));
    const QString result = m_controller->resultText();
    setWindowTitle(result.isEmpty() ? QStringLiteral("%1 — Draughts").arg(name)
                                    : QStringLiteral("%1 — %2 — Draughts").arg(name, result));
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
