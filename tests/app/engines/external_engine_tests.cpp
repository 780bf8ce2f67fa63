// External Hub engines as players: our own engine through the protocol
// (draughts-cli hub) plays whole games, and engines that misbehave — a
// line that is not the protocol, a crash in the middle of a search, no
// answer at all, an illegal move — each give a clear message, leave the
// game intact, are killed, and the game goes on with the fallback player.

#include "app_test_support.hpp"

#include "controller/game_controller.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "engines/hub_client.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"
#include "players/external_engine_player.hpp"
#include "players/player_seats.hpp"

#include <draughts/hub/notation.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/pdn/time_control_tag.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

#include <QComboBox>
#include <QSignalSpy>
#include <QStatusBar>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

namespace {

QString quoted(const QString& path) { return QLatin1Char('"') + path + QLatin1Char('"'); }

QString ourEngine() { return quoted(QStringLiteral(DRAUGHTS_CLI)) + QStringLiteral(" hub"); }

QString fakeEngine(const char* mode, const QString& argument = {})
{
    QString command =
        QStringLiteral("bash ") + quoted(QStringLiteral(DRAUGHTS_FAKE_ENGINE)) + QLatin1Char(' ') + QLatin1String(mode);
    return argument.isEmpty() ? command : command + QLatin1Char(' ') + quoted(argument);
}

app::EngineDescription engineRunning(const QString& command)
{
    app::EngineDescription description;
    description.command = command;
    return description;
}

// Our stand-in for the computer: the first legal move, claims declined,
// always after returning to the event loop.
class FirstMovePlayer : public app::Player {
public:
    bool isHuman() const override { return false; }
    void beginTurn(const game::Game& game) override
    {
        ++turns;
        const unsigned turn = ++m_turn;
        const app::Decision decision =
            game.pendingClaims().empty() ? app::Decision::play(game.legalMoves()[0]) : app::Decision::declineClaims();
        QTimer::singleShot(0, this, [this, turn, decision] {
            if (turn == m_turn)
                emit decided(decision);
        });
    }
    void cancelTurn() override { ++m_turn; }
    void considerDraw(const game::Game&) override
    {
        QTimer::singleShot(0, this, [this] { emit drawAnswered(false); });
    }
    int turns = 0;

private:
    unsigned m_turn = 0;
};

struct EngineSeat {
    app::ExternalEnginePlayer* player = nullptr;
    FirstMovePlayer* fallback = nullptr;
};

EngineSeat seatEngine(Harness& h, core::Side side, const QString& command, core::Variant variant, int moveTimeMs,
                      hub::ClientTimeouts timeouts = {})
{
    auto fallback = std::make_unique<FirstMovePlayer>();
    EngineSeat seat{nullptr, fallback.get()};
    auto player = std::make_unique<app::ExternalEnginePlayer>(engineRunning(command), variant, std::move(fallback));
    player->setMoveTime(moveTimeMs);
    player->setTimeouts(timeouts);
    seat.player = player.get();
    h.controller().setPlayer(side, std::move(player));
    return seat;
}

bool processEnded(const app::ExternalEnginePlayer& player)
{
    return QTest::qWaitFor([&] { return player.client().process()->state() == QProcess::NotRunning; }, 20000);
}

// Every action of the game was a permitted move or claim in turn: replaying
// them from the start reaches the same position.
void checkIntact(Harness& h)
{
    const game::Game& played = h.controller().game();
    game::Game replay(played.variant(), played.startPosition(), played.missedCaptureRule());
    for (const auto& entry : played.history()) {
        if (entry.action.kind == game::Action::Kind::Move)
            REQUIRE(replay.play(entry.action.move));
        else
            REQUIRE((entry.action.claimed == core::NoSquare ? replay.claimHandStone()
                                                            : replay.claim(entry.action.claimed)));
    }
    CHECK(replay.position() == played.position());
}

} // namespace

TEST_CASE("An external engine plays a whole International game against another through the Hub protocol",
          "[app][engines]")
{
    Harness h;
    h.start(core::Variant::International);
    QSignalSpy over(&h.controller(), &app::GameController::gameOver);
    const EngineSeat white = seatEngine(h, core::Side::White, ourEngine(), core::Variant::International, 20);
    const EngineSeat black = seatEngine(h, core::Side::Black, ourEngine(), core::Variant::International, 20);
    QSignalSpy whiteFailed(white.player, &app::ExternalEnginePlayer::failed);
    QSignalSpy blackFailed(black.player, &app::ExternalEnginePlayer::failed);
    // The draw counter ends a game that goes nowhere, so every game ends.
    REQUIRE((over.count() > 0 || over.wait(240000)));
    CHECK(whiteFailed.isEmpty());
    CHECK(blackFailed.isEmpty());
    CHECK(white.fallback->turns == 0);
    CHECK(black.fallback->turns == 0);
    CHECK(h.historyLength() >= 10);
    CHECK_FALSE(h.result().isEmpty());
    checkIntact(h);
}

