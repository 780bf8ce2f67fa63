#pragma once

#include "values/game_setup.hpp"
#include "values/network_setup.hpp"

#include <draughts/dxp/session.hpp>

#include <QObject>
#include <QString>
#include <QStringList>

class QTcpServer;

namespace draughts::app {

class DxpConnection;

// Game > Play Over the Network… until the game begins (docs/dxp.md,
// "Playing over a network"). The host listens and, when the other player
// connects, asks for the game as the DXP initiator: a GAMEREQ with his name
// and the colour the other plays. The joining side connects and, as the
// follower, accepts with his own name (GAMEACC). Once the game has begun,
// ready() hands the connection over (to a NetworkPlayer, see setupFor).
// Nothing blocks: the socket's signals drive it; failed() says what went
// wrong. Destroying it before ready() drops the connection.
class NetworkLobby : public QObject {
    Q_OBJECT
public:
    NetworkLobby(const NetworkSetup& setup, QObject* parent = nullptr);
    ~NetworkLobby() override;

    // Listens or connects; false (and failed()) when the port cannot be listened on.
    bool start();
    // This computer's addresses to give the other player, the most useful first.
    static QStringList localAddresses();

    // The game the connection plays, as the window starts it: International
    // under the FMJD's rules, the person here on his colour with his name,
    // the other person on the other one.
    static GameSetup setupFor(const DxpConnection& connection, const QString& ourName);

signals:
    // The game has begun; the connection is the receiver's now.
    void ready(draughts::app::DxpConnection* connection);
    void failed(const QString& message);

private:
    void accepted();
    void onEvent(const dxp::Event& event);
    dxp::SessionSettings sessionSettings(dxp::Role role) const;
    void fail(const QString& message);

    NetworkSetup m_setup;
    dxp::SessionSettings m_timeouts;
    QTcpServer* m_server = nullptr;
    DxpConnection* m_connection = nullptr;
    bool m_done = false;
};

} // namespace draughts::app
