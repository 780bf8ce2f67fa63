#include "app_test_support.hpp"
#include "controller/game_controller.hpp"
#include "engines/line_finder.hpp"
#include "players/human_input.hpp"
#include "review/evaluation_bar.hpp"
#include "review/think_along_panel.hpp"
#include "text/texts.hpp"

#include <QSignalSpy>
#include <QSpinBox>

#include <set>

namespace draughts::app::test {

namespace {

ThinkAlongPanel& thinkAlongOf(Harness& h) { return *h.window().findChild<ThinkAlongPanel*>(); }

// The first move of each line shown ("+0.1  depth 4:  32-28 19-23 …").
std::vector<QString> firstMoves(const ThinkAlongPanel& panel)
{
    std::vector<QString> moves;
    for (const QString& text : panel.lineTexts())
        moves.push_back(text.section(QStringLiteral(":  "), 1).section(QLatin1Char(' '), 0, 0));
    return moves;
}

std::set<QString> legalTexts(const game::Game& game)
{
    std::set<QString> texts;
    for (const core::Move& move : game.legalMoves())
        texts.insert(Texts::move(game, move));
    return texts;
}

// Waits for lines of the position shown: progress, not the clock.
void waitForLines(ThinkAlongPanel& panel)
{
    QSignalSpy shown(&panel, &ThinkAlongPanel::linesShown);
    REQUIRE(shown.wait(60000));
}

} // namespace

TEST_CASE("Think Along shows the engine's lines of the position shown and follows the game", "[app][thinkalong]")
{
    Harness h;
    h.start(core::Variant::Polish, {}, game::MissedCaptureRule::Compulsory);
    ThinkAlongPanel& panel = thinkAlongOf(h);
    CHECK(panel.lineTexts().isEmpty());
    h.action(WindowActions::Command::ThinkAlong).trigger();
    waitForLines(panel);
    // Three lines at first, each with another first move, every one legal.
    std::vector<QString> moves = firstMoves(panel);
    REQUIRE(moves.size() == 3);
    const std::set<QString> legal = legalTexts(h.controller().game());
    CHECK(std::set<QString>(moves.begin(), moves.end()).size() == 3);
    for (const QString& move : moves)
        CHECK(legal.count(move) == 1);
    CHECK(panel.lineTexts().front().contains(QStringLiteral("depth")));
    // The evaluation bar follows the first line.
    CHECK(h.evaluationBar().value().has_value());

    // One line when asked for one.
    panel.lineCount().setValue(1);
    waitForLines(panel);
    CHECK(panel.lineTexts().size() == 1);

    // A move played: the lines are those of the new position.
    const game::Game& game = h.controller().game();
    REQUIRE(h.input().playNotation(Texts::move(game, game.legalMoves()[0])));
    waitForLines(panel);
    CHECK(legalTexts(h.controller().game()).count(firstMoves(panel).front()) == 1);

    // Off: the engine stops and the lines and the bar's value go.
    h.action(WindowActions::Command::ThinkAlong).trigger();
    CHECK_FALSE(panel.finder().busy());
    CHECK(panel.lineTexts().isEmpty());
    CHECK_FALSE(h.evaluationBar().value().has_value());
}

TEST_CASE("Think Along gives one line where only one move is legal", "[app][thinkalong]")
{
    // International, White to move: 32x23 is the only move (the capture
    // is compulsory), however many lines are asked for.
    Harness h;
    h.start(core::Variant::International, "W:W32,45:B28,5", game::MissedCaptureRule::Compulsory);
    REQUIRE(h.controller().game().legalMoves().size() == 1);
    ThinkAlongPanel& panel = thinkAlongOf(h);
    h.action(WindowActions::Command::ThinkAlong).trigger();
    waitForLines(panel);
    REQUIRE(panel.lineTexts().size() == 1);
    CHECK(firstMoves(panel).front() == QStringLiteral("32x23"));
    h.action(WindowActions::Command::ThinkAlong).trigger();
}

} // namespace draughts::app::test
