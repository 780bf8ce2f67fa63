#pragma once

#include <draughts/pdn/pdn_game.hpp>

#include <QWidget>

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
// engine thinks of the move shown. It owns the GameAnalysis and the two
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
};

} // namespace draughts::app
