// Stepping through a game: keys, buttons and clicks on the move list; going
// on from an earlier position, and Undo bringing the dropped moves back.

#include "files/file_test_support.hpp"

#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "panel/side_panel.hpp"
#include "panel/why_box.hpp"
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
using app::WindowActions;
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
    QTableView& moves = h.sidePanel().moveTable();
    moves.setFocus();
    CHECK(h.controller().review().shownPly() == 27);

    key(moves, Qt::Key_Home);
    CHECK(h.controller().review().shownPly() == 0);
    CHECK(h.fen() == "W:W31-50:B1-20");
    CHECK(h.review().commentText() == "A quiet opening.");
    CHECK_FALSE(h.review().button(0).isEnabled());

    key(moves, Qt::Key_Right);
    CHECK(h.pieceAt("28") == "white man");
    CHECK(h.pieceAt("32").empty());
    CHECK(h.highlightAt("32") & app::Highlight::LastMove);
    CHECK(h.highlightAt("28") & app::Highlight::LastMove);
    // Highlights are those of this position: Black to move, no capture.
    CHECK(h.highlightAt("19") & app::Highlight::Movable);
    CHECK(h.review().commentText().isEmpty());

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
    CHECK(h.moveListModel().rowCount() == 15); // 14 numbered moves and the result, 0-2
    // A White-first game from a file, numbered as the file: 1. 32-28 19-23, so 19-23 is row 1's Black half.
    CHECK(h.moveListModel().lastMoveIndex() == h.moveListModel().index(0, app::MoveListModel::BlackColumn));
    CHECK(h.gameFiles().action(GameFiles::Command::ContinueFromHere).isEnabled());

    key(moves, Qt::Key_End);
    CHECK(h.controller().review().shownPly() == 27);
    CHECK_FALSE(h.controller().review().reviewing());
    CHECK(h.review().commentText() == "White resigned here.");
    CHECK(h.review().tagsText().contains("Club championship"));
    CHECK(h.review().tagsText().contains(QString::fromUtf8("Novák, Jan")));
    CHECK_FALSE(h.gameFiles().action(GameFiles::Command::ContinueFromHere).isEnabled());

    // On the board the same steps take Ctrl: the plain arrows move its cursor.
    app::BoardView& board = h.boardView();
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
    app::ReviewNavigator& review = h.review();
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

    // The third row, White's cell: 3. 33-28, the fifth action.
    QTableView& table = h.sidePanel().moveTable();
    const QModelIndex cell = h.moveListModel().index(2, app::MoveListModel::WhiteColumn);
    QTest::mouseClick(table.viewport(), Qt::LeftButton, Qt::NoModifier, table.visualRect(cell).center());
    CHECK(h.controller().review().shownPly() == 5);
    CHECK(h.pieceAt("28") == "white man");
    CHECK(h.pieceAt("33").empty());
}

TEST_CASE("Continue from here drops the later moves after asking, and Undo restores them", "[app][review]")
{
    FileHarness h;
    openClubGame(h);
    h.controller().reviewControl().showPly(10);
    const std::string middle = h.fen();

    h.files.dropAnswer = false;
    h.gameFiles().action(GameFiles::Command::ContinueFromHere).trigger();
    CHECK(h.files.dropsAsked == QList<int>{17});
    CHECK(h.controller().review().reviewing());
    CHECK(h.controller().review().length() == 27);

    h.files.dropAnswer = true;
    h.gameFiles().action(GameFiles::Command::ContinueFromHere).trigger();
    CHECK_FALSE(h.controller().review().reviewing());
    CHECK(h.historyLength() == 10);
    CHECK(h.fen() == middle);
    // White to move after ten actions of a game White began: the next click plays.
    h.clicks({"31", "26"});
    CHECK(h.historyLength() == 11);
    CHECK(h.lastText() == "31-26");
    CHECK(h.window().isWindowModified());

    WindowActions::Command undo = WindowActions::Command::Undo;
    h.action(undo).trigger(); // the new move
    CHECK(h.historyLength() == 10);
    h.action(undo).trigger(); // the drop
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
    h.review().previous();
    h.review().previous();
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
    h.action(WindowActions::Command::Undo).trigger();
    h.action(WindowActions::Command::Undo).trigger();
    CHECK(h.controller().review().length() == 3);
    h.review().last();
    CHECK(h.lastText() == "37-32");
}

TEST_CASE("Continue from here in a finished game leaves no trace of the old result", "[app][review]")
{
    FileHarness h;
    openClubGame(h);
    // The players and the result on one line.
    CHECK(h.review().tagsText().contains(QString::fromUtf8("Novák, Jan – Dvořák, Petr: 0-2")));
    CHECK(h.window().windowTitle().contains(QString::fromUtf8("Dvořák, Petr wins: Novák, Jan resigned")));
    h.controller().reviewControl().showPly(10);
    h.gameFiles().action(GameFiles::Command::ContinueFromHere).trigger();
    REQUIRE(h.historyLength() == 10);
    CHECK_FALSE(h.controller().game().result().isOver());
    CHECK_FALSE(h.review().tagsText().contains("0-2"));
    CHECK(h.review().tagsText().contains("Club championship"));
    CHECK_FALSE(h.window().windowTitle().contains("resigned"));
    CHECK(h.sidePanel().turnText() == "White to move");
    CHECK(h.moveListModel().resultRow() == -1);
    CHECK(h.result().isEmpty());
    // Saved now, the game is in progress.
    CHECK(h.doc().pdnText().contains("[Result \"*\"]"));
}

