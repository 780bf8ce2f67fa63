#include "players/network_player.hpp"

#include "engines/dxp_connection.hpp"

#include <draughts/dxp/draw_offer.hpp>
#include <draughts/dxp/game_rules.hpp>
#include <draughts/game/score_sheet.hpp>

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
    case dxp::FaultKind::IllegalMove: return NetworkPlayer::tr("The other side sent an illegal move (%1).").arg(detail);
    case dxp::FaultKind::Silence: return NetworkPlayer::tr("The other side fell silent (%1).").arg(detail);
    case dxp::FaultKind::Disconnected: return NetworkPlayer::tr("The connection was closed (%1).").arg(detail);
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
    settings.stopCode = dxp::StopCode::NoMoreGames; // one game against a program
    m_connection = new DxpConnection(settings, this);
    attach();
    connect(m_connection, &DxpConnection::connected, this, &NetworkPlayer::requestGame);
    m_connection->connectTo(m_options.host, m_options.port);
}

NetworkPlayer::NetworkPlayer(DxpConnection* connection, QObject* parent)
    : Player(parent), m_connection(connection), m_person(true)
{
    m_connection->setParent(this);
    m_options.side = core::opposite(connection->session().ourSide());
    m_opponent = text(connection->session().opponentName());
    attach();
}

void NetworkPlayer::attach()
{
    m_connection->setEventHandler([this](const dxp::Event& event) { onEvent(event); });
    connect(m_connection, &DxpConnection::failed, this, &NetworkPlayer::fail);
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
    if (m_drawAsked) {
        // His draw offer was put to the person here, who declined it.
        m_drawAsked = false;
        m_connection->session().chat(dxp::DrawDeclinedText);
        m_connection->flush();
    }
    sync();
}

void NetworkPlayer::cancelTurn()
{
    m_turn = nullptr;
    ++m_turnNumber;
}

void NetworkPlayer::considerDraw(const game::Game&)
{
    if (!m_person || m_failed || !m_connection->session().chat(dxp::DrawOfferText)) {
        QTimer::singleShot(0, this, [this] { emit drawAnswered(false); });
        return;
    }
    m_drawOffered = true;
    m_connection->flush();
}

bool NetworkPlayer::decidesTakeBacks() const
{
    return !m_failed && m_connection->session().state() == dxp::Session::State::Playing;
}

void NetworkPlayer::considerTakeBack(const game::Game&, std::size_t ply)
{
    m_takeBackAsked = m_connection->session().requestBack(ply, dxp::Clock::now());
    m_connection->flush();
    if (!m_takeBackAsked)
        QTimer::singleShot(0, this, [this] { emit takeBackAnswered(false); });
}

void NetworkPlayer::answerTakeBack(bool accept)
{
    m_connection->session().answerBack(accept, dxp::Clock::now());
    m_connection->flush();
}

void NetworkPlayer::sendChat(const QString& line)
{
    if (m_connection->session().chat(line.toStdString()))
        m_connection->flush();
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
    } else if (const auto* back = std::get_if<dxp::BackRequested>(&event)) {
        // A person is asked (not inside the session's event); a program is declined.
        if (m_person)
            QTimer::singleShot(0, this, [this, ply = back->ply] { emit takeBackAsked(ply); });
        else
            answerTakeBack(false);
    } else if (const auto* answer = std::get_if<dxp::BackAnswered>(&event)) {
        backAnswered(*answer);
    } else if (const auto* chat = std::get_if<dxp::ChatReceived>(&event)) {
        chatted(chat->text);
    } else if (const auto* fault = std::get_if<dxp::Fault>(&event)) {
        if (fault->fatal)
            fail(fault->kind == dxp::FaultKind::Disconnected ? leftMessage() : describeFault(*fault));
        else
            emit noticed(describeFault(*fault));
    } else if (std::holds_alternative<dxp::Closed>(event)) {
        if (m_board && !m_board->result().isOver() && !m_connection->session().game().result().isOver())
            fail(leftMessage());
    }
}

