// The window at small sizes and large scales: the board gets the room
// first, the side panel scrolls instead of squeezing, nothing lies outside
// the widget that holds it, no wrapped text is cut, and the move shown
// stays in view. The ctest entry "app: the layout at twice the scale" runs
// these cases again under QT_SCALE_FACTOR=2.

#include "app_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_painter.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"
#include "panel/why_box.hpp"
#include "players/human_input.hpp"
#include "review/review_navigator.hpp"
#include "settings/language.hpp"
#include "startup/look.hpp"
#include "text/texts.hpp"
#include "review/move_list_model.hpp"
#include "review/analysis_panel.hpp"
#include "review/game_analysis.hpp"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolButton>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace draughts;
using app::test::Harness;
using app::test::settle;

namespace {

QString nameOf(const QWidget* widget)
{
    return QStringLiteral("%1 \"%2\"")
        .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName());
}

// Every visible widget inside `top` lies within its parent (a scroll area's
// content only across: it scrolls up and down), and every visible wrapped
// label has the height its text needs at its width.
QStringList layoutProblems(QWidget& top)
{
    QStringList problems;
    for (QWidget* widget : top.findChildren<QWidget*>()) {
        if (!widget->isVisibleTo(&top) || widget->isWindow())
            continue;
        const QWidget* parent = widget->parentWidget();
        const auto* area = parent ? qobject_cast<const QAbstractScrollArea*>(parent->parentWidget()) : nullptr;
        const bool scrolled = area && parent == area->viewport();
        const QRect inside = parent->rect();
        const QRect at = widget->geometry();
        const bool fits = scrolled ? at.left() >= 0 && at.right() <= inside.right() : inside.contains(at);
        if (!fits)
            problems << QStringLiteral("%1 at %2,%3 %4x%5 lies outside %6 (%7x%8)")
                            .arg(nameOf(widget))
                            .arg(at.x())
                            .arg(at.y())
                            .arg(at.width())
                            .arg(at.height())
                            .arg(nameOf(parent))
                            .arg(inside.width())
                            .arg(inside.height());
        if (const auto* label = qobject_cast<const QLabel*>(widget);
            label && label->wordWrap() && !label->text().isEmpty() &&
            label->height() < label->heightForWidth(label->width()))
            problems << QStringLiteral("%1 \"%2\" is %3 high but needs %4")
                            .arg(nameOf(label), label->text())
                            .arg(label->height())
                            .arg(label->heightForWidth(label->width()));
    }
    return problems;
}

// Whether the move shown is on screen: inside the move list's viewport and
// inside the visible part of the side panel.
bool currentMoveVisible(app::MainWindow& window)
{
    const app::test::WindowFixture parts(&window);
    const QModelIndex current = parts.moveListModel().lastMoveIndex();
    if (!current.isValid())
        return false;
    QTableView& table = parts.sidePanel().moveTable();
    const QRect cell = table.visualRect(current);
    if (!table.viewport()->rect().contains(cell))
        return false;
    app::SidePanel& panel = parts.sidePanel();
    const QRect inPanel(table.viewport()->mapTo(panel.viewport(), cell.topLeft()), cell.size());
    return panel.viewport()->rect().contains(inPanel);
}

// A Polish game of 24 actions, long enough for the move list to scroll:
// each time one of the legal moves, chosen by a fixed rule.
void playLongGame(Harness& h)
{
    h.start(core::Variant::Polish, {}, game::MissedCaptureRule::Compulsory);
    for (std::size_t i = 0; i < 24; ++i) {
        const game::Game& game = h.controller().shown();
        REQUIRE_FALSE(game.result().isOver());
        const core::MoveList& moves = game.legalMoves();
        REQUIRE(h.input().playNotation(app::Texts::move(game, moves[(i * 7) % moves.size()])));
    }
}

