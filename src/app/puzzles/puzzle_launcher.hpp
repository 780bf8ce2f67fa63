#pragma once

#include <draughts/core/variant.hpp>

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

class QAction;
class QMenu;
class QMenuBar;
class QSettings;
class QWidget;

namespace draughts::app {

class GuessWindow;
class PuzzleWindow;
class SquareTrainer;

// The way into Puzzles and Guess the move from any window: the actions
// (Solve Puzzles, Open as Puzzles, Guess the Move from a file or on the
// game on the board, the square trainer, their help) and the Puzzles menu
// holding them; each opens its window (one of each, made when first
// needed). A start page or another window calls the same functions.
class PuzzleLauncher : public QObject {
    Q_OBJECT

public:
    enum class Command { Solve, OpenAsPuzzles, GuessTheMove, GuessBoardGame, SquareTrainer, Help };

    // The windows are children of `window` (they close with it); the
    // progress is kept in `progressPath` (ProgressStore::defaultPath()), the
    // square trainer's bests in `settings` (none: for this run only).
    PuzzleLauncher(QWidget* window, QString progressPath, QSettings* settings = nullptr);
    ~PuzzleLauncher() override;

    QAction& action(Command command) const;
    // The Puzzles menu, put into `bar` before its last menu (Help), and
    // Open as Puzzles after `open` in the first menu (Game > Open); the
    // square trainer is in the Help menu too, for the newcomer who looks there.
    QMenu* addMenu(QMenuBar& bar, const QAction& open);
    void retranslate();

    // Opens the puzzle window on `variant`'s built-in puzzles (or on the
    // puzzle of that game it shows).
    PuzzleWindow& showPuzzles(core::Variant variant);
    // File > Open as Puzzles: asks for a file; openAsPuzzles(path) opens it.
    void chooseAsPuzzles();
    bool openAsPuzzles(const QString& path);
    GuessWindow& showGuessTheMove();
    // Guess the move on the game on the main board (one opened from a file
    // or a database, or one played here): its PDN text comes from `source`.
    void setBoardGame(std::function<QString()> source) { m_boardGame = std::move(source); }
    bool guessBoardGame();
    // The square trainer, on the game on the main board unless a round is on.
    SquareTrainer& showSquareTrainer();

    // The window shown by showPuzzles(), made when first needed.
    PuzzleWindow& puzzleWindow();
    // The game the Solve Puzzles action opens: the one on the main board.
    void setCurrentGame(core::Variant variant) { m_variant = variant; }

private:
    QWidget* m_window;
    QString m_progressPath;
    core::Variant m_variant = core::Variant::International;
    QSettings* m_settings;
    std::function<QString()> m_boardGame;
    QAction* m_actions[6];
    QMenu* m_menu = nullptr;
    QPointer<PuzzleWindow> m_puzzles;
    QPointer<GuessWindow> m_guess;
    QPointer<SquareTrainer> m_trainer;
};

} // namespace draughts::app
