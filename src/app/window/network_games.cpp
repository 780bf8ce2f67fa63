#include "window/network_games.hpp"

#include "dialogs/network_game_dialog.hpp"
#include "engines/dxp_connection.hpp"
#include "panel/chat_box.hpp"
#include "players/network_lobby.hpp"
#include "players/network_player.hpp"
#include "players/player_seats.hpp"
#include "settings/app_settings.hpp"

#include <QCoreApplication>
#include <QMessageBox>
#include <QSettings>
#include <QWidget>

namespace draughts::app {

namespace {

const char* const keptText = QT_TRANSLATE_NOOP(
    "draughts::app::MainWindow", "The game on the board is kept: you can go on alone, playing both sides, or save it.");
const char* const stoppedTitle = QT_TRANSLATE_NOOP("draughts::app::MainWindow", "Network game stopped");

} // namespace

NetworkGames::NetworkGames(QWidget& window, QSettings* settings, PlayerSeats& seats, ChatBox& chat,
                           std::function<void(const GameSetup&)> startGame, std::function<bool()> mayReplace)
    : QObject(&window), m_window(window), m_settings(settings), m_seats(seats), m_chat(chat),
      m_startGame(std::move(startGame)), m_mayReplace(std::move(mayReplace))
{
    if (m_settings)
        m_setup = loadNetworkSetup(*m_settings);
    connect(&chat, &ChatBox::sent, this, [this](const QString& text) {
        if (m_seats.sendChat(text))
            m_chat.addLine(tr("You"), text);
        else
            emit statusMessage(tr("The other player is no longer connected: the line was not sent"));
    });
    connect(&seats, &PlayerSeats::chatReceived, &chat, &ChatBox::addLine);
    // The chat goes with the network game: nobody is left to talk to.
    connect(&seats, &PlayerSeats::networkFailed, &chat, &ChatBox::hide);
    connect(&seats, &PlayerSeats::seated, this, &NetworkGames::seated);
    connect(&seats, &PlayerSeats::networkFailed, this, &NetworkGames::showFailure);
    m_chat.hide();
}

// Said at once, without waiting for an answer: the game goes on at this
// board (a person plays the other side now) and can be saved. The texts
// keep the main window's translation context, where they were first said.
void NetworkGames::showFailure(const QString& message)
{
    const char* const context = "draughts::app::MainWindow";
    const QString text = message + QLatin1Char('\n') + QCoreApplication::translate(context, keptText);
    emit statusMessage(message);
    auto* box = new QMessageBox(QMessageBox::Warning, QCoreApplication::translate(context, stoppedTitle), text,
                                QMessageBox::Ok, &m_window);
    box->setObjectName(QStringLiteral("networkFailure"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

NetworkGames::~NetworkGames() = default;

void NetworkGames::choose()
{
    auto* dialog = new NetworkGameDialog(m_setup, NetworkLobby::localAddresses(), &m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { begin(dialog->setup()); });
    dialog->open();
}

void NetworkGames::begin(const NetworkSetup& setup)
{
    if (!m_mayReplace())
        return;
    m_setup = setup;
    if (m_settings)
        saveNetworkSetup(*m_settings, setup);
    cancel();
    m_lobby = new NetworkLobby(setup, this);
    connect(m_lobby, &NetworkLobby::ready, this, &NetworkGames::ready);
    connect(m_lobby, &NetworkLobby::failed, this, &NetworkGames::failed);
    if (!m_lobby->start())
        return; // failed() follows
    const bool hosting = setup.role == NetworkSetup::Role::Host;
    const QString text =
        hosting
            ? tr("Waiting for the other player to join…\n\nGive him this computer's address and the port: %1, port %2.")
                  .arg(NetworkLobby::localAddresses().join(tr(" or ")))
                  .arg(setup.port)
            : tr("Connecting to %1, port %2…").arg(setup.address).arg(setup.port);
    emit statusMessage(hosting ? tr("Waiting for the other player on port %1").arg(setup.port)
                               : tr("Connecting to %1, port %2…").arg(setup.address).arg(setup.port));
    m_waiting =
        new QMessageBox(QMessageBox::Information, tr("Play Over the Network"), text, QMessageBox::Cancel, &m_window);
    m_waiting->setObjectName(QStringLiteral("networkWaiting"));
    m_waiting->setAttribute(Qt::WA_DeleteOnClose);
    // Cancel, Escape or closing the box: whatever ends it stops the waiting.
    connect(m_waiting, &QMessageBox::finished, this, [this] {
        cancel();
        emit statusMessage(tr("No network game: cancelled"));
    });
    m_waiting->open();
}

// The game has begun across the network: it starts on the board, the
// person across the network seated on the connection.
void NetworkGames::ready(DxpConnection* connection)
{
    closeWaitingBox();
    m_lobby->deleteLater();
    m_seats.setConnection(connection);
    m_startGame(NetworkLobby::setupFor(*connection, m_setup.name));
}

void NetworkGames::failed(const QString& message)
{
    closeWaitingBox();
    if (m_lobby)
        m_lobby->deleteLater();
    emit statusMessage(message);
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Play Over the Network"),
                                tr("No game over the network began.") + QLatin1Char('\n') + message, QMessageBox::Ok,
                                &m_window);
    box->setObjectName(QStringLiteral("networkLobbyFailure"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void NetworkGames::cancel()
{
    closeWaitingBox();
    delete m_lobby.data();
}

void NetworkGames::closeWaitingBox()
{
    if (!m_waiting)
        return;
    m_waiting->disconnect(this);
    m_waiting->close();
}

// The chat box shows in a game with a person across the network, from an
// empty conversation.
void NetworkGames::seated()
{
    const bool person = m_seats.remotePerson() != nullptr;
    if (person || !m_chat.isHidden())
        m_chat.clear();
    m_chat.setVisible(person);
}

} // namespace draughts::app