// The smallest window laid out here: the least one, or where the screen is
// smaller than that (its room is the window's limit: the ctest entry at twice
// the scale) 500x400, larger than the screen.
// A window height at which the side panel holds everything while the move
// list of playLongGame scrolls (its 12 rows do not fit).
constexpr int ListScrollsHeight = 700;

QSize smallest(const app::MainWindow& window) { return window.minimumSize().expandedTo(QSize(500, 400)); }

} // namespace

TEST_CASE("At the least size the board comes first and the panel scrolls with the move shown in view", "[app][layout]")
{
    Harness h;
    playLongGame(h);
    h.window().resize(smallest(h.window()));
    settle();
    CAPTURE(h.window().size().width(), h.window().size().height());
    CHECK(h.window().width() <= std::max(app::MainWindow::leastWidth, 500));
    CHECK(h.window().height() <= std::max(app::MainWindow::leastHeight, 400));
    const QStringList problems = layoutProblems(h.window());
    CAPTURE(problems.join(QLatin1Char('\n')));
    CHECK(problems.isEmpty());
    // The board is not smaller than the panel beside it.
    CHECK(h.boardView().width() >= h.sidePanel().width());
    // The turn card and the move list keep their size: the panel scrolls instead.
    CHECK(h.sidePanel().moveTable().height() >= 5 * h.sidePanel().moveTable().verticalHeader()->defaultSectionSize());
    CHECK(currentMoveVisible(h.window()));
    h.review().first();
    h.review().next();
    settle();
    CHECK(currentMoveVisible(h.window()));
}

TEST_CASE("Every game fits the least window and the usual size, with clocks and names too", "[app][layout]")
{
    Harness h;
    for (const QSize size : {smallest(h.window()), QSize(1100, 760)})
        for (core::Variant variant : core::allVariants)
            for (const bool clocks : {false, true}) {
                CAPTURE(core::variantName(variant), size.width(), size.height(), clocks);
                app::GameSetup setup;
                setup.variant = variant;
                if (clocks) {
                    setup.timeControl = {600, 5};
                    setup.whiteName = QStringLiteral("Jana");
                    setup.blackName = QStringLiteral("Petr");
                }
                h.window().startGame(setup);
                h.window().resize(size);
                settle();
                const QStringList problems = layoutProblems(h.window());
                CAPTURE(problems.join(QLatin1Char('\n')));
                CHECK(problems.isEmpty());
            }
}

TEST_CASE("At the usual size a pending claim cuts no text and squeezes no move list", "[app][layout]")
{
    Harness h;
    playLongGame(h);
    h.start(core::Variant::International, "W:W27,37:B22,12");
    h.clicks({"37", "32"}); // White misses 27x18: Black may claim
    settle();
    REQUIRE_FALSE(h.whyBox().text().isEmpty());
    const QStringList problems = layoutProblems(h.window());
    CAPTURE(problems.join(QLatin1Char('\n')));
    CHECK(problems.isEmpty());
    CHECK(h.sidePanel().moveTable().height() >= 5 * h.sidePanel().moveTable().verticalHeader()->defaultSectionSize());
    CHECK(currentMoveVisible(h.window()));
}

TEST_CASE("The window opens within the screen, no smaller than it can be used", "[app][layout]")
{
    app::test::ensureApplication();
    app::MainWindow window(nullptr);
    const QRect available = window.screen()->availableGeometry();
    CAPTURE(available.width(), available.height(), window.width(), window.height());
    CHECK(window.width() <= available.width());
    CHECK(window.height() <= available.height());
    CHECK(available.contains(window.geometry().topLeft()));
    // As small as is usable, unless the screen is smaller still.
    CHECK(window.minimumWidth() >= std::min(app::MainWindow::leastWidth, available.width() - 16));
    CHECK(window.minimumHeight() >= std::min(app::MainWindow::leastHeight, available.height() - 48));
}

