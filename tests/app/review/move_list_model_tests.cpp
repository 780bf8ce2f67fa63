// MoveListModel: the game in notation, numbered turns.

#include "app_test_support.hpp"

#include "board/highlights.hpp"
#include "controller/game_controller.hpp"
#include "files/file_test_support.hpp"
#include "panel/side_panel.hpp"
#include "players/human_input.hpp"
#include "review/move_list_model.hpp"
#include "text/texts.hpp"

#include <QAction>
#include <QTableView>

#include <QAbstractItemModelTester>

#include <catch2/catch.hpp>

using namespace draughts;
using app::MoveListModel;
using app::Texts;
using app::test::FileHarness;
using app::test::Harness;

namespace {
QString cell(const MoveListModel& model, int row, int column) { return model.index(row, column).data().toString(); }
} // namespace

TEST_CASE("MoveListModel passes QAbstractItemModelTester through moves, undo and new games", "[app][model]")
{
    Harness h;
    MoveListModel& model = h.moveListModel();
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    h.start(core::Variant::TwentyVsTen);
    h.clicks({"6", "11", "7", "12", "31", "27", "11", "16"});
    h.action(app::WindowActions::Command::Undo).trigger();
    h.action(app::WindowActions::Command::Undo).trigger();
    h.action(app::WindowActions::Command::Redo).trigger();
    h.start(core::Variant::Polish);
    CHECK(model.rowCount() == 0);
}

namespace {

// The move list as PDN movetext: "1. 31-26 17-22", "1... 6-11 7-12" for a
// row whose White half is empty, the result row's token last.
QString asMovetext(const MoveListModel& model)
{
    QStringList words;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString number = cell(model, row, MoveListModel::NumberColumn);
        const QString white = cell(model, row, MoveListModel::WhiteColumn);
        const QString black = cell(model, row, MoveListModel::BlackColumn);
        if (row == model.resultRow())
            words << white;
        else if (white == QStringLiteral("…"))
            words << number.chopped(1) + QStringLiteral("...") << black;
        else
            words << number << white << black;
    }
    words.removeAll(QString());
    return words.join(QLatin1Char(' '));
}

// The movetext of a PDN text on one line: what follows the tags, with
// "N. " kept together as the writer keeps it.
QString movetextOf(const QString& pdn) { return pdn.mid(pdn.indexOf(QStringLiteral("\n\n")) + 2).simplified(); }

} // namespace

TEST_CASE("A White-first game from a file is numbered and laid out as the file writes it", "[app][model][review]")
{
    FileHarness h;
    // A published International game: White begins, as PDN's standard position says.
    const QString text = QStringLiteral("[GameType \"20\"]\n[Result \"2-0\"]\n\n"
                                        "1. 31-26 17-22 2. 37-31 11-17 3. 32-28 22-27 4. 31x11 6x17 2-0\n");
    REQUIRE(h.doc().openText(text.toUtf8(), QStringLiteral("test")));
    const MoveListModel& model = h.moveListModel();
    CHECK(model.headerData(MoveListModel::WhiteColumn, Qt::Horizontal).toString() == "White");
    CHECK(model.headerData(MoveListModel::BlackColumn, Qt::Horizontal).toString() == "Black");
    REQUIRE(model.rowCount() == 5);
    CHECK(cell(model, 0, MoveListModel::NumberColumn) == "1.");
    CHECK(cell(model, 0, MoveListModel::WhiteColumn) == "31-26");
    CHECK(cell(model, 0, MoveListModel::BlackColumn) == "17-22");
    CHECK(cell(model, 1, MoveListModel::WhiteColumn) == "37-31");
    CHECK(cell(model, 3, MoveListModel::NumberColumn) == "4.");
    CHECK(cell(model, 3, MoveListModel::WhiteColumn) == "31x11");
    CHECK(cell(model, 3, MoveListModel::BlackColumn) == "6x17");
    // The result closes the list, across both players.
    CHECK(model.resultRow() == 4);
    CHECK(cell(model, 4, MoveListModel::WhiteColumn) == "2-0");
    CHECK(model.index(4, MoveListModel::WhiteColumn).data(Qt::ToolTipRole).toString() == "White wins: Black resigned");
    CHECK(h.sidePanel().moveTable().columnSpan(4, MoveListModel::WhiteColumn) == 2);
    CHECK(asMovetext(model) == movetextOf(Texts::fromUtf8(text.toStdString())));
    CHECK(asMovetext(model) == movetextOf(h.doc().pdnText()));
    CHECK(model.lastMoveIndex() == model.index(3, MoveListModel::BlackColumn));
}

