// Clocks: per-player time with increment, shown on the player cards, running
// for the side to move and paused while the players look back; a fallen
// flag ends the game; saved in PDN and restored after a restart. A fake
// time source makes every second exact.

#include "files/file_test_support.hpp"

#include "controller/clock_source.hpp"
#include "controller/game_clock.hpp"
#include "controller/game_controller.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"
#include "players/human_input.hpp"
#include "review/move_list_model.hpp"
#include "review/review_navigator.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/pdn/time_control_tag.hpp>

#include <QAction>
#include <QComboBox>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <catch2/catch.hpp>

using namespace draughts;
using app::MainWindow;
using app::WindowActions;
using app::test::FileHarness;
using core::Side;

namespace {

class FakeClock : public app::ClockSource {
public:
    std::int64_t milliseconds() const override { return now; }
    std::int64_t now = 1'000'000;
};

// A Harness whose clocks read a fake time.
class ClockHarness : public FileHarness {
public:
    ClockHarness() { controller().clock().setSource(&time); }
    ~ClockHarness() { controller().clock().setSource(nullptr); }

    void startWithClock(core::Variant variant, pdn::TimeControl control, const std::string& fen = {})
    {
        app::GameSetup setup;
        setup.variant = variant;
        setup.timeControl = control;
        if (!fen.empty()) {
            const auto position = notation::readFen(variant, fen);
            REQUIRE(position);
            setup.start = *position;
        }
        window().startGame(setup);
    }
    // Lets `seconds` pass and the clock look at them.
    void wait(double seconds)
    {
        time.now += static_cast<std::int64_t>(seconds * 1000);
        controller().clock().check();
    }
    std::int64_t left(Side side) const { return const_cast<ClockHarness*>(this)->controller().clock().remaining(side); }
    QString card(Side side) { return sidePanel().card(side == Side::White ? 0 : 1).clockText(); }
    // The time left after the first `ply` actions, as the last of them recorded it.
    std::optional<std::int64_t> reading(std::size_t ply)
    {
        return ply == 0 ? std::nullopt : controller().game().history().at(ply - 1).timeLeft;
    }

    FakeClock time;
};

} // namespace