TEST_CASE("The window refuses a size at which the square numbers would cover the pieces", "[app][layout]")
{
    Harness h;
    // On a screen with less room the window may be as large as the screen ("opens within the screen").
    const QSize room = h.window().screen()->availableGeometry().size() - QSize(16, 48);
    const QSize least = QSize(app::MainWindow::leastWidth, app::MainWindow::leastHeight).boundedTo(room);
    CAPTURE(room.width(), room.height());
    h.window().resize(400, 300);
    settle();
    CHECK(h.window().size() == least.expandedTo(QSize(400, 300)));
    h.window().resize(200, 150);
    settle();
    CHECK(h.window().size() == least);
    if (least != QSize(app::MainWindow::leastWidth, app::MainWindow::leastHeight))
        return; // the screen is smaller than the least window: nothing more to see here
    // At the least size every numbered board keeps its numbers in their corners, and the panel is whole.
    for (core::Variant variant : core::allVariants) {
        CAPTURE(core::variantName(variant));
        app::GameSetup setup;
        setup.variant = variant;
        h.window().startGame(setup);
        settle();
        const int cell = h.boardView().visualRect(h.boardModel().index(0, 0)).width();
        CAPTURE(cell);
        CHECK(cell >= app::BoardPainter::leastNumberedCell);
        CHECK(h.sidePanel().width() >= app::MainWindow::panelWidthLeast);
        const QStringList problems = layoutProblems(h.window());
        CAPTURE(problems.join(QLatin1Char('\n')));
        CHECK(problems.isEmpty());
    }
}

TEST_CASE("A window given its size before it is shown lays out as well", "[app][layout]")
{
    app::test::ensureApplication();
    for (core::Variant variant : core::allVariants) {
        CAPTURE(core::variantName(variant));
        app::MainWindow window(nullptr);
        app::GameSetup setup;
        setup.variant = variant;
        window.startGame(setup);
        window.resize(700, 500);
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        settle();
        const QStringList problems = layoutProblems(window);
        CAPTURE(problems.join(QLatin1Char('\n')));
        CHECK(problems.isEmpty());
    }
}

TEST_CASE("The to-move badge never covers or cuts a player's name", "[app][layout]")
{
    Harness h;
    app::GameSetup setup;
    setup.variant = core::Variant::TwentyVsTen;
    setup.whiteName = QString::fromUtf8("Alexandra Nováková-Dvořáková");
    setup.blackName = QString::fromUtf8("Bartoloměj Maximilián Šťastný");
    h.window().startGame(setup);
    for (const QSize size : {QSize(1100, 760), smallest(h.window())}) {
        CAPTURE(size.width());
        h.window().resize(size);
        settle();
        app::PlayerCard& black = h.sidePanel().card(1);
        const auto* name = black.findChild<QLabel*>(QStringLiteral("playerName"));
        const auto* badge = black.findChild<QLabel*>(QStringLiteral("toMoveBadge"));
        REQUIRE(name);
        REQUIRE(badge);
        CHECK(name->text() == QString::fromUtf8("Bartoloměj Maximilián Šťastný (Black)"));
        CHECK(name->height() >= name->heightForWidth(name->width()));
        CHECK(black.rect().contains(name->geometry()));
        if (black.badgeShown())
            CHECK_FALSE(badge->geometry().intersects(name->geometry()));
        const QStringList problems = layoutProblems(h.window());
        CAPTURE(problems.join(QLatin1Char('\n')));
        CHECK(problems.isEmpty());
    }
    // Where it fits, the badge says which half of Black's turn is due.
    h.window().resize(1100, 760);
    settle();
    CHECK(h.sidePanel().card(1).badgeShown());
}

