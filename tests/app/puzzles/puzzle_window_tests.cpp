// The puzzle window on the real widgets: the player's clicks on its board,
// its buttons, the engine's answers in the background (small positions,
// each answered within milliseconds).
#include "app_test_support.hpp"

#include "board/board_area.hpp"
#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "window/window_parts.hpp"
#include "puzzles/progress_store.hpp"
#include "puzzles/puzzle_help.hpp"
#include "puzzles/puzzle_launcher.hpp"
#include "puzzles/puzzle_window.hpp"
#include "puzzles/rating_chart.hpp"

#include <draughts/puzzle/rating.hpp>

#include <draughts/notation/fen.hpp>
#include <draughts/notation/square_names.hpp>

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QScreen>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTest>

using namespace draughts;
using namespace draughts::app;
using PuzzlePhase = PuzzleWindow::Phase;

namespace {

// Two International puzzles "win a man" (tests/puzzle/puzzle_test_support.hpp
// works them out): in the first, 33-28 22x33 38x29x18 and 32-28 23x32
// 38x27x18 both win a man; in the second only 33-28 does, and 33-29 loses a
// man to 23x34, which White cannot win back. The third game is broken: its
// move 11-7 has no White man to make it.
const char* const collectionText = R"([FEN "W:W32,33,38,42,43:B5,22,23"]
[Puzzle "two-shots"]
[Goal "material 1"]
[ProofDepth "1"]

1. 33-28 22x33 2. 38x29x18 *

[FEN "W:W33,38,42,43:B5,22,23"]
[Puzzle "unique-shot"]
[Goal "material 1"]
[ProofDepth "1"]

1. 33-28 22x33 2. 38x29x18 *

[FEN "W:W33,38:B5"]
[Puzzle "broken"]
[Goal "material 1"]

1. 11-7 *
)";

class PuzzleFixture {
public:
    PuzzleFixture()
    {
        test::ensureApplication();
        REQUIRE(m_dir.isValid());
        QFile file(m_dir.filePath(QStringLiteral("problems.pdn")));
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(collectionText);
        file.close();
        m_window = std::make_unique<PuzzleWindow>(progressPath());
        m_window->setAnimationsEnabled(false);
        m_window->setLinePace(0);
        m_window->setErrorSink([this](const QString& text) { errors << text; });
        m_window->show();
    }

    QString progressPath() const { return m_dir.filePath(QStringLiteral("progress.txt")); }
    QString collectionPath() const { return m_dir.filePath(QStringLiteral("problems.pdn")); }
    PuzzleWindow& window() { return *m_window; }

    // Opens the collection and goes to its puzzle `index`.
    void open(std::size_t index)
    {
        REQUIRE(m_window->openCollection(collectionPath()));
        m_window->showPuzzle(index);
        REQUIRE(m_window->phase() == PuzzlePhase::Moving);
    }

    void click(const char* name)
    {
        BoardView& view = m_window->board().view();
        const core::Square square = notation::parseSquare(core::Variant::International, name);
        const QRect cell = view.visualRect(m_window->board().model().indexOfSquare(square));
        REQUIRE(!cell.isEmpty());
        QTest::mouseClick(view.viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
    }

    bool waitFor(PuzzlePhase phase)
    {
        return QTest::qWaitFor([&] { return m_window->phase() == phase; }, 5000);
    }

    std::string fen()
    {
        const game::Game& game = m_window->controller().game();
        return notation::writeFen(game.variant(), game.position());
    }

    const puzzle::CollectionProgress& counts()
    {
        return m_window->progress()
            .of(core::Variant::International)
            .collections.at(m_window->collection().id.toStdString());
    }

    QStringList errors;

private:
    QTemporaryDir m_dir;
    std::unique_ptr<PuzzleWindow> m_window;
};

} // namespace

