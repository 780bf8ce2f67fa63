#pragma once

#include "controller/clock_source.hpp"
#include "puzzles/square_drill.hpp"
#include "puzzles/square_scores.hpp"

#include <QTimer>
#include <QWidget>

#include <cstdint>
#include <functional>
#include <random>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSettings;

namespace draughts::app {

class BoardModel;
class BoardPart;
class BoardView;

// Puzzles > Square Numbers: rounds of 30 seconds to learn the squares'
// names as the game's notation writes them, on the game's own board
// (issue 55, "For learners"). The program names a square and the player
// clicks it, or marks one and the player types its name; from White's or
// Black's side, with or without the names drawn. A SquareDrill judges the
// answers; the best score of each mode is kept (SquareScores).
class SquareTrainer : public QWidget {
    Q_OBJECT

public:
    // The bests are kept in `settings` (none: only while the program runs).
    explicit SquareTrainer(QSettings* settings, QWidget* parent = nullptr);
    ~SquareTrainer() override;

    // The mode; changing it ends a round being played.
    void setMode(const DrillMode& mode);
    DrillMode mode() const;

    // A new round from now.
    void start();
    // Reads the clock: the round ends when its time is up, a correction once
    // seen. The window's timer calls it; tests call it after moving their clock.
    void tick();
    const SquareDrill& drill() const { return m_drill; }
    const SquareScores& scores() const { return m_scores; }

    // Where the time comes from (null: the steady clock), and the seed of the
    // next rounds' squares: tests fix both.
    void setClockSource(const ClockSource* source);
    void setSeed(std::uint64_t seed) { m_seeds.seed(seed); }

    // For tests and the screenshot.
    BoardView& board() const;
    BoardModel& model() const;
    QLineEdit& answerEdit() const { return *m_answer; }
    QPushButton& startButton() const { return *m_start; }
    QComboBox& gameBox() const { return *m_game; }
    QComboBox& taskBox() const { return *m_task; }
    QComboBox& sideBox() const { return *m_side; }
    QCheckBox& namesBox() const { return *m_names; }
    QString prompt() const;
    QString feedback() const;
    QString timeText() const;
    QString bestText() const;

signals:
    void roundEnded(int score, bool newBest);

protected:
    void changeEvent(QEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // A sentence said again in the new language when the language changes.
    using Saying = std::function<QString()>;

    void buildParts();
    QWidget* buildPanel();
    void retranslate();
    void modeChosen();
    void showBoard();
    void clicked(core::Square square);
    void typed();
    void judged(SquareDrill::Verdict verdict, core::Square asked, Saying wrong);
    void showRound();
    std::int64_t now() const { return m_clock->milliseconds(); }

    SquareScores m_scores;
    SquareDrill m_drill;
    std::mt19937_64 m_seeds;
    SteadyClockSource m_steady;
    const ClockSource* m_clock = &m_steady;
    QTimer m_timer;
    Saying m_saying; // the last verdict, the round's result, or how to begin
    bool m_fitted = false;

    BoardPart* m_part;
    QLabel* m_prompt;
    QLabel* m_gameLabel;
    QLabel* m_taskLabel;
    QLabel* m_sideLabel;
    QLabel* m_answerLabel;
    QComboBox* m_game;
    QComboBox* m_task;
    QComboBox* m_side;
    QCheckBox* m_names;
    QPushButton* m_start;
    QPushButton* m_help;
    QLabel* m_time;
    QLabel* m_score;
    QLabel* m_mistakes;
    QLabel* m_best;
    QLabel* m_feedback;
    QLineEdit* m_answer;
};

} // namespace draughts::app
