// Playing by keyboard alone: arrow keys move the cursor, Space and Enter act.

#include "app_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_roles.hpp"
#include "board/board_view.hpp"
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
    app::BoardView& view = h.window().boardView();
    const QModelIndex target = h.window().boardModel().indexOfSquare(h.square(square));
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
    h.window().boardView().setFocus();
    press(h, "g3");
    press(h, "h4", Qt::Key_Return);
    CHECK(h.window().highlights().claimable() != 0);
    press(h, "c3"); // the claim turns c3 over to Black
    CHECK(h.lastText() == "~c3");

    // A whole game: White captures d4 (it turns white), Black steps, White takes the last black stone.
    h.start(core::Variant::ToTheLastMan, "W:Wc3:Bd4,g7");
    h.window().boardView().setFocus();
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
    h.window().boardView().setFocus();
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
    using Command = app::MainWindow::Command;
    for (Command command : {Command::NewGame, Command::OfferDraw, Command::Resign, Command::Quit, Command::Undo,
                            Command::Redo, Command::FlipBoard, Command::Coordinates, Command::SquareNumbers,
                            Command::Highlights, Command::About, Command::Hint, Command::Rules,
                            Command::ExplainRules, Command::EnglishLanguage, Command::CzechLanguage}) {
        const QAction& action = h.window().action(command);
        CAPTURE(action.text());
        // A tool tip of its own, not just the menu text.
        CHECK(action.toolTip() != QString(action.text()).remove(QLatin1Char('&')));
    }
    QWidget& board = h.window().boardView();
    QWidget& moves = h.window().sidePanel().moveTable();
    QWidget& take = h.window().claimBanner().takeStoneButton();
    QWidget& decline = h.window().claimBanner().declineButton();
    for (QWidget* control : {&board, &moves, &take, &decline, static_cast<QWidget*>(&h.window().whyBox())})
        CHECK_FALSE(control->toolTip().isEmpty());

    // The order Tab follows among the focusable controls.
    QList<QWidget*> order;
    for (QWidget* w = board.nextInFocusChain(); w != &board && order.size() < 200; w = w->nextInFocusChain())
        if (w == &moves || w == &take || w == &decline)
            order << w;
    CHECK(order == QList<QWidget*>{&moves, &take, &decline});
}
