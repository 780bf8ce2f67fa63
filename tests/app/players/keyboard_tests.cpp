// Playing by keyboard alone: arrow keys move the cursor, Space and Enter act.

#include "app_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_roles.hpp"
#include "board/board_theme.hpp"
#include "board/board_view.hpp"
#include <QImage>
#include "board/highlights.hpp"
#include "controller/game_controller.hpp"
#include "players/human_input.hpp"
#include "panel/claim_banner.hpp"
#include "panel/side_panel.hpp"
#include "panel/why_box.hpp"

#include <QAction>
#include <QPushButton>
#include <QTableView>
#include <QTest>

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

namespace {

// Walks the cursor to `square` with the arrow keys, then presses `key`.
void press(Harness& h, const std::string& square, Qt::Key key = Qt::Key_Space)
{
    app::BoardView& view = h.boardView();
    const QModelIndex target = h.boardModel().indexOfSquare(h.square(square));
    REQUIRE(target.isValid());
    for (int guard = 0; guard < 40 && view.currentIndex() != target; ++guard) {
        const QModelIndex at = view.currentIndex();
        if (!at.isValid())
            QTest::keyClick(&view, Qt::Key_Right);
        else if (at.row() > target.row())
            QTest::keyClick(&view, Qt::Key_Up);
        else if (at.row() < target.row())
            QTest::keyClick(&view, Qt::Key_Down);
        else if (at.column() < target.column())
            QTest::keyClick(&view, Qt::Key_Right);
        else
            QTest::keyClick(&view, Qt::Key_Left);
    }
    CAPTURE(view.currentIndex().row(), view.currentIndex().column(), target.row(), target.column());
    REQUIRE(view.currentIndex() == target);
    QTest::keyClick(&view, key);
}

} // namespace

TEST_CASE("To the Last Man played with the keyboard alone, claim included", "[app][keyboard][lastman]")
{
    Harness h;
    // White misses a capture; Black claims the offender with the keyboard.
    h.start(core::Variant::ToTheLastMan, "W:Wc3,g3:Bd4,a7");
    h.boardView().setFocus();
    press(h, "g3");
    press(h, "h4", Qt::Key_Return);
    CHECK(h.highlights().claimable() != 0);
    press(h, "c3"); // the claim turns c3 over to Black
    CHECK(h.lastText() == "~c3");

    // A whole game: White captures d4 (it turns white), Black steps, White takes the last black stone.
    h.start(core::Variant::ToTheLastMan, "W:Wc3:Bd4,g7");
    h.boardView().setFocus();
    press(h, "c3");
    press(h, "e5", Qt::Key_Return);
    CHECK(h.fen() == "B:We5,d4:Bg7:Cd4=1");
    press(h, "g7");
    press(h, "f6", Qt::Key_Enter);
    press(h, "e5");
    press(h, "g7");
    CHECK(h.historyLength() == 3);
    CHECK(h.result() == "White wins: Black has no pieces left");
}

TEST_CASE("A stone from hand is placed with the keyboard", "[app][keyboard][lastman]")
{
    Harness h;
    h.start(core::Variant::ToTheLastMan, "W:Wc7:Bh4");
    h.boardView().setFocus();
    press(h, "c7");
    press(h, "b8"); // the far row: the stone goes to White's hand
    press(h, "h4");
    press(h, "g3");
    CHECK(h.highlightAt("c1") & app::Highlight::PlacementTarget);
    press(h, "c1");
    CHECK(h.lastText() == "@c1");
    press(h, "c1");
    press(h, "d2");
    CHECK(h.fen() == "B:Wd2:Bg3");
}

TEST_CASE("Every control explains itself, and Tab runs board, move list, buttons", "[app][keyboard]")
{
    Harness h;
    using Command = app::WindowActions::Command;
    for (Command command : {Command::NewGame, Command::OfferDraw, Command::Resign, Command::Quit, Command::Pause,
                            Command::Undo, Command::Redo, Command::Preferences, Command::FlipBoard, Command::TurnBoard,
                            Command::SquareNames, Command::Sounds, Command::Highlights, Command::About, Command::Hint,
                            Command::Rules, Command::ExplainRules, Command::EnglishLanguage, Command::CzechLanguage}) {
        const QAction& action = h.action(command);
        CAPTURE(action.text());
        // A tool tip of its own, not just the menu text.
        CHECK(action.toolTip() != QString(action.text()).remove(QLatin1Char('&')));
    }
    QWidget& board = h.boardView();
    QWidget& moves = h.sidePanel().moveTable();
    QWidget& take = h.claimBanner().takeStoneButton();
    QWidget& decline = h.claimBanner().declineButton();
    for (QWidget* control : {&board, &moves, &take, &decline, static_cast<QWidget*>(&h.whyBox())})
        CHECK_FALSE(control->toolTip().isEmpty());

    // The order Tab follows among the focusable controls.
    QList<QWidget*> order;
    for (QWidget* w = board.nextInFocusChain(); w != &board && order.size() < 200; w = w->nextInFocusChain())
        if (w == &moves || w == &take || w == &decline)
            order << w;
    CHECK(order == QList<QWidget*>{&moves, &take, &decline});
}

