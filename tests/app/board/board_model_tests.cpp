// BoardModel: the board as a table of squares with custom roles.

#include "app_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_roles.hpp"
#include "controller/game_controller.hpp"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

#include <catch2/catch.hpp>

#include <set>

using namespace draughts;
using app::test::Harness;

TEST_CASE("BoardModel passes QAbstractItemModelTester through games of every size", "[app][model]")
{
    Harness h;
    app::BoardModel& model = h.boardModel();
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    h.start(core::Variant::Polish);
    h.clicks({"37", "32", "13", "18", "32", "28", "18", "23", "28", "19"});
    CHECK(h.lastText() == "28x19");
    h.start(core::Variant::ToTheLastMan); // 8x8: a reset to another size
    CHECK(model.rowCount() == 8);
    CHECK(model.columnCount() == 8);
    h.clicks({"c3", "d4"});
    h.action(app::WindowActions::Command::Undo).trigger();
    CHECK(h.historyLength() == 0);
}

TEST_CASE("BoardModel exposes pieces and names through its roles", "[app][model]")
{
    Harness h;
    h.start(core::Variant::International, "W:W31,K50:B1,K2");
    const app::BoardModel& model = h.boardModel();
    CHECK(model.rowCount() == 10);
    const QModelIndex b10 = model.index(0, 1); // square 1
    CHECK(b10.data(app::BoardRole::SquareName).toString() == "b10");
    CHECK(b10.data(app::BoardRole::SquareNumber).toInt() == 1);
    CHECK(b10.data(app::BoardRole::Notation).toString() == "1");
    CHECK(b10.data(app::BoardRole::Colour).toInt() == 1);
    CHECK(b10.data(app::BoardRole::Piece).toInt() == static_cast<int>(app::PieceKind::Man));
    const QModelIndex i1 = model.index(9, 8); // square 50
    CHECK(i1.data(app::BoardRole::King).toBool());
    CHECK(i1.data(app::BoardRole::CaptureCount).toInt() == 0); // only To the Last Man counts captures
    CHECK(i1.data(Qt::ToolTipRole).toString() == "50: white king");
    const QModelIndex a10 = model.index(0, 0);
    CHECK_FALSE(a10.data(app::BoardRole::Playable).toBool());
    CHECK(a10.data(app::BoardRole::Square).toInt() == -1);
    CHECK(model.indexOfSquare(h.square("31")) == model.index(6, 1));
}

TEST_CASE("BoardModel signals only the squares that change", "[app][model]")
{
    Harness h;
    h.action(app::WindowActions::Command::Highlights).setChecked(false);
    h.start(core::Variant::International);
    app::BoardModel& model = h.boardModel();
    QSignalSpy spy(&model, &QAbstractItemModel::dataChanged);
    h.clicks({"17", "21"});
    std::set<std::string> changed;
    for (const QList<QVariant>& arguments : spy) {
        const auto topLeft = arguments.at(0).value<QModelIndex>();
        const auto bottomRight = arguments.at(1).value<QModelIndex>();
        CHECK(topLeft == bottomRight);
        changed.insert(topLeft.data(app::BoardRole::Notation).toString().toStdString());
    }
    // The selection of 17 came and went; the move changed 17 and 21.
    CHECK(changed == std::set<std::string>{"17", "21"});
}

TEST_CASE("Turning highlights off hides the hints but not the claims", "[app][model]")
{
    Harness h;
    h.start(core::Variant::International, "W:W27,37:B22,12");
    CHECK(h.highlightAt("27") & app::Highlight::MustCapture);
    h.action(app::WindowActions::Command::Highlights).setChecked(false);
    CHECK_FALSE(h.highlightAt("27") & app::Highlight::MustCapture);
    h.clicks({"37", "32"});
    CHECK(h.highlightAt("27") & app::Highlight::Claimable);
    CHECK(h.highlightAt("32") & app::Highlight::LastMove);
    CHECK(h.highlightAt("37") & app::Highlight::LastMove);
}
