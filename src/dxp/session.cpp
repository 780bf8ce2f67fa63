#include <draughts/dxp/session.hpp>

#include <draughts/dxp/game_rules.hpp>
#include <draughts/dxp/moves.hpp>
#include <draughts/game/score_sheet.hpp>
#include <draughts/notation/fen.hpp>

#include "fields.hpp"

#include <algorithm>

namespace draughts::dxp {

namespace {

std::string quoted(std::string_view text) { return '"' + detail::textFromWire(text) + '"'; }

// How far the game had gone, its last move named as a score sheet numbers
// it ("after move 12 (White)", "after move 12… (Black)"): a number counts
// White's move and Black's reply, never one ply.
std::string playedSoFar(const game::Game& game)
{
    const game::SheetPlace place = game::sheetPlace(game.history(), game.history().size());
    if (place.number == 0)
        return "before the first move";
    return "after move " + std::to_string(place.number) +
           (place.side == core::Side::White ? " (White)" : "\u2026 (Black)");
}

std::string seconds(Milliseconds time) { return std::to_string((time.count() + 999) / 1000) + " s"; }

Milliseconds since(TimePoint start, TimePoint now)
{
    return std::max(Milliseconds{0}, std::chrono::duration_cast<Milliseconds>(now - start));
}

} // namespace

Session::Session(SessionSettings settings) : m_settings(std::move(settings)), m_game(newGame(standardStart())) {}

// ---- the transport ----------------------------------------------------------

void Session::receive(std::string_view bytes, TimePoint now)
{
    if (m_state == State::Closed)
        return;
    m_stream.feed(bytes);
    std::string text;
    while (m_state != State::Closed && m_stream.next(text))
        handle(text, now);
    // After the whole batch: a peer that ended the game by its move may
    // have sent its GAMEEND with it, which we then only answer.
    if (m_state == State::Playing)
        endIfOver(now);
    if (m_state != State::Closed && m_stream.overflowed())
        fault(FaultKind::Overflow, "the peer sent more than 1024 bytes without the NUL that ends a DXP message");
}

void Session::connectionClosed(TimePoint)
{
    switch (m_state) {
    case State::Closed: return;
    case State::Idle:
        m_state = State::Closed;
        m_events.push_back(Closed{});
        return;
    case State::Ending:
        // Our GAMEEND ended the game whether or not its answer came.
        m_events.push_back(GameEnded{false, m_ourEnd, false});
        m_state = State::Closed;
        m_events.push_back(Closed{});
        return;
    case State::AwaitingAcceptance:
        fault(FaultKind::Disconnected, "the peer closed the connection without answering our GAMEREQ");
        return;
    case State::Deciding:
        fault(FaultKind::Disconnected, "the peer closed the connection before the game began");
        return;
    case State::Playing:
        fault(FaultKind::Disconnected, "the peer closed the connection during the game, " + playedSoFar(m_game));
        return;
    }
}

std::string Session::takeOutput()
{
    std::string bytes;
    bytes.swap(m_output);
    return bytes;
}

void Session::send(const Message& message)
{
    const std::string text = encode(message);
    if (m_trace)
        m_trace(true, text);
    m_output += frame(text);
}

std::optional<Event> Session::nextEvent()
{
    if (m_events.empty())
        return std::nullopt;
    Event event = std::move(m_events.front());
    m_events.pop_front();
    return event;
}

void Session::fault(FaultKind kind, std::string message, bool fatal)
{
    m_events.push_back(Fault{kind, std::move(message), fatal});
    if (fatal)
        m_state = State::Closed;
}

void Session::unexpected(const std::string& text, std::string_view why)
{
    fault(FaultKind::Unexpected, "the peer sent " + quoted(text) + " " + std::string(why));
}

// ---- time -------------------------------------------------------------------

Milliseconds Session::moveTimeout() const
{
    if (m_settings.moveTimeout.count() > 0)
        return m_settings.moveTimeout;
    return std::max(Milliseconds{120'000}, m_request.thinkingTime + Milliseconds{60'000});
}

std::optional<TimePoint> Session::deadline() const
{
    std::optional<TimePoint> due;
    auto earliest = [&](TimePoint t) { due = due ? std::min(*due, t) : t; };
    if (m_state == State::AwaitingAcceptance || m_state == State::Ending)
        earliest(m_waitingSince + m_settings.answerTimeout);
    if (m_state == State::Playing && !ourTurn())
        earliest(m_turnStarted + moveTimeout());
    if (m_state == State::Playing && m_backAsked)
        earliest(m_backAskedAt + m_settings.answerTimeout);
    return due;
}

void Session::checkTime(TimePoint now)
{
    const std::string waited = seconds(m_settings.answerTimeout);
    if (m_state == State::Playing && m_backAsked && now >= m_backAskedAt + m_settings.answerTimeout) {
        m_backAsked.reset();
        fault(FaultKind::Silence, "no BACKACC within " + waited + " of our BACKREQ: taken as declined", false);
        m_events.push_back(BackAnswered{BackAcceptance::Declined});
    }
    if (m_state == State::AwaitingAcceptance && now >= m_waitingSince + m_settings.answerTimeout) {
        fault(FaultKind::Silence, "no GAMEACC within " + waited + " of our GAMEREQ");
    } else if (m_state == State::Ending && now >= m_waitingSince + m_settings.answerTimeout) {
        m_events.push_back(GameEnded{false, m_ourEnd, false});
        fault(FaultKind::Silence, "no GAMEEND within " + waited + " in answer to ours");
    } else if (m_state == State::Playing && !ourTurn() && now >= m_turnStarted + moveTimeout()) {
        fault(FaultKind::Silence,
              "no move from the peer within " + seconds(moveTimeout()) + ", " + playedSoFar(m_game));
    }
}

// ---- received messages --------------------------------------------------------

void Session::handle(const std::string& text, TimePoint now)
{
    if (m_trace)
        m_trace(false, text);
    const Decoded decoded = decode(text);
    if (!decoded) {
        if (decoded.error.unknownType)
            fault(FaultKind::UnknownType, "ignored " + quoted(text) + ": " + decoded.error.reason, false);
        else
            fault(FaultKind::Malformed, "the peer sent a malformed " + decoded.error.type + " " + quoted(text) + ": " +
                                            decoded.error.field + " (column " + std::to_string(decoded.error.column) +
                                            ") " + decoded.error.reason);
        return;
    }
    std::visit([&](const auto& message) { on(message, text, now); }, *decoded.message);
}

void Session::on(const Chat& chat, const std::string&, TimePoint) { m_events.push_back(ChatReceived{chat.text}); }

void Session::on(const GameRequest& request, const std::string& text, TimePoint)
{
    if (m_settings.role == Role::Initiator)
        return unexpected(text, "although only the initiator asks for games, and we are the initiator");
    if (m_state == State::Playing) {
        // The initiator may start a new game at any time; this one ends unfinished.
        m_events.push_back(GameEnded{true, GameEnd{}, true});
        m_state = State::Idle;
    }
    if (m_state != State::Idle)
        return unexpected(text, "while a game request was being answered or a game was ending");
    const GameAccept answer{m_settings.name, Acceptance::GameDeclined};
    if (request.version != ProtocolVersion) {
        send(GameAccept{m_settings.name, Acceptance::VersionNotSupported});
        return fault(FaultKind::Unexpected,
                     "declined a GAMEREQ of protocol version " + std::to_string(request.version) +
                         "; we speak version 1",
                     false);
    }
    if (request.start) {
        if (const std::string why = unplayableStart(*request.start); !why.empty()) {
            send(answer);
            return fault(FaultKind::Unexpected, "declined the GAMEREQ " + quoted(text) + ": " + why, false);
        }
    }
    m_request = request;
    m_opponent = request.initiatorName;
    m_state = State::Deciding;
    m_events.push_back(GameRequested{request});
}

void Session::on(const GameAccept& accept, const std::string& text, TimePoint now)
{
    if (m_state != State::AwaitingAcceptance)
        return unexpected(text, "although we had asked for no game");
    m_opponent = accept.followerName;
    if (accept.acceptance == Acceptance::Accepted)
        return startGame(now);
    m_state = State::Idle;
    m_events.push_back(GameDeclined{accept.acceptance, accept.followerName});
}

void Session::on(const MoveMessage& move, const std::string& text, TimePoint now)
{
    if (m_state == State::Ending)
        return fault(FaultKind::Unexpected, "ignored the move " + quoted(text) + " sent after our GAMEEND", false);
    if (m_state != State::Playing)
        return unexpected(text, "outside a game");
    if (ourTurn())
        return unexpected(text, "when it was our turn to move");
    const MoveMatch match = findMove(move, m_game.legalMoves());
    if (!match) {
        return fault(FaultKind::IllegalMove, "the peer's move " + quoted(text) + " is illegal: " + match.error +
                                                 " (in " + notation::writeFen(m_game.variant(), m_game.position()) +
                                                 ")");
    }
    m_game.play(*match.move);
    const Milliseconds took = since(m_turnStarted, now);
    m_timeUse.theirs += took;
    ++m_timeUse.theirMoves;
    m_turnStarted = now;
    m_events.push_back(MoveReceived{*match.move, took, move.seconds});
}

void Session::on(const GameEnd& end, const std::string& text, TimePoint)
{
    if (m_state == State::Playing) {
        // The protocol leaves the receiver no choice: the game is over.
        m_events.push_back(GameEnded{true, end, false});
        send(GameEnd{EndReason::Unspecified, end.stop});
        m_state = end.stop == StopCode::NoMoreGames ? State::Closed : State::Idle;
    } else if (m_state == State::Ending) {
        m_events.push_back(GameEnded{false, m_ourEnd, false});
        const bool stop = m_ourEnd.stop == StopCode::NoMoreGames || end.stop == StopCode::NoMoreGames;
        m_state = stop ? State::Closed : State::Idle;
    } else if (m_state == State::Idle && end.stop == StopCode::NoMoreGames) {
        m_state = State::Closed;
        m_events.push_back(Closed{});
    } else {
        fault(FaultKind::Unexpected, "ignored " + quoted(text) + " sent outside a game", false);
    }
}

void Session::on(const BackRequest& back, const std::string& text, TimePoint)
{
    const std::optional<std::size_t> ply =
        m_state == State::Playing ? plyOf(back, m_game.startPosition().sideToMove) : std::nullopt;
    if (!ply || *ply > m_game.history().size()) {
        send(BackAccept{BackAcceptance::Declined});
        return fault(FaultKind::Unexpected, "declined " + quoted(text) + ": no such point in the game", false);
    }
    m_backOffered = *ply;
    m_events.push_back(BackRequested{back, *ply});
}

void Session::on(const BackAccept& back, const std::string& text, TimePoint now)
{
    if (m_state != State::Playing || !m_backAsked)
        return fault(FaultKind::Unexpected, "ignored " + quoted(text) + ": we had asked to take back nothing", false);
    const std::size_t ply = *m_backAsked;
    m_backAsked.reset();
    if (back.acceptance == BackAcceptance::Accepted)
        goBack(ply, now);
    m_events.push_back(BackAnswered{back.acceptance});
}

// ---- our actions ----------------------------------------------------------------

bool Session::requestGame(const GameRequest& request, TimePoint now)
{
    if (m_settings.role != Role::Initiator || m_state != State::Idle)
        return false;
    if (request.start && !unplayableStart(*request.start).empty())
        return false;
    m_request = request;
    m_request.version = ProtocolVersion;
    if (m_request.initiatorName.empty())
        m_request.initiatorName = m_settings.name;
    send(m_request);
    m_state = State::AwaitingAcceptance;
    m_waitingSince = now;
    return true;
}

bool Session::accept(TimePoint now)
{
    if (m_state != State::Deciding)
        return false;
    send(GameAccept{m_settings.name, Acceptance::Accepted});
    startGame(now);
    return true;
}

bool Session::decline(Acceptance why)
{
    if (m_state != State::Deciding || why == Acceptance::Accepted)
        return false;
    send(GameAccept{m_settings.name, why});
    m_state = State::Idle;
    return true;
}

void Session::startGame(TimePoint now)
{
    m_game = newGame(m_request.start.value_or(standardStart()));
    m_ourSide = m_settings.role == Role::Follower ? m_request.followerSide : core::opposite(m_request.followerSide);
    m_timeUse = {};
    m_turnStarted = now;
    m_backAsked.reset();
    m_backOffered.reset();
    m_state = State::Playing;
    m_events.push_back(GameStarted{m_ourSide, m_opponent});
}

bool Session::sendMove(const core::Move& move, TimePoint now)
{
    if (!ourTurn() || !m_game.legalMoves().contains(move))
        return false;
    const Milliseconds took = since(m_turnStarted, now);
    send(toMessage(move, static_cast<int>((took.count() + 500) / 1000)));
    m_game.play(move);
    m_timeUse.ours += took;
    ++m_timeUse.ourMoves;
    m_turnStarted = now;
    endIfOver(now);
    return true;
}

bool Session::endGame(EndReason reason, TimePoint now)
{
    if (!ourTurn())
        return false;
    sendEnd(reason, now);
    return true;
}

void Session::sendEnd(EndReason reason, TimePoint now)
{
    m_ourEnd = GameEnd{reason, m_settings.stopCode};
    send(m_ourEnd);
    m_state = State::Ending;
    m_waitingSince = now;
}

// Whoever made the move that ended the game, we end it at once: a peer
// may wait for the other side's GAMEEND (Moby Dam does at the FMJD's
// draws, docs/dxp.md), and a move of the peer's in a finished game could
// only be ignored.
void Session::endIfOver(TimePoint now)
{
    const game::Result& result = m_game.result();
    if (!result.isOver())
        return;
    const core::Side winner = result.outcome == game::Outcome::WhiteWins ? core::Side::White : core::Side::Black;
    const EndReason reason = result.outcome == game::Outcome::Draw ? EndReason::Draw
                             : winner == m_ourSide                 ? EndReason::SenderWins
                                                                   : EndReason::SenderLoses;
    sendEnd(reason, now);
}

bool Session::chat(std::string_view text)
{
    if (m_state == State::Closed || text.empty())
        return false;
    const std::string ascii = detail::asciiText(text, std::string::npos);
    for (std::size_t at = 0; at < ascii.size(); at += MaxChatLength)
        send(Chat{ascii.substr(at, MaxChatLength)});
    return true;
}

bool Session::requestBack(std::size_t ply, TimePoint now)
{
    if (m_state != State::Playing || m_backAsked || ply > m_game.history().size())
        return false;
    send(backRequestFor(ply, m_game.startPosition().sideToMove));
    m_backAsked = ply;
    m_backAskedAt = now;
    return true;
}

bool Session::answerBack(bool accept, TimePoint now)
{
    if (m_state != State::Playing || !m_backOffered)
        return false;
    const std::size_t ply = *m_backOffered;
    m_backOffered.reset();
    send(BackAccept{accept ? BackAcceptance::Accepted : BackAcceptance::Declined});
    if (accept)
        goBack(ply, now);
    return true;
}

void Session::goBack(std::size_t ply, TimePoint now)
{
    game::Game back = newGame(m_game.startPosition());
    for (std::size_t i = 0; i < ply && i < m_game.history().size(); ++i)
        back.play(m_game.history()[i].action.move);
    m_game = std::move(back);
    m_turnStarted = now;
}

// ---- take-back numbering ----------------------------------------------------------

BackRequest Session::backRequestFor(std::size_t ply, core::Side first)
{
    // Moves are numbered from 1 with each White move starting a new one,
    // also when the game starts with Black to move.
    const std::size_t counted = ply + (first == core::Side::Black ? 1 : 0);
    return BackRequest{static_cast<int>(1 + counted / 2), counted % 2 == 0 ? core::Side::White : core::Side::Black};
}

std::optional<std::size_t> Session::plyOf(const BackRequest& request, core::Side first)
{
    const long counted = 2L * (request.moveNumber - 1) + (request.sideToMove == core::Side::Black ? 1 : 0);
    const long ply = counted - (first == core::Side::Black ? 1 : 0);
    if (ply < 0)
        return std::nullopt;
    return static_cast<std::size_t>(ply);
}

} // namespace draughts::dxp
