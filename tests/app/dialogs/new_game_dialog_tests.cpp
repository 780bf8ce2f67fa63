// Game > New Game.

#include "app_test_support.hpp"
#include "files/file_test_support.hpp"

#include "board/board_model.hpp"
#include "controller/game_controller.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "dialogs/welcome_dialog.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"

#include <QAction>
#include <QApplication>
#include <QTimer>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>

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
    CHECK(h.window().windowTitle() == QStringLiteral("To the Last Man – Draughts"));

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

// A laptop's 768 pixels less a task bar are lower than the dialog with all
// five games in view: the list of games scrolls, and the buttons stay on
// the screen. A screen with room shows the whole list.
TEST_CASE("New Game and the welcome fit a low screen, their list of games scrolling", "[app][dialog]")
{
    app::test::ensureApplication();
    const app::GameSetup current;
    app::NewGameDialog newGame(current);
    app::WelcomeDialog welcome(current);
    for (QDialog* dialog : {static_cast<QDialog*>(&newGame), static_cast<QDialog*>(&welcome)}) {
        CAPTURE(dialog->metaObject()->className());
        dialog->show();
        QApplication::processEvents();
        auto& fitted = static_cast<app::NewGameDialog&>(*dialog);
        auto* list = dialog->findChild<QListWidget*>();
        REQUIRE(list);
        const int card = list->visualItemRect(list->item(0)).height();

        // 1366x768 less a task bar of 40 pixels and the window's frame (screenRoom).
        const QSize laptop(1350, 680);
        REQUIRE(dialog->sizeHint().height() > laptop.height()); // the case this test is about
        fitted.fitScreen(laptop);
        QApplication::processEvents();
        CAPTURE(dialog->height(), dialog->sizeHint().height());
        CHECK(dialog->height() <= laptop.height());
        CHECK(list->verticalScrollBar()->maximum() > 0);
        CHECK(list->viewport()->height() >= 2 * card); // two games and more in view
        for (const QPushButton* button : dialog->findChildren<QPushButton*>())
            if (button->isVisibleTo(dialog))
                CHECK(dialog->rect().contains(QRect(button->mapTo(dialog, QPoint(0, 0)), button->size())));

        fitted.fitScreen(QSize(1904, 992));
        QApplication::processEvents();
        CHECK(dialog->height() == dialog->sizeHint().height());
        CHECK(list->verticalScrollBar()->maximum() == 0); // all five in view
        dialog->hide();
    }
}
