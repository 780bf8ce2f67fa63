// Game > New Game.

#include "app_test_support.hpp"
#include "files/file_test_support.hpp"

#include "board/board_model.hpp"
#include "controller/game_controller.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"

#include <QAction>
#include <QApplication>
#include <QTimer>
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

TEST_CASE("New Game offers the last game set up, also after a file was opened", "[app][dialog]")
{
    app::test::FileHarness h;
    app::GameSetup chosen;
    chosen.variant = core::Variant::International;
    chosen.ruleSet = rules::RuleSet::Fmjd;
    chosen.rule = game::MissedCaptureRule::Compulsory;
    chosen.whiteName = "Eva";
    chosen.players = {app::PlayerChoice::human(), app::PlayerChoice::computer(4)};
    chosen.timeControl = {300, 3};
    h.prompter.nextGame = chosen;
    h.action(app::WindowActions::Command::NewGame).trigger();
    REQUIRE(h.controller().setup().player(core::Side::Black) == app::PlayerChoice::computer(4));

    // A club's file of two people's games, without our players or clocks.
    h.files.gameChoice = 0;
    REQUIRE(h.doc().openFile(app::test::pdnData("international.pdn")));
    REQUIRE(h.controller().setup().player(core::Side::Black).isHuman());

    // The real dialog, as the menu opens it: the game set up before the file is offered.
    h.window().setPrompter(nullptr);
    std::optional<app::GameSetup> offered;
    QTimer::singleShot(0, [&offered] {
        if (auto* dialog = qobject_cast<app::NewGameDialog*>(QApplication::activeModalWidget())) {
            offered = dialog->setup();
            dialog->reject();
        }
    });
    h.action(app::WindowActions::Command::NewGame).trigger();
    REQUIRE(offered);
    CHECK(offered->variant == core::Variant::International);
    CHECK(offered->ruleSet == rules::RuleSet::Fmjd);
    CHECK(offered->whiteName == "Eva");
    CHECK(offered->player(core::Side::White).isHuman());
    CHECK(offered->player(core::Side::Black) == app::PlayerChoice::computer(4));
    CHECK(offered->timeControl == pdn::TimeControl{300, 3});
    // Cancelled: the file's game stays on the board.
    CHECK(h.historyLength() == 27);
}