TEST_CASE("the puzzle window shows the goal, takes the solution's move and plays the reply", "[app][puzzles]")
{
    PuzzleFixture f;
    f.open(0);
    CHECK(f.window().goalText() == QStringLiteral("White to play and win 1 man"));
    f.click("33");
    f.click("28");
    // The engine judges 33-28 right; Black's forced reply 22x33 follows.
    REQUIRE(f.waitFor(PuzzlePhase::Moving));
    CHECK(f.window().message() == QStringLiteral("Right."));
    CHECK(f.fen() == "W:W32,38,42,43:B5,23,33");
    f.click("38");
    f.click("18");
    REQUIRE(f.waitFor(PuzzlePhase::Solved));
    CHECK(f.fen() == "B:W18,32,42,43:B5");
    CHECK(f.counts().solved == 1);
    CHECK(f.counts().failed == 0);
    CHECK(f.window().progress().of(core::Variant::International).rating.rating > 1500.0);
}

TEST_CASE("the puzzle window accepts another move that also wins the man", "[app][puzzles]")
{
    PuzzleFixture f;
    f.open(0);
    f.click("32");
    f.click("28");
    REQUIRE(f.waitFor(PuzzlePhase::Moving));
    CHECK(f.window().message() == QStringLiteral("Another way that works too: accepted."));
    // Black's only capture 23x32 was played.
    CHECK(f.fen() == "W:W33,38,42,43:B5,22,32");
    f.click("38");
    f.click("18");
    REQUIRE(f.waitFor(PuzzlePhase::Solved));
    CHECK(f.fen() == "B:W18,33,42,43:B5");
    CHECK(f.counts().solved == 1);
}

TEST_CASE("a wrong move shows its refutation and what it loses, and Retry takes it back", "[app][puzzles]")
{
    PuzzleFixture f;
    f.open(1);
    f.click("33");
    f.click("29");
    REQUIRE(f.waitFor(PuzzlePhase::Wrong));
    REQUIRE(QTest::qWaitFor([&] { return !f.window().playingLine(); }, 5000));
    // 23x34 takes the man on 29: the refutation is on the board.
    CHECK(f.window().controller().game().history().size() >= 2);
    CHECK(f.window().message() ==
          QStringLiteral("Not this move: it loses 1 piece. After this move: 23x34. Retry takes the move back."));
    CHECK(f.counts().failed == 1);
    CHECK(f.window().progress().of(core::Variant::International).streak == 0);
    f.window().button(PuzzleWindow::Retry).click();
    CHECK(f.window().phase() == PuzzlePhase::Moving);
    CHECK(f.fen() == "W:W33,38,42,43:B5,22,23");
    // Solving it now still counts as failed.
    f.click("33");
    f.click("28");
    REQUIRE(f.waitFor(PuzzlePhase::Moving));
    f.click("38");
    f.click("18");
    REQUIRE(f.waitFor(PuzzlePhase::Solved));
    CHECK(f.counts().failed == 1);
    CHECK(f.counts().solved == 0);
}

TEST_CASE("Show Solution plays the solution on the board, writes it out and counts the puzzle as failed",
          "[app][puzzles]")
{
    PuzzleFixture f;
    f.open(1);
    f.window().button(PuzzleWindow::ShowSolution).click();
    REQUIRE(f.waitFor(PuzzlePhase::Solved));
    CHECK(f.window().controller().game().history().size() == 3);
    CHECK(f.fen() == "B:W18,42,43:B5");
    CHECK(f.window().message() == QStringLiteral("The solution: 33-28 22x33 38x18. Next gives another puzzle."));
    CHECK(f.counts().failed == 1);
    // Next goes on to the next puzzle of the collection.
    f.window().button(PuzzleWindow::Next).click();
    CHECK(f.window().phase() == PuzzlePhase::Moving);
}

