// Game > Offer Draw and Game > Resign, answered by a scripted player.

#include "app_test_support.hpp"

#include "controller/game_controller.hpp"
#include "panel/side_panel.hpp"

#include <QAction>

#include <catch2/catch.hpp>

using namespace draughts;
using app::MainWindow;
using app::WindowActions;
using app::test::Harness;

TEST_CASE("A draw offer accepted ends the game", "[app][draw]")
{
    Harness h;
    h.start(core::Variant::International);
    h.clicks({"17", "21"});
    h.prompter.drawAnswer = true;
    h.action(WindowActions::Command::OfferDraw).trigger();
    CHECK(h.prompter.asked == QStringList{"draw offered by White to Black"});
    CHECK(h.result() == "Draw by agreement");
    CHECK(h.prompter.announced == QStringList{"Draw by agreement"});
    CHECK_FALSE(h.action(WindowActions::Command::OfferDraw).isEnabled());
    CHECK(h.window().windowTitle() == QStringLiteral("International – Draw by agreement – Draughts"));
}

TEST_CASE("A draw offer declined lets the game go on", "[app][draw]")
{
    Harness h;
    h.start(core::Variant::Polish);
    h.prompter.drawAnswer = false;
    h.action(WindowActions::Command::OfferDraw).trigger();
    CHECK(h.result().isEmpty());
    CHECK(h.status() == "Black declined the draw offered by White");
    // Said where the player looks too, until the next move.
    CHECK(h.sidePanel().noticeText() == "Black declined the draw offered by White");
    h.clicks({"37", "32"});
    CHECK(h.historyLength() == 1);
    CHECK(h.sidePanel().noticeText().isEmpty());
}

TEST_CASE("Resigning gives the game to the opponent", "[app][resign]")
{
    Harness h;
    app::GameSetup setup;
    setup.variant = core::Variant::Polish;
    setup.whiteName = "Alice";
    setup.blackName = "Bob";
    h.window().startGame(setup);
    h.action(WindowActions::Command::Resign).trigger();
    CHECK(h.prompter.asked == QStringList{"resign Alice"});
    // The result names the players.
    CHECK(h.result() == "Bob wins: Alice resigned");
    CHECK(h.sidePanel().turnText() == "Bob wins: Alice resigned");
    // Undo takes the resignation back.
    h.action(WindowActions::Command::Undo).trigger();
    CHECK(h.result().isEmpty());
}

TEST_CASE("A resignation not confirmed changes nothing", "[app][resign]")
{
    Harness h;
    h.start(core::Variant::CornerCheckers);
    h.prompter.resignAnswer = false;
    h.action(WindowActions::Command::Resign).trigger();
    CHECK(h.result().isEmpty());
}
