// Analyse Game: the engine judges every move of the game in a worker
// thread; the move list marks mistakes and blunders, the graph under it
// shows the evaluation, and saving can write the marks into the file.

#include "files/file_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_view.hpp"

#include "controller/game_controller.hpp"
#include "panel/side_panel.hpp"
#include "review/analysis_panel.hpp"
#include "review/evaluation_graph.hpp"
#include "review/game_analysis.hpp"
#include "players/human_input.hpp"
#include "review/move_list_model.hpp"
#include "review/review_navigator.hpp"
#include "text/texts.hpp"

#include <draughts/engine/engine_task.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/pdn/pdn_reader.hpp>

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <catch2/catch.hpp>

#include <variant>

using namespace draughts;
using app::AnalysisPanel;
using app::EvaluationGraph;
using app::GameAnalysis;
using app::MoveListModel;
using app::test::FileHarness;

namespace {

// A fixed depth, so that the judgements do not depend on the machine's speed.
engine::SearchLimits fixedDepth(int depth)
{
    engine::SearchLimits limits;
    limits.depth = depth;
    return limits;
}

// International, White's last man on 28 against Black's on 17. White has two
// moves: 28-23 keeps the man; 28-22 stands next to 17, which must take it
// (17x28) and leaves White without pieces: the game is lost at once.
void playDroppedMan(FileHarness& h)
{
    h.start(core::Variant::International, "W:W28:B17", game::MissedCaptureRule::Compulsory);
    h.clicks({"28", "22"});
    h.clicks({"17", "28"});
    REQUIRE(h.historyLength() == 2);
    REQUIRE(h.controller().game().result().isOver());
}

// Eight plies of an International opening (Black begins), with one exchange.
void playOpening(FileHarness& h)
{
    h.start(core::Variant::International, {}, game::MissedCaptureRule::Compulsory);
    const std::pair<const char*, const char*> moves[] = {{"19", "23"}, {"32", "28"}, {"23", "32"}, {"37", "28"},
                                                         {"14", "19"}, {"41", "37"}, {"10", "14"}, {"46", "41"}};
    for (const auto& [from, to] : moves)
        h.clicks({from, to});
    REQUIRE(h.historyLength() == 8);
}

// Forty plies of International, each time one of the legal moves by a fixed
// rule: at the window's strength, at least ten seconds of work.
void playLongGame(FileHarness& h)
{
    h.start(core::Variant::International, {}, game::MissedCaptureRule::Compulsory);
    for (int i = 0; i < 40; ++i) {
        const game::Game& game = h.controller().game();
        REQUIRE_FALSE(game.result().isOver());
        const auto& moves = game.legalMoves();
        REQUIRE(h.input().playNotation(app::Texts::move(game, moves[static_cast<std::size_t>(i * 7) % moves.size()])));
    }
    REQUIRE(h.historyLength() == 40);
}

GameAnalysis& analysisOf(FileHarness& h) { return h.analysis().analysis(); }

// Analyse Game from the panel's button, waiting for its end.
void analyse(FileHarness& h, int depth)
{
    analysisOf(h).setLimits(fixedDepth(depth));
    QSignalSpy finished(&analysisOf(h), &GameAnalysis::finished);
    auto* button = h.analysis().controls().findChild<QToolButton*>(QStringLiteral("analyseButton"));
    REQUIRE(button);
    QTest::mouseClick(button, Qt::LeftButton);
    REQUIRE((finished.count() == 1 || finished.wait(60000)));
    REQUIRE_FALSE(analysisOf(h).running());
}

std::string contents(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll().toStdString();
}

QString cell(FileHarness& h, int row, int column, int role = Qt::DisplayRole)
{
    MoveListModel& moves = h.moveListModel();
    return moves.data(moves.index(row, column), role).toString();
}

} // namespace

TEST_CASE("Analyse Game marks the move that drops the last man as a blunder, with the better move", "[app][analysis]")
{
    FileHarness h;
    playDroppedMan(h);
    analyse(h, 4);

    const auto& judged = analysisOf(h).judged();
    REQUIRE(judged.size() == 2);
    CHECK(judged[0].place == 1);
    CHECK(judged[0].analysis.judgement == engine::Judgement::Blunder);
    CHECK(app::Texts::moveIn(core::Variant::International, judged[0].played.before, judged[0].analysis.bestMove) ==
          "28-23");
    CHECK(judged[1].analysis.judgement == engine::Judgement::Good); // the capture is forced

    CHECK(cell(h, 0, MoveListModel::WhiteColumn) == "28-22??");
    CHECK(cell(h, 0, MoveListModel::WhiteColumn, Qt::ToolTipRole) == "28-22?? is a blunder: 28-23 was better");
    CHECK(cell(h, 0, MoveListModel::BlackColumn) == "17x28");

    h.controller().reviewControl().showPly(1);
    CHECK(h.analysis().verdictText().startsWith("28-22?? is a blunder: 28-23 was better\n"));
    // 28-22 17x28 is one move of the move list, White's and Black's halves.
    CHECK(h.analysis().summaryText() == "1 move judged: 0 mistakes, 1 blunder");
}

