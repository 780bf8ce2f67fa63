// Stepping through a game: keys, buttons and clicks on the move list; going
// on from an earlier position, and Undo bringing the dropped moves back.

#include "files/file_test_support.hpp"

#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "panel/side_panel.hpp"
#include "review/move_list_model.hpp"
#include "review/review_navigator.hpp"

#include <QAction>
#include <QTableView>
#include <QTest>
#include <QToolButton>

#include <catch2/catch.hpp>

using namespace draughts;
using app::GameFiles;
using app::MainWindow;
using app::test::FileHarness;
using app::test::pdnData;

namespace {

void key(QWidget& widget, Qt::Key k, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::keyClick(&widget, k, modifiers);
}

// Opens the first game of the International test file (27 actions; White resigned).
void openClubGame(FileHarness& h)
{
    h.files.gameChoice = 0;
    REQUIRE(h.doc().openFile(pdnData("international.pdn")));
    REQUIRE(h.historyLength() == 27);
}

} // namespace

TEST_CASE("The keys step through an opened game in the move list", "[app][review]")
{
    FileHarness h;
    openClubGame(h);
    QTableView& moves = h.window().sidePanel().moveTable();
    moves.setFocus();
    CHECK(h.controller().review().shownPly() == 27);

    key(moves, Qt::Key_Home);
    CHECK(h.controller().review().shownPly() == 0);
    CHECK(h.fen() == "W:W31-50:B1-20");
    CHECK(h.window().review().commentText() == "A quiet opening.");
    CHECK_FALSE(h.window().review().button(0).isEnabled());

    key(moves, Qt::Key_Right);
    CHECK(h.pieceAt("28") == "white man");
    CHECK(h.pieceAt("32").empty());
    CHECK(h.highlightAt("32") & app::Highlight::LastMove);
    CHECK(h.highlightAt("28") & app::Highlight::LastMove);
    // Highlights are those of this position: Black to move, no capture.
    CHECK(h.highlightAt("19") & app::Highlight::Movable);
    CHECK(h.window().review().commentText().isEmpty());

    key(moves, Qt::Key_Right);
    key(moves, Qt::Key_Right);
    CHECK(h.pieceAt("19") == "white man"); // 28x19
    CHECK(h.pieceAt("23").empty());
    CHECK(h.pieceAt("28").empty());
    key(moves, Qt::Key_Left);
    CHECK(h.pieceAt("23") == "black man");
    CHECK(h.pieceAt("28") == "white man");
    CHECK(h.controller().review().shownPly() == 2);
    // The move list marks the action shown; the whole game stays listed.
    CHECK(h.window().moveListModel().rowCount() == 14);
    // Black has the first column in International: 19-23 opens the second row.
    CHECK(h.window().moveListModel().lastMoveIndex() ==
          h.window().moveListModel().index(1, app::MoveListModel::FirstSideColumn));
    CHECK(h.window().files().action(GameFiles::Command::ContinueFromHere).isEnabled());

    key(moves, Qt::Key_End);
    CHECK(h.controller().review().shownPly() == 27);
    CHECK_FALSE(h.controller().review().reviewing());
    CHECK(h.window().review().commentText() == "White resigned here.");
    CHECK(h.window().review().tagsText().contains("Club championship"));
    CHECK(h.window().review().tagsText().contains(QString::fromUtf8("Novák, Jan")));
    CHECK_FALSE(h.window().files().action(GameFiles::Command::ContinueFromHere).isEnabled());

    // On the board the same steps take Ctrl: the plain arrows move its cursor.
    app::BoardView& board = h.window().boardView();
    board.setFocus();
    key(board, Qt::Key_Home, Qt::ControlModifier);
    CHECK(h.controller().review().shownPly() == 0);
    key(board, Qt::Key_Right, Qt::ControlModifier);
    CHECK(h.controller().review().shownPly() == 1);
}

TEST_CASE("Buttons and clicks on the move list show earlier positions", "[app][review]")
{
    FileHarness h;
    openClubGame(h);
    app::ReviewNavigator& review = h.window().review();
    for (int i = 0; i < 4; ++i)
        CHECK_FALSE(review.button(i).toolTip().isEmpty());
    review.button(0).click();
    CHECK(h.controller().review().shownPly() == 0);
    review.button(2).click();
    review.button(2).click();
    CHECK(h.controller().review().shownPly() == 2);
    review.button(1).click();
    CHECK(h.controller().review().shownPly() == 1);
    review.button(3).click();
    CHECK(h.controller().review().shownPly() == 27);

    // The third row, White's cell: 33-28, the fifth action.
    QTableView& table = h.window().sidePanel().moveTable();
    const QModelIndex cell = h.window().moveListModel().index(2, app::MoveListModel::SecondSideColumn);
    QTest::mouseClick(table.viewport(), Qt::LeftButton, Qt::NoModifier, table.visualRect(cell).center());
    CHECK(h.controller().review().shownPly() == 5);
    CHECK(h.pieceAt("28") == "white man");
    CHECK(h.pieceAt("33").empty());
}

TEST_CASE("Continue from here drops the later moves after asking, and Undo restores them", "[app][review]")
{
    FileHarness h;
    openClubGame(h);
    h.controller().showPly(10);
    const std::string middle = h.fen();

    h.files.dropAnswer = false;
    h.window().files().action(GameFiles::Command::ContinueFromHere).trigger();
    CHECK(h.files.dropsAsked == QList<int>{17});
    CHECK(h.controller().review().reviewing());
    CHECK(h.controller().review().length() == 27);

    h.files.dropAnswer = true;
    h.window().files().action(GameFiles::Command::ContinueFromHere).trigger();
    CHECK_FALSE(h.controller().review().reviewing());
    CHECK(h.historyLength() == 10);
    CHECK(h.fen() == middle);
    // White to move after ten actions of a game White began: the next click plays.
    h.clicks({"31", "26"});
    CHECK(h.historyLength() == 11);
    CHECK(h.lastText() == "31-26");
    CHECK(h.window().isWindowModified());

    MainWindow::Command undo = MainWindow::Command::Undo;
    h.window().action(undo).trigger(); // the new move
    CHECK(h.historyLength() == 10);
    h.window().action(undo).trigger(); // the drop
    CHECK(h.controller().review().length() == 27);
    CHECK(h.controller().review().shownPly() == 10);
    CHECK(h.fen() == middle);
}

TEST_CASE("A different move in an earlier position of a live game replaces the rest", "[app][review]")
{
    FileHarness h;
    h.start(core::Variant::Polish);
    h.clicks({"36", "31", "12", "17", "37", "32"});
    REQUIRE(h.historyLength() == 3);
    h.window().review().previous();
    h.window().review().previous();
    CHECK(h.controller().review().shownPly() == 1);
    CHECK(h.pieceAt("31") == "white man");
    CHECK(h.pieceAt("17").empty());

    h.files.dropAnswer = false;
    h.clicks({"11", "16"});
    CHECK(h.files.dropsAsked == QList<int>{2});
    CHECK(h.controller().review().length() == 3);
    CHECK(h.controller().review().shownPly() == 1);

    h.files.dropAnswer = true;
    h.clicks({"11", "16"});
    CHECK_FALSE(h.controller().review().reviewing());
    CHECK(h.historyLength() == 2);
    CHECK(h.lastText() == "11-16");
    h.window().action(MainWindow::Command::Undo).trigger();
    h.window().action(MainWindow::Command::Undo).trigger();
    CHECK(h.controller().review().length() == 3);
    h.window().review().last();
    CHECK(h.lastText() == "37-32");
}
