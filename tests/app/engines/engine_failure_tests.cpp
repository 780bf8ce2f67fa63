// A search that cannot run (its work throws: out of memory, say) reaches
// the window as a reason, on the window's thread, instead of ending the
// program: the computer's side is handed to a person at the board.

#include "app_test_support.hpp"

#include "controller/game_controller.hpp"
#include "engines/queued_engine_task.hpp"
#include "players/computer_player.hpp"
#include "players/human_player.hpp"
#include "players/player_seats.hpp"

#include <QObject>
#include <QTest>
#include <QThread>

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace draughts;

TEST_CASE("A failed search reaches its owner's thread with its reason", "[app][engines]")
{
    app::test::ensureApplication();
    QObject owner;
    QString reason;
    QThread* deliveredOn = nullptr;
    app::QueuedEngineTask task(&owner, [&](const QString& why) {
        reason = why;
        deliveredOn = QThread::currentThread();
    });
    bool resultCame = false;
    task.start([](const engine::TaskRun&) -> int { throw std::runtime_error("no memory for the hash table"); },
               [&](int) { resultCame = true; });
    REQUIRE(QTest::qWaitFor([&] { return !reason.isEmpty(); }, 20000));
    CHECK(reason == QStringLiteral("no memory for the hash table"));
    CHECK(deliveredOn == owner.thread());
    CHECK_FALSE(resultCame);
    CHECK_FALSE(task.busy());
}

TEST_CASE("When the computer's search fails, a person at the board takes its side and is told why",
          "[app][engines][computer]")
{
    app::test::Harness h;
    app::GameSetup setup;
    setup.variant = core::Variant::Polish;
    setup.players = {app::PlayerChoice::human(), app::PlayerChoice::computer(1)};
    h.window().startGame(setup);
    app::ComputerPlayer* computer = h.seats().computer(core::Side::Black);
    REQUIRE(computer);
    emit computer->failed(QStringLiteral("no memory for the hash table"));
    CHECK(h.status() == QStringLiteral("The computer could not find a move (no memory for the hash table); you play "
                                       "its side from here on."));
    REQUIRE(QTest::qWaitFor(
        [&] { return qobject_cast<app::HumanPlayer*>(h.controller().player(core::Side::Black)) != nullptr; }, 5000));
    CHECK(qobject_cast<app::HumanPlayer*>(h.controller().player(core::Side::White)) != nullptr);
}