TEST_CASE("Retry, Show Solution and Next work at once while a refutation plays", "[app][puzzles]")
{
    PuzzleFixture f;
    f.open(1);
    // A pace no test run reaches: the refutation is still playing throughout.
    f.window().setLinePace(600'000);
    f.click("33");
    f.click("29");
    REQUIRE(f.waitFor(PuzzlePhase::Wrong));
    CHECK(f.window().playingLine());
    CHECK(f.window().message().startsWith(QStringLiteral("Not this move: it loses 1 piece. After this move: 23x34.")));
    for (int which : {PuzzleWindow::Retry, PuzzleWindow::ShowSolution, PuzzleWindow::Next})
        CHECK(f.window().button(which).isEnabled());
    f.window().button(PuzzleWindow::Retry).click();
    CHECK(f.window().phase() == PuzzlePhase::Moving);
    CHECK_FALSE(f.window().playingLine());
    CHECK(f.fen() == "W:W33,38,42,43:B5,22,23");
    // The same wrong move again, and Show Solution while its refutation plays.
    f.click("33");
    f.click("29");
    REQUIRE(f.waitFor(PuzzlePhase::Wrong));
    REQUIRE(f.window().playingLine());
    f.window().setLinePace(0);
    f.window().button(PuzzleWindow::ShowSolution).click();
    REQUIRE(f.waitFor(PuzzlePhase::Solved));
    CHECK(f.fen() == "B:W18,42,43:B5");
    CHECK(f.window().message() == QStringLiteral("The solution: 33-28 22x33 38x18. Next gives another puzzle."));
}

TEST_CASE("Show Solution in mid-puzzle writes the whole solution, the moves played in brackets", "[app][puzzles]")
{
    PuzzleFixture f;
    f.open(1);
    f.click("33");
    f.click("28");
    // 22x33 is played, and White is to move again.
    REQUIRE(f.waitFor(PuzzlePhase::Moving));
    CHECK(f.fen() == "W:W38,42,43:B5,23,33");
    f.window().button(PuzzleWindow::ShowSolution).click();
    REQUIRE(f.waitFor(PuzzlePhase::Solved));
    CHECK(f.fen() == "B:W18,42,43:B5");
    CHECK(f.window().message() == QStringLiteral("The solution: [33-28 22x33] 38x18. The moves in brackets were "
                                                 "played already. Next gives another puzzle."));
}

TEST_CASE("a move that reaches the goal later is accepted and the shortest way named", "[app][puzzles]")
{
    PuzzleFixture f;
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("crown.pdn")));
    REQUIRE(file.open(QIODevice::WriteOnly));
    // tests/puzzle/puzzle_test_support.hpp, crownPuzzle: 6-1 crowns at once,
    // 17-11 two plies later (Black's man on 33 moves, then 6-1).
    file.write("[FEN \"W:W6,17:B33\"]\n[Puzzle \"crown\"]\n[Goal \"crown\"]\n[ProofDepth \"1\"]\n\n1. 6-1 *\n");
    file.close();
    REQUIRE(f.window().openCollection(dir.filePath(QStringLiteral("crown.pdn"))));
    f.click("17");
    f.click("11");
    REQUIRE(f.waitFor(PuzzlePhase::Moving));
    CHECK(f.window().message() ==
          QStringLiteral("Accepted: this move also crowns a man. The shortest way starts with 6-1."));
    f.click("6");
    f.click("1");
    REQUIRE(f.waitFor(PuzzlePhase::Solved));
    CHECK(f.window().message() == QStringLiteral("Solved! Next gives another puzzle."));
}

TEST_CASE("the rating chart writes the ratings rounded as the text does", "[app][puzzles]")
{
    test::ensureApplication();
    RatingChart chart;
    // Issue 52: a rating of 1324.6 was written 1325 beside the chart and
    // drawn as 1324 (rounded down).
    chart.setRatings({1500.0, 1324.6});
    CHECK(chart.lowest() == 1325);
    CHECK(chart.highest() == 1500);
    chart.setRatings({1500.0, 1500.4, 1612.5});
    CHECK(chart.lowest() == 1500);
    CHECK(chart.highest() == 1613);
    // In the window, after a failed puzzle: the chart's last point is the rating the text gives.
    PuzzleFixture f;
    f.open(1);
    f.click("33");
    f.click("29");
    REQUIRE(f.waitFor(PuzzlePhase::Wrong));
    const double rating = f.window().progress().of(core::Variant::International).rating.rating;
    REQUIRE(rating < 1500.0);
    CHECK(f.window().chart().lowest() == puzzle::shownRating(rating));
    CHECK(f.window().findChildren<QLabel*>().size() > 0);
    bool written = false;
    for (const QLabel* label : f.window().findChildren<QLabel*>())
        written = written || label->text().contains(QStringLiteral(": %1 ± ").arg(f.window().chart().lowest()));
    CHECK(written);
}

