// View > Evaluation Bar: beside the board, off until chosen, it shows the
// value of the position shown from White's side, from the analysis of the
// game or from a hint.

#include "app_test_support.hpp"

#include "controller/game_controller.hpp"
#include "engines/hint_finder.hpp"
#include "review/analysis_panel.hpp"
#include "review/evaluation_bar.hpp"
#include "review/game_analysis.hpp"

#include <QSignalSpy>
#include <QTest>

#include <catch2/catch.hpp>

using namespace draughts;
using app::EvaluationBar;
using app::WindowActions;
using app::test::Harness;

TEST_CASE("The evaluation bar is off until chosen in View, and the choice is kept", "[app][analysis][bar]")
{
    Harness h;
    EvaluationBar& bar = h.evaluationBar();
    QAction& option = h.action(WindowActions::Command::EvaluationBar);
    CHECK_FALSE(option.isChecked());
    CHECK_FALSE(bar.isVisibleTo(&h.window()));
    option.trigger();
    CHECK(bar.isVisibleTo(&h.window()));
    CHECK(h.settings().value(QStringLiteral("view/evaluationBar")).toBool());
    // Without a value the bar stands even and says how to get one.
    CHECK_FALSE(bar.value().has_value());
    CHECK(bar.whiteShare() == 0.5);
    CHECK(bar.valueText().isEmpty());
    CHECK(bar.toolTip().contains("+1.0 = a man ahead for White"));
    CHECK(bar.toolTip().contains("No evaluation yet"));
    option.trigger();
    CHECK_FALSE(bar.isVisibleTo(&h.window()));
}

// White's last man on 28 against Black's on 17: 28-22 lets 17x28 take it,
// and White has nothing left. After the move the analysis finds White lost:
// the bar is all Black's and says so ("B").
TEST_CASE("The evaluation bar shows the analysis's value of the position shown", "[app][analysis][bar]")
{
    Harness h;
    h.action(WindowActions::Command::EvaluationBar).trigger();
    h.start(core::Variant::International, "W:W28:B17", game::MissedCaptureRule::Compulsory);
    h.clicks({"28", "22", "17", "28"});
    app::GameAnalysis& analysis = h.analysis().analysis();
    engine::SearchLimits limits;
    limits.depth = 4;
    analysis.setLimits(limits);
    QSignalSpy finished(&analysis, &app::GameAnalysis::finished);
    h.analysis().action(app::AnalysisPanel::Command::Analyse).trigger();
    REQUIRE((finished.count() == 1 || finished.wait(60000)));
    EvaluationBar& bar = h.evaluationBar();

    h.controller().reviewControl().showPly(1);
    REQUIRE(bar.value().has_value());
    CHECK(engine::isLoss(*bar.value()));
    CHECK(bar.whiteShare() == 0.0);
    CHECK(bar.valueText() == "B");
    // At the start, the value before the first move: 28-23 keeps a man each.
    h.controller().reviewControl().showPly(0);
    REQUIRE(bar.value().has_value());
    CHECK(*bar.value() == analysis.judged().front().analysis.whiteView);
    CHECK_FALSE(engine::isDecisive(*bar.value()));
    // A new game has no analysis: no value.
    h.start(core::Variant::Polish);
    CHECK_FALSE(bar.value().has_value());
}

// White 33, 38, 42; Black 1, 2, 22, 24; White to move: the shot 33-28 wins
// a man (the hint test in players/computer_player_tests.cpp). The hint's
// value, White's view, is a man or so for White: the bar leans White's way
// and writes "+"; the next move takes the value away with the hint.
TEST_CASE("The evaluation bar shows a hint's value while the hint stands", "[app][analysis][bar][hint]")
{
    Harness h;
    h.action(WindowActions::Command::EvaluationBar).trigger();
    h.start(core::Variant::International, "W:W33,38,42:B1,2,22,24");
    engine::SearchLimits limits;
    limits.depth = 6;
    h.hintFinder().setLimits(limits);
    QSignalSpy found(&h.hintFinder(), &app::HintFinder::found);
    h.action(WindowActions::Command::Hint).trigger();
    REQUIRE(found.wait(60000));
    EvaluationBar& bar = h.evaluationBar();
    REQUIRE(bar.value().has_value());
    CHECK(*bar.value() >= engine::ManValue / 2);
    CHECK(bar.whiteShare() > 0.55);
    CHECK(bar.valueText().startsWith("+"));
    h.clicks({"42", "37"});
    CHECK_FALSE(bar.value().has_value());
}