TEST_CASE("The evaluation graph has a point per move, and a click or a key shows that position", "[app][analysis]")
{
    FileHarness h;
    playOpening(h);
    EvaluationGraph& graph = h.analysis().graph();
    CHECK_FALSE(graph.isVisibleTo(&h.window()));
    analyse(h, 3);

    REQUIRE(graph.points().size() == 8);
    for (std::size_t i = 0; i < 8; ++i)
        CHECK(graph.points()[i].place == i + 1);
    CHECK(graph.isVisibleTo(&h.window()));

    QTest::mouseClick(&graph, Qt::LeftButton, {}, graph.pointPosition(2));
    CHECK(h.controller().review().shownPly() == 3);
    CHECK(h.fen() == notation::writeFen(core::Variant::International, h.controller().game().upTo(3).position()));
    QTest::keyClick(&graph, Qt::Key_Left);
    CHECK(h.controller().review().shownPly() == 2);
    QTest::keyClick(&graph, Qt::Key_End);
    CHECK(h.controller().review().shownPly() == 8);
    QTest::keyClick(&graph, Qt::Key_Home);
    CHECK(h.controller().review().shownPly() == 1);
}

TEST_CASE("Cancel stops the analysis and keeps the moves judged so far", "[app][analysis]")
{
    FileHarness h;
    playLongGame(h);
    AnalysisPanel& panel = h.analysis();
    GameAnalysis& analysis = panel.analysis();
    // The window's own strength: a quarter of a second per search, so that it
    // is still running when Cancel is clicked.
    analysis.setLimits(GameAnalysis::defaultLimits());
    QSignalSpy progressed(&analysis, &GameAnalysis::progressed);
    QSignalSpy finished(&analysis, &GameAnalysis::finished);
    panel.action(AnalysisPanel::Command::Analyse).trigger();
    REQUIRE(analysis.running());
    CHECK_FALSE(panel.action(AnalysisPanel::Command::Analyse).isEnabled());
    CHECK(panel.cancelButton().isVisibleTo(&h.window()));
    CHECK(panel.progressBar().maximum() == 40);
    REQUIRE(progressed.wait(60000));
    // Black opens International: its 40 plies fill 21 numbered moves ("1. …
    // 19-23" first, White's 40th ply alone in row 21), and the progress counts those.
    CHECK(panel.summaryText().endsWith(QStringLiteral(" of 21")));

    QTest::mouseClick(&panel.cancelButton(), Qt::LeftButton);
    REQUIRE((finished.count() == 1 || finished.wait(60000)));
    CHECK_FALSE(analysis.running());
    CHECK(analysis.cancelled());
    const std::size_t kept = analysis.judged().size();
    CHECK(kept >= 1);
    CHECK(kept < 40);
    CHECK(panel.graph().points().size() == kept);
    // The graph keeps the scale of the whole game: a column for each of its
    // 40 moves, the judged ones on the left.
    CHECK(panel.graph().columns() == 40);
    const QRectF area = panel.graph().plotArea();
    CHECK(panel.graph().pointPosition(0).x() == qRound(area.left() + area.width() / 40 * 0.5));
    CHECK_FALSE(panel.cancelButton().isVisibleTo(&h.window()));
    CHECK(panel.action(AnalysisPanel::Command::Analyse).isEnabled());
    // Ply k (from 1) stands in row k / 2 + 1 (Black opens): the moves the list numbers up to the last judged.
    CHECK(panel.summaryText().startsWith(QStringLiteral("Analysis cancelled after %1 move").arg(kept / 2 + 1)));
}

