// The window's endgame tables (docs/egdb.md, "In the window"): built on
// first need in the background into the data folder, shown in the status
// bar while they are built, then used by the computer, Hint and Analyse
// Game, which say "a win", "a draw" or "a loss" from them. The tests build
// International's tables of two pieces (a fraction of a second) or three.

#include "files/file_test_support.hpp"

#include "controller/game_controller.hpp"
#include "dialogs/engines_page.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "engines/endgame_tables_keeper.hpp"
#include "engines/hint_finder.hpp"
#include "panel/side_panel.hpp"
#include "players/player_seats.hpp"
#include "review/analysis_panel.hpp"
#include "review/game_analysis.hpp"
#include "text/texts.hpp"
#include "window/tables_progress.hpp"

#include <draughts/egdb/database.hpp>
#include <draughts/notation/fen.hpp>

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <catch2/catch.hpp>

using namespace draughts;
using app::EndgameTablesKeeper;
using app::test::FileHarness;
using app::test::Harness;

namespace {

constexpr auto intl = core::Variant::International;
// How long a build may go without moving on before a test gives up on it.
// A test waits as long as the build makes progress, so that a machine
// that other work keeps busy slows the tests but never fails them.
constexpr int stallPatience = 120000; // milliseconds

// Waits until `done` has a signal, as long as `keeper`'s build moves on (a
// progress step, its end, a failure or a stop) at least every stallPatience.
bool waitOnBuild(QSignalSpy& done, EndgameTablesKeeper& keeper)
{
    QSignalSpy moved(&keeper, &EndgameTablesKeeper::progressed);
    QSignalSpy ended(&keeper, &EndgameTablesKeeper::ready);
    QSignalSpy failed(&keeper, &EndgameTablesKeeper::failed);
    auto steps = [&] { return moved.count() + ended.count() + failed.count(); };
    qsizetype seen = -1;
    while (done.isEmpty()) {
        if (steps() == seen)
            return false;
        seen = steps();
        done.wait(stallPatience);
    }
    return true;
}

// A keeper whose builds run at normal priority, as every test's must.
void buildAtNormalPriority(EndgameTablesKeeper& keeper) { keeper.setBuildPriority(QThread::NormalPriority); }

// A White king against a Black man on 31 (international.md §4, §6), counted
// by hand in tests/engine/endgame_tables_tests.cpp: White wins in 5 plies
// (46-23 31-36 23-28 36-41 28x46), that is in 3 of his moves; 46-37 walks
// into 31x42, and White has nothing left.
constexpr const char* kingAgainstMan = "W:WK46:B31";

// Waits for the keeper's tables of `variant`, asking for them first.
std::shared_ptr<const egdb::Database> readyTables(EndgameTablesKeeper& keeper, core::Variant variant)
{
    QSignalSpy ready(&keeper, &EndgameTablesKeeper::ready);
    if (auto tables = keeper.tablesFor(variant))
        return tables;
    REQUIRE(waitOnBuild(ready, keeper));
    auto tables = keeper.tablesFor(variant);
    REQUIRE(tables);
    return tables;
}

} // namespace

TEST_CASE("The tables are built on first need in the background, then handed out", "[app][egdb]")
{
    app::test::ensureApplication();
    QTemporaryDir dir;
    EndgameTablesKeeper keeper;
    buildAtNormalPriority(keeper);
    keeper.setPieces(2);
    // Without a folder (a window without settings) there are none, and nothing is built.
    CHECK_FALSE(keeper.tablesFor(intl));
    CHECK_FALSE(keeper.building());

    keeper.setFolder(dir.filePath(QStringLiteral("tables")));
    CHECK(keeper.folderOf(intl) == dir.filePath(QStringLiteral("tables/international")));
    QSignalSpy progressed(&keeper, &EndgameTablesKeeper::progressed);
    QSignalSpy ready(&keeper, &EndgameTablesKeeper::ready);
    CHECK_FALSE(keeper.tablesFor(intl)); // not yet: the build begins
    CHECK(keeper.building() == intl);
    CHECK_FALSE(keeper.tablesFor(intl)); // asking again starts nothing more
    REQUIRE(waitOnBuild(ready, keeper));
    CHECK(ready.count() == 1);
    CHECK(ready.front().front().value<core::Variant>() == intl);
    CHECK_FALSE(keeper.building());
    REQUIRE(progressed.count() >= 1);
    CHECK(progressed.front().at(1).toInt() == 0);
    for (const QList<QVariant>& step : progressed)
        CHECK(step.at(1).toInt() <= 100);

    const auto tables = keeper.tablesFor(intl);
    REQUIRE(tables);
    CHECK(tables->completePieces() == 2);
    CHECK(keeper.tablesFor(intl) == tables); // the same tables for every engine
    CHECK_FALSE(QDir(keeper.folderOf(intl)).isEmpty());
    // What they say: the king against the man is won for White.
    CHECK(tables->probe(*notation::readFen(intl, kingAgainstMan)) == egdb::Wdl::Win);

    // The next run finds them complete: no build.
    EndgameTablesKeeper next;
    buildAtNormalPriority(next);
    next.setPieces(2);
    next.setFolder(dir.filePath(QStringLiteral("tables")));
    QSignalSpy nextProgress(&next, &EndgameTablesKeeper::progressed);
    CHECK(next.tablesFor(intl));
    CHECK_FALSE(next.building());
    CHECK(nextProgress.isEmpty());
}

