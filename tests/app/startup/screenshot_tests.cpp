// Not run by default: the pictures of docs/screenshots/, the window at its
// usual size (1100x760) in the program's own look, written to
// $DRAUGHTS_SCREENSHOT_DIR. scripts/screenshots.sh runs them. For each game:
// a game being played (<game>.png), a saved game opened from its file with
// the file's header (<game>-opened.png), and that game after Analyse Game
// with a marked move shown, its better move drawn as an arrow
// (<game>-analysed.png); and a computers' game paused while an earlier
// position is shown (computers-paused.png); a hint from the endgame tables
// (endgame-tables.png); the first start's welcome (welcome.png); the
// position editor (position-editor.png); Think Along with three lines
// (think-along.png); the square trainer correcting a wrong click, in
// English and in Czech (square-trainer.png, cs/square-trainer.png). The files
// the games are opened from are in
// tests/app/data/screenshots/.

#include "files/file_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "dialogs/welcome_dialog.hpp"
#include "editor/position_editor.hpp"
#include "editor/setup_flow.hpp"
#include "engines/endgame_tables_keeper.hpp"
#include "engines/hint_finder.hpp"
#include "players/human_input.hpp"
#include "players/player_seats.hpp"
#include "puzzles/square_trainer.hpp"
#include "review/analysis_panel.hpp"
#include "review/game_analysis.hpp"
#include "review/review_navigator.hpp"
#include "review/think_along_panel.hpp"
#include "settings/language.hpp"
#include "startup/look.hpp"
#include "window/window_actions.hpp"

#include <draughts/engine/engine_task.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/rules/geometry.hpp>

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTest>

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::FileHarness;

namespace {

struct GameShots {
    core::Variant variant;
    const char* id; // the pictures' and the file's name
    // The first moves of the file's game: the position being played.
    const char* moves;
};

// The games' files were played by the computer, a strong level against a
// weak one, so that the analysis finds mistakes to mark.
const GameShots games[] = {
    {core::Variant::International, "international",
     "20-25 33-29 19-23 32-27 17-21 27-22 18x27 31x22 15-20 29x18 12x23 38-32 7-12 34-30 25x34 40x7 1x12 32-28 "
     "12-18 37-31 18x27 31x22 14-19 39-33 10-14 22-18 13x22 28x26 20-25 45-40"},
    {core::Variant::Polish, "polish",
     "40-35 13-19 39-33 11-17 45-40 9-13 40-34 4-9 44-40 19-23 36-31 13-19 31-27 7-11 27-22 17x30 35x4 11-16 "
     "38-33 6-11 40-34 14-20 33-28 23x32 37x28 20-24 4-22 12-17 43-38 10-14"},
    {core::Variant::TwentyVsTen, "twenty-vs-ten",
     "10-15 7-12 31-27 9-13 15-20 33-28 13-19 6-11 28-22 8-13 1-7 37-31 12-17 19-23 42-37 17x28 20-24 47-42 "
     "7-12 11-17 27-22 17-21 28x17 39-33 12-18 17-22 34-30 13-19"},
    {core::Variant::CornerCheckers, "corner",
     "14-18 26-22 3-7 43-38 25-29 38-34 29x38 37-33 38x16 21x23 9-14 42-37 30-35 32-27 19-24 37-32 4-9 48-44 "
     "14-18 23x14 9x18 27-23 18x27 32x23 20-25 36-32 15-19 44-38 5-9 47-43"},
    {core::Variant::ToTheLastMan, "last-man",
     "e3-f4 b6-c5 c3-d4 c5xe3 b2-c3 d4xb2 f2xd4 c7-b6 d2xb4 h6-g5 f4xh6 f6xf2 h2xf4 g5-h4 d4-c5 b6xd4"},
};

QString folder()
{
    const QString folder = qEnvironmentVariable("DRAUGHTS_SCREENSHOT_DIR");
    REQUIRE_FALSE(folder.isEmpty());
    return folder;
}

// The window as the player sees it: the program's look, no keyboard focus
// frame on the board.
void save(FileHarness& h, const QString& name)
{
    static const bool looked = [] {
        app::applyLook(*qobject_cast<QApplication*>(QCoreApplication::instance()));
        return true;
    }();
    (void)looked;
    h.boardView().clearFocus();
    for (int i = 0; i < 3; ++i)
        QApplication::processEvents();
    CAPTURE(name);
    REQUIRE(h.window().size() == QSize(1100, 760));
    // Quality 0: the smallest file zlib makes, for the repository.
    REQUIRE(h.window().grab().save(folder() + QLatin1Char('/') + name + QStringLiteral(".png"), "PNG", 0));
}

void play(FileHarness& h, core::Variant variant, const char* moves)
{
    h.start(variant);
    for (const QString& move : QString::fromLatin1(moves).split(QLatin1Char(' '))) {
        CAPTURE(move);
        REQUIRE(h.input().playNotation(move));
    }
}

// Analyse Game to a fixed depth, so that the pictures come out the same on
// every machine; then the first blunder shown, or else the first mistake.
void analyseAndShowMarkedMove(FileHarness& h)
{
    app::GameAnalysis& analysis = h.analysis().analysis();
    engine::SearchLimits limits;
    limits.depth = 6;
    analysis.setLimits(limits);
    QSignalSpy finished(&analysis, &app::GameAnalysis::finished);
    h.analysis().action(app::AnalysisPanel::Command::Analyse).trigger();
    REQUIRE((finished.count() == 1 || finished.wait(120000)));
    std::optional<std::size_t> marked;
    for (const engine::Judgement wanted : {engine::Judgement::Blunder, engine::Judgement::Mistake})
        for (const app::GameAnalysis::Judged& judged : analysis.judged())
            if (!marked && judged.analysis.judgement == wanted)
                marked = judged.place;
    REQUIRE(marked);
    h.controller().reviewControl().showPly(*marked);
}

} // namespace