TEST_CASE("Saving with the option writes the analysis as NAGs and comments that read back", "[app][analysis]")
{
    FileHarness h;
    playDroppedMan(h);
    analyse(h, 4);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("analysed.pdn"));
    QAction& option = h.analysis().action(AnalysisPanel::Command::SaveAnalysis);

    SECTION("with the option")
    {
        REQUIRE(option.isChecked()); // the default
        REQUIRE(h.doc().saveTo(path));
        const std::string text = contents(path);
        CHECK(text.find("1. 28-22 $4 {Better: 28-23} 1... 17x28") != std::string::npos);
        const auto entries = pdn::readPdn(text);
        REQUIRE(entries.size() == 1);
        const auto& game = std::get<pdn::PdnGame>(entries[0]);
        CHECK(game.notes[1].nags == std::vector<int>{4});
        CHECK(game.notes[1].comment == "Better: 28-23");
        CHECK(game.notes[2].empty());
        // Copying the game and the modified mark leave the analysis out.
        CHECK_FALSE(h.doc().pdnText().contains("$4"));
        CHECK_FALSE(h.doc().isModified());

        // Opened again, the marks are the file's own: the move list and the comment show them.
        REQUIRE(h.doc().openFile(path));
        CHECK(analysisOf(h).judged().empty());
        CHECK(cell(h, 0, MoveListModel::WhiteColumn) == "28-22??");
        h.controller().reviewControl().showPly(1);
        CHECK(h.review().commentText() == "Better: 28-23");

        // Analysed and saved again, the marks are written once.
        analyse(h, 4);
        REQUIRE(h.doc().saveTo(path));
        const std::string again = contents(path);
        CHECK(again.find("1. 28-22 $4 {Better: 28-23} 1... 17x28") != std::string::npos);
        CHECK(again.find("Better", again.find("Better") + 1) == std::string::npos);
    }
    SECTION("without it")
    {
        option.setChecked(false);
        CHECK_FALSE(h.settings().value(QStringLiteral("analysis/saveInFile")).toBool());
        REQUIRE(h.doc().saveTo(path));
        const std::string text = contents(path);
        CHECK(text.find("1. 28-22 17x28") != std::string::npos);
        CHECK(text.find('$') == std::string::npos);
    }
}

TEST_CASE("A new game, a changed game or closing the window stops a running analysis", "[app][analysis]")
{
    auto h = std::make_unique<FileHarness>();
    playOpening(*h);
    GameAnalysis& analysis = analysisOf(*h);
    analysis.setLimits(GameAnalysis::defaultLimits());
    QSignalSpy progressed(&analysis, &GameAnalysis::progressed);
    QSignalSpy finished(&analysis, &GameAnalysis::finished);
    analysis.start();
    REQUIRE(progressed.wait(60000));

    SECTION("a new game forgets it at once")
    {
        h->start(core::Variant::Polish);
        CHECK_FALSE(analysis.running());
        CHECK(analysis.judged().empty());
        CHECK(finished.count() == 1);
        CHECK_FALSE(h->analysis().graph().isVisibleTo(&h->window()));
        // What the stopped worker still reported is dropped.
        QCoreApplication::processEvents();
        CHECK(analysis.judged().empty());
        CHECK(h->analysis().summaryText().isEmpty());
        // Nothing to judge until a move is played.
        CHECK_FALSE(h->analysis().action(AnalysisPanel::Command::Analyse).isEnabled());
    }
    SECTION("a move taken back stops it; the moves still played stay judged")
    {
        h->controller().undo();
        REQUIRE((finished.count() == 1 || finished.wait(60000)));
        CHECK_FALSE(analysis.running());
        CHECK(analysis.judged().size() <= 7);
        for (const GameAnalysis::Judged& judged : analysis.judged())
            CHECK(judged.place <= 7);
    }
    SECTION("closing the window waits for the worker")
    {
        // The window waits for its worker; the sanitizers see nothing left behind.
        h.reset();
        CHECK(engine::EngineTask::workersAlive() == 0);
    }
}

TEST_CASE("The analysis speaks Czech, with Czech plural forms", "[app][analysis][translation]")
{
    FileHarness h;
    playDroppedMan(h);
    analyse(h, 4);
    h.controller().reviewControl().showPly(1);
    h.action(app::WindowActions::Command::CzechLanguage).trigger();
    QApplication::processEvents(); // Qt posts the LanguageChange events
    AnalysisPanel& panel = h.analysis();
    CHECK(panel.action(AnalysisPanel::Command::Analyse).text() == "Ro&zebrat partii");
    CHECK(panel.summaryText() == "Posouzen 1 tah: 0 chyb, 1 hrubá chyba");
    CHECK(panel.verdictText().startsWith("28-22?? je hrubá chyba: lepší byl tah 28-23\n"));
    CHECK(cell(h, 0, MoveListModel::WhiteColumn, Qt::ToolTipRole) == "28-22?? je hrubá chyba: lepší byl tah 28-23");
    h.action(app::WindowActions::Command::EnglishLanguage).trigger();
    QApplication::processEvents();
    CHECK(panel.summaryText() == "1 move judged: 0 mistakes, 1 blunder");
}

