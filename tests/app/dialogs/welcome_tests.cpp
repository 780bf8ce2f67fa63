// The first start: a welcome with the ways to begin and the five games,
// instead of a two-player International game nobody asked for.

#include "files/file_test_support.hpp"

#include "controller/game_controller.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "dialogs/welcome_dialog.hpp"
#include "panel/side_panel.hpp"
#include "puzzles/puzzle_launcher.hpp"
#include "settings/app_settings.hpp"
#include "text/texts.hpp"

#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <catch2/catch.hpp>

using namespace draughts;
using app::PlayerChoice;
using app::WelcomeDialog;
using app::test::FileHarness;

namespace {

// The welcome the window shows, as the program's first start opens it.
WelcomeDialog& openWelcome(FileHarness& h)
{
    h.window().welcome();
    WelcomeDialog* shown = nullptr;
    for (WelcomeDialog* dialog : h.window().findChildren<WelcomeDialog*>())
        if (dialog->isVisible()) // not one closed before, whose deletion waits
            shown = dialog;
    REQUIRE(shown);
    return *shown;
}

void chooseGame(WelcomeDialog& dialog, core::Variant variant)
{
    auto* games = dialog.findChild<QListWidget*>();
    REQUIRE(games);
    for (int row = 0; row < games->count(); ++row)
        if (games->item(row)->data(Qt::UserRole).toInt() == static_cast<int>(variant))
            games->setCurrentRow(row);
    REQUIRE(dialog.setup().variant == variant);
}

} // namespace

TEST_CASE("Only the first start is a first start", "[app][welcome]")
{
    app::test::ensureApplication();
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    CHECK(app::isFirstStart(settings));
    {
        app::MainWindow window(&settings);
        window.show();
        window.close(); // the window keeps its game: the next start goes on with it
    }
    CHECK_FALSE(app::isFirstStart(settings));
}

TEST_CASE("The welcome offers the ways to begin and the five games with their descriptions", "[app][welcome]")
{
    FileHarness h;
    WelcomeDialog& dialog = openWelcome(h);
    const QStringList ways{"Play the Computer", "Two Players at This Board", QString::fromUtf8("Open a Game…"),
                           QString::fromUtf8("Puzzles…")};
    for (int i = 0; i < 4; ++i) {
        CHECK(dialog.way(i).text() == ways[i]);
        CHECK_FALSE(dialog.way(i).toolTip().isEmpty());
    }
    auto* games = dialog.findChild<QListWidget*>();
    REQUIRE(games);
    REQUIRE(games->count() == 5);
    for (int row = 0; row < games->count(); ++row) {
        const auto variant = static_cast<core::Variant>(games->item(row)->data(Qt::UserRole).toInt());
        CHECK(games->item(row)->toolTip() == app::Texts::gameDescription(variant));
    }

    // Play the Computer: the chosen game, the newcomer with White, the computer with Black.
    chooseGame(dialog, core::Variant::CornerCheckers);
    QTest::mouseClick(&dialog.way(0), Qt::LeftButton);
    const app::GameSetup& played = h.controller().setup();
    CHECK(played.variant == core::Variant::CornerCheckers);
    CHECK(played.player(core::Side::White).isHuman());
    CHECK(played.player(core::Side::Black).kind == PlayerChoice::Kind::Computer);

    // Two Players at This Board.
    WelcomeDialog& again = openWelcome(h);
    chooseGame(again, core::Variant::Polish);
    QTest::mouseClick(&again.way(1), Qt::LeftButton);
    CHECK(h.controller().setup().variant == core::Variant::Polish);
    CHECK(h.controller().setup().player(core::Side::White).isHuman());
    CHECK(h.controller().setup().player(core::Side::Black).isHuman());
}