TEST_CASE("An external engine makes both of Black's Twenty vs Ten moves and places stones in To the Last Man",
          "[app][engines]")
{
    for (const core::Variant variant : {core::Variant::TwentyVsTen, core::Variant::ToTheLastMan, core::Variant::Polish,
                                        core::Variant::CornerCheckers}) {
        INFO(core::variantId(variant));
        Harness h;
        h.start(variant, {}, game::MissedCaptureRule::Compulsory);
        const EngineSeat white = seatEngine(h, core::Side::White, ourEngine(), variant, 10);
        const EngineSeat black = seatEngine(h, core::Side::Black, ourEngine(), variant, 10);
        QSignalSpy over(&h.controller(), &app::GameController::gameOver);
        // Thirty plies, or the end of the game if it comes first.
        REQUIRE(QTest::qWaitFor([&] { return h.historyLength() >= 30 || over.count() > 0; }, 120000));
        CHECK(white.fallback->turns == 0);
        CHECK(black.fallback->turns == 0);
        checkIntact(h);
        if (variant == core::Variant::TwentyVsTen) {
            // Black opens with two moves of his own, then White answers.
            const auto& history = h.controller().game().history();
            CHECK(history[0].side == core::Side::Black);
            CHECK(history[1].side == core::Side::Black);
            CHECK(history[2].side == core::Side::White);
        }
    }
}

TEST_CASE("An engine that fails is reported, killed, and the game goes on with our own player", "[app][engines]")
{
    struct Case {
        const char* mode;
        QString message;
    };
    const std::vector<Case> cases{
        {"malformed", "The engine “Fake engine” sent a line that is not the Hub protocol: “info depth=1 pv=\"32-28 "
                      "17-22”."},
        {"crash", "The engine “Fake engine” crashed."},
        {"silent", "The engine “Fake engine” did not answer within 2 seconds."},
        {"illegal", "The engine “Fake engine” played “1-2”, which is not a legal move here."},
    };
    for (const Case& c : cases) {
        INFO(c.mode);
        Harness h;
        // Black begins International: the engine is asked at once.
        h.start(core::Variant::International);
        hub::ClientTimeouts timeouts;
        timeouts.moveGrace = std::chrono::milliseconds(1500); // 0.5 s to think and 1.5 s more: 2 s
        const EngineSeat black =
            seatEngine(h, core::Side::Black, fakeEngine(c.mode), core::Variant::International, 500, timeouts);
        h.controller().setPlayer(core::Side::White, std::make_unique<FirstMovePlayer>());
        QSignalSpy failed(black.player, &app::ExternalEnginePlayer::failed);
        REQUIRE(failed.wait(30000));
        const QString message = failed.at(0).at(0).toString();
        CHECK(message == c.message);
        CHECK(black.player->hasFailed());
        // The game goes on: the fallback makes Black's moves from now on.
        REQUIRE(QTest::qWaitFor([&] { return h.historyLength() >= 4; }, 20000));
        CHECK(black.fallback->turns >= 2);
        CHECK(h.controller().game().history()[0].side == core::Side::Black);
        checkIntact(h);
        CHECK(processEnded(*black.player));
        CHECK(failed.count() == 1);
    }
}

TEST_CASE("A program that does not exist cannot be started, and says so", "[app][engines]")
{
    Harness h;
    h.start(core::Variant::International);
    const EngineSeat black = seatEngine(h, core::Side::Black, QStringLiteral("no-such-draughts-engine-here hub"),
                                        core::Variant::International, 100);
    h.controller().setPlayer(core::Side::White, std::make_unique<FirstMovePlayer>());
    QSignalSpy failed(black.player, &app::ExternalEnginePlayer::failed);
    REQUIRE((failed.count() > 0 || failed.wait(30000)));
    CHECK(failed.at(0).at(0).toString().startsWith(
        QStringLiteral("The engine “no-such-draughts-engine-here hub” could not be started: ")));
    REQUIRE(QTest::qWaitFor([&] { return h.historyLength() >= 2; }, 20000));
    CHECK(black.fallback->turns >= 1);
}

