// The side panel at the usual window size (1100x760): in every game and
// every state a player meets in an evening (playing, a pending claim with
// its Why? text, a game opened from a file with its header, after Analyse
// Game with a move's verdict) all of it is in view, nothing needs the
// scroll bar, no text is cut, and the move list's column headers and
// result row read whole. Playing on does not move the move list.

#include "files/file_test_support.hpp"

#include "controller/game_controller.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"
#include "panel/why_box.hpp"
#include "players/human_input.hpp"
#include "players/player_seats.hpp"
#include "review/analysis_panel.hpp"
#include "review/game_analysis.hpp"
#include "review/move_list_model.hpp"
#include "review/review_navigator.hpp"
#include "window/window_actions.hpp"
#include "text/texts.hpp"

#include <draughts/engine/engine_task.hpp>

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::FileHarness;
using app::test::settle;

namespace {

QString describe(const QWidget& widget)
{
    return QStringLiteral("%1 \"%2\" %3x%4")
        .arg(QString::fromLatin1(widget.metaObject()->className()), widget.objectName())
        .arg(widget.width())
        .arg(widget.height());
}

// What is cut or out of view in the side panel: the panel must not scroll,
// every visible widget in it lies wholly inside the panel's viewport, every
// wrapped label has the height its text needs and every other label the
// width, and the move list's headers and result row are not elided.
QStringList cutParts(app::SidePanel& panel)
{
    QStringList problems;
    if (panel.verticalScrollBar()->maximum() > 0)
        problems << QStringLiteral("the panel scrolls by %1 px").arg(panel.verticalScrollBar()->maximum());
    const QRect view = panel.viewport()->rect();
    for (QWidget* widget : panel.content().findChildren<QWidget*>()) {
        if (!widget->isVisibleTo(&panel) || widget->isWindow() || widget->width() == 0)
            continue;
        const QRect at(widget->mapTo(panel.viewport(), QPoint(0, 0)), widget->size());
        const bool inTable = panel.moveTable().isAncestorOf(widget);
        if (!inTable && !view.contains(at))
            problems << describe(*widget) + QStringLiteral(" is not wholly in view");
        // A widget reaching past its parent's edge is cut there, in view or not.
        if (!inTable && widget->parentWidget() != &panel.content() &&
            !widget->parentWidget()->rect().contains(widget->geometry()))
            problems << describe(*widget) + QStringLiteral(" reaches out of %1").arg(describe(*widget->parentWidget()));
        const auto* label = qobject_cast<const QLabel*>(widget);
        if (!label || label->text().isEmpty())
            continue;
        if (label->wordWrap() && label->height() < label->heightForWidth(label->width()))
            problems << describe(*label) + QStringLiteral(" cuts \"%1\"").arg(label->text());
        if (!label->wordWrap() && label->width() < label->minimumSizeHint().width())
            problems << describe(*label) + QStringLiteral(" cuts \"%1\"").arg(label->text());
    }
    QTableView& table = panel.moveTable();
    const QHeaderView& header = *table.horizontalHeader();
    const QAbstractItemModel& model = *table.model();
    for (int column = 0; column < model.columnCount(); ++column) {
        const QString text = model.headerData(column, Qt::Horizontal).toString();
        const int needs = QFontMetrics(header.font()).horizontalAdvance(text) + 12; // the section's padding
        if (header.sectionSize(column) < needs)
            problems << QStringLiteral("the header \"%1\" is %2 wide but needs %3")
                            .arg(text)
                            .arg(header.sectionSize(column))
                            .arg(needs);
    }
    // A list scrolled to its end shows whole rows, none half hidden under the headers.
    if (const int top = table.rowAt(0); top >= 0 && table.visualRect(model.index(top, 0)).top() < 0)
        problems << QStringLiteral("the move list's top row %1 is cut under its headers").arg(top + 1);
    const app::MoveListModel& moves = dynamic_cast<const app::MoveListModel&>(model);
    if (const int row = moves.resultRow(); row >= 0) {
        const QModelIndex index = model.index(row, app::MoveListModel::WhiteColumn);
        const QString text = index.data().toString();
        const int room = table.visualRect(index).width();
        if (QFontMetrics(table.font()).horizontalAdvance(text) + 8 > room)
            problems << QStringLiteral("the result row \"%1\" does not fit %2 px").arg(text).arg(room);
        const bool lastShown = moves.lastMoveIndex().row() + 1 == row;
        if (lastShown && !table.viewport()->rect().contains(table.visualRect(index)))
            problems << QStringLiteral("the result row \"%1\" is cut at the list's foot").arg(text);
    }
    return problems;
}

// Plays `plies` legal moves chosen by a fixed rule (fewer if the game ends).
void playSome(FileHarness& h, int plies)
{
    for (int i = 0; i < plies; ++i) {
        const game::Game& game = h.controller().game();
        if (game.result().isOver())
            return;
        const auto& moves = game.legalMoves();
        if (moves.empty())
            return;
        REQUIRE(h.input().playNotation(app::Texts::move(game, moves[static_cast<std::size_t>(i * 5) % moves.size()])));
    }
}

void analyse(FileHarness& h)
{
    app::GameAnalysis& analysis = h.analysis().analysis();
    engine::SearchLimits limits;
    limits.depth = 1;
    analysis.setLimits(limits);
    QSignalSpy finished(&analysis, &app::GameAnalysis::finished);
    h.analysis().action(app::AnalysisPanel::Command::Analyse).trigger();
    REQUIRE((finished.count() == 1 || finished.wait(60000)));
}

void checkFits(FileHarness& h, const char* state)
{
    settle();
    CAPTURE(state);
    const QStringList problems = cutParts(h.sidePanel());
    CAPTURE(problems.join(QLatin1Char('\n')));
    CHECK(problems.isEmpty());
}

} // namespace