TEST_CASE("The welcome opens a game from a file, or the puzzles", "[app][welcome]")
{
    FileHarness h;
    h.files.openName = app::test::pdnData("international.pdn");
    h.files.gameChoice = 0;
    QTest::mouseClick(&openWelcome(h).way(2), Qt::LeftButton);
    CHECK(h.historyLength() == 27);

    QSignalSpy solve(&h.window().parts().puzzles->action(app::PuzzleLauncher::Command::Solve), &QAction::triggered);
    WelcomeDialog& dialog = openWelcome(h);
    chooseGame(dialog, core::Variant::ToTheLastMan);
    QTest::mouseClick(&dialog.way(3), Qt::LeftButton);
    CHECK(solve.count() == 1);
}

TEST_CASE("The welcome shows International's two rule sets, and Play the Computer starts the one chosen",
          "[app][welcome]")
{
    FileHarness h;
    WelcomeDialog& dialog = openWelcome(h);
    chooseGame(dialog, core::Variant::International);
    QRadioButton& original = dialog.ruleSetButton(rules::RuleSet::Original);
    QRadioButton& fmjd = dialog.ruleSetButton(rules::RuleSet::Fmjd);
    // Both in view with their lines; the original text, the program's own, chosen.
    CHECK(original.isVisible());
    CHECK(fmjd.isVisible());
    CHECK(original.isChecked());
    CHECK(original.text() == "The original text: Black first, a missed capture may be claimed");
    CHECK(fmjd.text() ==
          QString::fromUtf8("FMJD: White first, capture compulsory — as clubs, tournaments and other programs play"));
    // A game with one rule set shows none.
    chooseGame(dialog, core::Variant::Polish);
    CHECK_FALSE(fmjd.isVisible());
    chooseGame(dialog, core::Variant::International);
    CHECK(fmjd.isVisible());

    QTest::mouseClick(&fmjd, Qt::LeftButton, Qt::NoModifier, QPoint(8, fmjd.height() / 2));
    REQUIRE(fmjd.isChecked());
    QTest::mouseClick(&dialog.way(0), Qt::LeftButton);
    CHECK(h.controller().game().ruleSet() == rules::RuleSet::Fmjd);
    CHECK(h.controller().game().sideToMove() == core::Side::White); // international.md §10.1
    CHECK(h.sidePanel().rulesText() == "FMJD rules: captures are compulsory");
    // Remembered: in the settings, and on the welcome and in New Game next time.
    CHECK(h.settings().value(QStringLiteral("game/rules")).toString() == "fmjd");
    WelcomeDialog& again = openWelcome(h);
    CHECK(again.ruleSetButton(rules::RuleSet::Fmjd).isChecked());
    QTest::mouseClick(&again.ruleSetButton(rules::RuleSet::Original), Qt::LeftButton, Qt::NoModifier,
                      QPoint(8, original.height() / 2));
    QTest::mouseClick(&again.way(1), Qt::LeftButton);
    CHECK(h.controller().game().ruleSet() == rules::RuleSet::Original);
    CHECK(h.controller().game().sideToMove() == core::Side::Black); // international.md §3.1
    CHECK(h.sidePanel().rulesText() == "The original text: a missed capture may be claimed");
}

TEST_CASE("The welcome asks the player's name once, and Play the Computer plays under it", "[app][welcome]")
{
    FileHarness h;
    WelcomeDialog& dialog = openWelcome(h);
    CHECK(dialog.nameField().text().isEmpty());
    QTest::keyClicks(&dialog.nameField(), QStringLiteral("Jana Novak"));
    QTest::mouseClick(&dialog.way(0), Qt::LeftButton);
    CHECK(h.window().preferences().playerName == "Jana Novak");
    CHECK(h.settings().value(QStringLiteral("player/name")).toString() == "Jana Novak");
    CHECK(h.controller().setup().whiteName == "Jana Novak");
    const QString pdn = h.gameFiles().pdnText();
    CHECK(pdn.contains("[White \"Jana Novak\"]"));
    CHECK(pdn.contains("[Black \"Draughts level 2\"]"));
    // Shown again, the welcome has the name already.
    CHECK(openWelcome(h).nameField().text() == "Jana Novak");
}
