#pragma once

#include "puzzles/practice_window.hpp"
#include "puzzles/progress_store.hpp"
#include "puzzles/puzzle_collections.hpp"

#include <draughts/core/move.hpp>
#include <draughts/puzzle/solving.hpp>

#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;

namespace draughts::app {

class PuzzleSolver;
class RatingChart;

// Puzzles > Solve Puzzles: the player chooses a game, a collection and a
// level (or "adaptive": near his rating), and solves puzzles on a board of
// its own (docs/puzzles.md, "The solving window's flow"). The goal stands
// above the board; the player's moves are judged by a PuzzleSolver in the
// background; the opponent's replies, a wrong move's refutation and the
// solution are played on the board, animated. Results go to the progress
// (Glicko-2 rating, streaks, results per collection), kept in a file.
class PuzzleWindow : public PracticeWindow {
    Q_OBJECT

public:
    enum class Phase {
        NoPuzzle, // the collection has no puzzle of this game at this level
        Moving,   // the player's move is awaited
        Checking, // the engine judges the player's move
        Replying, // the opponent's reply is searched or played
        Showing,  // a line is being played: a refutation or the solution
        Wrong,    // a wrong move's refutation is shown: Retry
        Solved,   // the goal is reached (or the solution was shown): Next
    };
    Q_ENUM(Phase)

    // `progressPath` is the progress file (ProgressStore::defaultPath() in the program).
    explicit PuzzleWindow(const QString& progressPath, QWidget* parent = nullptr);
    ~PuzzleWindow() override;

    // Chooses a game (its built-in collection) and gives its next puzzle.
    void showGame(core::Variant variant);
    // Adds a PDN problem collection and gives its first puzzle; false
    // (and a message) when the file cannot be read or has no puzzle.
    bool openCollection(const QString& path);
    // The puzzle window's Open: asks for a file.
    void chooseFile();
    // Gives `index` (into the current collection) now.
    void showPuzzle(std::size_t index);

    Phase phase() const { return m_phase; }
    core::Variant variant() const { return m_variant; }
    const puzzle::Puzzle* puzzle() const;
    const NamedCollection& collection() const { return m_collections.at(m_collection); }
    const puzzle::Progress& progress() const { return m_store.progress(); }
    QString goalText() const;
    QString message() const;
    // Read errors of the last file opened, one line each.
    QStringList fileErrors() const { return m_fileErrors; }

    // For tests and the screenshot: the solver (the board part: PracticeWindow).
    PuzzleSolver& solver() { return *m_solver; }
    const RatingChart& chart() const { return *m_chart; }
    QPushButton& button(int which) const;
    enum Button { Retry, Hint, ShowSolution, Next };
    // Sizes the window to fit a screen whose available geometry is
    // `available` (at most its usual 900×640) and places it there, centred
    // on the window that opened it. Done on its first showing.
    void fitInto(const QRect& available);
    // A line (a refutation, the solution) is being played on the board.
    bool playingLine() const;

signals:
    void phaseChanged(draughts::app::PuzzleWindow::Phase phase);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void buildParts();
    void buildChoosers(QWidget* top);
    void connectParts();
    void retranslate();
    void fillCollections();
    void fillLevels();
    void chooseNext();
    std::optional<std::size_t> nextIndex() const;
    void loadBoard();
    void setPhase(Phase phase);
    void updateButtons();
    void updateProgress();
    void say(const QString& text);
    void record(bool solved);

    void personMoved(const core::Move& move) override;
    void checked(const core::Move& move, const puzzle::MoveCheck& result);
    void advance();
    void replyFound(const std::optional<core::Move>& reply);
    void playLine(std::vector<core::Move> moves, Phase during, Phase after, const QString& afterText);
    void retry();
    void hint();
    void showSolution();

    ProgressStore m_store;
    std::vector<NamedCollection> m_collections;
    std::size_t m_collection = 0;
    core::Variant m_variant = core::Variant::International;
    std::optional<std::size_t> m_index;
    std::uint64_t m_draws = 0;

    PuzzleSolver* m_solver;

    Phase m_phase = Phase::NoPuzzle;
    bool m_recorded = false;
    bool m_fitted = false; // fitted to its screen on its first showing
    QStringList m_fileErrors;

    QComboBox* m_gameBox;
    QComboBox* m_collectionBox;
    QComboBox* m_levelBox;
    QPushButton* m_open;
    QPushButton* m_help;
    QLabel* m_goal;
    QLabel* m_message;
    std::vector<QPushButton*> m_buttons;
    QLabel* m_rating;
    QLabel* m_streak;
    QLabel* m_counts;
    RatingChart* m_chart;
    QLabel* m_gameLabel;
    QLabel* m_collectionLabel;
    QLabel* m_levelLabel;
};

} // namespace draughts::app