TEST_CASE("Turned off, the tables are neither used nor built, and a stopped build goes on later", "[app][egdb]")
{
    app::test::ensureApplication();
    QTemporaryDir dir;
    EndgameTablesKeeper keeper;
    buildAtNormalPriority(keeper);
    keeper.setPieces(3);
    keeper.setFolder(dir.path());
    keeper.setEnabled(false);
    CHECK_FALSE(keeper.tablesFor(intl));
    CHECK_FALSE(keeper.building());
    CHECK(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());

    keeper.setEnabled(true);
    QSignalSpy stopped(&keeper, &EndgameTablesKeeper::stopped);
    CHECK_FALSE(keeper.tablesFor(intl));
    REQUIRE(keeper.building() == intl);
    keeper.setEnabled(false); // waits for the build thread to end
    CHECK(stopped.count() == 1);
    CHECK_FALSE(keeper.building());
    CHECK_FALSE(keeper.tablesFor(intl));

    keeper.setEnabled(true);
    const auto tables = readyTables(keeper, intl);
    CHECK(tables->completePieces() == 3);
}

TEST_CASE("A folder that cannot be written gives a reason, and the window plays on without tables", "[app][egdb]")
{
    app::test::ensureApplication();
    QTemporaryDir dir;
    // A file where the folder should be.
    const QString blocked = dir.filePath(QStringLiteral("blocked"));
    QFile file(blocked);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.close();
    EndgameTablesKeeper keeper;
    buildAtNormalPriority(keeper);
    keeper.setPieces(2);
    keeper.setFolder(blocked);
    QSignalSpy failed(&keeper, &EndgameTablesKeeper::failed);
    CHECK_FALSE(keeper.tablesFor(intl));
    REQUIRE(waitOnBuild(failed, keeper));
    CHECK_FALSE(failed.front().at(1).toString().isEmpty());
    // Not tried again in this run.
    CHECK_FALSE(keeper.tablesFor(intl));
    CHECK_FALSE(keeper.building());
}

TEST_CASE("The status bar shows the build and says when the tables are ready", "[app][egdb]")
{
    Harness h;
    QTemporaryDir dir;
    h.tables().setPieces(2);
    h.tables().setFolder(dir.path());
    QSignalSpy progressed(&h.tables(), &EndgameTablesKeeper::progressed);
    CHECK_FALSE(h.tablesProgress().isVisible());
    CHECK_FALSE(h.tables().tablesFor(intl));
    REQUIRE(progressed.count() >= 1); // the first step is told at once
    CHECK(h.tablesProgress().isVisible());
    CHECK(h.tablesProgress().toolTip().startsWith("Building the endgame tables of International in the background"));
    readyTables(h.tables(), intl);
    app::test::settle();
    CHECK_FALSE(h.tablesProgress().isVisible());
    CHECK(h.status() ==
          "The endgame tables of International are ready: the computer, Hint and Analyse Game now know every "
          "ending of up to 2 pieces exactly.");
}

TEST_CASE("The computer's first turn in a game is a first need: that game's tables are built", "[app][egdb][computer]")
{
    Harness h;
    QTemporaryDir dir;
    h.tables().setPieces(2);
    h.tables().setFolder(dir.path());
    app::PlayerSeats::ComputerTiming quick;
    quick.pause = std::chrono::milliseconds{0};
    quick.moveTime = std::chrono::milliseconds{100};
    h.seats().setComputerTiming(quick);
    QSignalSpy progressed(&h.tables(), &EndgameTablesKeeper::progressed);
    QSignalSpy played(&h.controller(), &app::GameController::actionPlayed);
    app::GameSetup setup;
    setup.variant = intl;
    setup.start = *notation::readFen(intl, kingAgainstMan);
    setup.players = {app::PlayerChoice::computer(8), app::PlayerChoice::human()};
    h.window().startGame(setup);
    REQUIRE(progressed.count() >= 1);
    CHECK(progressed.front().front().value<core::Variant>() == intl);
    REQUIRE((played.count() > 0 || played.wait(stallPatience)));
    readyTables(h.tables(), intl);
}

