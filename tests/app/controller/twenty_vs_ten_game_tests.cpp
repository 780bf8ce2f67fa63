// Twenty vs Ten played by mouse on the real window: Black's double move.

#include "app_test_support.hpp"

#include "board/board_roles.hpp"
#include "controller/game_controller.hpp"
#include "players/human_input.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"
#include "review/move_list_model.hpp"

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

TEST_CASE("Twenty vs Ten: Black's turn is two moves with two different pieces", "[app][twenty-vs-ten]")
{
    Harness h;
    h.start(core::Variant::TwentyVsTen);
    CHECK(h.sidePanel().turnText() == "Black: move 1 of 2");
    h.clicks({"6", "11"});
    CHECK(h.sidePanel().turnText() == "Black: move 2 of 2");
    CHECK(h.sidePanel().card(1).isActive());
    CHECK(h.highlightAt("11") & app::Highlight::Barred);
    CHECK_FALSE(h.highlightAt("11") & app::Highlight::Movable);

    // The piece that made the first move is barred from the second.
    h.click("11");
    CHECK(h.status() == "This piece made Black's first move; the second move must be made with another piece");
    CHECK(h.input().selected() == core::NoSquare);

    h.clicks({"7", "12"});
    CHECK(h.sidePanel().turnText() == "White to move");
    CHECK(h.historyLength() == 2);
    CHECK(h.fen() == "W:W31-50:B1-5,8-12");
    const auto& moves = h.moveListModel();
    // Numbered as the PDN file numbers it: "1... 6-11 7-12 2. 31-27".
    CHECK(moves.data(moves.index(0, app::MoveListModel::WhiteColumn)).toString() == "…");
    CHECK(moves.data(moves.index(0, app::MoveListModel::BlackColumn)).toString() == "6-11 7-12");

    h.clicks({"31", "27"});
    CHECK(h.sidePanel().turnText() == "Black: move 1 of 2");
    CHECK(moves.rowCount() == 2);
    CHECK(moves.data(moves.index(1, app::MoveListModel::NumberColumn)).toString() == "2.");
    CHECK(moves.data(moves.index(1, app::MoveListModel::WhiteColumn)).toString() == "31-27");
}

TEST_CASE("Twenty vs Ten: White wins when Black cannot make his second move", "[app][twenty-vs-ten]")
{
    Harness h;
    h.start(core::Variant::TwentyVsTen, "B:W46:B5");
    h.clicks({"5", "10"});
    CHECK(h.fen() == "B:W46:B10:D10");
    CHECK(h.result() == "White wins: Black cannot make two moves");
    CHECK(h.prompter.announced == QStringList{"White wins: Black cannot make two moves"});
}

TEST_CASE("Twenty vs Ten: Black wins in the middle of his turn by taking White's last man", "[app][twenty-vs-ten]")
{
    Harness h;
    h.start(core::Variant::TwentyVsTen, "B:W28:B22,1");
    h.clicks({"22", "33"});
    CHECK(h.result() == "Black wins: White has no pieces left");
    CHECK(h.historyLength() == 1);
}
