#include "review/analysis_panel.hpp"

#include "controller/game_controller.hpp"
#include "review/analysis_notes.hpp"
#include "review/evaluation_graph.hpp"
#include "review/game_analysis.hpp"
#include "text/texts.hpp"

#include <draughts/game/score_sheet.hpp>

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace draughts::app {

namespace {

const QString saveKey = QStringLiteral("analysis/saveInFile");

} // namespace

AnalysisPanel::AnalysisPanel(GameController& controller, QSettings* settings, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_settings(settings), m_analysis(new GameAnalysis(controller, this)),
      m_analyse(new QAction(this)), m_save(new QAction(this)), m_controls(new QWidget(this)),
      m_start(new QToolButton(m_controls)), m_cancel(new QToolButton(m_controls)),
      m_progress(new QProgressBar(m_controls)), m_summary(new QLabel(this)), m_graph(new EvaluationGraph(this)),
      m_verdict(new QLabel(this))
{
    setObjectName(QStringLiteral("analysisPanel"));
    m_save->setCheckable(true);
    m_save->setChecked(!m_settings || m_settings->value(saveKey, true).toBool());
    connect(m_save, &QAction::toggled, this, [this](bool on) {
        if (m_settings)
            m_settings->setValue(saveKey, on);
    });
    connect(m_analyse, &QAction::triggered, m_analysis, &GameAnalysis::start);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    m_controls->setObjectName(QStringLiteral("analysisControls"));
    auto* row = new QHBoxLayout(m_controls);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(6);
    m_start->setDefaultAction(m_analyse);
    m_start->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_start->setObjectName(QStringLiteral("analyseButton"));
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(8);
    m_cancel->setObjectName(QStringLiteral("cancelAnalysis"));
    connect(m_cancel, &QToolButton::clicked, m_analysis, &GameAnalysis::cancel);
    row->addWidget(m_start);
    row->addWidget(m_progress, 1);
    row->addWidget(m_cancel);
    row->addStretch(); // the button stays on the left while the bar is hidden
    layout->addWidget(m_controls);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("analysisSummary"));
    layout->addWidget(m_summary);
    layout->addWidget(m_graph);
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setObjectName(QStringLiteral("moveVerdict"));
    layout->addWidget(m_verdict);

    connect(m_graph, &EvaluationGraph::placeChosen, this,
            [this](std::size_t place) { m_controller.reviewControl().showPly(place); });
    connect(m_analysis, &GameAnalysis::changed, this, &AnalysisPanel::refresh);
    connect(m_analysis, &GameAnalysis::started, this, &AnalysisPanel::refresh);
    connect(m_analysis, &GameAnalysis::finished, this, &AnalysisPanel::refresh);
    connect(m_analysis, &GameAnalysis::progressed, this, &AnalysisPanel::refresh);
    connect(&controller, &GameController::stateChanged, this, &AnalysisPanel::refresh);
    connect(&controller, &GameController::gameStarted, this, &AnalysisPanel::refresh);
    retranslate();
}

QAction& AnalysisPanel::action(Command command) { return command == Command::Analyse ? *m_analyse : *m_save; }

QString AnalysisPanel::verdictText() const { return m_verdict->isHidden() ? QString() : m_verdict->text(); }

QString AnalysisPanel::summaryText() const { return m_summary->text(); }

void AnalysisPanel::annotate(std::vector<pdn::PlyNotes>& notes) const
{
    if (m_save->isChecked())
        addAnalysisNotes(*m_analysis, notes);
}

void AnalysisPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void AnalysisPanel::retranslate()
{
    m_analyse->setText(tr("Ana&lyse Game"));
    const QString tip = tr("Let the computer judge every move of this game and mark the mistakes");
    m_analyse->setToolTip(tip);
    m_analyse->setStatusTip(tip);
    m_save->setText(tr("Save the Analysis in the Game &File"));
    const QString saveTip = tr("Saving writes the mistakes found as PDN marks ($2, $4) with the better move");
    m_save->setToolTip(saveTip);
    m_save->setStatusTip(saveTip);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the analysis; the moves judged so far stay marked"));
    m_cancel->setAccessibleName(tr("Cancel the analysis"));
    m_progress->setAccessibleName(tr("Analysis progress"));
    m_graph->setToolTip(tr("The computer's evaluation after each move, in men from White's side: White ahead "
                           "above the zero line, Black below it; more than three men is drawn at the edge. "
                           "Click a point to show that position.") +
                        QLatin1Char('\n') + Texts::scoreMeaning());
    m_verdict->setToolTip(Texts::scoreMeaning());
    m_graph->setAccessibleName(tr("Evaluation graph"));
    m_graph->setAccessibleDescription(
        tr("Left and Right show the previous and next move, Home and End the first and last"));
    refresh();
}

void AnalysisPanel::refresh()
{
    const GameAnalysis& analysis = *m_analysis;
    const bool running = analysis.running();
    // A game without moves has nothing to judge.
    m_analyse->setEnabled(!running && !m_controller.game().history().empty());
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    m_progress->setRange(0, static_cast<int>(analysis.total()));
    m_progress->setValue(static_cast<int>(analysis.done()));

    // One column per move of the game, judged or not (claims are not moves).
    const auto& history = m_controller.game().history();
    std::vector<std::size_t> columnOf(history.size() + 1, 0);
    std::size_t columns = 0;
    for (std::size_t i = 0; i < history.size(); ++i)
        if (history[i].action.kind == game::Action::Kind::Move)
            columnOf[i + 1] = columns++;
    std::vector<EvaluationGraph::Point> points;
    int mistakes = 0;
    int blunders = 0;
    for (const GameAnalysis::Judged& judged : analysis.judged()) {
        if (judged.place >= columnOf.size())
            continue; // not the game's any more: GameAnalysis drops it as the game changes
        points.push_back({judged.place, columnOf[judged.place], judged.whiteAfter(), judged.analysis.judgement});
        mistakes += judged.analysis.judgement == engine::Judgement::Mistake;
        blunders += judged.analysis.judgement == engine::Judgement::Blunder;
    }
    std::sort(points.begin(), points.end(), [](const auto& a, const auto& b) { return a.place < b.place; });
    const bool judgedAny = !points.empty();
    m_graph->setVisible(judgedAny);
    m_graph->setPoints(std::move(points), columns);
    // The summary counts moves as the move list numbers them (a White move
    // and Black's reply are one), not the plies the engine judged.
    const auto& places = analysis.places();
    const auto number = [&history](std::size_t place) {
        return static_cast<std::size_t>(game::sheetPlace(history, place).number);
    };
    if (running) {
        const std::size_t next = places.empty() ? 0 : places[std::min(analysis.done(), places.size() - 1)];
        m_summary->setText(
            Texts::analysisProgress(number(next), static_cast<std::size_t>(game::movesCounted(history))));
    } else if (!analysis.judged().empty()) {
        std::size_t last = 0; // the place of the last move judged
        if (analysis.cancelled())
            last = analysis.done() == 0 ? 0 : places[std::min(analysis.done(), places.size()) - 1];
        else
            for (const GameAnalysis::Judged& judged : analysis.judged())
                last = std::max(last, judged.place);
        m_summary->setText(Texts::analysisSummary(number(last), mistakes, blunders, analysis.cancelled()));
    } else
        m_summary->clear();
    m_summary->setVisible(!m_summary->text().isEmpty());
    m_progress->setAccessibleDescription(m_summary->text());
    refreshShown();
    // Without anything to show, the panel takes no room (not even the spacing around it).
    setVisible(judgedAny || !m_summary->text().isEmpty());
}

void AnalysisPanel::refreshShown()
{
    const std::size_t place = m_controller.review().shownPly();
    m_graph->setShownPlace(place);
    const GameAnalysis::Judged* judged = m_analysis->at(place);
    const bool marked = judged && judged->analysis.judgement != engine::Judgement::Good;
    const std::optional<core::Move> better = marked ? std::optional(judged->analysis.bestMove) : std::nullopt;
    if (better != m_better) {
        m_better = better;
        emit betterMoveShown(m_better);
    }
    std::optional<engine::Score> value;
    if (judged)
        value = judged->whiteAfter();
    else if (const auto& all = m_analysis->judged(); place == 0 && !all.empty() && all.front().place == 1)
        value = all.front().analysis.whiteView; // the best value before the first move
    if (value != m_value) {
        m_value = value;
        emit shownValueChanged(m_value);
    }
    if (!judged) {
        m_verdict->clear();
        m_verdict->hide();
        return;
    }
    const core::Variant variant = m_analysis->variant();
    const QString played = Texts::fromUtf8(m_controller.game().history()[place - 1].text);
    if (judged->analysis.afterEnd) {
        m_verdict->setText(Texts::playedAfterEnd(played));
    } else {
        const QString move = Texts::moveIn(variant, judged->played.before, judged->analysis.bestMove);
        QString verdict = Texts::judgement(played, judged->analysis.judgement, move) + QLatin1Char('\n') +
                          tr("Evaluation after the move: %1").arg(Texts::evaluation(judged->whiteAfter()));
        if (judged->analysis.tables)
            verdict +=
                QLatin1Char('\n') + Texts::analysisTables(*judged->analysis.tables, judged->analysis.playedTables);
        m_verdict->setText(verdict);
    }
    m_verdict->show();
}

} // namespace draughts::app