TEST_CASE("The board has the focus from the start, and its frame shows once the player uses the keys",
          "[app][keyboard]")
{
    Harness h;
    app::BoardView& view = h.boardView();
    CHECK(h.window().focusWidget() == &view);
    // Not at the start: a newcomer with a mouse sees no yellow frame.
    CHECK_FALSE(view.keyboardCursorShown());
    // It waits on a piece that may move: Space picks it up at once, and the frame shows.
    REQUIRE(view.currentIndex().isValid());
    CHECK(view.currentIndex().data(app::BoardRole::Highlight).toInt() & app::Highlight::Movable);
    QTest::keyClick(&view, Qt::Key_Space);
    CHECK(h.input().selected() != core::NoSquare);
    CHECK(view.keyboardCursorShown());

    // A click puts the mouse in charge: the frame goes until a key is pressed.
    h.click("19"); // Black moves first (international.md §3.1)
    CHECK_FALSE(view.keyboardCursorShown());
    h.click("23"); // a move with the mouse: still no frame
    REQUIRE(h.historyLength() == 1);
    CHECK_FALSE(view.keyboardCursorShown());
    QTest::keyClick(&view, Qt::Key_Left);
    CHECK(view.keyboardCursorShown());

    // A new game puts the cursor on one of its pieces that may move.
    h.start(core::Variant::ToTheLastMan);
    CHECK(view.keyboardCursorShown());
    CHECK(view.currentIndex().data(app::BoardRole::Highlight).toInt() & app::Highlight::Movable);

    // Tab to the board is using the keys; the window's own focus is not.
    h.click("c3");
    view.clearFocus();
    view.setFocus(Qt::ActiveWindowFocusReason);
    CHECK_FALSE(view.keyboardCursorShown());
    view.clearFocus();
    view.setFocus(Qt::TabFocusReason);
    CHECK(view.keyboardCursorShown());
}

TEST_CASE("The keyboard frame never hides a square's number", "[app][keyboard]")
{
    Harness h;
    h.action(app::WindowActions::Command::SquareNames).setChecked(true);
    app::BoardView& view = h.boardView();
    REQUIRE(view.squareLabels().numbers);
    view.clearFocus();
    view.setFocus(Qt::TabFocusReason);
    REQUIRE(view.keyboardCursorShown());
    const QImage shown = view.viewport()->grab().toImage();
    view.clearFocus();
    REQUIRE_FALSE(view.keyboardCursorShown());
    const QImage plain = view.viewport()->grab().toImage();
    const qreal ratio = shown.devicePixelRatio();
    // The number sits in the square's top left corner, where the frame runs too:
    // every pixel of its lettering is the same with the frame as without.
    const QColor lettering = app::BoardTheme::byId(view.themeId()).numbers();
    const QRect cell = view.visualRect(view.currentIndex());
    const QRect corner(QPoint(cell.topLeft() * ratio), QSize(cell.size() * ratio / 2));
    int letters = 0;
    for (int y = corner.top(); y <= corner.bottom(); ++y)
        for (int x = corner.left(); x <= corner.right(); ++x)
            if (plain.pixelColor(x, y) == lettering) {
                ++letters;
                CAPTURE(x, y);
                CHECK(shown.pixelColor(x, y) == lettering);
            }
    CHECK(letters > 10);
}

TEST_CASE("The keyboard cursor and the focus ring are drawn plainly", "[app][keyboard]")
{
    Harness h;
    app::BoardView& view = h.boardView();
    view.clearFocus();
    view.setFocus(Qt::TabFocusReason);
    REQUIRE(view.keyboardCursorShown());
    const QImage shown = view.viewport()->grab().toImage();
    const qreal ratio = shown.devicePixelRatio();
    const auto pixel = [&](const QImage& image, QPointF at) { return image.pixelColor((at * ratio).toPoint()); };
    // The cursor's bright frame runs along the inside of the square's edge.
    const QRect cell = view.visualRect(view.currentIndex());
    const qreal width = std::max(3.0, cell.width() * 0.07);
    const QPointF onFrame(cell.center().x(), cell.top() + 1 + width / 2);
    CHECK(pixel(shown, onFrame) == app::BoardView::cursorColour);
    // The ring around the board.
    const QRectF ring = view.focusRingRect();
    const QPointF onRing(ring.center().x(), ring.top());
    CHECK(pixel(shown, onRing) == app::BoardView::focusRingColour);
    // Neither is there once the mouse took over.
    h.click("32");
    const QImage hidden = view.viewport()->grab().toImage();
    CHECK(pixel(hidden, onRing) != app::BoardView::focusRingColour);
    CHECK(pixel(hidden, onFrame) != app::BoardView::cursorColour);
}