TEST_CASE("The engine is sent the position before the last claim, with the moves since", "[app][engines]")
{
    // White c5 (27) must take 27x18x7; 37-32 instead lets Black claim 27.
    const auto start = notation::readFen(core::Variant::International, "W:W27,37,46:B22,12,5");
    REQUIRE(start);
    game::Game game(core::Variant::International, *start);
    auto move = [&](const char* text) {
        const auto parsed = hub::readMove(core::Variant::International, text, game.permittedMoves());
        REQUIRE(parsed);
        REQUIRE(game.play(*parsed));
    };
    move("37-32"); // breaks the capture rule: not sent as a move
    REQUIRE(game.claim(rules::squareFromNumber(core::Variant::International, 27)));
    const core::Position afterClaim = game.position();
    move("12-17");
    move("46-41");
    const auto [position, moves] = app::ExternalEnginePlayer::positionOf(game);
    CHECK(position.toStdString() == hub::writePosition(core::Variant::International, afterClaim));
    CHECK(moves == QStringList{QStringLiteral("12-17"), QStringLiteral("46-41")});
    // A game without claims is sent from its start.
    game::Game plain(core::Variant::Polish);
    const auto [from, none] = app::ExternalEnginePlayer::positionOf(plain);
    CHECK(from.toStdString() == hub::writePosition(core::Variant::Polish, rules::startPosition(core::Variant::Polish)));
    CHECK(none.isEmpty());
}

TEST_CASE("A stopped search's late answer is dropped, and the next search answers for its own position",
          "[app][engines]")
{
    app::test::ensureApplication();
    app::HubClient client(ourEngine());
    QSignalSpy identified(&client, &app::HubClient::identified);
    QSignalSpy ready(&client, &app::HubClient::ready);
    QSignalSpy moved(&client, &app::HubClient::moved);
    QSignalSpy failed(&client, &app::HubClient::failed);
    client.start();
    REQUIRE(identified.wait(30000));
    CHECK(client.description().name == "Draughts");
    CHECK(client.description().supports(core::Variant::CornerCheckers));
    client.initialise(core::Variant::International);
    REQUIRE(ready.wait(30000));

    // A long search of the start (Black to move), stopped at once ...
    const core::Position start = rules::startPosition(core::Variant::International);
    client.think(QString::fromStdString(hub::writePosition(core::Variant::International, start)), {},
                 hub::ThinkLimit{std::chrono::milliseconds(60000)});
    CHECK(client.isThinking());
    client.stop();
    // ... and a search of the position after 19-23, White to move, asked
    // for before the first one's done line came back.
    client.think(QString::fromStdString(hub::writePosition(core::Variant::International, start)),
                 {QStringLiteral("19-23")}, hub::ThinkLimit{std::chrono::milliseconds(50)});
    REQUIRE(moved.wait(30000));
    CHECK(moved.count() == 1);
    const auto after = notation::readFen(core::Variant::International, "W:W31-50:B1-18,20,23");
    REQUIRE(after);
    core::MoveList legal;
    rules::generateMoves(core::Variant::International, *after, legal);
    const QString move = moved.at(0).at(0).toString();
    INFO(move.toStdString());
    CHECK(hub::readMove(core::Variant::International, move.toStdString(), legal));
    CHECK(failed.isEmpty());
}

TEST_CASE("New Game offers an added engine in the games it plays, and the window plays it", "[app][engines]")
{
    app::test::ensureApplication();
    // Ours plays every game; a fake one declares International only.
    app::EngineDescription ours = engineRunning(ourEngine());
    ours.name = QStringLiteral("Draughts");
    ours.parameters.append({QStringLiteral("variant"), QStringLiteral("normal"), QStringLiteral("enum"),
                            QString::fromStdString(hub::allVariantValues())});
    app::EngineDescription fake = engineRunning(fakeEngine("crash"));
    fake.name = QStringLiteral("Fake engine");

    app::GameSetup current;
    current.variant = core::Variant::Polish;
    app::NewGameDialog dialog(current);
    dialog.setEngines({ours, fake});
    auto* blackKind = dialog.findChild<QComboBox*>(QStringLiteral("blackKind"));
    REQUIRE(blackKind);
    auto offered = [&] {
        QStringList items;
        for (int i = 0; i < blackKind->count(); ++i)
            items << blackKind->itemText(i);
        return items;
    };
    CHECK(offered() == QStringList{"Human", "Computer", "Draughts"});
    dialog.setVariant(core::Variant::International);
    CHECK(offered() == QStringList{"Human", "Computer", "Draughts", "Fake engine", "Engine over the network (DXP)"});
    blackKind->setCurrentIndex(2);
    const app::GameSetup chosen = dialog.setup();
    CHECK(chosen.player(core::Side::Black) == app::PlayerChoice::engine(ourEngine(), "Draughts", 3));
    // The choice comes back in the next dialog, and goes back to the
    // computer in a game the engine does not play.
    app::NewGameDialog again(chosen);
    again.setEngines({fake});
    auto* againKind = again.findChild<QComboBox*>(QStringLiteral("blackKind"));
    REQUIRE(againKind);
    CHECK(againKind->currentText() == "Computer");
    again.setEngines({ours, fake});
    CHECK(againKind->currentText() == "Draughts");

    // Black begins International: the engine moves at once, and the card names it.
    Harness h;
    app::PlayerSeats::ComputerTiming quick;
    quick.moveTime = std::chrono::milliseconds{50};
    quick.pause = std::chrono::milliseconds{0};
    h.seats().setComputerTiming(quick);
    h.window().startGame(chosen);
    CHECK(h.sidePanel().card(1).nameText() == "Draughts (Black)");
    REQUIRE(QTest::qWaitFor([&] { return h.historyLength() == 1; }, 30000));
    CHECK(h.settings().value("game/blackPlayer").toString() == "engine");
    CHECK(h.settings().value("game/blackEngine").toString() == ourEngine());

    // An engine that crashes: the status line says so, the computer plays on.
    app::GameSetup crashing = chosen;
    crashing.players[1] = app::PlayerChoice::engine(fakeEngine("crash"), "Fake engine", 1);
    QSignalSpy messages(h.window().statusBar(), &QStatusBar::messageChanged);
    h.window().startGame(crashing);
    REQUIRE(QTest::qWaitFor([&] { return h.historyLength() == 1; }, 30000));
    QStringList shown;
    for (const auto& message : messages)
        shown << message.at(0).toString();
    CHECK(shown.contains("The engine “Fake engine” crashed. The computer plays on."));
    checkIntact(h);
}

