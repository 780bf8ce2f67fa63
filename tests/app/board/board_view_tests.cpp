// BoardView: geometry, flipping and the mouse.

#include "app_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "players/human_input.hpp"
#include "text/texts.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"

#include <QAction>
#include <QTest>

#include <catch2/catch.hpp>

using namespace draughts;
using app::MainWindow;
using app::test::Harness;

TEST_CASE("BoardView keeps squares square and inside the view at any window size", "[app][view]")
{
    Harness h;
    for (const QSize size : {QSize(1100, 760), QSize(700, 900), QSize(1400, 500)}) {
        h.window().resize(size);
        QApplication::processEvents();
        app::BoardView& view = h.window().boardView();
        const QRect a1 = view.visualRect(h.window().boardModel().index(9, 0));
        const QRect j10 = view.visualRect(h.window().boardModel().index(0, 9));
        CHECK(a1.width() == a1.height());
        CHECK(a1.width() >= 20);
        CHECK(view.viewport()->rect().contains(a1));
        CHECK(view.viewport()->rect().contains(j10));
        CHECK(j10.top() < a1.top());
    }
}

TEST_CASE("Flipping the board turns it and the side panel, and clicks still find their squares", "[app][view]")
{
    Harness h;
    h.start(core::Variant::Polish);
    h.window().action(MainWindow::Command::FlipBoard).setChecked(true);
    app::BoardView& view = h.window().boardView();
    const QRect a1 = view.visualRect(h.window().boardModel().index(9, 0));
    const QRect j10 = view.visualRect(h.window().boardModel().index(0, 9));
    CHECK(a1.top() < j10.top());
    CHECK(a1.left() > j10.left());
    h.clicks({"37", "32"});
    CHECK(h.lastText() == "37-32");
}

TEST_CASE("Dropping a piece on a square it cannot reach explains why and moves nothing", "[app][view]")
{
    Harness h;
    h.start(core::Variant::Polish);
    h.drag("37", "41");
    CHECK(h.historyLength() == 0);
    CHECK(h.status() == "That square is occupied");
    h.drag("37", "31");
    CHECK(h.lastText() == "37-31");
}

TEST_CASE("The window remembers the last game and the view options", "[app][view]")
{
    Harness h;
    app::GameSetup setup;
    setup.variant = core::Variant::CornerCheckers;
    setup.rule = game::MissedCaptureRule::Compulsory;
    setup.whiteName = "Alice";
    h.window().startGame(setup);
    h.window().action(MainWindow::Command::SquareNumbers).setChecked(true);
    h.window().action(MainWindow::Command::Coordinates).setChecked(false);
    h.window().action(MainWindow::Command::FlipBoard).setChecked(true);
    CHECK(h.window().boardView().squareNumbersVisible());
    CHECK_FALSE(h.window().boardView().coordinatesVisible());

    app::MainWindow next(&h.settings());
    CHECK(next.boardView().squareNumbersVisible());
    CHECK_FALSE(next.boardView().coordinatesVisible());
    CHECK(next.boardView().isFlipped());
    CHECK(next.controller().game().variant() == core::Variant::CornerCheckers);
    CHECK(next.controller().setup().rule == game::MissedCaptureRule::Compulsory);
    CHECK(app::Texts::player(next.controller().setup(), core::Side::White) == "Alice");
    CHECK(next.size() == h.window().size());
}

TEST_CASE("The side panel counts each side's pieces", "[app][view]")
{
    Harness h;
    h.start(core::Variant::International, "W:W31,32,K50:B1,K2");
    CHECK(h.window().sidePanel().card(0).countText() == "2 men · 1 king");
    CHECK(h.window().sidePanel().card(1).countText() == "1 man · 1 king");
    CHECK(h.window().sidePanel().card(0).isActive());
    CHECK_FALSE(h.window().sidePanel().card(1).isActive());
}

TEST_CASE("Moves, captures and flips animate and then settle", "[app][view]")
{
    Harness h;
    app::BoardView& view = h.window().boardView();
    view.setAnimationsEnabled(true);
    h.start(core::Variant::International, "W:W27:B22,12,5");
    h.clicks({"27", "7"});
    CHECK(view.isAnimating());
    CHECK(QTest::qWaitFor([&] { return !view.isAnimating(); }, 3000));
    CHECK(h.fen() == "B:W7:B5");

    h.start(core::Variant::ToTheLastMan, "W:Wc3,g3:Bd4,a7");
    h.clicks({"g3", "h4", "c3"}); // a missed capture, then Black's claim turns c3 over
    CHECK(view.isAnimating());
    CHECK(QTest::qWaitFor([&] { return !view.isAnimating(); }, 3000));
    CHECK(h.lastText() == "~c3");
    view.setAnimationsEnabled(false);
}

TEST_CASE("The keyboard moves a cursor over the board and Space clicks", "[app][view]")
{
    Harness h;
    h.start(core::Variant::Polish);
    app::BoardView& view = h.window().boardView();
    view.setFocus();
    view.setCurrentIndex(h.window().boardModel().indexOfSquare(h.square("37")));
    QTest::keyClick(&view, Qt::Key_Space);
    CHECK(h.window().input().selected() == h.square("37"));
    QTest::keyClick(&view, Qt::Key_Up);
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Space);
    CHECK(h.lastText() == "37-32");
}