TEST_CASE("The clocks show on the cards and run for the side to move only", "[app][clock]")
{
    ClockHarness h;
    h.startWithClock(core::Variant::International, {60, 2}); // Black moves first
    CHECK(h.card(Side::White) == "1:00");
    CHECK(h.card(Side::Black) == "1:00");
    CHECK(h.controller().clock().running() == Side::Black);
    h.wait(10);
    CHECK(h.left(Side::Black) == 50'000);
    CHECK(h.left(Side::White) == 60'000);
    CHECK(h.card(Side::Black) == "0:50");
    h.clicks({"17", "21"});
    // The move ends Black's turn: two seconds more, and White's clock runs.
    CHECK(h.left(Side::Black) == 52'000);
    CHECK(h.reading(1) == 52'000);
    CHECK(h.controller().clock().running() == Side::White);
    h.wait(3.5);
    CHECK(h.card(Side::White) == "0:57"); // rounded up: 56.5 seconds left
    CHECK(h.card(Side::Black) == "0:52");

    // A game without clocks shows none and runs none.
    h.start(core::Variant::Polish);
    CHECK_FALSE(h.controller().clock().enabled());
    CHECK(h.card(Side::White).isEmpty());
    CHECK_FALSE(h.controller().clock().running());
}

TEST_CASE("A fallen flag ends the game: the opponent wins on time", "[app][clock][result]")
{
    ClockHarness h;
    app::GameSetup setup;
    setup.variant = core::Variant::Polish; // White first
    setup.timeControl = {30, 0};
    setup.whiteName = "Jana";
    setup.blackName = "Petr";
    h.window().startGame(setup);
    h.clicks({"36", "31"});
    h.wait(29.9);
    CHECK_FALSE(h.controller().game().result().isOver());
    CHECK(h.card(Side::Black) == "0:00.1");
    // The clock's own timer notices the flag.
    h.time.now += 200;
    QTest::qWait(250);
    CHECK(h.controller().game().result() == game::Result{game::Outcome::WhiteWins, game::EndReason::TimeForfeit});
    CHECK(h.result() == "Jana wins: Petr ran out of time");
    CHECK(h.status() == "Jana wins: Petr ran out of time");
    CHECK(h.prompter.announced == QStringList{"Jana wins: Petr ran out of time"});
    CHECK_FALSE(h.controller().clock().running());
    CHECK(h.card(Side::Black) == "0:00.0");
    CHECK(h.moveListModel().resultRow() == 1);
    // The board takes no more moves.
    h.clicks({"12", "17"});
    CHECK(h.historyLength() == 1);
    // Undo takes the flag back; Black has the time he had when White moved.
    h.action(WindowActions::Command::Undo).trigger();
    CHECK_FALSE(h.controller().game().result().isOver());
    CHECK(h.left(Side::Black) == 30'000);
    CHECK(h.controller().clock().running() == Side::Black);
}

TEST_CASE("Twenty vs Ten: Black's clock runs through both moves of his turn, one increment",
          "[app][clock][twenty-vs-ten]")
{
    ClockHarness h;
    h.startWithClock(core::Variant::TwentyVsTen, {60, 5});
    h.wait(3);
    h.clicks({"6", "11"});
    CHECK(h.reading(1) == 57'000); // the turn goes on: no increment yet
    CHECK(h.controller().clock().running() == Side::Black);
    h.wait(2);
    h.clicks({"7", "12"});
    CHECK(h.reading(2) == 60'000); // 55 seconds and the increment
    CHECK(h.left(Side::White) == 60'000);
    CHECK(h.controller().clock().running() == Side::White);
}

TEST_CASE("To the Last Man: a placement from hand is part of the turn on the clock", "[app][clock][last-man]")
{
    ClockHarness h;
    h.startWithClock(core::Variant::ToTheLastMan, {120, 10}, "W:Wc7:Bh4");
    h.wait(1);
    h.clicks({"c7", "b8"}); // to the hand: White's turn ends
    CHECK(h.reading(1) == 129'000);
    h.clicks({"h4", "g3"});
    h.wait(4);
    h.click("c1"); // the placement: White's turn goes on
    CHECK(h.reading(3) == 125'000);
    CHECK(h.controller().clock().running() == Side::White);
    h.wait(1);
    h.clicks({"c1", "d2"});
    CHECK(h.reading(4) == 134'000);
    CHECK(h.controller().clock().running() == Side::Black);
}

TEST_CASE("The clocks stop while the players look back and show the times of the position shown",
          "[app][clock][review]")
{
    ClockHarness h;
    h.startWithClock(core::Variant::Polish, {300, 0});
    h.wait(10);
    h.clicks({"36", "31"});
    h.wait(20);
    h.clicks({"12", "17"});
    h.wait(5);
    h.review().first();
    CHECK_FALSE(h.controller().clock().running());
    CHECK(h.card(Side::White) == "5:00");
    h.review().next();
    CHECK(h.card(Side::White) == "4:50");
    CHECK(h.card(Side::Black) == "5:00");
    h.wait(600); // ten minutes of looking back cost nobody anything
    h.review().last();
    CHECK(h.controller().clock().running() == Side::White);
    CHECK(h.left(Side::White) == 285'000);
    CHECK(h.left(Side::Black) == 280'000);
    CHECK(h.card(Side::White) == "4:45");
    // Playing on from an earlier position gives the players the times they had there.
    h.review().previous();
    h.wait(7);
    h.files.dropAnswer = true;
    h.clicks({"11", "16"});
    CHECK(h.historyLength() == 2);
    // Black had all his time after 36-31; the seven seconds spent looking back are not charged.
    CHECK(h.reading(2) == 300'000);
    CHECK(h.left(Side::White) == 290'000);
    CHECK(h.controller().clock().running() == Side::White);
}

TEST_CASE("The time control and the clocks are saved in PDN and come back after a restart",
          "[app][clock][file][autosave]")
{
    QTemporaryDir dir;
    {
        ClockHarness h;
        h.doc().enableAutosave(dir.path());
        h.startWithClock(core::Variant::Polish, {600, 5});
        h.wait(12);
        h.clicks({"36", "31"});
        h.wait(30.5);
        h.clicks({"12", "17"});
        const QString text = h.doc().pdnText();
        CHECK(text.contains("[TimeControl \"600+5\"]"));
        CHECK(text.contains("1. 36-31 {[%clock 0:09:53]}"));
        CHECK(text.contains("{[%clock 0:09:35]}")); // 574.5 seconds rounded up
        h.wait(8);
    }
    ClockHarness h;
    h.doc().enableAutosave(dir.path());
    CHECK(h.controller().setup().timeControl == pdn::TimeControl{600, 5});
    CHECK(h.historyLength() == 2);
    // The comments the review shows hold no clock commands.
    CHECK(h.controller().game().notes(1).comment.empty());
    CHECK(h.left(Side::White) == 593'000);
    CHECK(h.left(Side::Black) == 575'000);
    CHECK(h.controller().clock().running() == Side::White);
    CHECK(h.card(Side::Black) == "9:35");
}

TEST_CASE("A game lost on time is saved as such and opens as such", "[app][clock][file]")
{
    QTemporaryDir dir;
    ClockHarness h;
    h.startWithClock(core::Variant::International, {10, 0});
    h.wait(11);
    REQUIRE(h.controller().game().result().reason == game::EndReason::TimeForfeit);
    REQUIRE(h.doc().saveTo(dir.filePath("flag.pdn")));
    CHECK(h.doc().pdnText().contains("[Termination \"time forfeit\"]"));
    h.start(core::Variant::Polish);
    REQUIRE(h.doc().openFile(dir.filePath("flag.pdn")));
    CHECK(h.controller().game().result() == game::Result{game::Outcome::WhiteWins, game::EndReason::TimeForfeit});
    CHECK(h.result() == "White wins: Black ran out of time");
    CHECK(h.controller().setup().timeControl == pdn::TimeControl{10, 0});
    CHECK_FALSE(h.controller().clock().running());
}

TEST_CASE("New Game offers no clocks, 5+3, 10+5 and the players' own, and remembers the choice", "[app][clock][dialog]")
{
    app::test::ensureApplication();
    app::GameSetup current;
    app::NewGameDialog dialog(current);
    auto* choice = dialog.findChild<QComboBox*>(QStringLiteral("clockChoice"));
    auto* minutes = dialog.findChild<QSpinBox*>(QStringLiteral("clockMinutes"));
    auto* increment = dialog.findChild<QSpinBox*>(QStringLiteral("clockIncrement"));
    REQUIRE(choice);
    REQUIRE(minutes);
    REQUIRE(increment);
    CHECK(choice->count() == 4);
    CHECK(choice->itemText(1) == "5 minutes + 3 seconds a move");
    CHECK(choice->itemText(2) == "10 minutes + 5 seconds a move");
    CHECK_FALSE(dialog.setup().timeControl.enabled());
    choice->setCurrentIndex(1);
    CHECK(dialog.setup().timeControl == pdn::TimeControl{300, 3});
    choice->setCurrentIndex(2);
    CHECK(dialog.setup().timeControl == pdn::TimeControl{600, 5});
    choice->setCurrentIndex(3);
    CHECK(minutes->isVisibleTo(&dialog));
    minutes->setValue(25);
    increment->setValue(0);
    CHECK(dialog.setup().timeControl == pdn::TimeControl{1500, 0});
    dialog.setTimeControl({90 * 60, 30});
    CHECK(choice->currentIndex() == 3);
    CHECK(dialog.setup().timeControl == pdn::TimeControl{5400, 30});
    dialog.setTimeControl({});
    CHECK_FALSE(minutes->isVisibleTo(&dialog));

    // The window starts the next game with the clocks of the last one.
    app::test::Harness h;
    app::GameSetup timed;
    timed.timeControl = {300, 3};
    h.window().startGame(timed);
    MainWindow next(&h.settings());
    CHECK(app::test::WindowFixture(&next).controller().setup().timeControl == pdn::TimeControl{300, 3});
}

TEST_CASE("Clock texts: minutes and seconds, tenths in the last twenty seconds", "[app][clock]")
{
    app::test::ensureApplication();
    CHECK(app::PlayerCard::clockText(297'000) == "4:57");
    CHECK(app::PlayerCard::clockText(296'200) == "4:57");
    CHECK(app::PlayerCard::clockText(600'000) == "10:00");
    CHECK(app::PlayerCard::clockText(3'725'000) == "1:02:05");
    CHECK(app::PlayerCard::clockText(20'000) == "0:20");
    CHECK(app::PlayerCard::clockText(9'400) == "0:09.4");
    CHECK(app::PlayerCard::clockText(9'301) == "0:09.4");
    CHECK(app::PlayerCard::clockText(0) == "0:00.0");
    CHECK(app::PlayerCard::clockText(-500) == "0:00.0");
}
