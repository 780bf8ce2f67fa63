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
#include <QImage>
#include <QTest>

#include <catch2/catch.hpp>

using namespace draughts;
using app::MainWindow;
using app::WindowActions;
using app::test::Harness;

TEST_CASE("BoardView keeps squares square and inside the view at any window size", "[app][view]")
{
    Harness h;
    for (const QSize size : {QSize(1100, 760), QSize(700, 900), QSize(1400, 500)}) {
        h.window().resize(size);
        QApplication::processEvents();
        app::BoardView& view = h.boardView();
        const QRect a1 = view.visualRect(h.boardModel().index(9, 0));
        const QRect j10 = view.visualRect(h.boardModel().index(0, 9));
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
    h.action(WindowActions::Command::FlipBoard).setChecked(true);
    app::BoardView& view = h.boardView();
    const QRect a1 = view.visualRect(h.boardModel().index(9, 0));
    const QRect j10 = view.visualRect(h.boardModel().index(0, 9));
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
    h.window().resize(720, 540); // within the test screen, which a restored window must fit
    app::GameSetup setup;
    setup.variant = core::Variant::CornerCheckers;
    setup.rule = game::MissedCaptureRule::Compulsory;
    setup.whiteName = "Alice";
    h.window().startGame(setup);
    h.action(WindowActions::Command::SquareNames).setChecked(false);
    h.action(WindowActions::Command::FlipBoard).setChecked(true);
    h.action(WindowActions::Command::Sounds).setChecked(false);
    app::Preferences preferences = h.window().preferences();
    preferences.theme = "contrast";
    preferences.edgeCoordinates = true;
    preferences.volume = 35;
    h.window().setPreferences(preferences);
    CHECK_FALSE(h.boardView().squareNamesVisible());

    app::MainWindow next(&h.settings());
    const app::test::WindowFixture parts(&next);
    CHECK_FALSE(parts.boardView().squareNamesVisible());
    CHECK(parts.boardView().edgeCoordinatesOnNumberedBoards());
    // Flip Board belongs to the game it was chosen in: the next start turns
    // the board for its own game (two people here: White at the bottom).
    CHECK_FALSE(parts.boardView().isFlipped());
    CHECK(parts.boardView().themeId() == "contrast");
    CHECK_FALSE(parts.action(WindowActions::Command::Sounds).isChecked());
    CHECK(next.preferences().volume == 35);
    CHECK(parts.controller().game().variant() == core::Variant::CornerCheckers);
    CHECK(parts.controller().setup().rule == game::MissedCaptureRule::Compulsory);
    CHECK(app::Texts::player(parts.controller().setup(), core::Side::White) == "Alice");
    CHECK(next.size() == h.window().size());
}

TEST_CASE("The side panel counts each side's pieces", "[app][view]")
{
    Harness h;
    h.start(core::Variant::International, "W:W31,32,K50:B1,K2");
    CHECK(h.sidePanel().card(0).countText() == "2 men · 1 king");
    CHECK(h.sidePanel().card(1).countText() == "1 man · 1 king");
    CHECK(h.sidePanel().card(0).isActive());
    CHECK_FALSE(h.sidePanel().card(1).isActive());
}

TEST_CASE("Moves, captures and flips animate and then settle", "[app][view]")
{
    Harness h;
    app::BoardView& view = h.boardView();
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
    app::BoardView& view = h.boardView();
    view.setFocus();
    view.setCurrentIndex(h.boardModel().indexOfSquare(h.square("37")));
    QTest::keyClick(&view, Qt::Key_Space);
    CHECK(h.input().selected() == h.square("37"));
    // One press is one diagonal step: from c3 (37) up to d4 (32), the
    // neighbour on the right when both are as near.
    QTest::keyClick(&view, Qt::Key_Up);
    QTest::keyClick(&view, Qt::Key_Space);
    CHECK(h.lastText() == "37-32");
}

// On the 10x10 board the frame visits only the 50 playing squares. From d4
// (32), Up goes to e5 (28; c5, 27, is as near, and the right wins the tie),
// then to d6 (22), back to the column it keeps to, then to e7 (18): up the
// board in a zigzag. Along a row it steps over the light squares: g7 (19),
// then back to e7 and c7 (17); Home and End go to a7 (16) and i7 (20).
TEST_CASE("The keyboard frame steps from playing square to playing square", "[app][view]")
{
    Harness h;
    h.start(core::Variant::International);
    app::BoardView& view = h.boardView();
    view.setFocus();
    view.setCurrentIndex(h.boardModel().indexOfSquare(h.square("32")));
    auto at = [&] { return view.currentIndex().data(app::BoardRole::SquareNumber).toInt(); };
    std::vector<int> visited;
    for (Qt::Key key : {Qt::Key_Up, Qt::Key_Up, Qt::Key_Up, Qt::Key_Right, Qt::Key_Left, Qt::Key_Left, Qt::Key_Home,
                        Qt::Key_End, Qt::Key_Down}) {
        QTest::keyClick(&view, key);
        visited.push_back(at());
    }
    // Down from i7 (20, the row's end): j6 (25) and h6 (24) lie beside; i is
    // the column the walk keeps to since End, and j is to its right.
    CHECK(visited == std::vector<int>{28, 22, 18, 19, 18, 17, 16, 20, 25});
}

TEST_CASE("A crowning is announced in the status bar and to screen readers", "[app][view][accessibility]")
{
    Harness h;
    h.start(core::Variant::International, "W:W7:B40");
    h.clicks({"7", "2"});
    CHECK(h.status() == "White played 7-2. A new king on 2");
    CHECK(h.boardView().accessibleDescription() == h.status());
    // A man that only moves is not announced as crowned.
    h.clicks({"40", "45"});
    CHECK(h.status() == "Black played 40-45");
    CHECK(h.boardView().accessibleDescription() == "Black played 40-45");
}

TEST_CASE("Twenty vs Ten's barred piece is greyed out", "[app][view][twenty-vs-ten]")
{
    Harness h;
    h.start(core::Variant::TwentyVsTen);
    h.clicks({"6", "11"});
    REQUIRE(h.highlightAt("11") & app::Highlight::Barred);
    app::BoardView& view = h.boardView();
    const QImage board = view.viewport()->grab().toImage();
    const auto centre = [&](const std::string& square) {
        const QRect cell = view.visualRect(h.boardModel().indexOfSquare(h.square(square)));
        return board.pixelColor((QPointF(cell.center()) * board.devicePixelRatio()).toPoint());
    };
    const QColor barred = centre("11");
    const QColor free = centre("7");
    CAPTURE(barred.name(), free.name());
    // A black man is dark; the barred one is a light, colourless grey.
    CHECK(free.value() < 90);
    CHECK(barred.value() > 120);
    CHECK(barred.hsvSaturation() < 40);
}
