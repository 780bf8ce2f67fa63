// The engine over the network (DXP) as a player of the window: it plays a
// whole game against `draughts-cli dxp --listen` over loopback, and a peer
// that sends garbage or drops the connection mid-game is reported while
// the game on the board is kept and goes on with a person at this board.

#include "app_test_support.hpp"

#include "controller/game_controller.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "engines/dxp_connection.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"
#include "players/human_player.hpp"
#include "players/network_player.hpp"
#include "players/player_seats.hpp"

#include <draughts/notation/fen.hpp>

#include <QComboBox>
#include <QRadioButton>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <algorithm>

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

namespace {

// A game with our computer as White and the program at `port` as Black,
// from `fen` (White to move).
app::GameSetup networkGame(quint16 port, const std::string& fen)
{
    app::GameSetup setup;
    setup.variant = core::Variant::International;
    setup.start = notation::readFen(core::Variant::International, fen).value();
    setup.players[0] = app::PlayerChoice::computer(1);
    setup.players[1] = app::PlayerChoice::network(QStringLiteral("127.0.0.1:%1").arg(port));
    return setup;
}

void quickComputer(Harness& h)
{
    app::PlayerSeats::ComputerTiming quick;
    quick.moveTime = std::chrono::milliseconds{30};
    quick.pause = std::chrono::milliseconds{0};
    quick.demoPause = std::chrono::milliseconds{0};
    h.seats().setComputerTiming(quick);
}

// A DXP peer of the test's own: a follower dxp::Session that accepts the
// game and answers each move with its first legal move, until the move
// `faultAt` arrives: then it misbehaves as told.
class TestPeer {
public:
    enum class Fault { None, Garbage, UnknownType, Close, Silence };

    TestPeer(Fault fault, std::size_t faultAt) : m_fault(fault), m_faultAt(faultAt), m_session(settings())
    {
        REQUIRE(m_server.listen(QHostAddress::LocalHost));
        QObject::connect(&m_server, &QTcpServer::newConnection, [this] {
            m_socket = m_server.nextPendingConnection();
            QObject::connect(m_socket, &QTcpSocket::readyRead, [this] { read(); });
        });
    }
    quint16 port() const { return m_server.serverPort(); }
    const game::Game& game() const { return m_session.game(); }
    bool misbehaved = false;
    int backRequests = 0;

private:
    static dxp::SessionSettings settings()
    {
        dxp::SessionSettings settings;
        settings.name = "Test peer";
        return settings;
    }
    void read()
    {
        const QByteArray bytes = m_socket->readAll();
        m_session.receive(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                          dxp::Clock::now());
        while (auto event = m_session.nextEvent()) {
            if (std::holds_alternative<dxp::GameRequested>(*event))
                m_session.accept(dxp::Clock::now());
            if (std::holds_alternative<dxp::BackRequested>(*event)) {
                ++backRequests;
                m_session.answerBack(true, dxp::Clock::now());
            }
        }
        if (m_session.ourTurn() && !misbehaved) {
            if (m_fault != Fault::None && m_session.game().history().size() >= m_faultAt)
                misbehave();
            else
                m_session.sendMove(m_session.game().legalMoves()[0], dxp::Clock::now());
        }
        if (!misbehaved || m_fault == Fault::UnknownType)
            send(m_session.takeOutput());
    }
    void misbehave()
    {
        misbehaved = true;
        switch (m_fault) {
        case Fault::Garbage: send(std::string("M32-28") + '\0'); break;
        case Fault::UnknownType: // ignored by the window, then a move
            send(std::string("Qhello") + '\0');
            m_session.sendMove(m_session.game().legalMoves()[0], dxp::Clock::now());
            break;
        case Fault::Close: m_socket->disconnectFromHost(); break;
        case Fault::Silence:
        case Fault::None: break;
        }
    }
    void send(const std::string& bytes)
    {
        if (!bytes.empty())
            m_socket->write(bytes.data(), static_cast<qint64>(bytes.size()));
    }

    Fault m_fault;
    std::size_t m_faultAt;
    dxp::Session m_session;
    QTcpServer m_server;
    QTcpSocket* m_socket = nullptr;
};

// After a fault: the moves played are on the board, the message names what
// happened, and a person now plays Black at this board.
void checkKeptAndContinued(Harness& h, const QString& words)
{
    REQUIRE(QTest::qWaitFor([&] { return qobject_cast<app::HumanPlayer*>(h.controller().player(core::Side::Black)); },
                            5000));
    CHECK(h.historyLength() == 1);
    CHECK(h.status().contains(words));
    auto* box = h.window().findChild<QMessageBox*>(QStringLiteral("networkFailure"));
    REQUIRE(box);
    CHECK(box->text().contains(words));
    CHECK(box->text().contains("The game on the board is kept"));
    box->close();
    // Black's move is the person's now: 19-24 is played at the board.
    REQUIRE(
        QTest::qWaitFor([&] { return h.controller().awaited() == h.controller().player(core::Side::Black); }, 5000));
    h.click("19");
    h.click("24");
    CHECK(h.historyLength() == 2);
}

} // namespace

