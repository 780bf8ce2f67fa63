// Preferences > Engines: an engine is added by its command line, asked who
// it is in the background, listed with its name, author, games and
// parameters, kept in the settings, and removed; one that does not answer
// or cannot start is not added and the page says why. The threads our own
// engine thinks on are set there too.

#include "app_test_support.hpp"

#include "controller/game_controller.hpp"
#include "dialogs/engines_page.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "engines/hint_finder.hpp"
#include "players/computer_player.hpp"
#include "players/player_seats.hpp"
#include "review/analysis_panel.hpp"
#include "review/game_analysis.hpp"

#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <catch2/catch.hpp>

using namespace draughts;
using app::MainWindow;
using app::WindowActions;
using app::test::Harness;

namespace {

app::EnginesPage& openEnginesPage(Harness& h)
{
    h.action(WindowActions::Command::Preferences).trigger();
    auto* dialog = h.window().findChild<app::PreferencesDialog*>();
    REQUIRE(dialog);
    for (int i = 0; i < dialog->pageCount(); ++i)
        if (auto* page = qobject_cast<app::EnginesPage*>(&dialog->page(i))) {
            dialog->showPage(i);
            return *page;
        }
    FAIL("no Engines page");
    throw;
}

void addEngine(app::EnginesPage& page, const QString& command)
{
    page.command().clear();
    QTest::keyClicks(&page.command(), command);
    QTest::mouseClick(&page.addButton(), Qt::LeftButton);
}

QString quoted(const QString& path) { return QLatin1Char('"') + path + QLatin1Char('"'); }

} // namespace

TEST_CASE("Preferences > Engines adds our own engine by its command line, shows it, keeps it and removes it",
          "[app][engines][preferences]")
{
    Harness h;
    h.start(core::Variant::International);
    app::EnginesPage& page = openEnginesPage(h);
    CHECK(page.title() == "Engines");
    CHECK(page.list().count() == 0);
    CHECK(page.details().text() == "No engine has been added yet.");

    const QString command = quoted(QStringLiteral(DRAUGHTS_CLI)) + QStringLiteral(" hub");
    addEngine(page, command);
    CHECK(page.isAsking()); // in the background: the window goes on
    REQUIRE(QTest::qWaitFor([&] { return page.list().count() == 1; }, 30000));
    CHECK(page.list().item(0)->text().startsWith("Draughts "));
    const QString details = page.details().text();
    CHECK(details.contains("Command: " + command));
    CHECK(details.contains("Author: The Draughts Project developers"));
    CHECK(details.contains("Games: International, Polish, Twenty vs Ten, Corner Checkers, To the Last Man"));
    CHECK(details.contains("hash = 32 (1–1024)"));
    CHECK(page.command().text().isEmpty());

    // Kept in the window's preferences and the settings.
    REQUIRE(h.window().preferences().engines.size() == 1);
    CHECK(h.window().preferences().engines[0].command == command);
    CHECK(h.window().preferences().engines[0].supports(core::Variant::ToTheLastMan));
    CHECK(h.settings().value("engines/0/command").toString() == command);
    CHECK(h.settings().value("engines/0/name").toString() == "Draughts");
    const auto loaded = app::loadEngines(h.settings());
    REQUIRE(loaded.size() == 1);
    CHECK(loaded[0] == h.window().preferences().engines[0]);

    // The same command twice is refused.
    addEngine(page, command);
    CHECK(page.status().text() == "“" + command + "” is in the list already.");
    CHECK(page.list().count() == 1);

    page.list().setCurrentRow(0);
    QTest::mouseClick(&page.removeButton(), Qt::LeftButton);
    CHECK(page.list().count() == 0);
    CHECK(h.window().preferences().engines.isEmpty());
    CHECK(h.settings().value("engines/count").toInt() == 0);
}

TEST_CASE("Preferences > Engines does not add an engine that is silent or cannot start", "[app][engines][preferences]")
{
    Harness h;
    h.start(core::Variant::International);
    app::EnginesPage& page = openEnginesPage(h);
    hub::ClientTimeouts timeouts;
    timeouts.handshake = std::chrono::milliseconds(1000);
    page.setTimeouts(timeouts);

    const QString mute =
        QStringLiteral("bash ") + quoted(QStringLiteral(DRAUGHTS_FAKE_ENGINE)) + QStringLiteral(" mute");
    addEngine(page, mute);
    REQUIRE(QTest::qWaitFor([&] { return !page.isAsking(); }, 30000));
    CHECK(page.status().text() == "The engine “" + mute + "” did not answer within 1 second.");
    CHECK(page.list().count() == 0);
    CHECK(page.addButton().isEnabled());

    addEngine(page, QStringLiteral("no-such-draughts-engine-here hub"));
    REQUIRE(QTest::qWaitFor([&] { return !page.isAsking(); }, 30000));
    CHECK(page.status().text().startsWith("The engine “no-such-draughts-engine-here hub” could not be started: "));
    CHECK(page.list().count() == 0);
    CHECK(h.window().preferences().engines.isEmpty());
}

TEST_CASE("Preferences > Engines sets the threads the computer, the hint and the analysis think on, and keeps them",
          "[app][engines][preferences][threads]")
{
    Harness h;
    const int most = app::defaultThreads(); // every core of this computer
    CHECK(h.window().preferences().threads == most);
    app::EnginesPage& page = openEnginesPage(h);
    CHECK(page.threads().minimum() == 1);
    CHECK(page.threads().maximum() == most);
    CHECK(page.threads().value() == most);

    page.threads().setValue(1);
    CHECK(h.window().preferences().threads == 1);
    CHECK(app::loadSettings(h.settings()).preferences.threads == 1);

    app::PlayerSeats::ComputerTiming quick;
    quick.pause = std::chrono::milliseconds{0};
    quick.moveTime = std::chrono::milliseconds{200};
    h.seats().setComputerTiming(quick);
    app::GameSetup setup;
    setup.variant = core::Variant::International;
    setup.players = {app::PlayerChoice::human(), app::PlayerChoice::computer(8)}; // international.md §9.4: Black begins
    QSignalSpy played(&h.controller(), &app::GameController::actionPlayed);
    h.window().startGame(setup);
    app::ComputerPlayer* computer = h.seats().computer(core::Side::Black);
    REQUIRE(computer);
    CHECK(computer->threads() == 1);
    CHECK(h.hintFinder().threads() == 1);
    CHECK(h.analysis().analysis().threads() == 1);
    REQUIRE((played.count() > 0 || played.wait(20000)));
    CHECK(computer->engineThreads() == 1); // its engine searched on one thread

    // A change reaches the computer seated, the hint and the analysis at once.
    page.threads().setValue(most);
    CHECK(computer->threads() == most);
    CHECK(h.hintFinder().threads() == most);
    CHECK(h.analysis().analysis().threads() == most);
    CHECK(app::loadSettings(h.settings()).preferences.threads == most);
}