TEST_CASE("At 1100x760 the side panel shows all of every game's states without scrolling or cutting",
          "[app][layout][fit]")
{
    FileHarness h;
    QTemporaryDir dir;
    h.window().resize(1100, 760);
    for (const core::Variant variant : core::allVariants) {
        CAPTURE(core::variantName(variant));
        app::GameSetup setup;
        setup.variant = variant;
        setup.rule = game::MissedCaptureRule::Forfeit;
        setup.timeControl = {600, 5};
        setup.whiteName = QString::fromUtf8("Alexandra Nováková");
        setup.blackName = QString::fromUtf8("Bartoloměj Šťastný");
        h.window().startGame(setup);
        playSome(h, 12);
        checkFits(h, "playing");

        // Saved and opened again: the file's header above the moves.
        const QString path = dir.filePath(QStringLiteral("%1.pdn").arg(static_cast<int>(variant)));
        REQUIRE(h.doc().saveTo(path));
        REQUIRE(h.doc().openFile(path));
        REQUIRE_FALSE(h.review().tagsText().isEmpty());
        checkFits(h, "opened from a file");

        analyse(h);
        h.review().first();
        h.review().next();
        settle();
        REQUIRE_FALSE(h.analysis().verdictText().isEmpty());
        checkFits(h, "after Analyse Game, a move's verdict shown");
        h.review().last();
        checkFits(h, "after Analyse Game, the last move shown");
    }
}

TEST_CASE("At 1100x760 a pending claim with its Why? text fits the side panel", "[app][layout][fit]")
{
    FileHarness h;
    h.window().resize(1100, 760);
    h.start(core::Variant::International, "W:W27,37:B22,12");
    h.clicks({"37", "32"}); // White misses 27x18: Black may claim
    settle();
    REQUIRE(h.whyBox().text().count(QLatin1Char('\n')) >= 2);
    checkFits(h, "a claim pending");
}

TEST_CASE("At 1100x760 a finished game shows its result row whole under the last move", "[app][layout][fit]")
{
    FileHarness h;
    h.window().resize(1100, 760);
    h.start(core::Variant::International, "W:W28:B17", game::MissedCaptureRule::Compulsory);
    h.clicks({"28", "22"});
    h.clicks({"17", "28"}); // White's last man is taken: Black wins
    REQUIRE(h.controller().game().result().isOver());
    REQUIRE(h.moveListModel().resultRow() >= 0);
    checkFits(h, "the game over");
    // The draw counter has nothing left to count.
    CHECK(h.sidePanel().drawCounterText().isEmpty());
}

