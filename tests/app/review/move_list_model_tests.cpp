// MoveListModel: the game in notation, numbered turns.

#include "app_test_support.hpp"

#include "controller/game_controller.hpp"
#include "review/move_list_model.hpp"

#include <QAbstractItemModelTester>

#include <catch2/catch.hpp>

using namespace draughts;
using app::MoveListModel;
using app::test::Harness;

namespace {
QString cell(const MoveListModel& model, int row, int column) { return model.index(row, column).data().toString(); }
} // namespace

TEST_CASE("MoveListModel passes QAbstractItemModelTester through moves, undo and new games", "[app][model]")
{
    Harness h;
    MoveListModel& model = h.window().moveListModel();
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    h.start(core::Variant::TwentyVsTen);
    h.clicks({"6", "11", "7", "12", "31", "27", "11", "16"});
    h.window().action(app::MainWindow::Command::Undo).trigger();
    h.window().action(app::MainWindow::Command::Undo).trigger();
    h.window().action(app::MainWindow::Command::Redo).trigger();
    h.start(core::Variant::Polish);
    CHECK(model.rowCount() == 0);
}

TEST_CASE("MoveListModel numbers turns with the first player's column first", "[app][model]")
{
    Harness h;
    h.start(core::Variant::International);
    const MoveListModel& model = h.window().moveListModel();
    CHECK(model.headerData(MoveListModel::FirstSideColumn, Qt::Horizontal).toString() == "Black");
    CHECK(model.headerData(MoveListModel::SecondSideColumn, Qt::Horizontal).toString() == "White");
    h.clicks({"17", "21", "32", "28", "21", "26"});
    REQUIRE(model.rowCount() == 2);
    CHECK(cell(model, 0, MoveListModel::NumberColumn) == "1.");
    CHECK(cell(model, 0, MoveListModel::FirstSideColumn) == "17-21");
    CHECK(cell(model, 0, MoveListModel::SecondSideColumn) == "32-28");
    CHECK(cell(model, 1, MoveListModel::FirstSideColumn) == "21-26");
    CHECK(model.lastMoveIndex() == model.index(1, MoveListModel::FirstSideColumn));
    CHECK(model.lastMoveIndex().data(MoveListModel::LastMoveRole).toBool());
    CHECK_FALSE(model.index(0, MoveListModel::SecondSideColumn).data(MoveListModel::LastMoveRole).toBool());
}

TEST_CASE("MoveListModel shows a claim in the claimant's turn and notes the violation", "[app][model][forfeit]")
{
    Harness h;
    h.start(core::Variant::International, "W:W27,37:B22,12");
    h.clicks({"37", "32", "27", "12", "17"});
    const MoveListModel& model = h.window().moveListModel();
    REQUIRE(model.rowCount() == 2);
    CHECK(cell(model, 0, MoveListModel::FirstSideColumn) == "…");
    CHECK(cell(model, 0, MoveListModel::SecondSideColumn) == "37-32");
    CHECK(model.index(0, MoveListModel::SecondSideColumn).data(Qt::ToolTipRole).toString() ==
          "37-32: missed a compulsory capture");
    CHECK(cell(model, 1, MoveListModel::FirstSideColumn) == "~27 12-17");
}