TEST_CASE("Screenshots of every game: played, opened from a file, analysed", "[.screenshot]")
{
    for (const GameShots& game : games) {
        FileHarness h;
        const QString id = QString::fromLatin1(game.id);
        play(h, game.variant, game.moves);
        save(h, id);
        REQUIRE(h.doc().openFile(QStringLiteral(DRAUGHTS_APP_DATA "/screenshots/") + id + QStringLiteral(".pdn")));
        REQUIRE(h.controller().game().variant() == game.variant);
        save(h, id + QStringLiteral("-opened"));
        analyseAndShowMarkedMove(h);
        save(h, id + QStringLiteral("-analysed"));
    }
}

TEST_CASE("Screenshot of two computers' game paused while an earlier position is shown", "[.screenshot]")
{
    FileHarness h;
    app::PlayerSeats::ComputerTiming timing;
    timing.seed = 20261202;
    timing.pause = std::chrono::milliseconds{0};
    timing.demoPause = std::chrono::milliseconds{0};
    timing.moveTime = std::chrono::milliseconds{300};
    h.seats().setComputerTiming(timing);
    app::GameSetup setup;
    setup.variant = core::Variant::International;
    setup.players = {app::PlayerChoice::computer(2), app::PlayerChoice::computer(2)};
    h.window().startGame(setup);
    for (int waited = 0; h.historyLength() < 10 && waited < 60000; waited += 50)
        QTest::qWait(50);
    REQUIRE(h.historyLength() >= 10);
    h.action(app::WindowActions::Command::Pause).trigger();
    for (int i = 0; i < 2; ++i)
        QTest::mouseClick(&h.review().button(1), Qt::LeftButton); // Previous
    REQUIRE(h.controller().paused());
    save(h, QStringLiteral("computers-paused"));
}

TEST_CASE("Screenshot of a hint from the endgame tables", "[.screenshot]")
{
    FileHarness h;
    QTemporaryDir dir;
    h.tables().setPieces(2);
    h.tables().setFolder(dir.path());
    QSignalSpy ready(&h.tables(), &app::EndgameTablesKeeper::ready);
    REQUIRE_FALSE(h.tables().tablesFor(core::Variant::International));
    REQUIRE((ready.count() == 1 || ready.wait(60000)));
    // A king against a man, won for White in 5 plies (docs/egdb.md, "In the window").
    h.start(core::Variant::International, "W:WK46:B31", game::MissedCaptureRule::Compulsory);
    engine::SearchLimits limits;
    limits.depth = 2;
    h.hintFinder().setLimits(limits);
    QSignalSpy found(&h.hintFinder(), &app::HintFinder::found);
    h.action(app::WindowActions::Command::Hint).trigger();
    REQUIRE(found.wait(60000));
    QTest::qWait(1000); // the side panel's hint has faded in
    save(h, QStringLiteral("endgame-tables"));
}