TEST_CASE("the puzzle window opens inside the screen's free area, at a size that fits", "[app][puzzles]")
{
    PuzzleFixture f;
    // The fixture showed it: on the offscreen screen it lies inside.
    const QRect screen = f.window().screen()->availableGeometry();
    CAPTURE(screen, f.window().geometry());
    CHECK(screen.contains(QRect(f.window().pos(), f.window().size())));
    // Issue 52's screen, 1280×800: the usual 900×640 fits, centred.
    f.window().fitInto(QRect(0, 0, 1280, 800));
    CHECK(f.window().size() == QSize(900, 640));
    // A frame of 16×48 is allowed for: (1280 − 916) / 2 = 182, (800 − 688) / 2 = 56.
    CHECK(f.window().pos() == QPoint(182, 56));
    // A smaller free area away from the corner: 800×600 less the frame,
    // 784×552, unless the window's parts need more.
    const QRect small(100, 40, 800, 600);
    f.window().fitInto(small);
    const QSize least = f.window().minimumSizeHint();
    CAPTURE(least);
    CHECK(f.window().size() == QSize(784, 552).expandedTo(least));
    if (least.width() <= 784 && least.height() <= 552)
        CHECK(small.contains(QRect(f.window().pos(), f.window().size() + QSize(16, 48))));
}

TEST_CASE("Hint highlights the piece to move", "[app][puzzles]")
{
    PuzzleFixture f;
    f.open(1);
    f.window().button(PuzzleWindow::Hint).click();
    const core::Square square = notation::parseSquare(core::Variant::International, "33");
    REQUIRE(QTest::qWaitFor([&] { return f.window().board().model().suggestion() == core::bitOf(square); }, 5000));
    CHECK(f.counts().failed == 1);
}

TEST_CASE("a problem file's bad puzzle is reported with its place and the others load", "[app][puzzles]")
{
    PuzzleFixture f;
    REQUIRE(f.window().openCollection(f.collectionPath()));
    CHECK(f.window().collection().contents.puzzles.size() == 2);
    REQUIRE(f.window().fileErrors().size() == 1);
    // The third game's move, on line 19 of the file.
    CHECK(f.window().fileErrors().front().toStdString() ==
          "Game 3, line 19: move \"11-7\": not a possible move here (White to move).");
    REQUIRE(f.errors.size() == 1);
    CHECK(f.errors.front().startsWith(QStringLiteral("1 puzzle of problems.pdn could not be read")));
    CHECK(f.window().phase() == PuzzlePhase::Moving);
}

TEST_CASE("the progress is kept across runs in its file", "[app][puzzles]")
{
    PuzzleFixture f;
    f.open(1);
    f.window().button(PuzzleWindow::ShowSolution).click();
    REQUIRE(f.waitFor(PuzzlePhase::Solved));
    const ProgressStore again(f.progressPath());
    CHECK(again.progress() == f.window().progress());
    CHECK(again.progress().of(core::Variant::International).history.size() == 1);
}

TEST_CASE("every game's built-in collection opens in the puzzle window and its solution plays on the board",
          "[app][puzzles]")
{
    PuzzleFixture f;
    for (core::Variant variant : core::allVariants) {
        INFO(core::variantId(variant));
        f.window().showGame(variant);
        REQUIRE(f.window().phase() == PuzzlePhase::Moving);
        CHECK(f.window().collection().contents.puzzles.size() == 1340);
        const puzzle::Puzzle shown = *f.window().puzzle();
        CHECK(shown.variant == variant);
        CHECK_FALSE(f.window().goalText().isEmpty());
        // Every move of the stored solution (Black's two moves of a Twenty
        // vs Ten turn, To the Last Man's placements) is played on the board.
        f.window().button(PuzzleWindow::ShowSolution).click();
        REQUIRE(f.waitFor(PuzzlePhase::Solved));
        CHECK(f.window().controller().game().history().size() == shown.solution.size());
    }
}