TEST_CASE("The window's network player plays a whole game against draughts-cli dxp over loopback", "[app][dxp]")
{
    app::test::ensureApplication();
    QProcess cli;
    cli.start(QStringLiteral(DRAUGHTS_CLI), {"dxp", "--listen", "0", "--movetime", "20"});
    REQUIRE(cli.waitForStarted(5000));
    QByteArray errors;
    quint16 port = 0;
    const QRegularExpression listening(QStringLiteral("listening on port (\\d+)"));
    REQUIRE(QTest::qWaitFor(
        [&] {
            errors += cli.readAllStandardError();
            const auto match = listening.match(QString::fromUtf8(errors));
            port = match.hasMatch() ? static_cast<quint16>(match.captured(1).toUInt()) : 0;
            return port != 0;
        },
        5000));

    std::size_t plies = 0;
    {
        Harness h;
        quickComputer(h);
        // White's four men against Black's one: over within a few moves.
        h.window().startGame(networkGame(port, "W:W27,28,32,33:B18"));
        CHECK(h.controller().game().ruleSet() == rules::RuleSet::Fmjd);
        CHECK(h.controller().setup().rule == game::MissedCaptureRule::Compulsory);
        REQUIRE(QTest::qWaitFor([&] { return h.controller().game().result().isOver(); }, 10000));
        CHECK(h.controller().game().result().outcome == rules::Outcome::WhiteWins);
        plies = h.historyLength();
        CHECK(plies >= 3); // White, Black and White's last capture at least
        CHECK_FALSE(h.window().findChild<QMessageBox*>(QStringLiteral("networkFailure")));
        auto* network = qobject_cast<app::NetworkPlayer*>(h.controller().player(core::Side::Black));
        REQUIRE(network);
        CHECK_FALSE(network->hasFailed());
        // The window closes as soon as its last move and GAMEEND are sent,
        // before the other side has answered: both still go out.
    }
    // Our window's GAMEEND wanted no more games (or the window closed the
    // connection): the follower reports the game and ends, maybe already.
    REQUIRE((cli.state() == QProcess::NotRunning || cli.waitForFinished(5000)));
    const QString out = QString::fromUtf8(cli.readAllStandardOutput());
    INFO(out.toStdString() << QString::fromUtf8(errors + cli.readAllStandardError()).toStdString());
    CHECK(out.contains("game 1:"));
    // The same game on both sides: White's win, move for move.
    CHECK(out.contains("2-0 White wins: Black has no pieces left"));
    CHECK(out.contains(QStringLiteral(", %1 plies").arg(plies)));
}

TEST_CASE("The program across the network is named as its GAMEACC names it: on its card, in the move list "
          "and in the saved game",
          "[app][dxp]")
{
    app::test::ensureApplication();
    TestPeer peer(TestPeer::Fault::None, 0);
    Harness h;
    quickComputer(h);
    h.window().startGame(networkGame(peer.port(), "W:W27,28,32,33:B18"));
    const QString address = QStringLiteral("127.0.0.1:%1").arg(peer.port());
    // Before its answer, the address the window connects to.
    CHECK(h.sidePanel().card(1).nameText() == QStringLiteral("Engine at %1 (Black)").arg(address));
    REQUIRE(QTest::qWaitFor([&] { return h.sidePanel().card(1).nameText() == "Test peer (Black)"; }, 5000));
    const app::PlayerChoice& black = h.controller().setup().player(core::Side::Black);
    CHECK(black.engineId == address);
    CHECK(app::recordedName(black) == "Test peer");
}

TEST_CASE("The other program's winning move, sent with its GAMEEND, is played on the board and ends the game",
          "[app][dxp]")
{
    app::test::ensureApplication();
    // White's last man steps to 28 or 29, and a black man must take it
    // (22x33, 23x32 or 23x34): the peer's session sends that move and its
    // GAMEEND (reason 3, I win) in one write.
    TestPeer peer(TestPeer::Fault::None, 0);
    Harness h;
    quickComputer(h);
    h.window().startGame(networkGame(peer.port(), "W:W33:B22,23"));
    REQUIRE(QTest::qWaitFor([&] { return h.controller().game().result().isOver(); }, 5000));
    CHECK(h.controller().game().result().outcome == rules::Outcome::BlackWins);
    CHECK(h.historyLength() == 2);
    CHECK(peer.game().history().size() == 2);
    auto* network = qobject_cast<app::NetworkPlayer*>(h.controller().player(core::Side::Black));
    REQUIRE(network);
    CHECK_FALSE(network->hasFailed());
    CHECK_FALSE(h.window().findChild<QMessageBox*>(QStringLiteral("networkFailure")));
    REQUIRE(QTest::qWaitFor([&] { return !network->connection().session().inGame(); }, 5000));
}

