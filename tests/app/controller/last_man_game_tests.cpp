// To the Last Man played by mouse on the real window: flips and re-entry.

#include "app_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_roles.hpp"
#include "controller/game_controller.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

TEST_CASE("To the Last Man: capturing flips the stone, and flipping the last one wins", "[app][last-man]")
{
    Harness h;
    h.start(core::Variant::ToTheLastMan, "W:Wc3:Bd4");
    h.clicks({"c3", "e5"});
    CHECK(h.fen() == "B:We5,d4:B:Cd4=1");
    const QModelIndex d4 = h.boardModel().indexOfSquare(h.square("d4"));
    CHECK(d4.data(app::BoardRole::CaptureCount).toInt() == 1);
    CHECK(d4.data(app::BoardRole::Colour).toInt() == 0);
    CHECK(h.result() == "White wins: Black has no pieces left");
}

TEST_CASE("To the Last Man: a stone on the far row returns from hand to the first row", "[app][last-man]")
{
    Harness h;
    h.start(core::Variant::ToTheLastMan, "W:Wc7:Bh4");
    h.clicks({"c7", "b8"});
    CHECK(h.fen() == "B:W:Bh4:H1,0");
    CHECK(h.sidePanel().card(0).handCount() == 1);
    h.clicks({"h4", "g3"});

    CHECK(h.sidePanel().turnText() == "White: place a stone, then move");
    for (const char* square : {"a1", "c1", "e1", "g1"})
        CHECK(h.highlightAt(square) & app::Highlight::PlacementTarget);
    h.click("c1");
    CHECK(h.fen() == "W:Wc1:Bg3:P");
    CHECK(h.sidePanel().card(0).handCount() == 0);
    CHECK(h.sidePanel().turnText() == "White: now move a stone");
    CHECK(h.lastText() == "@c1");

    h.clicks({"c1", "d2"});
    CHECK(h.fen() == "B:Wd2:Bg3");
    CHECK(h.historyLength() == 4);
}

TEST_CASE("To the Last Man: Black wins when White's last stone is blocked", "[app][last-man]")
{
    Harness h;
    h.start(core::Variant::ToTheLastMan, "B:Wa1:Bc3,a3");
    h.clicks({"a3", "b2"});
    CHECK(h.result() == "Black wins: White cannot move");
}

TEST_CASE("To the Last Man: a stone steps backward only when none can step forward", "[app][last-man]")
{
    Harness h;
    // a7 is stuck forward (b8 is taken, c9 is off the board) while d4 can step forward.
    h.start(core::Variant::ToTheLastMan, "W:Wd4,a7:Bb8");
    h.click("a7");
    CHECK(h.status() == "This stone can only step backward, which is allowed only when no stone can step forward");
    CHECK(h.historyLength() == 0);
}

TEST_CASE("To the Last Man: a final square reached by two captures asks for the landings", "[app][last-man]")
{
    Harness h;
    h.start(core::Variant::ToTheLastMan, "W:Wc1:Bd2,d4,b2,b4,h8");
    h.clicks({"c1", "c5"});
    CHECK(h.historyLength() == 0);
    CHECK(h.status() == "Several captures end on c5: click the landing squares one by one");
    CHECK(h.highlightAt("e3") & app::Highlight::Destination);
    CHECK(h.highlightAt("a3") & app::Highlight::Destination);
    h.click("e3");
    CHECK(h.lastText() == "c1xe3xc5");
    CHECK(h.fen() == "B:Wc5,d4,d2:Bh8,b4,b2:Cd4=1,d2=1");
}