TEST_CASE("A card's counts share a line where it holds them, and take a line each where it does not", "[app][layout]")
{
    // Czech's "12 kamenů · 0 kamenů v ruce" is long enough to need two lines
    // in a small window; a wrapped line must not end in a dangling " ·".
    app::test::ensureApplication();
    REQUIRE(app::Language::install(app::Language::Czech));
    {
        Harness h;
        h.start(core::Variant::ToTheLastMan);
        bool sawOneLine = false;
        bool sawTwoLines = false;
        for (const QSize size : {smallest(h.window()), QSize(1100, 760), QSize(1600, 1000)}) {
            CAPTURE(size.width(), size.height());
            h.window().resize(size);
            settle();
            const app::PlayerCard& white = h.sidePanel().card(0);
            const auto* counts = white.findChild<QLabel*>(QStringLiteral("pieceCounts"));
            REQUIRE(counts);
            CHECK(white.countText() == QString::fromUtf8("12 kamenů · 0 kamenů v ruce"));
            const QString oneLine = QString(white.countText()).replace(QLatin1Char(' '), QChar(QChar::Nbsp));
            const bool fits = counts->fontMetrics().horizontalAdvance(oneLine) <= counts->contentsRect().width();
            CAPTURE(counts->text(), counts->width());
            CHECK(white.countLines() == (fits ? 1 : 2));
            CHECK_FALSE(counts->text().contains(QStringLiteral("·\n")));
            CHECK(counts->height() >= counts->heightForWidth(counts->width()));
            (fits ? sawOneLine : sawTwoLines) = true;
        }
        CHECK(sawOneLine);
        CHECK(sawTwoLines);
    }
    app::Language::install(app::Language::English);
}

TEST_CASE("A card's thinking line wraps on a narrow panel instead of widening it", "[app][layout]")
{
    Harness h;
    app::GameSetup setup;
    setup.variant = core::Variant::Polish;
    setup.blackName = QStringLiteral("Computer, level 8");
    h.window().startGame(setup);
    for (const QSize size : {QSize(800, 600), smallest(h.window())}) {
        CAPTURE(size.width(), size.height());
        h.window().resize(size);
        settle();
        // Where the badge has no room, the card says it in a line of its own.
        h.sidePanel().card(1).setThinking(app::Texts::thinking(16));
        settle();
        const auto* thinking = h.sidePanel().card(1).findChild<QLabel*>(QStringLiteral("thinking"));
        REQUIRE(thinking);
        CHECK(thinking->isVisibleTo(&h.window()) != h.sidePanel().card(1).badgeShown());
        const QStringList problems = layoutProblems(h.window());
        CAPTURE(problems.join(QLatin1Char('\n')));
        CHECK(problems.isEmpty());
        h.sidePanel().card(1).setThinking(QString());
    }
}

TEST_CASE("The move shown stays in view when a hint or the analysis takes room from the move list", "[app][layout]")
{
    Harness h;
    playLongGame(h); // 24 actions: 12 rows of the move list
    // A window low enough for the list to scroll, high enough for the panel
    // not to: the hint and the analysis take their room from the list.
    h.window().resize(1100, ListScrollsHeight);
    settle();
    QTableView& table = h.sidePanel().moveTable();
    app::SidePanel& panel = h.sidePanel();
    REQUIRE(table.verticalScrollBar()->maximum() > 0);
    REQUIRE(panel.verticalScrollBar()->maximum() == 0);
    REQUIRE(currentMoveVisible(h.window()));

    // A hint of several lines, at the latest move (the last row).
    const QString hint = QStringLiteral("A hint long enough to wrap over several lines of the side panel, so that "
                                        "the move list under it loses a row or two of its height, and with them "
                                        "the latest move unless the list scrolls to it again");
    const int before = table.viewport()->height();
    panel.setHintText(hint);
    settle();
    REQUIRE(table.viewport()->height() < before);
    CHECK(currentMoveVisible(h.window()));

    // A move in the middle of the game, shown at the list's lower edge, then the hint.
    panel.setHintText({});
    settle();
    h.review().last();
    for (int i = 0; i < 9; ++i)
        h.review().previous();
    settle();
    REQUIRE(currentMoveVisible(h.window()));
    table.scrollTo(h.moveListModel().lastMoveIndex(), QAbstractItemView::PositionAtBottom);
    panel.setHintText(hint);
    settle();
    CHECK(currentMoveVisible(h.window()));

    // Analyse Game shows its summary and graph above the list.
    panel.setHintText({});
    h.review().last();
    settle();
    const int beforeAnalysis = table.viewport()->height();
    app::GameAnalysis& analysis = h.analysis().analysis();
    engine::SearchLimits depthOne;
    depthOne.depth = 1;
    analysis.setLimits(depthOne);
    QSignalSpy finished(&analysis, &app::GameAnalysis::finished);
    analysis.start();
    REQUIRE((finished.count() == 1 || finished.wait(60000)));
    settle();
    REQUIRE(table.viewport()->height() < beforeAnalysis);
    CHECK(currentMoveVisible(h.window()));
}