TEST_CASE("Hint says what the endgame tables say, once they are ready", "[app][egdb][hint]")
{
    Harness h;
    QTemporaryDir dir;
    h.tables().setPieces(2);
    h.tables().setFolder(dir.path());
    h.start(intl, kingAgainstMan, game::MissedCaptureRule::Compulsory);
    engine::SearchLimits limits;
    limits.depth = 2; // too shallow to see the win alone (tests/engine/endgame_tables_tests.cpp)
    h.hintFinder().setLimits(limits);
    QSignalSpy found(&h.hintFinder(), &app::HintFinder::found);

    // The first hint asks for the tables, which are then built.
    QSignalSpy ready(&h.tables(), &EndgameTablesKeeper::ready);
    h.action(app::WindowActions::Command::Hint).trigger();
    REQUIRE(found.wait(stallPatience));
    CHECK_FALSE(h.sidePanel().hintText().contains("Endgame tables"));
    REQUIRE(waitOnBuild(ready, h.tables()));

    h.action(app::WindowActions::Command::Hint).trigger();
    REQUIRE(found.wait(stallPatience));
    CHECK(h.sidePanel().hintText() == "Endgame tables: a win with perfect play. Wins the game in 3 moves of White");
    CHECK_FALSE(h.highlightAt("37") & app::Highlight::Hint); // the one move that loses
}

TEST_CASE("Analyse Game gives the tables' value before and after a move", "[app][egdb][analysis]")
{
    FileHarness h;
    QTemporaryDir dir;
    h.tables().setPieces(2);
    h.tables().setFolder(dir.path());
    readyTables(h.tables(), intl);
    // 46-37 throws the win away: 31x42 takes White's last piece.
    h.start(intl, kingAgainstMan, game::MissedCaptureRule::Compulsory);
    h.clicks({"46", "37"});
    h.clicks({"31", "42"});
    REQUIRE(h.controller().game().result().isOver());

    app::GameAnalysis& analysis = h.analysis().analysis();
    engine::SearchLimits limits;
    limits.depth = 2;
    analysis.setLimits(limits);
    QSignalSpy finished(&analysis, &app::GameAnalysis::finished);
    auto* button = h.analysis().controls().findChild<QToolButton*>(QStringLiteral("analyseButton"));
    REQUIRE(button);
    QTest::mouseClick(button, Qt::LeftButton);
    REQUIRE((finished.count() == 1 || finished.wait(stallPatience)));
    const auto& judged = analysis.judged();
    REQUIRE(judged.size() == 2);
    CHECK(judged[0].analysis.tables == egdb::Wdl::Win);
    CHECK(judged[0].analysis.playedTables == egdb::Wdl::Loss);
    CHECK(judged[0].analysis.judgement == engine::Judgement::Blunder);

    h.controller().reviewControl().showPly(1);
    CHECK(h.analysis().verdictText().endsWith("\nEndgame tables: a win before the move, a loss after it"));
    app::test::inEnglishAndCzech([&] {
        CHECK(app::Texts::analysisTables(egdb::Wdl::Win, egdb::Wdl::Win) !=
              app::Texts::analysisTables(egdb::Wdl::Win, egdb::Wdl::Loss));
    });
}

TEST_CASE("Searches under the FMJD's rules neither ask for the tables nor have them built", "[app][egdb][fmjd]")
{
    app::test::ensureApplication();
    int asked = 0;
    const app::TablesSource source = [&asked](core::Variant) {
        ++asked;
        return std::shared_ptr<const egdb::Database>();
    };
    game::Game original(intl, *notation::readFen(intl, kingAgainstMan));
    CHECK_FALSE(app::tablesFor(source, original));
    CHECK(asked == 1);
    game::Game fmjd(intl, rules::RuleSet::Fmjd, *notation::readFen(intl, kingAgainstMan));
    CHECK_FALSE(app::tablesFor(source, fmjd));
    CHECK(asked == 1);
    CHECK_FALSE(app::tablesFor({}, original));
}

TEST_CASE("Preferences > Engines turns the endgame tables off and on, and the choice is kept",
          "[app][egdb][preferences]")
{
    Harness h;
    CHECK(h.window().preferences().endgameTables); // on at first
    CHECK(h.tables().isEnabled());
    app::PreferencesDialog& dialog = h.openPreferences();
    auto* box = dialog.findChild<QCheckBox*>(QStringLiteral("endgameTables"));
    REQUIRE(box);
    CHECK(box->isChecked());
    box->click();
    CHECK_FALSE(h.window().preferences().endgameTables);
    CHECK_FALSE(h.tables().isEnabled());
    CHECK_FALSE(h.settings().value(QStringLiteral("computer/endgameTables")).toBool());
    box->click();
    CHECK(h.tables().isEnabled());
    CHECK(h.settings().value(QStringLiteral("computer/endgameTables")).toBool());
}