void NetworkPlayer::backAnswered(const dxp::BackAnswered& answer)
{
    const bool accepted = answer.acceptance == dxp::BackAcceptance::Accepted;
    if (m_takeBackAsked) {
        // Asked by Undo (considerTakeBack): the session is back already, the board follows.
        m_takeBackAsked = false;
        emit takeBackAnswered(accepted);
    } else if (accepted) {
        sync();
    } else {
        fail(tr("Moves were taken back at the board, and the other side did not agree."));
    }
}

// Every line is shown; a draw offer of the person across the network is put
// to the person here on his turn, and the answer to ours ends the offer.
void NetworkPlayer::chatted(const std::string& line)
{
    emit chatReceived(QString::fromLatin1(line.data(), static_cast<qsizetype>(line.size())));
    if (!m_person)
        return;
    if (m_drawOffered && (line == dxp::DrawAcceptedText || line == dxp::DrawDeclinedText)) {
        m_drawOffered = false;
        emit drawAnswered(line == dxp::DrawAcceptedText);
    } else if (line == dxp::DrawOfferText && m_turn) {
        const unsigned turn = m_turnNumber;
        QTimer::singleShot(0, this, [this, turn] {
            if (turn != m_turnNumber || !m_turn)
                return;
            m_drawAsked = true;
            answer(Decision::offerDraw());
        });
    }
}

void NetworkPlayer::ended(const dxp::GameEnded& end)
{
    // A game the rules ended ends on the board by its last move, which may
    // still be on its way there.
    if (!end.byPeer || !m_board || m_board->result().isOver() || m_connection->session().game().result().isOver())
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
// the other side's move is handed to the board on its turn (also when the
// session has already ended the game that move ended), and a game over at
// the board is ended across the network.
void NetworkPlayer::sync()
{
    if (m_failed || !m_board)
        return;
    dxp::Session& session = m_connection->session();
    const auto& local = m_board->history();
    const auto& remote = session.game().history();
    std::size_t common = 0;
    while (common < local.size() && common < remote.size() && sameAction(local[common], remote[common]))
        ++common;
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
        return;
    }
    if (session.state() != dxp::Session::State::Playing)
        return;
    if (m_board->result().isOver() && common == local.size()) {
        endAtBoard();
        return;
    }
    if (common < remote.size()) {
        // Moves were taken back at the board: ask the other side to go back too.
        session.requestBack(common, dxp::Clock::now());
    } else {
        for (std::size_t ply = remote.size(); ply < local.size(); ++ply)
            if (!session.sendMove(local[ply].action.move, dxp::Clock::now())) {
                // Named as the move list numbers it.
                const game::SheetPlace place = game::sheetPlace(local, ply + 1);
                fail((place.side == core::Side::White ? tr("The move %1 (White) could not be sent.")
                                                      : tr("The move %1… (Black) could not be sent."))
                         .arg(place.number));
                return;
            }
    }
    m_connection->flush();
}

// The game ended at the board by a resignation or an agreed draw (the
// session itself ends a game the rules have ended): the side to move ends
// it across the network, in the words of its sender. A person across the
// network hears first that his draw offer was accepted, and stays
// connected, so that the two may still chat.
void NetworkPlayer::endAtBoard()
{
    dxp::Session& session = m_connection->session();
    if (m_drawAsked && m_board->result().outcome == rules::Outcome::Draw)
        session.chat(dxp::DrawAcceptedText);
    m_drawAsked = false;
    if (session.ourTurn()) {
        const rules::Outcome outcome = m_board->result().outcome;
        const bool weWin = (outcome == rules::Outcome::WhiteWins) == (session.ourSide() == core::Side::White);
        const dxp::EndReason reason = outcome == rules::Outcome::Draw ? dxp::EndReason::Draw
                                      : weWin                         ? dxp::EndReason::SenderWins
                                                                      : dxp::EndReason::SenderLoses;
        session.endGame(reason, dxp::Clock::now());
    }
    m_connection->flush();
}

void NetworkPlayer::answer(const Decision& decision)
{
    m_turn = nullptr;
    emit decided(decision);
}

// A closed connection, said as the players see it: the other one has gone.
QString NetworkPlayer::leftMessage() const
{
    return m_opponent.isEmpty() ? tr("The other player left the game.") : tr("%1 left the game.").arg(m_opponent);
}

void NetworkPlayer::fail(const QString& message)
{
    if (m_failed)
        return;
    m_failed = true;
    emit failed(message);
}

} // namespace draughts::app