// Issue: at 800x600 the side panel scrolls, and after a move the card of
// the side to move used to scroll out of sight. At 800x600 and at the least
// size the window is made for (MainWindow::leastWidth x leastHeight; on a
// screen smaller than that it allows less, and the panel then scrolls past
// what does not fit), after every move of a game, the card of the side to
// move and the step buttons under the moves are wholly in view.
TEST_CASE("On a small window the card of the side to move and the step buttons stay in view", "[app][layout]")
{
    auto checkInView = [](Harness& h) {
        app::SidePanel& panel = h.sidePanel();
        const QRect view = panel.viewport()->rect();
        auto inView = [&](const QWidget& widget) {
            return view.contains(QRect(widget.mapTo(panel.viewport(), QPoint(0, 0)), widget.size()));
        };
        const int side = h.controller().game().sideToMove() == core::Side::White ? 0 : 1;
        const QRect card(panel.card(side).mapTo(panel.viewport(), QPoint(0, 0)), panel.card(side).size());
        CAPTURE(side, card.top(), card.bottom(), view.height(), panel.verticalScrollBar()->value());
        CHECK(inView(panel.card(side)));
        CHECK(inView(h.review().button(0)));
        CHECK(inView(h.review().button(3)));
    };
    Harness h;
    for (const QSize size : {QSize(800, 600), QSize(app::MainWindow::leastWidth, app::MainWindow::leastHeight)}) {
        CAPTURE(size.width(), size.height());
        h.window().resize(size);
        h.start(core::Variant::Polish, {}, game::MissedCaptureRule::Compulsory);
        settle();
        checkInView(h);
        for (std::size_t i = 0; i < 16; ++i) {
            const game::Game& game = h.controller().game();
            REQUIRE_FALSE(game.result().isOver());
            const core::MoveList& moves = game.legalMoves();
            REQUIRE(h.input().playNotation(app::Texts::move(game, moves[(i * 5) % moves.size()])));
            settle();
            CAPTURE(i);
            checkInView(h);
        }
    }
    // International under the original text's rules with White to move (its
    // status card shows the 30-move count, so the panel is taller than 600
    // pixels hold): White's card, at the bottom, is in view before any move,
    // and when a new game follows a move that had scrolled Black's card at
    // the top into view.
    app::GameSetup whiteFirst;
    whiteFirst.variant = core::Variant::International;
    const auto whiteToMove = notation::readFen(core::Variant::International, "W:W31-50:B1-20");
    REQUIRE(whiteToMove);
    whiteFirst.start = *whiteToMove;
    // As at start-up: in the program's own look, the game set up before
    // the window is shown.
    app::applyLook(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    Harness fresh;
    fresh.window().hide();
    fresh.window().startGame(whiteFirst);
    fresh.window().resize(800, 600);
    fresh.window().show();
    REQUIRE(QTest::qWaitForWindowExposed(&fresh.window()));
    settle();
    checkInView(fresh);
    const game::Game& started = fresh.controller().game();
    REQUIRE(fresh.input().playNotation(app::Texts::move(started, started.legalMoves()[0])));
    settle();
    checkInView(fresh);
    fresh.window().startGame(whiteFirst);
    settle();
    checkInView(fresh);
}
