// Game > New Game.

#include "app_test_support.hpp"

#include "board/board_model.hpp"
#include "controller/game_controller.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"

#include <QAction>
#include <QListWidget>

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

TEST_CASE("The New Game dialog offers the five games with previews", "[app][dialog]")
{
    app::test::ensureApplication();
    app::GameSetup current;
    current.variant = core::Variant::CornerCheckers;
    app::NewGameDialog dialog(current);
    const auto* list = dialog.findChild<QListWidget*>();
    REQUIRE(list);
    CHECK(list->count() == 5);
    CHECK_FALSE(list->item(0)->icon().isNull());
    CHECK(list->currentItem()->text() == "Corner Checkers");

    dialog.setVariant(core::Variant::ToTheLastMan);
    dialog.setNames("Alice", "Bob");
    dialog.setRule(game::MissedCaptureRule::Compulsory);
    const app::GameSetup chosen = dialog.setup();
    CHECK(chosen.variant == core::Variant::ToTheLastMan);
    CHECK(chosen.whiteName == "Alice");
    CHECK(chosen.blackName == "Bob");
    CHECK(chosen.rule == game::MissedCaptureRule::Compulsory);
}

TEST_CASE("Game > New Game starts the chosen game with the players' names", "[app][dialog]")
{
    Harness h;
    app::GameSetup next;
    next.variant = core::Variant::ToTheLastMan;
    next.whiteName = "Alice";
    next.blackName = "Bob";
    h.prompter.nextGame = next;
    h.action(app::WindowActions::Command::NewGame).trigger();
    CHECK(h.prompter.asked == QStringList{"new game"});
    CHECK(h.boardModel().rowCount() == 8);
    CHECK(h.sidePanel().card(0).nameText() == "Alice (White)");
    CHECK(h.window().windowTitle() == QStringLiteral("To the Last Man — Draughts"));

    h.prompter.nextGame.reset(); // cancelled: the game goes on
    h.clicks({"c3", "d4"});
    h.action(app::WindowActions::Command::NewGame).trigger();
    CHECK(h.historyLength() == 1);
}