TEST_CASE("The graph clips values to three men and draws a found win or loss at the edge", "[app][analysis]")
{
    app::test::ensureApplication();
    EvaluationGraph graph;
    graph.resize(300, 100);
    graph.setPoints({{1, 0, 50, engine::Judgement::Good},
                     {2, 1, engine::winIn(5), engine::Judgement::Good},
                     {3, 2, -1000, engine::Judgement::Blunder},
                     {4, 3, engine::lossIn(3), engine::Judgement::Good},
                     {5, 4, 0, engine::Judgement::Good}},
                    5);
    const QRectF area = graph.plotArea();
    REQUIRE(area.width() > 150);
    REQUIRE(area.height() > 80);
    // Five columns, each point in the middle of its own; three men either
    // way fill half the plot's height.
    const auto at = [&](double column, double men) {
        return QPointF(area.left() + area.width() / 5 * (column + 0.5), area.center().y() - area.height() / 2 * men / 3)
            .toPoint();
    };
    CHECK(graph.pointPosition(0) == at(0, 0.5));
    CHECK(graph.pointPosition(1) == at(1, 3));  // White wins: the top edge
    CHECK(graph.pointPosition(2) == at(2, -3)); // ten men down: as far as three
    CHECK(graph.pointPosition(3) == at(3, -3)); // White loses: the bottom edge
    CHECK(graph.pointPosition(4) == at(4, 0));
    // The scale on the left of the plot, the values right of it.
    CHECK(area.left() > 12);
}

// The graph stays readable: at the default window size it takes the side
// panel's width (well over a third of it) and the height its scale needs.
TEST_CASE("At the default size the graph is at least a third of the side panel wide", "[app][analysis]")
{
    FileHarness h;
    h.window().resize(1100, 760);
    h.window().show();
    playOpening(h);
    analyse(h, 2);
    QApplication::processEvents();
    EvaluationGraph& graph = h.analysis().graph();
    REQUIRE(graph.isVisible());
    CHECK(graph.width() * 3 >= h.sidePanel().width());
    CHECK(graph.height() >= 72);
}

TEST_CASE("A marked move shows the better move as an arrow on the board until another move is shown", "[app][analysis]")
{
    FileHarness h;
    playDroppedMan(h);
    analyse(h, 4);
    app::BoardModel& board = h.boardModel();
    CHECK(board.arrow().empty()); // the last move, 17x28, is good

    // A click on 28-22?? in the move list: the arrow runs from 28 to 23.
    MoveListModel& moves = h.moveListModel();
    QTableView& table = h.sidePanel().moveTable();
    const QRect cellRect = table.visualRect(moves.index(0, MoveListModel::WhiteColumn));
    QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, cellRect.center());
    REQUIRE(h.controller().review().shownPly() == 1);
    CHECK(board.arrow() == std::vector<core::Square>{h.square("28"), h.square("23")});

    // Painted: halfway between the centres of 28 and 23 the board is blue,
    // the colour of a suggested move; without the arrow it is not.
    app::BoardView& view = h.boardView();
    const QPoint from = view.visualRect(board.indexOfSquare(h.square("28"))).center();
    const QPoint to = view.visualRect(board.indexOfSquare(h.square("23"))).center();
    const QPoint middle = (from + to) / 2;
    const auto blueAt = [&] {
        const QColor colour = view.viewport()->grab().toImage().pixelColor(middle);
        return colour.blue() > colour.red() + 40;
    };
    CHECK(blueAt());

    h.controller().reviewControl().showPly(2);
    CHECK(board.arrow().empty());
    CHECK_FALSE(blueAt());
    h.controller().reviewControl().showPly(1);
    CHECK_FALSE(board.arrow().empty());
    analysisOf(h).clear();
    CHECK(board.arrow().empty());
}

