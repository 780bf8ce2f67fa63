#include "dxp_runner.hpp"

#include <draughts/dxp/game_rules.hpp>

#include <algorithm>

namespace draughts::cli {

namespace {

using dxp::Clock;

// A follower that ends a game without a result while the game goes on (as
// engines do once the GAMEREQ's number of moves is reached) gets it again
// from its position, this many times per game at most.
constexpr int MaxRestarts = 20;

std::string acceptanceText(dxp::Acceptance acceptance)
{
    switch (acceptance) {
    case dxp::Acceptance::VersionNotSupported: return "it does not speak protocol version 1";
    case dxp::Acceptance::NoGames: return "it wants to play no games";
    default: return "it does not want this game";
    }
}

dxp::Session::TimeUse sum(const dxp::Session::TimeUse& a, const dxp::Session::TimeUse& b)
{
    return {a.ours + b.ours, a.theirs + b.theirs, a.ourMoves + b.ourMoves, a.theirMoves + b.theirMoves};
}

} // namespace

DxpRunner::DxpRunner(Socket& socket, dxp::Session& session, dxp::EnginePlayer& engine, std::ostream& messages,
                     bool trace)
    : m_socket(socket), m_session(session), m_engine(engine), m_messages(messages)
{
    if (trace) {
        m_session.setTrace([this](bool sent, std::string_view text) {
            m_messages << (sent ? "dxp> " : "dxp< ") << text << '\n' << std::flush;
        });
    }
}

bool DxpRunner::run()
{
    for (;;) {
        while (std::optional<dxp::Event> event = m_session.nextEvent())
            std::visit([this](const auto& happened) { on(happened); }, *event);
        flush();
        if (m_session.state() == dxp::Session::State::Closed || m_stopped)
            break;
        if (m_session.ourTurn()) {
            playTurn();
        } else if (m_session.role() == dxp::Role::Initiator && m_session.state() == dxp::Session::State::Idle) {
            if (!requestNext())
                break;
        } else {
            waitForPeer();
        }
    }
    flush();
    m_socket.close();
    return !m_failed;
}

void DxpRunner::flush()
{
    const std::string bytes = m_session.takeOutput();
    if (bytes.empty() || !m_socket.isOpen())
        return;
    try {
        m_socket.sendAll(bytes);
    } catch (const SocketError& error) {
        m_messages << "dxp: " << error.what() << '\n';
        m_session.connectionClosed(Clock::now());
    }
}

void DxpRunner::waitForPeer()
{
    using std::chrono::milliseconds;
    milliseconds wait{1000};
    if (const std::optional<dxp::TimePoint> due = m_session.deadline())
        wait = std::clamp(std::chrono::duration_cast<milliseconds>(*due - Clock::now()), milliseconds{0}, wait);
    try {
        if (m_socket.waitReadable(wait)) {
            const std::string bytes = m_socket.receive();
            if (bytes.empty())
                m_session.connectionClosed(Clock::now());
            else
                m_session.receive(bytes, Clock::now());
        }
    } catch (const SocketError& error) {
        m_messages << "dxp: " << error.what() << '\n';
        m_session.connectionClosed(Clock::now());
    }
    m_session.checkTime(Clock::now());
}

void DxpRunner::on(const dxp::GameRequested&) { m_session.accept(Clock::now()); }

void DxpRunner::on(const dxp::GameStarted&)
{
    if (m_carried)
        m_continuing = true;
    else
        m_engine.newGame();
    m_inGame = true;
}

void DxpRunner::on(const dxp::GameDeclined& declined)
{
    m_messages << "dxp: " << declined.follower << " declined the game: " << acceptanceText(declined.acceptance) << '\n';
    if (m_inGame) // a game to go on from its position
        record("unfinished: " + declined.follower + " would not go on with it", false);
    m_failed = m_stopped = true;
}

void DxpRunner::on(const dxp::ChatReceived& chat)
{
    m_messages << "dxp: " << m_session.opponentName() << " says: " << chat.text << '\n';
}

// Our engine lets the other side take back what it asks.
void DxpRunner::on(const dxp::BackRequested&) { m_session.answerBack(true, Clock::now()); }

void DxpRunner::on(const dxp::Fault& fault)
{
    m_messages << "dxp: " << fault.message << '\n';
    if (fault.fatal) {
        m_failed = true;
        if (m_inGame)
            record("stopped: " + fault.message, false);
    }
}

void DxpRunner::playTurn()
{
    const dxp::Turn turn = m_engine.play(m_session);
    if (turn.kind == dxp::Turn::Kind::EndGame)
        m_ourEnding = turn.why;
}

bool DxpRunner::requestNext()
{
    if (m_requested >= m_plan.games || !m_plan.request)
        return false;
    const dxp::GameRequest request = m_plan.request(m_requested++);
    m_session.setStopCode(m_requested >= m_plan.games ? dxp::StopCode::NoMoreGames : dxp::StopCode::NextGameWelcome);
    if (!m_session.requestGame(request, Clock::now())) {
        m_messages << "dxp: game " << m_requested << " cannot be asked for\n";
        m_failed = true;
        return false;
    }
    return true;
}

void DxpRunner::on(const dxp::GameEnded& ended)
{
    const game::Game& played = m_session.game();
    const std::string opponent = m_session.opponentName();
    const core::Side theirSide = core::opposite(m_session.ourSide());
    if (played.result().isOver())
        return record(game::describe(played.result()), true);
    if (ended.superseded)
        return record("unfinished: " + opponent + " asked for a new game", false);
    if (!ended.byPeer) {
        if (ended.end.reason == dxp::EndReason::Draw)
            return record(m_ourEnding, true, [](game::Game& g) { g.agreeDraw(); });
        return record("unfinished: " + m_ourEnding, false);
    }
    switch (ended.end.reason) {
    case dxp::EndReason::SenderLoses:
        return record(opponent + " gave up", true, [&](game::Game& g) { g.resign(theirSide); });
    case dxp::EndReason::Draw:
        return record(opponent + " ended the game as drawn", true, [](game::Game& g) { g.agreeDraw(); });
    case dxp::EndReason::SenderWins: return record("unfinished: " + opponent + " ended the game claiming a win", false);
    case dxp::EndReason::Unspecified:
        if (!restart(ended))
            record("unfinished: " + opponent + " ended the game without a result", false);
        return;
    }
}

bool DxpRunner::restart(const dxp::GameEnded& ended)
{
    const game::Game& played = m_session.game();
    if (m_session.role() != dxp::Role::Initiator || ended.end.stop == dxp::StopCode::NoMoreGames ||
        played.history().empty() || m_restarts >= MaxRestarts)
        return false;
    dxp::GameRequest again = m_session.request();
    again.start = played.position();
    m_carriedTime = timeSoFar();
    m_carried = wholeGame();
    m_continuing = false;
    ++m_restarts;
    m_messages << "dxp: " << m_session.opponentName() << " ended the game after " << m_carried->history().size()
               << " moves without a result; it goes on from its position\n";
    if (!m_session.requestGame(again, Clock::now())) {
        m_carried.reset();
        return false;
    }
    return true;
}

game::Game DxpRunner::wholeGame() const
{
    if (m_carried && !m_continuing)
        return *m_carried; // the session's game is the one carried already
    const core::Position& start = m_session.game().startPosition();
    game::Game whole = m_carried ? *m_carried
                       : m_plan.opening && m_requested > 0 && m_session.role() == dxp::Role::Initiator
                           ? m_plan.opening(m_requested - 1)
                           : dxp::newGame(start);
    const core::Position& reached = whole.position();
    if (reached.white != start.white || reached.black != start.black || reached.kings != start.kings ||
        reached.sideToMove != start.sideToMove)
        whole = dxp::newGame(start); // the request did not start where the record ends
    for (const game::HistoryEntry& entry : m_session.game().history())
        whole.play(entry.action.move);
    return whole;
}

dxp::Session::TimeUse DxpRunner::timeSoFar() const
{
    return m_carried && !m_continuing ? m_carriedTime : sum(m_carriedTime, m_session.timeUse());
}

void DxpRunner::record(std::string ending, bool finished, const std::function<void(game::Game&)>& settle)
{
    DxpGame done{wholeGame(), std::move(ending), finished, m_session.ourSide(), m_session.opponentName(), timeSoFar()};
    if (settle)
        settle(done.game);
    m_inGame = false;
    m_carried.reset();
    m_continuing = false;
    m_carriedTime = {};
    m_restarts = 0;
    m_ourEnding.clear();
    if (m_onGame)
        m_onGame(done);
}

} // namespace draughts::cli
