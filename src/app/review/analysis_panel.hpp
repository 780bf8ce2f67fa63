#pragma once

#include <draughts/core/move.hpp>
#include <draughts/engine/score.hpp>
#include <draughts/pdn/pdn_game.hpp>

#include <QWidget>

#include <optional>
#include <vector>

class QAction;
class QLabel;
class QProgressBar;
class QSettings;
class QToolButton;

namespace draughts::app {

class EvaluationGraph;
class GameAnalysis;
class GameController;

// Under the move list: the Analyse Game button, the progress of a running
// analysis with its Cancel button, the evaluation graph and what the
// engine thinks of the move shown; when that move is marked (? or ??), it
// offers the better move for the board to draw. It owns the GameAnalysis and the two
// commands the Game menu shows too: Analyse Game, and whether saving writes
// the analysis into the file (kept in the settings).
class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    enum class Command { Analyse, SaveAnalysis };

    // `settings` (not owned, may be null) keeps the save option.
    AnalysisPanel(GameController& controller, QSettings* settings, QWidget* parent = nullptr);

    GameAnalysis& analysis() { return *m_analysis; }
    QAction& action(Command command);
    EvaluationGraph& graph() { return *m_graph; }
    QToolButton& cancelButton() { return *m_cancel; }
    QProgressBar& progressBar() { return *m_progress; }
    // The Analyse Game button with the progress and Cancel: the side panel may
    // place them elsewhere (beside the review buttons), to save a line.
    QWidget& controls() { return *m_controls; }
    // What the engine thinks of the move shown, and the state of the analysis.
    QString verdictText() const;
    QString summaryText() const;

    // The annotations a saved game gets: the analysis's NAGs and comments,
    // when the option is on.
    void annotate(std::vector<pdn::PlyNotes>& notes) const;
    // The better move of the marked move shown, if any (made in the
    // position before that move).
    std::optional<core::Move> betterMove() const { return m_better; }
    // The analysis's value of the position shown, White's view: after the
    // move shown, or before the first move at the start; none where no
    // move is judged.
    std::optional<engine::Score> shownValue() const { return m_value; }

signals:
    // The move shown, or the analysis, changed what betterMove() is.
    void betterMoveShown(const std::optional<draughts::core::Move>& move);
    void shownValueChanged(const std::optional<draughts::engine::Score>& whiteView);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refresh();
    void refreshShown();

    GameController& m_controller;
    QSettings* m_settings;
    GameAnalysis* m_analysis;
    QAction* m_analyse;
    QAction* m_save;
    QWidget* m_controls;
    QToolButton* m_start;
    QToolButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_summary;
    EvaluationGraph* m_graph;
    QLabel* m_verdict;
    std::optional<core::Move> m_better;
    std::optional<engine::Score> m_value;
};

} // namespace draughts::app
