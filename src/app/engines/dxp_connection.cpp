#include "engines/dxp_connection.hpp"

#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace draughts::app {

DxpConnection::DxpConnection(const dxp::SessionSettings& settings, QObject* parent)
    : QObject(parent), m_session(settings), m_deadline(new QTimer(this))
{
    m_deadline->setSingleShot(true);
    connect(m_deadline, &QTimer::timeout, this, &DxpConnection::checkTime);
}

// What was sent last (the move that ended the game, our GAMEEND) still
// goes out when the window closes or starts another game at once: the
// socket would drop it unwritten, and the other side would see the
// connection end mid-game. A closing connection is waited for briefly.
DxpConnection::~DxpConnection()
{
    if (!m_socket)
        return;
    m_socket->disconnect(this);
    if (isConnected()) {
        constexpr int GraceMs = 500;
        if (m_socket->bytesToWrite() > 0)
            m_socket->waitForBytesWritten(GraceMs);
        m_socket->disconnectFromHost();
        if (m_socket->state() != QAbstractSocket::UnconnectedState)
            m_socket->waitForDisconnected(GraceMs);
    }
    m_socket->abort();
}

void DxpConnection::connectTo(const QString& host, quint16 port)
{
    m_target = QStringLiteral("%1:%2").arg(host).arg(port);
    m_socket = new QTcpSocket(this);
    attach();
    m_socket->connectToHost(host, port);
}

void DxpConnection::adopt(QTcpSocket* socket)
{
    m_socket = socket;
    m_socket->setParent(this);
    m_target = peerAddress();
    attach();
    readAvailable();
}

void DxpConnection::attach()
{
    connect(m_socket, &QTcpSocket::connected, this, [this] {
        m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        emit connected();
    });
    connect(m_socket, &QTcpSocket::readyRead, this, &DxpConnection::readAvailable);
    connect(m_socket, &QTcpSocket::disconnected, this, &DxpConnection::closedByPeer);
    connect(m_socket, &QTcpSocket::errorOccurred, this, &DxpConnection::socketError);
}

bool DxpConnection::isConnected() const { return m_socket && m_socket->state() == QAbstractSocket::ConnectedState; }

QString DxpConnection::peerAddress() const
{
    if (!m_socket)
        return {};
    return QStringLiteral("%1:%2").arg(m_socket->peerAddress().toString()).arg(m_socket->peerPort());
}

void DxpConnection::flush()
{
    if (m_socket && m_session.hasOutput() && isConnected()) {
        // A DXP message is ASCII (names and chat beyond it go as '?').
        const std::string bytes = m_session.takeOutput();
        m_socket->write(bytes.data(), static_cast<qint64>(bytes.size()));
    }
    m_deadline->stop();
    if (const auto deadline = m_session.deadline()) {
        const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline - dxp::Clock::now());
        m_deadline->start(std::max<std::chrono::milliseconds>(wait, std::chrono::milliseconds{0}));
    }
    deliverEvents();
}

void DxpConnection::readAvailable()
{
    if (!m_socket)
        return;
    const QByteArray bytes = m_socket->readAll();
    if (!bytes.isEmpty())
        m_session.receive(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                          dxp::Clock::now());
    flush();
}

void DxpConnection::closedByPeer()
{
    if (m_closed)
        return;
    m_closed = true;
    readAvailable();
    m_session.connectionClosed(dxp::Clock::now());
    flush();
}

void DxpConnection::socketError()
{
    if (m_socket->error() == QAbstractSocket::RemoteHostClosedError) {
        closedByPeer();
        return;
    }
    if (m_socket->state() != QAbstractSocket::ConnectedState && !m_closed &&
        m_session.state() == dxp::Session::State::Idle) {
        m_closed = true;
        emit failed(tr("No connection to %1: %2").arg(m_target, m_socket->errorString()));
        return;
    }
    closedByPeer();
}

void DxpConnection::checkTime()
{
    m_session.checkTime(dxp::Clock::now());
    flush();
}

void DxpConnection::deliverEvents()
{
    // The handler may act on the session; its events come next round.
    while (auto event = m_session.nextEvent()) {
        if (m_onEvent)
            m_onEvent(*event);
    }
    if (m_socket && m_session.hasOutput() && isConnected()) {
        const std::string bytes = m_session.takeOutput();
        m_socket->write(bytes.data(), static_cast<qint64>(bytes.size()));
    }
}

} // namespace draughts::app