TEST_CASE("A peer that sends garbage mid-game is reported, and the game goes on at this board", "[app][dxp]")
{
    app::test::ensureApplication();
    TestPeer peer(TestPeer::Fault::Garbage, 1);
    Harness h;
    quickComputer(h);
    h.window().startGame(networkGame(peer.port(), "W:W31,32,33:B19,20"));
    checkKeptAndContinued(h, "The other side sent a message that is not DXP");
    CHECK(peer.misbehaved);
}

TEST_CASE("A program that drops the connection mid-game has left the game, and the game goes on at this board",
          "[app][dxp]")
{
    app::test::ensureApplication();
    TestPeer peer(TestPeer::Fault::Close, 1);
    Harness h;
    quickComputer(h);
    h.window().startGame(networkGame(peer.port(), "W:W31,32,33:B19,20"));
    checkKeptAndContinued(h, "Test peer left the game.");
}

TEST_CASE("A peer that falls silent is reported once its time is up, and the game goes on at this board", "[app][dxp]")
{
    app::test::ensureApplication();
    TestPeer peer(TestPeer::Fault::Silence, 1);
    Harness h;
    quickComputer(h);
    dxp::SessionSettings timeouts;
    timeouts.answerTimeout = std::chrono::milliseconds{300};
    timeouts.moveTimeout = std::chrono::milliseconds{300};
    h.seats().setNetworkTimeouts(timeouts);
    h.window().startGame(networkGame(peer.port(), "W:W31,32,33:B19,20"));
    checkKeptAndContinued(h, "The other side fell silent");
}

TEST_CASE("A message of a type DXP does not have is ignored with a word in the status line, and the game goes on",
          "[app][dxp]")
{
    app::test::ensureApplication();
    TestPeer peer(TestPeer::Fault::UnknownType, 1);
    Harness h;
    quickComputer(h);
    QSignalSpy messages(h.window().statusBar(), &QStatusBar::messageChanged);
    h.window().startGame(networkGame(peer.port(), "W:W31,32,33:B19,20"));
    REQUIRE(QTest::qWaitFor([&] { return h.historyLength() >= 3; }, 5000));
    CHECK(qobject_cast<app::NetworkPlayer*>(h.controller().player(core::Side::Black)));
    QStringList shown;
    for (const auto& message : messages)
        shown << message.at(0).toString();
    CHECK(shown.join('\n').contains("The other side sent a message of a type DXP does not have (ignored \"Qhello\""));
    CHECK_FALSE(h.window().findChild<QMessageBox*>(QStringLiteral("networkFailure")));
}

TEST_CASE("Undo at the board asks the program across the network first, goes back once it agrees, and the game goes on "
          "from there",
          "[app][dxp]")
{
    app::test::ensureApplication();
    TestPeer peer(TestPeer::Fault::None, 0);
    Harness h;
    app::GameSetup setup = networkGame(peer.port(), "W:W31,32,33:B19,20");
    setup.players[0] = app::PlayerChoice::human();
    h.window().startGame(setup);
    h.clicks({"32", "28"});
    REQUIRE(QTest::qWaitFor([&] { return h.historyLength() == 2; }, 5000));
    h.controller().takeBack(); // the peer's move and ours, once the peer agrees
    CHECK(h.historyLength() == 2);
    REQUIRE(QTest::qWaitFor([&] { return h.historyLength() == 0; }, 5000));
    h.clicks({"31", "27"});
    REQUIRE(QTest::qWaitFor([&] { return h.historyLength() == 2; }, 5000));
    CHECK(peer.backRequests == 1);
    // Both sides have the same game: 31-27 and the peer's answer.
    REQUIRE(peer.game().history().size() == 2);
    for (std::size_t ply = 0; ply < 2; ++ply)
        CHECK(peer.game().history()[ply].action.move == h.controller().game().history()[ply].action.move);
    CHECK(h.controller().game().history()[0].action.move.from == h.square("31"));
}