TEST_CASE("On a clock an engine is told the time its clock has left and its increment, not a move time",
          "[app][engines]")
{
    // Three moves of a game of 5 minutes and 3 seconds a move: the side
    // that made the first and the third has 4:55.5 left after the third
    // (increments included), the side to move 4:58 after its one move.
    app::test::ensureApplication();
    game::Game game(core::Variant::International, game::MissedCaptureRule::Compulsory);
    for (int ply = 0; ply < 3; ++ply)
        REQUIRE(game.play(game.legalMoves()[0]));
    game.setTimeLeft(0, 301000);
    game.setTimeLeft(1, 298000);
    game.setTimeLeft(2, 295500);
    REQUIRE(game.sideToMove() == game.history()[1].side);

    app::ExternalEnginePlayer player(engineRunning(fakeEngine("silent")), core::Variant::International,
                                     std::make_unique<FirstMovePlayer>());
    player.setMoveTime(2000);
    CHECK(player.thinkLimit(game).moveTime == std::chrono::milliseconds(2000));
    CHECK(player.thinkLimit(game).timeLeft == std::chrono::milliseconds(0));

    player.setClocks(pdn::TimeControl{300, 3});
    // The side to move's clock, as its last action left it.
    CHECK(player.thinkLimit(game).moveTime == std::chrono::milliseconds(0));
    CHECK(player.thinkLimit(game).timeLeft == std::chrono::milliseconds(298000));
    CHECK(player.thinkLimit(game).increment == std::chrono::milliseconds(3000));
    // Before its first move a side has the whole five minutes.
    const game::Game start(core::Variant::International, game::MissedCaptureRule::Compulsory);
    CHECK(player.thinkLimit(start).timeLeft == std::chrono::milliseconds(300000));
}

TEST_CASE("An engine on the window's clocks receives level time and inc through the protocol", "[app][engines]")
{
    app::test::ensureApplication();
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    const QString received = folder.filePath(QStringLiteral("received lines.txt"));
    app::ExternalEnginePlayer player(engineRunning(fakeEngine("record", received)), core::Variant::Polish,
                                     std::make_unique<FirstMovePlayer>());
    player.setClocks(pdn::TimeControl{60, 0});
    game::Game game(core::Variant::Polish, game::MissedCaptureRule::Compulsory);
    REQUIRE(game.play(game.legalMoves()[0]));
    game.setTimeLeft(0, 58250);
    REQUIRE(game.play(game.legalMoves()[0]));
    game.setTimeLeft(1, 59900);
    REQUIRE(game.sideToMove() == game.history()[0].side);
    player.beginTurn(game); // the first mover, with 58.25 s left

    const auto linesReceived = [&] {
        QFile file(received);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))
                                              : QStringList{};
    };
    REQUIRE(QTest::qWaitFor([&] { return linesReceived().contains(QStringLiteral("go think")); }, 20000));
    const QStringList lines = linesReceived();
    CHECK(lines.contains(QStringLiteral("level time=58.250")));
    CHECK(lines.filter(QStringLiteral("move-time")).isEmpty());
    player.cancelTurn();
}
