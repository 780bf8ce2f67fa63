#pragma once

#include <draughts/dxp/session.hpp>

#include <QObject>
#include <QString>

#include <functional>

class QTcpSocket;
class QTimer;

namespace draughts::app {

// One DXP connection for the window (docs/dxp.md, "Playing from the
// window"): the Qt-free dxp::Session driven by a QTcpSocket's signals and a
// timer for its deadlines, so that the window never blocks. What the
// session reports comes back through the event handler, in order; the
// socket's own failures (no connection could be made, the peer closed it)
// become the session's faults or failed().
class DxpConnection : public QObject {
    Q_OBJECT
public:
    explicit DxpConnection(const dxp::SessionSettings& settings, QObject* parent = nullptr);
    ~DxpConnection() override;

    // Called with every event of the session, on the GUI thread.
    void setEventHandler(std::function<void(const dxp::Event&)> handler) { m_onEvent = std::move(handler); }

    // Connects to a listening program; connected() or failed() follows.
    void connectTo(const QString& host, quint16 port);
    // Takes over a connection already made (a hosted game's first caller).
    void adopt(QTcpSocket* socket);
    bool isConnected() const;
    QString peerAddress() const;

    dxp::Session& session() { return m_session; }
    const dxp::Session& session() const { return m_session; }
    // Sends what the session wrote and rearms its deadline; call after
    // every action taken on session().
    void flush();

signals:
    void connected();
    // The connection could not be made, or broke before a game: a sentence.
    void failed(const QString& message);

private:
    void attach();
    void readAvailable();
    void closedByPeer();
    void socketError();
    void checkTime();
    void deliverEvents();

    dxp::Session m_session;
    QTcpSocket* m_socket = nullptr;
    QTimer* m_deadline;
    QString m_target; // "host:port", for messages
    std::function<void(const dxp::Event&)> m_onEvent;
    bool m_closed = false;
};

} // namespace draughts::app