TEST_CASE("A program that does not listen is reported, and a person plays its side", "[app][dxp]")
{
    app::test::ensureApplication();
    QTcpServer closed;
    REQUIRE(closed.listen(QHostAddress::LocalHost));
    const quint16 port = closed.serverPort();
    closed.close();
    Harness h;
    quickComputer(h);
    // Every message of the status bar: White's computer may move, and say
    // so, before the check below.
    QStringList shown;
    QObject::connect(h.window().statusBar(), &QStatusBar::messageChanged, [&](const QString& text) { shown << text; });
    h.window().startGame(networkGame(port, "W:W31,32,33:B19,20"));
    REQUIRE(QTest::qWaitFor([&] { return qobject_cast<app::HumanPlayer*>(h.controller().player(core::Side::Black)); },
                            5000));
    const QString refused = QStringLiteral("No connection to 127.0.0.1:%1").arg(port);
    CHECK(std::any_of(shown.begin(), shown.end(), [&](const QString& text) { return text.contains(refused); }));
}

TEST_CASE("New Game offers the engine over the network for International only, at the address of Preferences",
          "[app][dxp][preferences]")
{
    Harness h;
    h.start(core::Variant::International);
    // Preferences > Engines keeps the address.
    h.action(app::WindowActions::Command::Preferences).trigger();
    auto* address = h.window().findChild<QLineEdit*>(QStringLiteral("dxpAddress"));
    REQUIRE(address);
    CHECK(address->text() == "127.0.0.1:27531");
    address->setFocus();
    address->selectAll();
    QTest::keyClicks(address, "[::1]:27000");
    QTest::keyClick(address, Qt::Key_Return);
    CHECK(h.window().preferences().dxpAddress == "[::1]:27000");
    CHECK(h.settings().value("engines/dxpAddress").toString() == "[::1]:27000");

    app::GameSetup current;
    current.variant = core::Variant::Polish;
    app::NewGameDialog dialog(current);
    dialog.setNetworkAddress(h.window().preferences().dxpAddress);
    auto* whiteKind = dialog.findChild<QComboBox*>(QStringLiteral("whiteKind"));
    REQUIRE(whiteKind);
    CHECK(whiteKind->findText("Engine over the network (DXP)") == -1);
    dialog.setVariant(core::Variant::International);
    const int network = whiteKind->findText("Engine over the network (DXP)");
    REQUIRE(network >= 0);
    whiteKind->setCurrentIndex(network);
    const app::GameSetup chosen = dialog.setup();
    CHECK(chosen.player(core::Side::White) == app::PlayerChoice::network("[::1]:27000"));
    // Back to the computer in a game DXP does not play.
    dialog.setVariant(core::Variant::Polish);
    CHECK(whiteKind->currentText() == "Computer");
}

TEST_CASE("New Game shows the FMJD's rules, fixed, while a program across the network plays a side", "[app][dxp]")
{
    app::test::ensureApplication();
    app::GameSetup current;
    current.variant = core::Variant::International;
    app::NewGameDialog dialog(current);
    dialog.setNetworkAddress(QStringLiteral("127.0.0.1:27531"));
    auto* blackKind = dialog.findChild<QComboBox*>(QStringLiteral("blackKind"));
    QWidget& ruleSet = dialog.ruleSetBox();
    QRadioButton& fmjd = dialog.ruleSetButton(rules::RuleSet::Fmjd);
    QRadioButton& original = dialog.ruleSetButton(rules::RuleSet::Original);
    auto* missed = dialog.findChild<QComboBox*>(QStringLiteral("missedCaptureChoice"));
    REQUIRE(blackKind);
    REQUIRE(missed);
    CHECK(original.isChecked());
    CHECK(ruleSet.isEnabled());
    CHECK(missed->isEnabled());

    blackKind->setCurrentIndex(blackKind->findText("Engine over the network (DXP)"));
    CHECK(fmjd.isChecked());
    CHECK_FALSE(ruleSet.isEnabled());
    CHECK(ruleSet.toolTip().contains("played under the FMJD's rules"));
    CHECK_FALSE(missed->isEnabled()); // the FMJD's captures are compulsory
    CHECK(dialog.setup().ruleSet == rules::RuleSet::Fmjd);
    CHECK(app::startingGame(dialog.setup()).missedCaptureRule() == game::MissedCaptureRule::Compulsory);

    // A person at the board again: the rule set may be chosen again.
    blackKind->setCurrentIndex(blackKind->findText("Human"));
    CHECK(ruleSet.isEnabled());
    original.click();
    CHECK(missed->isEnabled());
    CHECK(dialog.setup().ruleSet == rules::RuleSet::Original);

    // Opened on a setup with a DXP player (the last game's), it shows the same.
    current.players[1] = app::PlayerChoice::network(QStringLiteral("127.0.0.1:27531"));
    app::NewGameDialog again(current);
    CHECK(again.findChild<QComboBox*>(QStringLiteral("blackKind"))->currentText() == "Engine over the network (DXP)");
    CHECK(again.ruleSetButton(rules::RuleSet::Fmjd).isChecked());
    CHECK_FALSE(again.ruleSetBox().isEnabled());
}
