// International under the FMJD's rules in the window (international.md
// §10): chosen in New Game, its draw counts in the side panel, its draws
// explained and announced.

#include "app_test_support.hpp"

#include "controller/game_controller.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "panel/side_panel.hpp"
#include "panel/why_box.hpp"
#include "settings/app_settings.hpp"
#include "window/main_window.hpp"

#include <draughts/notation/fen.hpp>

#include <QComboBox>
#include <QRadioButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

TEST_CASE("New Game offers International the FMJD's rules, whose captures are compulsory", "[app][dialog][fmjd]")
{
    app::test::ensureApplication();
    app::GameSetup current;
    current.variant = core::Variant::International;
    app::NewGameDialog dialog(current);
    QRadioButton& original = dialog.ruleSetButton(rules::RuleSet::Original);
    QRadioButton& fmjd = dialog.ruleSetButton(rules::RuleSet::Fmjd);
    auto* missed = dialog.findChild<QComboBox*>(QStringLiteral("missedCaptureChoice"));
    REQUIRE(missed);
    // Both rule sets in view, each with its line; the original text the default.
    CHECK(dialog.ruleSetBox().isVisibleTo(&dialog));
    CHECK(original.isChecked());
    CHECK(original.text() == "The original text: Black first, a missed capture may be claimed");
    CHECK(fmjd.text() ==
          QString::fromUtf8("FMJD: White first, capture compulsory — as clubs, tournaments and other programs play"));
    CHECK(missed->isEnabled());
    // The original text's line follows the missed-capture setting.
    missed->setCurrentIndex(missed->findData(static_cast<int>(game::MissedCaptureRule::Compulsory)));
    CHECK(original.text() == "The original text: Black first, capture compulsory");
    missed->setCurrentIndex(missed->findData(static_cast<int>(game::MissedCaptureRule::Forfeit)));

    QTest::mouseClick(&fmjd, Qt::LeftButton);
    CHECK(fmjd.isChecked());
    CHECK_FALSE(missed->isEnabled());
    const app::GameSetup chosen = dialog.setup();
    CHECK(chosen.ruleSet == rules::RuleSet::Fmjd);
    CHECK(app::startingGame(chosen).missedCaptureRule() == game::MissedCaptureRule::Compulsory);

    // Polish has one rule set: the choice is not shown and the setup original.
    dialog.setVariant(core::Variant::Polish);
    CHECK_FALSE(dialog.ruleSetBox().isVisibleTo(&dialog));
    CHECK(dialog.setup().ruleSet == rules::RuleSet::Original);
    CHECK(missed->isEnabled());

    // The last setup brings the choice back.
    app::GameSetup last;
    last.ruleSet = rules::RuleSet::Fmjd;
    app::NewGameDialog again(last);
    CHECK(again.ruleSetButton(rules::RuleSet::Fmjd).isChecked());
}

TEST_CASE("Game > New Game under the FMJD's rules starts International with White to move", "[app][fmjd]")
{
    Harness h;
    app::GameSetup next;
    next.variant = core::Variant::International;
    next.ruleSet = rules::RuleSet::Fmjd;
    h.prompter.nextGame = next;
    h.action(app::WindowActions::Command::NewGame).trigger();
    CHECK(h.controller().game().ruleSet() == rules::RuleSet::Fmjd);
    CHECK(h.fen() == "W:W31-50:B1-20");
    CHECK(h.sidePanel().drawCounterText().isEmpty()); // no count runs in the middle game
    h.clicks({"32", "28"});
    CHECK(h.historyLength() == 1);
}

// Two kings against a king: the 5-move ending (§10.6) counts from the
// start. The kings go back and forth; after 8 plies the start stands there
// a third time with White to move (§10.3), before the 10 plies run out.
TEST_CASE("FMJD in the window: the side panel counts the 5-move ending and the third repetition draws", "[app][fmjd]")
{
    Harness h;
    app::GameSetup setup;
    setup.variant = core::Variant::International;
    setup.ruleSet = rules::RuleSet::Fmjd;
    setup.start = *notation::readFen(core::Variant::International, "W:WK47,K49:BK1");
    h.window().startGame(setup);
    CHECK(h.sidePanel().drawCounterText() == "Against a lone king: 0 of 5 moves each");
    CHECK(h.whyBox().text().contains("5 more moves in this ending"));
    h.clicks({"47", "42", "1", "6"});
    CHECK(h.sidePanel().drawCounterText() == "Against a lone king: 1 of 5 moves each");
    h.clicks({"42", "47", "6", "1"});
    CHECK(h.whyBox().text().contains("a third time draws the game"));
    h.clicks({"47", "42", "1", "6", "42", "47", "6", "1"});
    CHECK(h.historyLength() == 8);
    CHECK(h.result() == "Draw: the same position a third time");
    CHECK(h.sidePanel().drawCounterText().isEmpty()); // gone once the game is over
}

TEST_CASE("The rule set of the last game is kept in the settings", "[app][settings][fmjd]")
{
    app::test::ensureApplication();
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    QSettings file(folder.filePath(QStringLiteral("draughts.ini")), QSettings::IniFormat);
    app::AppSettings values;
    CHECK(app::loadSettings(file).lastGame.ruleSet == rules::RuleSet::Original); // nothing saved: the original
    values.lastGame.ruleSet = rules::RuleSet::Fmjd;
    app::saveSettings(file, values);
    CHECK(file.value(QStringLiteral("game/rules")).toString() == "fmjd");
    CHECK(app::loadSettings(file).lastGame.ruleSet == rules::RuleSet::Fmjd);
}