TEST_CASE("Analysing again keeps the earlier analysis on show until the new one is done", "[app][analysis]")
{
    FileHarness h;
    playLongGame(h);
    AnalysisPanel& panel = h.analysis();
    GameAnalysis& analysis = panel.analysis();
    analyse(h, 1);
    REQUIRE(analysis.judged().size() == 40);
    h.controller().reviewControl().showPly(5);
    const QString verdict = panel.verdictText();
    REQUIRE_FALSE(verdict.isEmpty());

    // Again at the window's strength: still running when looked at.
    analysis.setLimits(GameAnalysis::defaultLimits());
    QSignalSpy progressed(&analysis, &GameAnalysis::progressed);
    QSignalSpy finished(&analysis, &GameAnalysis::finished);
    panel.action(AnalysisPanel::Command::Analyse).trigger();
    REQUIRE(analysis.running());
    CHECK(analysis.judged().size() == 40);
    CHECK(panel.graph().points().size() == 40);
    CHECK(panel.verdictText() == verdict);
    REQUIRE(progressed.wait(60000));
    CHECK(analysis.judged().size() == 40);

    // Cancelled, it keeps the earlier verdicts of the moves it did not reach,
    // and the graph its columns: one per move of the game.
    QTest::mouseClick(&panel.cancelButton(), Qt::LeftButton);
    REQUIRE((finished.count() == 1 || finished.wait(60000)));
    CHECK(analysis.cancelled());
    CHECK(analysis.judged().size() == 40);
    CHECK(panel.graph().points().size() == 40);
    CHECK(panel.graph().columns() == 40);
    CHECK(panel.summaryText().startsWith(
        QStringLiteral("Analysis cancelled after %1 move").arg(analysis.done() == 0 ? 0 : analysis.done() / 2 + 1)));
}

// Two kings against a king under the FMJD's rules: an ending of 5 moves
// each (international.md §10.6), counted from the start. The kings move
// without a third repetition, White's off the diagonals of Black's king
// (which would have to take them); after 8 plies White's 9th ply is the last
// but one, and no line wins within the two plies left (Black's king on 1
// stands on the edge, where it cannot be jumped): the position is a draw,
// and the move is judged so (0.0), whatever the kings' material says.
TEST_CASE("Analyse Game under the FMJD's rules judges the end of a count as drawn", "[app][analysis][fmjd]")
{
    FileHarness h;
    app::GameSetup setup;
    setup.variant = core::Variant::International;
    setup.ruleSet = rules::RuleSet::Fmjd;
    setup.start = *notation::readFen(core::Variant::International, "W:WK47,K49:BK1");
    h.window().startGame(setup);
    h.clicks({"47", "42", "1", "6", "49", "43", "6", "1", "42", "47", "1", "6", "43", "49", "6", "1", "47", "42"});
    REQUIRE(h.historyLength() == 9);
    REQUIRE_FALSE(h.controller().game().result().isOver());
    analyse(h, 3);

    const auto& judged = analysisOf(h).judged();
    REQUIRE(judged.size() == 9);
    for (const GameAnalysis::Judged& move : judged) {
        CHECK(move.played.rules.ruleSet == rules::RuleSet::Fmjd);
        CHECK(move.played.rules.fmjd == h.controller().game().upTo(move.place - 1).fmjdCounters());
    }
    CHECK(judged[8].played.rules.fmjd.endingPlies == 8);
    CHECK(judged[8].analysis.best == engine::DrawScore);
    CHECK(judged[8].whiteAfter() == engine::DrawScore);
    // With the count fresh, two kings against one are more than a draw to the evaluation.
    CHECK(judged[0].whiteAfter() > 0);
}

// A file's game played on past the draw counter (international.md §8.3:
// 30 plies without a capture draw the game): the kings walk to and fro,
// and the file goes on for two more plies. The reader replays it with the
// counter off; the analysis judges the first 30 moves and gives the 31st
// and 32nd no verdict, as the game had ended before them.
TEST_CASE("A move made after the game had ended by its rules gets no verdict", "[app][analysis]")
{
    FileHarness h;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("past-counter.pdn"));
    QByteArray text = "[GameType \"20\"]\n[FEN \"W:WK47:BK4\"]\n\n";
    for (int move = 1; move <= 16; ++move)
        text += QByteArray::number(move) + (move % 2 ? ". 47-42 4-9 " : ". 42-47 9-4 ");
    text += "*\n";
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    REQUIRE(h.doc().openFile(path));
    REQUIRE(h.historyLength() == 32);
    analyse(h, 2);

    const auto& judged = analysisOf(h).judged();
    REQUIRE(judged.size() == 32);
    CHECK_FALSE(judged[29].analysis.afterEnd);
    CHECK(judged[30].analysis.afterEnd);
    CHECK(judged[31].analysis.afterEnd);
    CHECK(judged[30].whiteAfter() == engine::DrawScore);
    h.controller().reviewControl().showPly(31);
    CHECK(h.analysis().verdictText() == "42-47 was played after the game had ended by its rules: no verdict");
    CHECK(cell(h, 15, MoveListModel::WhiteColumn) == "42-47"); // unmarked
    CHECK(h.boardModel().arrow().empty());
}
