#include "puzzles/puzzle_launcher.hpp"

#include "dialogs/file_dialog.hpp"
#include "puzzles/guess_window.hpp"
#include "puzzles/puzzle_help.hpp"
#include "puzzles/puzzle_window.hpp"
#include "puzzles/square_trainer.hpp"

#include <draughts/pdn/pdn_reader.hpp>

#include <QAction>
#include <QMenu>
#include <QMenuBar>

namespace draughts::app {

PuzzleLauncher::PuzzleLauncher(QWidget* window, QString progressPath, QSettings* settings)
    : QObject(window), m_window(window), m_progressPath(std::move(progressPath)), m_settings(settings)
{
    for (QAction*& action : m_actions)
        action = new QAction(this);
    connect(&action(Command::Solve), &QAction::triggered, this, [this] { showPuzzles(m_variant); });
    connect(&action(Command::OpenAsPuzzles), &QAction::triggered, this, &PuzzleLauncher::chooseAsPuzzles);
    connect(&action(Command::GuessTheMove), &QAction::triggered, this, [this] { showGuessTheMove(); });
    connect(&action(Command::GuessBoardGame), &QAction::triggered, this, &PuzzleLauncher::guessBoardGame);
    connect(&action(Command::SquareTrainer), &QAction::triggered, this, [this] { showSquareTrainer(); });
    connect(&action(Command::Help), &QAction::triggered, this, [this] { showPuzzleHelp(m_window); });
    retranslate();
}

PuzzleLauncher::~PuzzleLauncher() = default;

QAction& PuzzleLauncher::action(Command command) const { return *m_actions[static_cast<int>(command)]; }

QMenu* PuzzleLauncher::addMenu(QMenuBar& bar, const QAction& open)
{
    if (QMenu* game = bar.actions().isEmpty() ? nullptr : bar.actions().front()->menu()) {
        const QList<QAction*> items = game->actions();
        const qsizetype at = items.indexOf(&open);
        game->insertAction(at >= 0 && at + 1 < items.size() ? items[at + 1] : nullptr, &action(Command::OpenAsPuzzles));
    }
    m_menu = new QMenu(&bar);
    m_menu->addAction(&action(Command::Solve));
    m_menu->addAction(&action(Command::OpenAsPuzzles));
    m_menu->addSeparator();
    m_menu->addAction(&action(Command::GuessTheMove));
    m_menu->addAction(&action(Command::GuessBoardGame));
    m_menu->addSeparator();
    m_menu->addAction(&action(Command::SquareTrainer));
    m_menu->addSeparator();
    m_menu->addAction(&action(Command::Help));
    const QList<QAction*> menus = bar.actions();
    bar.insertMenu(menus.isEmpty() ? nullptr : menus.back(), m_menu);
    // Help: after its first entry (the rules), before the rest.
    if (QMenu* help = menus.isEmpty() ? nullptr : menus.back()->menu()) {
        const QList<QAction*> items = help->actions();
        help->insertAction(items.size() > 1 ? items[1] : nullptr, &action(Command::SquareTrainer));
    }
    retranslate();
    return m_menu;
}

void PuzzleLauncher::retranslate()
{
    action(Command::Solve).setText(tr("&Solve Puzzles…"));
    action(Command::Solve).setToolTip(tr("Solve rated puzzles of the game on the board"));
    action(Command::OpenAsPuzzles).setText(tr("Open as &Puzzles…"));
    action(Command::OpenAsPuzzles).setToolTip(tr("Open a PDN problem collection as puzzles"));
    action(Command::GuessTheMove).setText(tr("&Guess the Move…"));
    action(Command::GuessTheMove).setToolTip(tr("Guess the moves of a game from a PDN file"));
    action(Command::GuessBoardGame).setText(tr("Guess the Moves of &This Game"));
    action(Command::GuessBoardGame)
        .setToolTip(tr("Guess the moves of the game on the board, opened from a file or a database or played here"));
    action(Command::SquareTrainer).setText(tr("Square &Numbers…"));
    action(Command::SquareTrainer)
        .setToolTip(tr("Learn the squares as the moves name them: click the square named, or name the square marked"));
    action(Command::Help).setText(tr("Puzzles &Help"));
    action(Command::Help).setToolTip(tr("How to solve, how the rating works, how to add your own collection"));
    if (m_menu)
        m_menu->setTitle(tr("P&uzzles"));
}

PuzzleWindow& PuzzleLauncher::puzzleWindow()
{
    if (!m_puzzles)
        m_puzzles = new PuzzleWindow(m_progressPath, m_window);
    return *m_puzzles;
}

PuzzleWindow& PuzzleLauncher::showPuzzles(core::Variant variant)
{
    PuzzleWindow& window = puzzleWindow();
    // A puzzle of this game being solved stays.
    if (!window.puzzle() || window.variant() != variant)
        window.showGame(variant);
    window.show();
    window.raise();
    window.activateWindow();
    return window;
}

void PuzzleLauncher::chooseAsPuzzles()
{
    const QString path =
        FileDialog::openFileName(m_window, tr("Open as Puzzles"), QString(), tr("PDN files (*.pdn);;All files (*)"));
    if (!path.isEmpty())
        openAsPuzzles(path);
}

bool PuzzleLauncher::openAsPuzzles(const QString& path)
{
    PuzzleWindow& window = puzzleWindow();
    window.show();
    window.raise();
    return window.openCollection(path);
}

GuessWindow& PuzzleLauncher::showGuessTheMove()
{
    if (!m_guess)
        m_guess = new GuessWindow(m_window);
    m_guess->show();
    m_guess->raise();
    m_guess->activateWindow();
    return *m_guess;
}

SquareTrainer& PuzzleLauncher::showSquareTrainer()
{
    if (!m_trainer)
        m_trainer = new SquareTrainer(m_settings, m_window);
    if (m_trainer->drill().state() != SquareDrill::State::Running && m_trainer->mode().variant != m_variant) {
        DrillMode mode = m_trainer->mode();
        mode.variant = m_variant;
        m_trainer->setMode(mode);
    }
    m_trainer->show();
    m_trainer->raise();
    m_trainer->activateWindow();
    return *m_trainer;
}

bool PuzzleLauncher::guessBoardGame()
{
    if (!m_boardGame)
        return false;
    const QByteArray text = m_boardGame().toUtf8();
    const std::vector<pdn::PdnEntry> entries =
        pdn::readPdn(std::string_view(text.constData(), std::size_t(text.size())));
    // The board's own game always reads back; anything else is a fault of ours.
    if (entries.empty() || !std::holds_alternative<pdn::PdnGame>(entries.front()))
        return false;
    showGuessTheMove().setGame(std::get<pdn::PdnGame>(entries.front()), tr("the game on the board"));
    return true;
}

} // namespace draughts::app
