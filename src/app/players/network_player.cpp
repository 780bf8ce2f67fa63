#include "players/network_player.hpp"

#include "engines/dxp_connection.hpp"

#include <draughts/dxp/game_rules.hpp>

#include <QTimer>

#include <algorithm>

namespace draughts::app {

namespace {

// The thinking time the GAMEREQ asks for: 75 moves at the pace chosen,
// rounded up to whole minutes, as `draughts-cli dxp` asks (docs/dxp.md, "Time").
std::chrono::milliseconds gameTime(std::chrono::milliseconds moveTime)
{
    constexpr long long MovesPerGame = 75;
    constexpr long long Minute = 60'000;
    const long long total = std::max<long long>(moveTime.count(), 1) * MovesPerGame;
    return std::chrono::milliseconds{(total + Minute - 1) / Minute * Minute};
}

bool sameAction(const game::HistoryEntry& a, const game::HistoryEntry& b)
{
    return a.action.kind == b.action.kind && a.action.move == b.action.move;
}

QString text(const std::string& s) { return QString::fromStdString(s); }

} // namespace

QString describeFault(const dxp::Fault& fault)
{
    const QString detail = text(fault.message);
    switch (fault.kind) {
    case dxp::FaultKind::Malformed:
        return NetworkPlayer::tr("The other side sent a message that is not DXP (%1).").arg(detail);
    case dxp::FaultKind::UnknownType:
        return NetworkPlayer::tr("The other side sent a message of a type DXP does not have (%1).").arg(detail);
    case dxp::FaultKind::Unexpected:
        return NetworkPlayer::tr("The other side sent a message out of turn (%1).").arg(detail);
    case dxp::FaultKind::IllegalMove:
        return NetworkPlayer::tr("The other side sent an illegal move (%1).").arg(detail);
    case dxp::FaultKind::Silence:
        return NetworkPlayer::tr("The other side fell silent (%1).").arg(detail);
    case dxp::FaultKind::Disconnected:
        return NetworkPlayer::tr("The connection was closed (%1).").arg(detail);
    case dxp::FaultKind::Overflow:
        return NetworkPlayer::tr("The other side sent a message that never ends (%1).").arg(detail);
    }
    return detail;
}

NetworkPlayer::NetworkPlayer(Options options, QObject* parent) : Player(parent), m_options(std::move(options))
{
    dxp::SessionSettings settings = m_options.session;
    settings.role = dxp::Role::Initiator;
    settings.name = m_options.ourName.toStdString();
    m_connection = new DxpConnection(settings, this);
    m_connection->setEventHandler([this](const dxp::Event& event) { onEvent(event); });
    connect(m_connection, &DxpConnection::connected, this, &NetworkPlayer::requestGame);
    connect(m_connection, &DxpConnection::failed, this, &NetworkPlayer::fail);
    m_connection->connectTo(m_options.host, m_options.port);
}

NetworkPlayer::~NetworkPlayer() = default;

void NetworkPlayer::requestGame()
{
    dxp::GameRequest request;
    request.initiatorName = m_options.ourName.toStdString();
    request.followerSide = m_options.side;
    request.thinkingTime = gameTime(m_options.moveTime);
    const core::Position start = m_options.start.value_or(dxp::standardStart());
    if (!(start == dxp::standardStart()))
        request.start = start;
    m_connection->session().requestGame(request, dxp::Clock::now());
    m_connection->flush();
}

void NetworkPlayer::beginTurn(const game::Game& game)
{
    m_turn = &game;
    ++m_turnNumber;
    sync();
}

void NetworkPlayer::cancelTurn()
{
    m_turn = nullptr;
    ++m_turnNumber;
}

void NetworkPlayer::considerDraw(const game::Game&)
{
    QTimer::singleShot(0, this, [this] { emit drawAnswered(false); });
}

void NetworkPlayer::follow(const game::Game& game)
{
    m_board = &game;
    sync();
}

void NetworkPlayer::onEvent(const dxp::Event& event)
{
    if (m_failed)
        return;
    if (const auto* started = std::get_if<dxp::GameStarted>(&event)) {
        m_opponent = text(started->opponent);
        emit this->started(m_opponent);
        sync();
    } else if (const auto* declined = std::get_if<dxp::GameDeclined>(&event)) {
        fail(tr("%1 declined the game.").arg(text(declined->follower)));
    } else if (std::holds_alternative<dxp::MoveReceived>(event)) {
        sync(); // handed to the board on the other side's turn
    } else if (const auto* end = std::get_if<dxp::GameEnded>(&event)) {
        ended(*end);
    } else if (std::holds_alternative<dxp::BackRequested>(event)) {
        // A program asking to take back: the person at the board is not asked.
        m_connection->session().answerBack(false, dxp::Clock::now());
        m_connection->flush();
    } else if (const auto* answer = std::get_if<dxp::BackAnswered>(&event)) {
        if (answer->acceptance == dxp::BackAcceptance::Accepted)
            sync();
        else
            fail(tr("Moves were taken back at the board, and the other side did not agree."));
    } else if (const auto* fault = std::get_if<dxp::Fault>(&event)) {
        if (fault->fatal)
            fail(describeFault(*fault));
        else
            emit noticed(describeFault(*fault));
    } else if (std::holds_alternative<dxp::Closed>(event)) {
        if (m_board && !m_board->result().isOver())
            fail(tr("The other side closed the connection."));
    }
}

void NetworkPlayer::ended(const dxp::GameEnded& end)
{
    if (!end.byPeer || !m_board || m_board->result().isOver())
        return;
    if (end.end.reason == dxp::EndReason::SenderLoses && m_turn) {
        answer(Decision::resign());
        return;
    }
    switch (end.end.reason) {
    case dxp::EndReason::SenderLoses:
    case dxp::EndReason::Unspecified: fail(tr("The other side ended the game without a result.")); break;
    case dxp::EndReason::Draw: fail(tr("The other side ended the game as a draw.")); break;
    case dxp::EndReason::SenderWins: fail(tr("The other side ended the game claiming a win.")); break;
    }
}

// Brings the two games together: the moves made at the board go across,
// the other side's move is handed to the board on its turn, and a game
// over at the board is ended across the network.
void NetworkPlayer::sync()
{
    dxp::Session& session = m_connection->session();
    if (m_failed || !m_board || session.state() != dxp::Session::State::Playing)
        return;
    const auto& local = m_board->history();
    const auto& remote = session.game().history();
    std::size_t common = 0;
    while (common < local.size() && common < remote.size() && sameAction(local[common], remote[common]))
        ++common;
    if (m_board->result().isOver() && common == local.size()) {
        // The game ended at the board (by the rules or a resignation): the
        // side to move ends it across the network, in the words of its sender.
        if (session.ourTurn()) {
            const rules::Outcome outcome = m_board->result().outcome;
            const bool weWin = (outcome == rules::Outcome::WhiteWins) == (session.ourSide() == core::Side::White);
            const dxp::EndReason reason = outcome == rules::Outcome::Draw ? dxp::EndReason::Draw
                                          : weWin                        ? dxp::EndReason::SenderWins
                                                                         : dxp::EndReason::SenderLoses;
            session.endGame(reason, dxp::StopCode::NoMoreGames, dxp::Clock::now());
        }
        m_connection->flush();
        return;
    }
    if (common < remote.size() && common == local.size()) {
        // The other side's move, not yet on the board.
        if (m_turn && remote[common].side == m_options.side) {
            const unsigned turn = m_turnNumber;
            const core::Move move = remote[common].action.move;
            QTimer::singleShot(0, this, [this, turn, move] {
                if (turn == m_turnNumber && m_turn)
                    answer(Decision::play(move));
            });
        }
    } else if (common < remote.size()) {
        // Moves were taken back at the board: ask the other side to go back too.
        session.requestBack(common, dxp::Clock::now());
    } else {
        for (std::size_t ply = remote.size(); ply < local.size(); ++ply)
            if (!session.sendMove(local[ply].action.move, dxp::Clock::now())) {
                fail(tr("The move %1 could not be sent.").arg(ply + 1));
                return;
            }
    }
    m_connection->flush();
}

void NetworkPlayer::answer(const Decision& decision)
{
    m_turn = nullptr;
    emit decided(decision);
}

void NetworkPlayer::fail(const QString& message)
{
    if (m_failed)
        return;
    m_failed = true;
    emit failed(message);
}

} // namespace draughts::app