TEST_CASE("Screenshot of the welcome", "[.screenshot]")
{
    FileHarness h;
    app::applyLook(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    h.window().welcome();
    auto* welcome = h.window().findChild<app::WelcomeDialog*>();
    REQUIRE(welcome);
    QApplication::processEvents();
    REQUIRE(welcome->grab().save(folder() + QStringLiteral("/welcome.png"), "PNG", 0));
    welcome->reject();
}

TEST_CASE("Screenshot of the position editor naming what keeps a position from being played", "[.screenshot]")
{
    FileHarness h;
    app::applyLook(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    h.start(core::Variant::International, "W:W28,32,33,37,38,K45:B2,12,17,19,24");
    h.action(app::WindowActions::Command::SetUpPosition).trigger();
    app::PositionEditor* editor = h.setupFlow().editor();
    REQUIRE(editor);
    REQUIRE(QTest::qWaitForWindowExposed(editor));
    editor->resize(editor->sizeHint());
    // A White man put on 3, where White's men are crowned.
    const auto& model = static_cast<const app::BoardModel&>(*editor->board().model());
    const QRect cell =
        editor->board().visualRect(model.indexOfSquare(notation::parseSquare(core::Variant::International, "3")));
    QTest::mouseClick(editor->board().viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
    QApplication::processEvents();
    REQUIRE(editor->grab().save(folder() + QStringLiteral("/position-editor.png"), "PNG", 0));
    editor->reject();
}

TEST_CASE("Screenshot of Think Along with three lines", "[.screenshot]")
{
    FileHarness h;
    app::applyLook(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    app::GameSetup fmjd;
    fmjd.variant = core::Variant::International;
    fmjd.ruleSet = rules::RuleSet::Fmjd;
    h.window().startGame(fmjd);
    for (const char* move : {"32-28", "18-23", "37-32", "12-18", "41-37", "7-12", "46-41", "1-7"})
        REQUIRE(h.input().playNotation(QString::fromLatin1(move)));
    h.action(app::WindowActions::Command::EvaluationBar).trigger();
    h.action(app::WindowActions::Command::ThinkAlong).trigger();
    auto* panel = h.window().findChild<app::ThinkAlongPanel*>();
    REQUIRE(panel);
    // Lines a player would read: the search has gone some plies deep.
    QSignalSpy shown(panel, &app::ThinkAlongPanel::linesShown);
    while (panel->lineTexts().size() < 3 || !panel->lineTexts().front().contains(QStringLiteral("depth 10")))
        REQUIRE(shown.wait(60000));
    save(h, QStringLiteral("think-along"));
    h.action(app::WindowActions::Command::ThinkAlong).trigger();
}

TEST_CASE("Screenshot of the square trainer showing the right square after a wrong click", "[.screenshot]")
{
    app::test::ensureApplication();
    app::applyLook(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    struct StillClock : app::ClockSource {
        std::int64_t milliseconds() const override { return now; }
        std::int64_t now = 0;
    } clock;
    for (const QString& language : {app::Language::English, app::Language::Czech}) {
        REQUIRE(app::Language::install(language));
        app::SquareTrainer trainer(nullptr);
        trainer.setClockSource(&clock);
        trainer.setSeed(2026);
        trainer.setMode({core::Variant::International, app::DrillTask::FindSquare, false, false});
        trainer.show();
        REQUIRE(QTest::qWaitForWindowExposed(&trainer));
        trainer.resize(900, 640); // its usual size, whatever the offscreen screen has room for
        trainer.start();
        const auto& model = static_cast<const app::BoardModel&>(*trainer.board().model());
        const auto clickSquare = [&](core::Square square) {
            const QRect cell = trainer.board().visualRect(model.indexOfSquare(square));
            QTest::mouseClick(trainer.board().viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
        };
        for (int i = 0; i < 7; ++i) {
            clock.now += 1500;
            clickSquare(trainer.drill().question());
        }
        // A square two rows away: the correction marks the one asked.
        const core::Square asked = trainer.drill().question();
        const int number = rules::squareNumber(core::Variant::International, asked);
        clock.now += 1700;
        clickSquare(rules::squareFromNumber(core::Variant::International, number > 10 ? number - 10 : number + 10));
        trainer.board().clearFocus();
        QApplication::processEvents();
        const bool czech = language == app::Language::Czech;
        const QString path =
            folder() + (czech ? QStringLiteral("/cs") : QString()) + QStringLiteral("/square-trainer.png");
        QDir().mkpath(QFileInfo(path).absolutePath());
        REQUIRE(trainer.grab().save(path, "PNG", 0));
    }
    app::Language::install(app::Language::English);
}
