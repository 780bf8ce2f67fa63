#pragma once

#include "values/game_setup.hpp"
#include "values/network_setup.hpp"

#include <QObject>
#include <QPointer>

#include <functional>

class QMessageBox;
class QSettings;
class QWidget;

namespace draughts::app {

class ChatBox;
class DxpConnection;
class NetworkLobby;
class PlayerSeats;

// Game > Play Over the Network… from the dialog to the game (docs/dxp.md,
// "Playing over a network"): the choices are asked (and kept in the
// settings), the lobby listens or connects while a box says so and can
// cancel it, and once the game has begun it is started on the board with
// the person across the network seated; the chat box beside the board
// carries the conversation. Nothing waits: each step follows a signal.
class NetworkGames : public QObject {
    Q_OBJECT

public:
    // `window` hosts the dialogs; `settings` (may be null) keeps the choices;
    // `startGame` starts a game on the board once `mayReplace` agrees.
    NetworkGames(QWidget& window, QSettings* settings, PlayerSeats& seats, ChatBox& chat,
                 std::function<void(const GameSetup&)> startGame, std::function<bool()> mayReplace);
    ~NetworkGames() override;

public slots:
    // Opens the dialog (not modal to the program: the window goes on).
    void choose();
    // Hosts or joins as `setup` says.
    void begin(const NetworkSetup& setup);

signals:
    void statusMessage(const QString& text);

private:
    void ready(DxpConnection* connection);
    void failed(const QString& message);
    void cancel();
    void closeWaitingBox();
    void seated();
    void showFailure(const QString& message);

    QWidget& m_window;
    QSettings* m_settings;
    PlayerSeats& m_seats;
    ChatBox& m_chat;
    std::function<void(const GameSetup&)> m_startGame;
    std::function<bool()> m_mayReplace;
    NetworkSetup m_setup;
    QPointer<NetworkLobby> m_lobby;
    QPointer<QMessageBox> m_waiting;
};

} // namespace draughts::app
