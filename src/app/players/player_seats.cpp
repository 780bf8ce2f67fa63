#include "players/player_seats.hpp"

#include "controller/game_controller.hpp"
#include "engines/dxp_connection.hpp"
#include "players/computer_player.hpp"
#include "players/network_player.hpp"
#include "players/player_factory.hpp"
#include "players/prompter.hpp"
#include "text/texts.hpp"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QTimer>

#include <utility>

namespace draughts::app {

PlayerSeats::PlayerSeats(GameController& controller, QObject* parent) : QObject(parent), m_controller(controller)
{
    connect(&controller, &GameController::gameStarted, this, &PlayerSeats::seatPlayers);
}

ComputerPlayer* PlayerSeats::computer(core::Side side) const
{
    return qobject_cast<ComputerPlayer*>(m_controller.player(side));
}

bool PlayerSeats::canMoveNow() const
{
    const auto* thinking = qobject_cast<const ComputerPlayer*>(m_controller.awaited());
    return thinking && thinking->isThinking();
}

void PlayerSeats::moveNow()
{
    if (auto* computer = qobject_cast<ComputerPlayer*>(m_controller.awaited()))
        computer->moveNow();
}

void PlayerSeats::setThreads(int threads)
{
    m_threads = threads;
    for (core::Side side : {core::Side::White, core::Side::Black})
        if (ComputerPlayer* player = computer(side))
            player->setThreads(threads);
}

void PlayerSeats::setConnection(DxpConnection* connection)
{
    delete m_connection.data();
    m_connection = connection;
    if (connection)
        connection->setParent(this);
}

NetworkPlayer* PlayerSeats::remotePerson() const
{
    for (core::Side side : {core::Side::White, core::Side::Black})
        if (auto* network = qobject_cast<NetworkPlayer*>(m_controller.player(side)); network && network->isPerson())
            return network;
    return nullptr;
}

bool PlayerSeats::sendChat(const QString& text)
{
    NetworkPlayer* person = remotePerson();
    if (person)
        person->sendChat(text);
    return person != nullptr;
}

void PlayerSeats::seatPlayers()
{
    const GameSetup& setup = m_controller.setup();
    const bool demo = !setup.player(core::Side::White).isHuman() && !setup.player(core::Side::Black).isHuman();
    const std::uint64_t seed = m_timing.seed.value_or(QRandomGenerator::global()->generate64());
    for (core::Side side : {core::Side::White, core::Side::Black}) {
        PlayerContext context;
        context.variant = setup.variant;
        context.askDraw = askDraw(side);
        // The two computers of a demonstration play different games from one seed.
        context.seed = seed + static_cast<std::uint64_t>(side);
        context.moveTime = m_timing.moveTime;
        context.clocks = setup.timeControl;
        context.pause = demo ? m_timing.demoPause : m_timing.pause;
        context.threads = m_threads;
        context.tables = m_tables;
        context.engineFailed = [this](const QString& message) {
            emit engineFailed(message + QLatin1Char(' ') + tr("The computer plays on."));
        };
        context.side = side;
        context.start = setup.start;
        context.ourName = QCoreApplication::applicationName();
        context.networkTimeouts = m_networkTimeouts;
        if (setup.player(side).kind == PlayerChoice::Kind::Remote)
            context.connection = std::exchange(m_connection, nullptr);
        std::unique_ptr<Player> player = makePlayer(setup.player(side), context);
        emit thinking(side, {});
        if (auto* computer = qobject_cast<ComputerPlayer*>(player.get())) {
            connect(computer, &ComputerPlayer::thinkingChanged, this,
                    [this, side](bool on) { emit thinking(side, on ? Texts::thinking(0) : QString()); });
            connect(computer, &ComputerPlayer::depthReached, this,
                    [this, side](int depth) { emit thinking(side, Texts::thinking(depth)); });
            connect(computer, &ComputerPlayer::failed, this, [this, side, computer](const QString& reason) {
                emit engineFailed(
                    tr("The computer could not find a move (%1); you play its side from here on.").arg(reason));
                handToPerson(side, computer);
            });
        }
        auto* network = qobject_cast<NetworkPlayer*>(player.get());
        m_controller.setPlayer(side, std::move(player));
        if (network)
            seatNetworkPlayer(side, *network);
    }
    emit seated();
}

std::function<bool(const game::Game&)> PlayerSeats::askDraw(core::Side side)
{
    return [this, side](const game::Game&) {
        const GameSetup& current = m_controller.setup();
        return m_prompter &&
               m_prompter->acceptDraw(Texts::player(current, core::opposite(side)), Texts::player(current, side));
    };
}

// A person at this board takes the seat of `leaving`, who can play no more,
// if it is still his. Not inside the leaving player's own signal: the seat
// is replaced once that returns.
void PlayerSeats::handToPerson(core::Side side, const Player* leaving)
{
    QTimer::singleShot(0, this, [this, side, leaving] {
        if (m_controller.player(side) != leaving)
            return;
        PlayerContext context;
        context.variant = m_controller.setup().variant;
        context.askDraw = askDraw(side);
        m_controller.setPlayer(side, makePlayer(PlayerChoice::human(), context));
    });
}

// The program across the network follows the game on the board; when it
// stops, a person at this board takes its seat and the game goes on.
void PlayerSeats::seatNetworkPlayer(core::Side side, NetworkPlayer& player)
{
    connect(&m_controller, &GameController::stateChanged, &player,
            [this, &player] { player.follow(m_controller.game()); });
    connect(&player, &NetworkPlayer::failed, this, [this, side, &player](const QString& message) {
        emit networkFailed(message);
        handToPerson(side, &player);
    });
    connect(&player, &NetworkPlayer::noticed, this, &PlayerSeats::networkNotice);
    if (player.isPerson())
        seatRemotePerson(side, player);
    else
        connect(&player, &NetworkPlayer::started, this,
                [this, side](const QString& name) { m_controller.networkTerms().nameProgram(side, name); });
    player.follow(m_controller.game());
}

// The person across the network chats and asks to take back; the person
// here is asked (the Prompter) and the board goes back once he agrees.
void PlayerSeats::seatRemotePerson(core::Side side, NetworkPlayer& player)
{
    connect(&player, &NetworkPlayer::chatReceived, this,
            [this, side](const QString& text) { emit chatReceived(Texts::player(m_controller.setup(), side), text); });
    connect(&player, &NetworkPlayer::takeBackAsked, this, [this, side, &player](std::size_t ply) {
        const GameSetup& setup = m_controller.setup();
        const bool agreed = m_prompter && m_prompter->acceptTakeBack(Texts::player(setup, side),
                                                                     Texts::player(setup, core::opposite(side)));
        if (m_controller.player(side) != &player)
            return; // the game moved on while the question was open
        player.answerTakeBack(agreed);
        if (agreed)
            m_controller.networkTerms().undoTo(ply);
    });
}

} // namespace draughts::app
