// International draughts played by mouse on the real window.

#include "app_test_support.hpp"

#include "board/board_roles.hpp"
#include "controller/game_controller.hpp"
#include "players/human_input.hpp"
#include "panel/claim_banner.hpp"
#include "panel/side_panel.hpp"

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

TEST_CASE("International: White takes Black's last piece and wins", "[app][international]")
{
    Harness h;
    h.start(core::Variant::International, "W:W32:B28");
    h.clicks({"32", "23"});
    CHECK(h.fen() == "B:W23:B");
    CHECK(h.historyLength() == 1);
    CHECK(h.result() == "White wins: Black has no pieces left");
    CHECK(h.status() == "White wins: Black has no pieces left");
    CHECK(h.prompter.announced == QStringList{"White wins: Black has no pieces left"});
    CHECK(h.sidePanel().turnText() == "White wins: Black has no pieces left");
    // Nothing moves after the end.
    h.click("23");
    CHECK(h.historyLength() == 1);
}

TEST_CASE("International: thirty moves without a capture end in a draw", "[app][international]")
{
    Harness h;
    h.start(core::Variant::International, "W:WK46:BK5:N29");
    CHECK(h.sidePanel().drawCounterText() == "No capture for 29 of 30 moves");
    h.clicks({"46", "41"});
    CHECK(h.fen() == "B:WK41:BK5:N30");
    CHECK(h.result() == "Draw: 30 moves without a capture");
}

TEST_CASE("International: an unambiguous multi-capture completes after its first landing", "[app][international]")
{
    Harness h;
    h.start(core::Variant::International, "W:W27:B22,12");
    h.click("27");
    CHECK(h.status() == "27x7 takes 2 pieces: click where it lands");
    CHECK(h.highlightAt("27") & app::Highlight::Selected);
    CHECK(h.highlightAt("18") & app::Highlight::Destination);
    CHECK(h.highlightAt("7") & app::Highlight::OnCapturePath);
    CHECK(h.highlightAt("22") & app::Highlight::ToBeCaptured);
    CHECK(h.highlightAt("12") & app::Highlight::ToBeCaptured);
    h.click("18");
    CHECK(h.fen() == "B:W7:B");
    CHECK(h.lastText() == "27x7");
}

TEST_CASE("International: diverging capture routes are chosen landing by landing", "[app][international]")
{
    Harness h;
    h.start(core::Variant::International, "W:W32:B28,18,19");
    h.clicks({"32", "23"});
    CHECK(h.historyLength() == 0); // two captures still open
    CHECK(h.highlightAt("12") & app::Highlight::Destination);
    CHECK(h.highlightAt("14") & app::Highlight::Destination);
    h.click("14");
    CHECK(h.fen() == "B:W14:B18");
}

TEST_CASE("International: the Compulsory setting explains a refused move", "[app][international]")
{
    Harness h;
    h.start(core::Variant::International, "W:W27,37:B22,12", game::MissedCaptureRule::Compulsory);
    CHECK(h.highlightAt("27") & app::Highlight::MustCapture);
    CHECK_FALSE(h.highlightAt("37") & app::Highlight::Movable);
    h.click("37");
    CHECK(h.status() == "A capture is compulsory: 27x7 takes 2 pieces");
    CHECK(h.input().selected() == core::NoSquare);
    h.clicks({"27", "22"});
    CHECK(h.status() == "That square is occupied");
    h.click("7");
    CHECK(h.fen() == "B:W7,37:B");
}

TEST_CASE("International: a man cannot step backward, and the status bar says so", "[app][international]")
{
    Harness h;
    h.start(core::Variant::International, "W:W28:B5");
    h.clicks({"28", "33"});
    CHECK(h.status() == "Men step forward only (they capture both ways)");
    CHECK(h.historyLength() == 0);
    h.click("28"); // a second click on the selected piece puts it down
    CHECK(h.input().selected() == core::NoSquare);
    h.click("5");
    CHECK(h.status() == "It is White's turn");
}
