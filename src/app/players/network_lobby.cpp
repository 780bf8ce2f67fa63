#include "players/network_lobby.hpp"

#include "engines/dxp_connection.hpp"
#include "players/network_player.hpp"

#include <draughts/dxp/game_rules.hpp>

#include <QHostAddress>
#include <QNetworkInterface>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace draughts::app {

NetworkLobby::NetworkLobby(const NetworkSetup& setup, QObject* parent) : QObject(parent), m_setup(setup)
{
    // A person thinks longer than a program: hours for a move, minutes for
    // an answer to a game or a take-back request.
    m_timeouts.answerTimeout = std::chrono::minutes{2};
    m_timeouts.moveTimeout = std::chrono::hours{12};
}

NetworkLobby::~NetworkLobby() = default;

dxp::SessionSettings NetworkLobby::sessionSettings(dxp::Role role) const
{
    dxp::SessionSettings settings = m_timeouts;
    settings.role = role;
    settings.name = m_setup.name.trimmed().toStdString();
    return settings;
}

bool NetworkLobby::start()
{
    if (m_setup.role == NetworkSetup::Role::Join) {
        m_connection = new DxpConnection(sessionSettings(dxp::Role::Follower), this);
        m_connection->setEventHandler([this](const dxp::Event& event) { onEvent(event); });
        connect(m_connection, &DxpConnection::failed, this, &NetworkLobby::fail);
        m_connection->connectTo(m_setup.address.trimmed(), m_setup.port);
        return true;
    }
    m_server = new QTcpServer(this);
    connect(m_server, &QTcpServer::newConnection, this, &NetworkLobby::accepted);
    if (!m_server->listen(QHostAddress::Any, m_setup.port)) {
        const QString why = m_server->errorString();
        QTimer::singleShot(0, this, [this, why] { fail(tr("Cannot wait on port %1: %2").arg(m_setup.port).arg(why)); });
        return false;
    }
    return true;
}

// The first player to connect is the opponent; the host asks him for the
// game at once, he playing the other colour from the standard start.
void NetworkLobby::accepted()
{
    QTcpSocket* socket = m_server->nextPendingConnection();
    if (!socket || m_connection)
        return;
    m_server->close();
    m_connection = new DxpConnection(sessionSettings(dxp::Role::Initiator), this);
    m_connection->setEventHandler([this](const dxp::Event& event) { onEvent(event); });
    m_connection->adopt(socket);
    dxp::GameRequest request;
    request.initiatorName = m_setup.name.trimmed().toStdString();
    request.followerSide = core::opposite(m_setup.hostSide);
    m_connection->session().requestGame(request, dxp::Clock::now());
    m_connection->flush();
}

void NetworkLobby::onEvent(const dxp::Event& event)
{
    if (m_done)
        return;
    if (std::holds_alternative<dxp::GameRequested>(event)) {
        m_connection->session().accept(dxp::Clock::now());
    } else if (std::holds_alternative<dxp::GameStarted>(event)) {
        // Handed over once the session's events are delivered, not inside them.
        m_done = true;
        QTimer::singleShot(0, this, [this] {
            DxpConnection* connection = m_connection;
            m_connection = nullptr;
            connection->setParent(nullptr);
            emit ready(connection);
        });
    } else if (const auto* declined = std::get_if<dxp::GameDeclined>(&event)) {
        fail(tr("%1 declined the game.").arg(QString::fromStdString(declined->follower)));
    } else if (const auto* fault = std::get_if<dxp::Fault>(&event); fault && fault->fatal) {
        fail(describeFault(*fault));
    } else if (std::holds_alternative<dxp::Closed>(event)) {
        fail(tr("The other player left before the game began."));
    }
}

void NetworkLobby::fail(const QString& message)
{
    if (m_done)
        return;
    m_done = true;
    emit failed(message);
}

QStringList NetworkLobby::localAddresses()
{
    QStringList ipv4;
    QStringList ipv6;
    for (const QHostAddress& address : QNetworkInterface::allAddresses()) {
        if (address.isLoopback() || address.isLinkLocal())
            continue;
        (address.protocol() == QAbstractSocket::IPv4Protocol ? ipv4 : ipv6) << address.toString();
    }
    // On a computer without a network the other player is on this one.
    const QStringList all = ipv4 + ipv6;
    return all.isEmpty() ? QStringList{QStringLiteral("127.0.0.1")} : all;
}

GameSetup NetworkLobby::setupFor(const DxpConnection& connection, const QString& ourName)
{
    const dxp::Session& session = connection.session();
    GameSetup setup;
    setup.variant = dxp::Board;
    setup.ruleSet = dxp::GameRuleSet;
    if (const auto& start = session.request().start; start && !(*start == dxp::standardStart()))
        setup.start = *start;
    const core::Side ours = session.ourSide();
    const QString them = QString::fromStdString(session.opponentName()).trimmed();
    setup.players[static_cast<std::size_t>(ours)] = PlayerChoice::human();
    setup.players[static_cast<std::size_t>(core::opposite(ours))] =
        PlayerChoice::remote(them.isEmpty() ? tr("Player across the network") : them, connection.peerAddress());
    (ours == core::Side::White ? setup.whiteName : setup.blackName) = ourName.trimmed();
    return setup;
}

} // namespace draughts::app