TEST_CASE("Playing the game's own next move while looking back steps forward without asking", "[app][review]")
{
    FileHarness h;
    h.start(core::Variant::Polish);
    h.clicks({"36", "31", "12", "17", "37", "32"});
    h.review().first();
    REQUIRE(h.controller().review().shownPly() == 0);
    h.files.dropAnswer = false; // were it asked, the move would be refused
    h.clicks({"36", "31"});
    CHECK(h.files.dropsAsked.isEmpty());
    CHECK(h.controller().review().shownPly() == 1);
    CHECK(h.controller().review().length() == 3);
    h.clicks({"12", "17"});
    CHECK(h.controller().review().shownPly() == 2);
    // The last one brings the review to the end of the game: play goes on there.
    h.clicks({"37", "32"});
    CHECK_FALSE(h.controller().review().reviewing());
    CHECK(h.historyLength() == 3);
    CHECK(h.files.dropsAsked.isEmpty());
    CHECK_FALSE(h.controller().game().canRedo());

    // A claim the game made is a step forward too.
    h.start(core::Variant::International, "W:W27,37:B22,12");
    h.clicks({"37", "32", "27", "12", "17"});
    REQUIRE(h.historyLength() == 3);
    h.review().previous();
    h.review().previous();
    REQUIRE(h.controller().review().shownPly() == 1);
    h.click("27"); // the claim ~27, as the game went on
    CHECK(h.files.dropsAsked.isEmpty());
    CHECK(h.controller().review().shownPly() == 2);
    // Another move than the game's asks first.
    h.clicks({"22", "28"});
    CHECK(h.files.dropsAsked == QList<int>{1});
    CHECK(h.controller().review().shownPly() == 2);
}

TEST_CASE("In a game being reviewed the plain arrow keys, Home and End step through it on the board", "[app][review]")
{
    FileHarness h;
    openClubGame(h); // finished: White resigned
    app::BoardView& board = h.boardView();
    const std::size_t length = h.controller().review().length();
    QTest::keyClick(&board, Qt::Key_Left);
    CHECK(h.controller().review().shownPly() == length - 1);
    QTest::keyClick(&board, Qt::Key_Home);
    CHECK(h.controller().review().shownPly() == 0);
    QTest::keyClick(&board, Qt::Key_Right);
    CHECK(h.controller().review().shownPly() == 1);
    QTest::keyClick(&board, Qt::Key_End);
    CHECK(h.controller().review().shownPly() == length);

    // In a live game at its latest position the plain arrows stay with the
    // board's keyboard cursor; Ctrl steps back.
    h.start(core::Variant::International);
    h.clicks({"19", "23"});
    QTest::keyClick(&board, Qt::Key_Left);
    CHECK(h.controller().review().shownPly() == 1);
    QTest::keyClick(&board, Qt::Key_Left, Qt::ControlModifier);
    CHECK(h.controller().review().shownPly() == 0);
    // Now looking back: the plain arrow steps forward again.
    QTest::keyClick(&board, Qt::Key_Right);
    CHECK(h.controller().review().shownPly() == 1);
}

// docs/pdn.md, "Results": International under the FMJD's rules
// (international.md §10.3). The kings shuttle i1-j2 (50-45) and b10-a9
// (1-6) beside a man each, never able to take, until the start stands there
// a third time after Black's 6-1 in turn 4 (8 plies): a draw. The players
// went on with their men, and Black resigned.
TEST_CASE("A game played on past an FMJD draw opens whole, its move list and Why? saying where the rules drew",
          "[app][review][fmjd]")
{
    FileHarness h;
    const QString text =
        QStringLiteral("[GameType \"20\"]\n[Rules \"fmjd\"]\n[FEN \"W:WK50,46:BK1,5\"]\n\n"
                       "1. 50-45 1-6 2. 45-50 6-1 3. 50-45 1-6 4. 45-50 6-1 5. 46-41 5-10 6. 41-37 2-0\n");
    REQUIRE(h.doc().openText(text.toUtf8(), QStringLiteral("test")));
    REQUIRE(h.historyLength() == 11);
    const app::MoveListModel& model = h.moveListModel();
    const QString said = QStringLiteral("By the rules this game ended after Black's 6-1 (Draw: the same position a "
                                        "third time); the players played on, as the file records.");
    CHECK(model.index(3, app::MoveListModel::BlackColumn).data().toString() == QStringLiteral("6-1 ½"));
    CHECK(model.index(3, app::MoveListModel::BlackColumn).data(Qt::ToolTipRole).toString() == said);
    CHECK(model.index(1, app::MoveListModel::BlackColumn).data().toString() == QStringLiteral("6-1"));
    CHECK(model.index(4, app::MoveListModel::WhiteColumn).data().toString() == QStringLiteral("46-41"));
    CHECK(model.index(model.resultRow(), app::MoveListModel::WhiteColumn).data().toString() == QStringLiteral("2-0"));

    QTableView& moves = h.sidePanel().moveTable();
    moves.setFocus();
    key(moves, Qt::Key_Home);
    for (int ply = 0; ply < 7; ++ply)
        key(moves, Qt::Key_Right);
    REQUIRE(h.controller().review().shownPly() == 7);
    CHECK_FALSE(h.whyBox().text().contains(QStringLiteral("By the rules")));
    key(moves, Qt::Key_Right);
    CHECK(h.whyBox().text().contains(said));
    key(moves, Qt::Key_Right);
    CHECK(h.whyBox().text().contains(said));
}