TEST_CASE("The program's own games are numbered as their PDN files number them, Black first or White",
          "[app][model][review]")
{
    SECTION("Twenty vs Ten: Black's two moves share a cell, a claim shares White's")
    {
        FileHarness h;
        h.start(core::Variant::TwentyVsTen, "B:W22,40:B18,5,1");
        // Black's first move misses 18x27; his second makes it. White claims the offender, now on 27.
        h.clicks({"5", "10", "18", "27"});
        REQUIRE(h.highlights().claimable() != 0);
        h.clicks({"27", "40", "34"});
        const MoveListModel& model = h.moveListModel();
        REQUIRE(model.rowCount() == 2);
        CHECK(cell(model, 0, MoveListModel::NumberColumn) == "1.");
        CHECK(cell(model, 0, MoveListModel::WhiteColumn) == "…");
        CHECK(cell(model, 0, MoveListModel::BlackColumn) == "5-10 18x27");
        CHECK(cell(model, 1, MoveListModel::NumberColumn) == "2.");
        CHECK(cell(model, 1, MoveListModel::WhiteColumn) == "~27 40-34");
        // The file writes the claim as a command in a comment, with the
        // turn's number on the move after it (docs/pdn.md, Claims).
        CHECK(movetextOf(h.doc().pdnText()) == "1... 5-10 18x27 {[%claim 27]} 2. 40-34 *");
    }
    SECTION("To the Last Man, White first: a placement shares the cell of the move after it")
    {
        FileHarness h;
        h.start(core::Variant::ToTheLastMan, "W:Wc7:Bh4");
        h.clicks({"c7", "b8", "h4", "g3", "c1", "c1", "d2"});
        const MoveListModel& model = h.moveListModel();
        REQUIRE(model.rowCount() == 2);
        CHECK(cell(model, 0, MoveListModel::WhiteColumn) == "c7-b8");
        CHECK(cell(model, 1, MoveListModel::WhiteColumn) == "@c1 c1-d2");
        CHECK(asMovetext(model) + QStringLiteral(" *") == movetextOf(h.doc().pdnText()));
    }
    SECTION("International as the program starts it, to its result")
    {
        FileHarness h;
        h.start(core::Variant::International, "B:W27,36:B22,12");
        h.clicks({"22", "31"});                                  // 22x31: Black captures
        h.clicks({"36", "27"});                                  // 36x27: White takes back
        h.action(app::WindowActions::Command::Resign).trigger(); // Black resigns
        const MoveListModel& model = h.moveListModel();
        REQUIRE(model.rowCount() == 3);
        CHECK(cell(model, 0, MoveListModel::WhiteColumn) == "…");
        CHECK(cell(model, 0, MoveListModel::BlackColumn) == "22x31");
        CHECK(cell(model, 1, MoveListModel::WhiteColumn) == "36x27");
        CHECK(cell(model, 2, MoveListModel::WhiteColumn) == "2-0");
        CHECK(asMovetext(model) == movetextOf(h.doc().pdnText()));
    }
    SECTION("Polish, whose files score a win 1-0")
    {
        FileHarness h;
        h.start(core::Variant::Polish, "W:W32:B19");
        h.clicks({"32", "28"});
        h.action(app::WindowActions::Command::Resign).trigger(); // Black resigns
        const MoveListModel& model = h.moveListModel();
        REQUIRE(model.rowCount() == 2);
        CHECK(cell(model, 0, MoveListModel::WhiteColumn) == "32-28");
        CHECK(cell(model, 1, MoveListModel::WhiteColumn) == "1-0");
        CHECK(asMovetext(model) == movetextOf(h.doc().pdnText()));
    }
}

TEST_CASE("MoveListModel shows a claim in the claimant's turn and notes the violation", "[app][model][forfeit]")
{
    Harness h;
    h.start(core::Variant::International, "W:W27,37:B22,12");
    h.clicks({"37", "32", "27", "12", "17"});
    const MoveListModel& model = h.moveListModel();
    REQUIRE(model.rowCount() == 1);
    CHECK(cell(model, 0, MoveListModel::WhiteColumn) == "37-32");
    CHECK(model.index(0, MoveListModel::WhiteColumn).data(Qt::ToolTipRole).toString() ==
          "37-32: missed a compulsory capture");
    CHECK(cell(model, 0, MoveListModel::BlackColumn) == "~27 12-17");
    CHECK(model.lastMoveIndex() == model.index(0, MoveListModel::BlackColumn));
    CHECK(model.lastMoveIndex().data(MoveListModel::LastMoveRole).toBool());
    CHECK_FALSE(model.index(0, MoveListModel::WhiteColumn).data(MoveListModel::LastMoveRole).toBool());
}
