// The engine over the network (DXP) as a player of the window: it plays a
// whole game against `draughts-cli dxp --listen` over loopback, and a peer
// that sends garbage or drops the connection mid-game is reported while
// the game on the board is kept and goes on with a person at this board.

#include "app_test_support.hpp"

#include "controller/game_controller.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "engines/dxp_connection.hpp"
#include "players/human_player.hpp"
#include "players/network_player.hpp"
#include "players/player_seats.hpp"

#include <draughts/notation/fen.hpp>

#include <QComboBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

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
    setup.rule = game::MissedCaptureRule::Compulsory;
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

// A DXP peer of the test's own that accepts the game, then misbehaves when
// the first move arrives: `bytes` sent, or the connection closed when empty.
class MisbehavingPeer {
public:
    explicit MisbehavingPeer(QByteArray bytes) : m_bytes(std::move(bytes))
    {
        REQUIRE(m_server.listen(QHostAddress::LocalHost));
        QObject::connect(&m_server, &QTcpServer::newConnection, [this] {
            m_socket = m_server.nextPendingConnection();
            QObject::connect(m_socket, &QTcpSocket::readyRead, [this] { read(); });
        });
    }
    quint16 port() const { return m_server.serverPort(); }
    bool misbehaved = false;

private:
    void read()
    {
        m_received += m_socket->readAll();
        if (m_received.startsWith('R') && !m_accepted && m_received.contains('\0')) {
            m_accepted = true;
            m_received = m_received.mid(m_received.indexOf('\0') + 1);
            m_socket->write(QByteArray("A") + QByteArray("Peer").leftJustified(32, ' ') + "0" + '\0');
        }
        if (m_accepted && m_received.startsWith('M') && m_received.contains('\0') && !misbehaved) {
            misbehaved = true;
            if (m_bytes.isEmpty())
                m_socket->disconnectFromHost();
            else
                m_socket->write(m_bytes);
        }
    }

    QTcpServer m_server;
    QTcpSocket* m_socket = nullptr;
    QByteArray m_bytes;
    QByteArray m_received;
    bool m_accepted = false;
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
    REQUIRE(QTest::qWaitFor([&] { return h.controller().awaited() == h.controller().player(core::Side::Black); }, 5000));
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
        REQUIRE(QTest::qWaitFor([&] { return h.controller().game().result().isOver(); }, 10000));
        CHECK(h.controller().game().result().outcome == rules::Outcome::WhiteWins);
        plies = h.historyLength();
        CHECK(plies >= 3); // White, Black and White's last capture at least
        CHECK_FALSE(h.window().findChild<QMessageBox*>(QStringLiteral("networkFailure")));
        auto* network = qobject_cast<app::NetworkPlayer*>(h.controller().player(core::Side::Black));
        REQUIRE(network);
        CHECK_FALSE(network->hasFailed());
        // The GAMEEND exchange completes before the window closes.
        REQUIRE(QTest::qWaitFor(
            [&] { return network->connection().session().state() != dxp::Session::State::Playing; }, 5000));
    }
    // Our window closed the connection: the follower reports the game and ends.
    REQUIRE(cli.waitForFinished(5000));
    const QString out = QString::fromUtf8(cli.readAllStandardOutput());
    INFO(out.toStdString() << QString::fromUtf8(errors + cli.readAllStandardError()).toStdString());
    CHECK(out.contains("game 1:"));
    // The same game on both sides: White's win, move for move.
    CHECK(out.contains("2-0 White wins: Black has no pieces left"));
    CHECK(out.contains(QStringLiteral(", %1 plies").arg(plies)));
}

TEST_CASE("A peer that sends garbage mid-game is reported, and the game goes on at this board", "[app][dxp]")
{
    app::test::ensureApplication();
    MisbehavingPeer peer(QByteArray("M32-28") + '\0');
    Harness h;
    quickComputer(h);
    h.window().startGame(networkGame(peer.port(), "W:W31,32,33:B19,20"));
    checkKeptAndContinued(h, "The other side sent a message that is not DXP");
    CHECK(peer.misbehaved);
}

TEST_CASE("A peer that drops the connection mid-game is reported, and the game goes on at this board", "[app][dxp]")
{
    app::test::ensureApplication();
    MisbehavingPeer peer(QByteArray{});
    Harness h;
    quickComputer(h);
    h.window().startGame(networkGame(peer.port(), "W:W31,32,33:B19,20"));
    checkKeptAndContinued(h, "The connection was closed");
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
    h.window().startGame(networkGame(port, "W:W31,32,33:B19,20"));
    REQUIRE(QTest::qWaitFor([&] { return qobject_cast<app::HumanPlayer*>(h.controller().player(core::Side::Black)); },
                            5000));
    CHECK(h.status().contains(QStringLiteral("No connection to 127.0.0.1:%1").arg(port)));
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