TEST_CASE("Playing on moves nothing in the side panel", "[app][layout][fit]")
{
    FileHarness h;
    h.window().resize(1100, 760);
    for (const core::Variant variant : core::allVariants) {
        CAPTURE(core::variantName(variant));
        app::GameSetup setup;
        setup.variant = variant;
        setup.timeControl = {600, 5};
        // Names long enough to wrap beside the "to move" badge, were it not kept room for.
        setup.whiteName = QString::fromUtf8("Horáková, Jana");
        setup.blackName = QString::fromUtf8("Kowalski, Tomasz");
        h.window().startGame(setup);
        settle();
        QTableView& table = h.sidePanel().moveTable();
        const QRect before(table.mapTo(&h.window(), QPoint(0, 0)), table.size());
        for (int ply = 1; ply <= 8; ++ply) {
            playSome(h, 1);
            settle();
            CAPTURE(ply, h.sidePanel().turnText(), h.whyBox().text());
            CHECK(QRect(table.mapTo(&h.window(), QPoint(0, 0)), table.size()) == before);
        }
    }
}

// Two computers' game: stepping back pauses play, and the status box says
// so in two lines under the turn, the counter and its bar; the box grows to
// hold them at every step, whoever is to move in the position shown.
TEST_CASE("At 1100x760 a computers' game paused while stepping back shows the pause whole", "[app][layout][fit][pause]")
{
    FileHarness h;
    h.window().resize(1100, 760);
    app::PlayerSeats::ComputerTiming timing;
    timing.seed = 20261202;
    timing.pause = std::chrono::milliseconds{0};
    timing.demoPause = std::chrono::milliseconds{0};
    timing.moveTime = std::chrono::milliseconds{200};
    h.seats().setComputerTiming(timing);
    app::GameSetup setup;
    setup.players = {app::PlayerChoice::computer(1), app::PlayerChoice::computer(1)};
    h.window().startGame(setup);
    QSignalSpy played(&h.controller(), &app::GameController::actionPlayed);
    while (h.historyLength() < 8)
        REQUIRE(played.wait(20000));
    SECTION("paused first")
    {
        h.action(app::WindowActions::Command::Pause).trigger();
        REQUIRE(h.sidePanel().pausedText() == "Play is paused. Press P to resume.");
        checkFits(h, "paused");
    }
    SECTION("paused by the step back") {}
    for (int step = 1; step <= 4; ++step) {
        QTest::mouseClick(&h.review().button(1), Qt::LeftButton); // Previous
        REQUIRE(h.controller().paused());
        REQUIRE(h.sidePanel().pausedText() == "Play is paused. Press P to resume from the latest position.");
        CAPTURE(step, h.sidePanel().turnText(), h.whyBox().text());
        checkFits(h, "paused while stepping back");
    }
}

// The fullest the panel gets: a saved Twenty vs Ten game with its header,
// analysed, showing Black's second move, where the Why? box explains both
// the piece that may not move again and the capture that is due, a marked
// move's verdict under the graph, and a name that wraps on its card.
TEST_CASE("At 1100x760 an analysed Twenty vs Ten game at Black's second move fits the side panel", "[app][layout][fit]")
{
    FileHarness h;
    h.window().resize(1100, 760);
    REQUIRE(h.doc().openFile(QStringLiteral(DRAUGHTS_APP_DATA "/screenshots/twenty-vs-ten.pdn")));
    analyse(h);
    h.controller().reviewControl().showPly(22);
    settle();
    REQUIRE(h.whyBox().text().contains(QStringLiteral("must be made with another piece")));
    REQUIRE(h.whyBox().text().contains(QStringLiteral("A capture is compulsory")));
    REQUIRE_FALSE(h.analysis().verdictText().isEmpty());
    checkFits(h, "analysed, Black's second move shown");
}
