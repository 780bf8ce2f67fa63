// Learner aids: the "Why?" box beside the board and the Hint.

#include "app_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_roles.hpp"
#include "controller/game_controller.hpp"
#include "panel/why_box.hpp"
#include "players/human_input.hpp"

#include <QAction>

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

TEST_CASE("Why? names the compulsory capture and how many pieces the best one takes", "[app][learner]")
{
    Harness h;
    h.start(core::Variant::International, "W:W27,38:B22,12,5,33");
    const QString why = h.whyBox().text();
    CHECK(why.contains(QStringLiteral("A capture is compulsory")));
    CHECK(why.contains(QStringLiteral("27x7 takes 2 pieces")));

    h.click("38"); // a piece whose capture is smaller
    CHECK(h.whyBox().text().contains(QStringLiteral("27x7 takes 2 pieces")));
    h.click("27");
    CHECK(h.whyBox().text().contains(QStringLiteral("This piece must capture")));
}

TEST_CASE("Why? explains the piece Black may not move twice in Twenty vs Ten", "[app][learner]")
{
    Harness h;
    h.start(core::Variant::TwentyVsTen);
    h.clicks({"6", "11"});
    CHECK(h.whyBox().text().contains(
        QStringLiteral("The piece on 11 made the first move, so the second move must be made with another piece")));
}

TEST_CASE("Why? explains that a stone may not step backward while another can step forward", "[app][learner]")
{
    Harness h;
    h.start(core::Variant::ToTheLastMan, "W:Wc3:Bh6");
    CHECK(h.whyBox().text().contains(QStringLiteral("A backward step is allowed only when none")));
    h.click("c3");
    CHECK(h.whyBox().text().contains(QStringLiteral("This stone may step forward only")));
}

TEST_CASE("Why? shows where Corner Checkers crowns a man", "[app][learner]")
{
    Harness h;
    h.start(core::Variant::CornerCheckers);
    const QString why = h.whyBox().text();
    CAPTURE(why);
    CHECK(why.contains(QStringLiteral("Black's men are crowned only on 41 and 46")));
    CHECK(why.contains(QStringLiteral("the squares beside the enemy's corner")));
}

TEST_CASE("Why? can be switched off in the View menu, and stays off", "[app][learner]")
{
    Harness h;
    QAction& explain = h.action(app::WindowActions::Command::ExplainRules);
    CHECK(explain.isChecked());
    CHECK(h.whyBox().isVisible());
    explain.trigger();
    CHECK_FALSE(h.whyBox().isVisible());
    CHECK(h.settings().value(QStringLiteral("view/explainRules")).toBool() == false);
}

TEST_CASE("Hint marks the longest capture, the only legal move, without playing it and names it", "[app][learner]")
{
    Harness h;
    h.start(core::Variant::International, "W:W27,38:B22,12,5,33");
    QAction& hint = h.action(app::WindowActions::Command::Hint);
    CHECK(hint.shortcut() == QKeySequence(Qt::Key_H));
    hint.trigger();
    CHECK(h.historyLength() == 0);
    for (const char* square : {"27", "18", "7", "22", "12"})
        CHECK(h.highlightAt(square) & app::Highlight::Hint);
    CHECK_FALSE(h.highlightAt("38") & app::Highlight::Hint);
    // 38x29 takes one piece, 27x18x7 two: the largest capture is the only move.
    CHECK(h.status() == "Hint: 27x7 takes 2 pieces — The only move");
    // The hint goes once the player acts.
    h.clicks({"27", "7"});
    CHECK_FALSE(h.highlightAt("27") & app::Highlight::Hint);
}

// White d4 (32) can take e5 (28) and h4 (34) can take i5 (30), one piece
// each (tests/rules/explanation_tests.cpp): Why? names both; also about the
// a1 man (46), which cannot capture and may be picked up under the claim
// rule (international.md §7).
TEST_CASE("Why? names every capture the player may choose, not one of them", "[app][learner]")
{
    Harness h;
    h.start(core::Variant::International, "W:W32,34,46:B28,30", game::MissedCaptureRule::Forfeit);
    const QString why = h.whyBox().text();
    CHECK((why.contains(QStringLiteral("must be chosen: 32x23 or 34x25, each taking 1 piece.")) ||
           why.contains(QStringLiteral("must be chosen: 34x25 or 32x23, each taking 1 piece."))));
    h.click("46");
    REQUIRE(h.input().selected() == h.square("46"));
    const QString idle = h.whyBox().text();
    CHECK(idle.contains(QStringLiteral("32x23")));
    CHECK(idle.contains(QStringLiteral("34x25")));
}

// To the Last Man (last-man.md §5.3, §5.4): c3 jumps d4 and lands on e5;
// the stone on d4 is turned over to White and has now been captured once
// since it last moved. Its square's tool tip explains the number the board
// shows on it, and so does Why? when White picks it up after Black's h8-g7.
TEST_CASE("To the Last Man's numbers on the stones are explained in the tool tip and in Why?", "[app][learner]")
{
    Harness h;
    h.start(core::Variant::ToTheLastMan, "W:Wc3:Bd4,h8");
    h.clicks({"c3", "e5"});
    const QModelIndex d4 = h.boardModel().indexOfSquare(h.square("d4"));
    CHECK(d4.data(app::BoardRole::CaptureCount).toInt() == 1);
    CHECK(d4.data(Qt::ToolTipRole).toString() ==
          QStringLiteral("d4: white stone, captured 1 time since it last moved; at 3 it can no longer be jumped"));
    CHECK(h.boardModel().indexOfSquare(h.square("e5")).data(Qt::ToolTipRole).toString() ==
          QStringLiteral("e5: white stone"));
    h.clicks({"h8", "g7"});
    const QString note = QStringLiteral(
        "The number on this stone: captured 1 time since it last moved; at 3 it can no longer be jumped.");
    CHECK_FALSE(h.whyBox().text().contains(note));
    h.click("d4");
    REQUIRE(h.input().selected() == h.square("d4"));
    CHECK(h.whyBox().text().contains(note));
    h.click("d4"); // put down again
    h.click("e5"); // a stone without a number says nothing of it
    CHECK_FALSE(h.whyBox().text().contains(QStringLiteral("The number on this stone")));
}