TEST_CASE("the main window has a Puzzles menu and Game > Open as Puzzles", "[app][puzzles]")
{
    test::Harness h;
    QStringList menus;
    for (QAction* action : h.window().menuBar()->actions())
        menus << action->text();
    CHECK(menus.join(QLatin1Char(',')) == QStringLiteral("&Game,&Edit,&View,P&uzzles,&Help"));
    QMenu* game = h.window().menuBar()->actions().front()->menu();
    REQUIRE(game);
    QStringList items;
    for (QAction* action : game->actions())
        items << action->text();
    const qsizetype open = items.indexOf(QStringLiteral("&Open…"));
    REQUIRE(open >= 0);
    CHECK(items.value(open + 1) == QStringLiteral("Open as &Puzzles…"));
    // Solve Puzzles opens the puzzle window on the game of the main board.
    h.start(core::Variant::Polish);
    h.window().parts().puzzles->action(PuzzleLauncher::Command::Solve).trigger();
    PuzzleWindow& puzzles = h.window().parts().puzzles->puzzleWindow();
    CHECK(puzzles.isVisible());
    REQUIRE(puzzles.puzzle());
    CHECK(puzzles.puzzle()->variant == core::Variant::Polish);
    puzzles.close();
}

TEST_CASE("the puzzles help page says how to solve, how ratings work and how to add a collection", "[app][puzzles]")
{
    test::ensureApplication();
    const QString english = puzzleHelpText(QStringLiteral("en"));
    CHECK(english.contains(QStringLiteral("## Solving puzzles")));
    CHECK(english.contains(QStringLiteral("Glicko-2")));
    CHECK(english.contains(QStringLiteral("## Your own collections")));
    const QString czech = puzzleHelpText(QStringLiteral("cs"));
    CHECK(czech.contains(QStringLiteral("## Řešení úloh")));
    CHECK(czech.contains(QStringLiteral("Glicko-2")));
    CHECK(czech.contains(QStringLiteral("## Vlastní sbírky")));
}

TEST_CASE("a puzzle under the FMJD's rules is played on the board under them", "[app][puzzles]")
{
    PuzzleFixture f;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QFile file(dir.filePath(QStringLiteral("fmjd.pdn")));
    REQUIRE(file.open(QIODevice::WriteOnly));
    // The second puzzle above, tagged with the FMJD's rule set (docs/pdn.md).
    file.write("[FEN \"W:W33,38,42,43:B5,22,23\"]\n[Rules \"fmjd\"]\n[Puzzle \"fmjd-shot\"]\n"
               "[Goal \"material 1\"]\n[ProofDepth \"1\"]\n\n1. 33-28 22x33 2. 38x29x18 *\n");
    file.close();
    REQUIRE(f.window().openCollection(dir.filePath(QStringLiteral("fmjd.pdn"))));
    REQUIRE(f.window().puzzle());
    CHECK(f.window().puzzle()->rules == "fmjd");
    CHECK(f.window().controller().game().ruleSet() == rules::RuleSet::Fmjd);
    // The built-in puzzles carry no rule set: the original rules.
    REQUIRE(f.window().openCollection(f.collectionPath()));
    CHECK(f.window().controller().game().ruleSet() == rules::RuleSet::Original);
}

TEST_CASE("the puzzle window fits a window of 800x600 in English and in Czech", "[app][puzzles]")
{
    PuzzleFixture f;
    test::inEnglishAndCzech([&] {
        // The choosers stand beside the board, so a long collection's title
        // does not widen the window either.
        const QSize least = f.window().minimumSizeHint();
        CAPTURE(least.width(), least.height());
        CHECK(least.width() <= 800);
        CHECK(least.height() <= 600);
        f.window().resize(800, 600);
        QApplication::processEvents();
        CHECK(f.window().size() == QSize(800, 600));
    });
}
