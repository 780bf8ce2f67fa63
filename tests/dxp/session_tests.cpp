// The sessions of both sides driven message by message, as a peer would
// send them, with the time given by the test: requests and answers, moves
// both ways, the end of a game, chat, take-backs, and every peer fault.

#include <draughts/dxp/game_rules.hpp>
#include <draughts/dxp/session.hpp>
#include "dxp_test_support.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace draughts;
using namespace draughts::dxp;
using namespace draughts::dxp::testing;
using namespace std::chrono_literals;

namespace {

const std::string peerName = "Peer" + std::string(28, ' ');

// The messages a session wants to send, without their NULs.
std::vector<std::string> sent(Session& session)
{
    std::vector<std::string> messages;
    const std::string bytes = session.takeOutput();
    std::string current;
    for (const char c : bytes) {
        if (c == '\0') {
            messages.push_back(current);
            current.clear();
        } else {
            current.push_back(c);
        }
    }
    REQUIRE(current.empty());
    return messages;
}

std::vector<Event> events(Session& session)
{
    std::vector<Event> all;
    while (std::optional<Event> event = session.nextEvent())
        all.push_back(std::move(*event));
    return all;
}

template <class T>
T only(Session& session)
{
    const std::vector<Event> all = events(session);
    REQUIRE(all.size() == 1);
    REQUIRE(std::holds_alternative<T>(all[0]));
    return std::get<T>(all[0]);
}

void receive(Session& session, const std::string& message, TimePoint now = t0) { session.receive(frame(message), now); }

// A follower that has accepted a standard game playing `colour` ('W' or 'Z').
Session followerInGame(char colour)
{
    Session session({.role = Role::Follower, .name = "Draughts"});
    receive(session, "R01" + peerName + colour + "010000A");
    REQUIRE(std::holds_alternative<GameRequested>(*session.nextEvent()));
    REQUIRE(session.accept(t0));
    REQUIRE(sent(session) == std::vector<std::string>{"ADraughts" + std::string(24, ' ') + "0"});
    REQUIRE(std::holds_alternative<GameStarted>(*session.nextEvent()));
    return session;
}

} // namespace

TEST_CASE("a follower accepts a GAMEREQ and plays the colour it names", "[dxp][session]")
{
    Session session({.role = Role::Follower, .name = "Draughts"});
    receive(session, "R01" + peerName + "Z005075A");
    const GameRequested requested = only<GameRequested>(session);
    CHECK(requested.request.initiatorName == "Peer");
    CHECK(requested.request.thinkingTime == 5min);
    CHECK(requested.request.moves == 75);
    CHECK(session.state() == Session::State::Deciding);
    REQUIRE(session.accept(t0));
    const GameStarted started = only<GameStarted>(session);
    CHECK(started.ourSide == core::Side::Black);
    CHECK(started.opponent == "Peer");
    CHECK(session.state() == Session::State::Playing);
    CHECK_FALSE(session.ourTurn()); // White, the peer, moves first
    CHECK(session.game().position() == standardStart());
}

TEST_CASE("a follower declines a GAMEREQ of another version or with an impossible position", "[dxp][session]")
{
    Session session({.role = Role::Follower, .name = "Draughts"});
    receive(session, "R02" + peerName + "Z005075A");
    CHECK(sent(session) == std::vector<std::string>{"ADraughts" + std::string(24, ' ') + "1"});
    CHECK_FALSE(only<Fault>(session).fatal);
    // A white man on square 3, where White's men are crowned.
    std::string board(50, 'e');
    board[2] = 'w';
    board[40] = 'z';
    receive(session, "R01" + peerName + "Z005075BW" + board);
    CHECK(sent(session) == std::vector<std::string>{"ADraughts" + std::string(24, ' ') + "2"});
    const Fault fault = only<Fault>(session);
    CHECK_FALSE(fault.fatal);
    CHECK(fault.message.find("a white man stands on square 3") != std::string::npos);
    CHECK(session.state() == Session::State::Idle);
}

TEST_CASE("moves go both ways, each checked against the legal moves", "[dxp][session]")
{
    Session session = followerInGame('Z');
    receive(session, "M0003322800", t0 + 3s);
    const MoveReceived received = only<MoveReceived>(session);
    CHECK(received.move == moveOf(newGame(standardStart()), 32, 28));
    CHECK(received.took == 3s);
    CHECK(received.reportedSeconds == 3);
    REQUIRE(session.ourTurn());
    // Black answers 19-23 after two seconds.
    REQUIRE(session.sendMove(moveOf(session.game(), 19, 23), t0 + 5s));
    CHECK(sent(session) == std::vector<std::string>{"M0002192300"});
    CHECK_FALSE(session.ourTurn());
    // 28x19 is White's only move now: the capture of the man on 23.
    receive(session, "M0001281901" + std::string("23"), t0 + 6s);
    only<MoveReceived>(session);
    CHECK(session.game().history().size() == 3);
    CHECK(session.timeUse().ours == 2s);
    CHECK(session.timeUse().theirs == 4s);
    CHECK(session.timeUse().theirMoves == 2);
}

TEST_CASE("a move that is not legal ends the session and keeps the game", "[dxp][session]")
{
    Session session = followerInGame('Z');
    receive(session, "M0000323300"); // not a diagonal step
    const Fault fault = only<Fault>(session);
    CHECK(fault.kind == FaultKind::IllegalMove);
    CHECK(fault.fatal);
    CHECK(fault.message == "the peer's move \"M0000323300\" is illegal: no legal move goes from 32 to 33 (32-33)"
                           " (in W:W31-50:B1-20)");
    CHECK(session.state() == Session::State::Closed);
    CHECK(session.game().history().empty());
    // Nothing more is read.
    receive(session, "M0003322800");
    CHECK(events(session).empty());
}

TEST_CASE("a capture must name the pieces it takes", "[dxp][session]")
{
    Session session = followerInGame('Z');
    receive(session, "M0000322800");
    events(session);
    REQUIRE(session.sendMove(moveOf(session.game(), 19, 23), t0));
    sent(session);
    // 28x19 takes 23, not 24.
    receive(session, "M000028190124");
    const Fault fault = only<Fault>(session);
    CHECK(fault.kind == FaultKind::IllegalMove);
    CHECK(fault.message.find("28x19 capturing 24 is not legal: from 28 to 19 the legal moves capture 23") !=
          std::string::npos);
    CHECK(session.game().history().size() == 2);
}

TEST_CASE("a move out of turn, garbage and an unknown type are faults", "[dxp][session]")
{
    SECTION("a MOVE on our turn")
    {
        Session session = followerInGame('W');
        receive(session, "M0000192300");
        const Fault fault = only<Fault>(session);
        CHECK(fault.kind == FaultKind::Unexpected);
        CHECK(fault.message == "the peer sent \"M0000192300\" when it was our turn to move");
    }
    SECTION("a malformed message")
    {
        Session session = followerInGame('Z');
        receive(session, "M32-28");
        const Fault fault = only<Fault>(session);
        CHECK(fault.kind == FaultKind::Malformed);
        CHECK(fault.fatal);
        CHECK(fault.message ==
              "the peer sent a malformed MOVE \"M32-28\": time (column 2) \"32-2\" is not a number of 4 digits");
    }
    SECTION("an unknown type is ignored")
    {
        Session session = followerInGame('Z');
        receive(session, "Qwhatever");
        const Fault fault = only<Fault>(session);
        CHECK(fault.kind == FaultKind::UnknownType);
        CHECK_FALSE(fault.fatal);
        receive(session, "M0000322800");
        only<MoveReceived>(session);
    }
    SECTION("bytes without an end")
    {
        Session session = followerInGame('Z');
        session.receive(std::string(2000, 'M'), t0);
        CHECK(only<Fault>(session).kind == FaultKind::Overflow);
        CHECK(session.state() == Session::State::Closed);
    }
}

TEST_CASE("messages are found however the stream cuts the bytes", "[dxp][session]")
{
    Session session({.role = Role::Follower, .name = "Draughts"});
    const std::string bytes = frame("CHello") + frame("R01" + peerName + "W001000A") + frame("Cthere");
    for (const char byte : bytes)
        session.receive(std::string(1, byte), t0);
    const std::vector<Event> all = events(session);
    REQUIRE(all.size() == 3);
    CHECK(std::get<ChatReceived>(all[0]).text == "Hello");
    CHECK(std::holds_alternative<GameRequested>(all[1]));
    CHECK(std::get<ChatReceived>(all[2]).text == "there");
}

TEST_CASE("a dropped connection during a game is a fault, between games it is the end", "[dxp][session]")
{
    Session playing = followerInGame('Z');
    receive(playing, "M0000322800");
    events(playing);
    playing.connectionClosed(t0);
    const Fault fault = only<Fault>(playing);
    CHECK(fault.kind == FaultKind::Disconnected);
    // One ply, White's 32-28: the score sheet's move 1, White's half.
    CHECK(fault.message == "the peer closed the connection during the game, after move 1 (White)");
    CHECK(playing.game().history().size() == 1);

    // After Black's reply too, the game is still at move 1 (not "2 moves"): its Black half.
    Session replied = followerInGame('Z');
    receive(replied, "M0000322800");
    events(replied);
    REQUIRE(replied.sendMove(moveOf(replied.game(), 18, 23), t0));
    replied.connectionClosed(t0);
    CHECK(only<Fault>(replied).message == "the peer closed the connection during the game, after move 1\u2026 (Black)");

    Session idle({.role = Role::Follower, .name = "Draughts"});
    idle.connectionClosed(t0);
    only<Closed>(idle);
    CHECK(idle.state() == Session::State::Closed);
}

TEST_CASE("silence beyond the time allowed is a fault", "[dxp][session]")
{
    SessionSettings settings{Role::Initiator, "Draughts", 30s, 90s};
    Session session(settings);
    CHECK_FALSE(session.deadline());
    GameRequest request;
    request.followerSide = core::Side::Black;
    request.thinkingTime = 2min;
    REQUIRE(session.requestGame(request, t0));
    CHECK(sent(session) == std::vector<std::string>{"R01Draughts" + std::string(24, ' ') + "Z002000A"});
    REQUIRE(session.deadline() == t0 + 30s);
    session.checkTime(t0 + 29s);
    CHECK(events(session).empty());

    SECTION("no GAMEACC")
    {
        session.checkTime(t0 + 30s);
        const Fault fault = only<Fault>(session);
        CHECK(fault.kind == FaultKind::Silence);
        CHECK(fault.message == "no GAMEACC within 30 s of our GAMEREQ");
    }
    SECTION("no move")
    {
        receive(session, "A" + peerName + "0", t0 + 1s);
        only<GameStarted>(session);
        REQUIRE(session.sendMove(moveOf(session.game(), 32, 28), t0 + 2s));
        CHECK(session.deadline() == t0 + 2s + 90s);
        session.checkTime(t0 + 91s);
        CHECK(events(session).empty());
        session.checkTime(t0 + 92s);
        CHECK(only<Fault>(session).message == "no move from the peer within 90 s, after move 1 (White)");
    }
}

TEST_CASE("without a move timeout, the peer may think its whole clock and a minute", "[dxp][session]")
{
    Session session({.role = Role::Follower, .name = "Draughts"});
    receive(session, "R01" + peerName + "Z010000A");
    events(session);
    session.accept(t0);
    CHECK(session.deadline() == t0 + 11min);
}

TEST_CASE("a GAMEEND ends the game in two messages", "[dxp][session]")
{
    SECTION("the peer ends it: we answer with its stop code")
    {
        Session session = followerInGame('Z');
        receive(session, "E11");
        const GameEnded ended = only<GameEnded>(session);
        CHECK(ended.byPeer);
        CHECK(ended.end == GameEnd{EndReason::SenderLoses, StopCode::NoMoreGames});
        CHECK(sent(session) == std::vector<std::string>{"E01"});
        CHECK(session.state() == Session::State::Closed);
    }
    SECTION("we end it on our turn and wait for the answer")
    {
        Session session = followerInGame('W');
        REQUIRE(session.endGame(EndReason::Draw, t0));
        CHECK(sent(session) == std::vector<std::string>{"E20"});
        CHECK(session.state() == Session::State::Ending);
        CHECK(session.deadline() == t0 + 30s);
        receive(session, "M0000192300"); // crossing our GAMEEND: ignored
        CHECK_FALSE(only<Fault>(session).fatal);
        receive(session, "E00");
        const GameEnded ended = only<GameEnded>(session);
        CHECK_FALSE(ended.byPeer);
        CHECK(ended.end.reason == EndReason::Draw);
        CHECK(session.state() == Session::State::Idle);
    }
    SECTION("not on the peer's turn")
    {
        Session session = followerInGame('Z');
        CHECK_FALSE(session.endGame(EndReason::Draw, t0));
        CHECK(sent(session).empty());
    }
}

TEST_CASE("a move that ends the game by the rules is followed by our GAMEEND at once", "[dxp][session]")
{
    // White's man on 33 must take Black's last man, on 28, and lands on 22
    // (international.md §10.8): whoever made that move, we end the game.
    const std::string capture = "M0000332201" + std::string("28");
    SECTION("our move takes the last piece: we claim the win, and a move after it is reported at once")
    {
        Session session = following(lastMenRequest(core::Side::White));
        REQUIRE(session.sendMove(moveOf(session.game(), 33, 22), t0 + 2s));
        CHECK(sent(session) == std::vector<std::string>{"M0002332201" + std::string("28"), "E30"});
        CHECK(session.state() == Session::State::Ending);
        CHECK_FALSE(session.ourTurn());
        receive(session, "M0000192300", t0 + 3s);
        const Fault late = only<Fault>(session);
        CHECK_FALSE(late.fatal);
        CHECK(late.message == "ignored the move \"M0000192300\" sent after our GAMEEND");
        receive(session, "E00", t0 + 3s);
        const GameEnded ended = only<GameEnded>(session);
        CHECK_FALSE(ended.byPeer);
        CHECK(ended.end == GameEnd{EndReason::SenderWins, StopCode::NextGameWelcome});
        CHECK(session.state() == Session::State::Idle);
    }
    SECTION("the peer's move takes our last piece: we give up without being asked")
    {
        Session session = following(lastMenRequest(core::Side::Black));
        receive(session, capture, t0 + 1s);
        CHECK(only<MoveReceived>(session).took == 1s);
        CHECK(sent(session) == std::vector<std::string>{"E10"});
        CHECK(session.state() == Session::State::Ending);
        CHECK(session.deadline() == t0 + 1s + 30s);
    }
    SECTION("the peer's GAMEEND sent with its move is only answered")
    {
        Session session = following(lastMenRequest(core::Side::Black));
        session.receive(frame(capture) + frame("E31"), t0);
        const std::vector<Event> all = events(session);
        REQUIRE(all.size() == 2);
        CHECK(std::holds_alternative<MoveReceived>(all[0]));
        REQUIRE(std::holds_alternative<GameEnded>(all[1]));
        CHECK(std::get<GameEnded>(all[1]).byPeer);
        CHECK(sent(session) == std::vector<std::string>{"E01"});
        CHECK(session.state() == Session::State::Closed);
    }
    SECTION("the stop code set for the last game goes with it")
    {
        Session session = following(lastMenRequest(core::Side::White));
        session.setStopCode(StopCode::NoMoreGames);
        REQUIRE(session.sendMove(moveOf(session.game(), 33, 22), t0));
        CHECK(sent(session).back() == "E31");
        receive(session, "E01");
        CHECK(only<GameEnded>(session).end.stop == StopCode::NoMoreGames);
        CHECK(session.state() == Session::State::Closed);
    }
}

TEST_CASE("an initiator's new GAMEREQ during a game ends that game unfinished", "[dxp][session]")
{
    Session session = followerInGame('Z');
    receive(session, "M0000322800");
    events(session);
    receive(session, "R01" + peerName + "W010000A");
    const std::vector<Event> all = events(session);
    REQUIRE(all.size() == 2);
    CHECK(std::get<GameEnded>(all[0]).superseded);
    CHECK(std::holds_alternative<GameRequested>(all[1]));
    CHECK(session.game().history().size() == 1); // the old game, until the new one is accepted
}

TEST_CASE("an initiator's request is answered, declined or accepted", "[dxp][session]")
{
    Session session({.role = Role::Initiator, .name = "Draughts"});
    GameRequest request;
    request.followerSide = core::Side::White;
    request.thinkingTime = 1min;
    REQUIRE(session.requestGame(request, t0));
    sent(session);
    CHECK_FALSE(session.requestGame(request, t0)); // one at a time
    receive(session, "A" + peerName + "2");
    const GameDeclined declined = only<GameDeclined>(session);
    CHECK(declined.acceptance == Acceptance::GameDeclined);
    CHECK(declined.follower == "Peer");
    REQUIRE(session.requestGame(request, t0));
    receive(session, "A" + peerName + "0");
    CHECK(only<GameStarted>(session).ourSide == core::Side::Black);
    // A GAMEREQ to the initiator makes no sense.
    receive(session, "R01" + peerName + "W010000A");
    CHECK(only<Fault>(session).kind == FaultKind::Unexpected);
}

TEST_CASE("take-backs: move numbers and colours name the point to go back to", "[dxp][session]")
{
    // With White first: after 0 moves White makes move 1, after 3 Black makes move 2.
    CHECK(Session::backRequestFor(0, core::Side::White) == BackRequest{1, core::Side::White});
    CHECK(Session::backRequestFor(3, core::Side::White) == BackRequest{2, core::Side::Black});
    // With Black first, Black's first move is move 1 and White's answer move 2.
    CHECK(Session::backRequestFor(0, core::Side::Black) == BackRequest{1, core::Side::Black});
    CHECK(Session::backRequestFor(1, core::Side::Black) == BackRequest{2, core::Side::White});
    CHECK(Session::plyOf(BackRequest{2, core::Side::Black}, core::Side::White) == 3u);
    CHECK(Session::plyOf(BackRequest{2, core::Side::White}, core::Side::Black) == 1u);
    CHECK_FALSE(Session::plyOf(BackRequest{1, core::Side::White}, core::Side::Black));

    Session session = followerInGame('Z');
    receive(session, "M0000322800");
    session.sendMove(moveOf(session.game(), 19, 23), t0);
    events(session);
    sent(session);
    SECTION("the peer asks, we accept")
    {
        receive(session, "B001Z");
        const BackRequested asked = only<BackRequested>(session);
        CHECK(asked.ply == 1);
        REQUIRE(session.answerBack(true, t0));
        CHECK(sent(session) == std::vector<std::string>{"K0"});
        CHECK(session.game().history().size() == 1);
        CHECK(session.ourTurn());
    }
    SECTION("the peer asks for a point not yet reached")
    {
        receive(session, "B005W");
        CHECK(sent(session) == std::vector<std::string>{"K2"});
        CHECK_FALSE(only<Fault>(session).fatal);
    }
    SECTION("we ask, the peer accepts")
    {
        REQUIRE(session.requestBack(0, t0));
        CHECK(sent(session) == std::vector<std::string>{"B001W"});
        receive(session, "K0");
        CHECK(only<BackAnswered>(session).acceptance == BackAcceptance::Accepted);
        CHECK(session.game().history().empty());
        CHECK_FALSE(session.ourTurn());
    }
    SECTION("we ask, the peer never answers")
    {
        REQUIRE(session.requestBack(1, t0));
        session.checkTime(t0 + 30s);
        const std::vector<Event> all = events(session);
        REQUIRE(all.size() == 2);
        CHECK_FALSE(std::get<Fault>(all[0]).fatal);
        CHECK(std::get<BackAnswered>(all[1]).acceptance == BackAcceptance::Declined);
        CHECK(session.game().history().size() == 2);
    }
}

TEST_CASE("chat goes both ways at any time, long texts in pieces of 126", "[dxp][session]")
{
    Session session({.role = Role::Follower, .name = "Draughts"});
    receive(session, "CGood luck");
    CHECK(only<ChatReceived>(session).text == "Good luck");
    REQUIRE(session.chat(std::string(130, 'x')));
    const std::vector<std::string> messages = sent(session);
    REQUIRE(messages.size() == 2);
    CHECK(messages[0] == "C" + std::string(126, 'x'));
    CHECK(messages[1] == "Cxxxx");
    CHECK_FALSE(session.chat(""));
}

TEST_CASE("the trace sees every message sent and received", "[dxp][session]")
{
    Session session({.role = Role::Follower, .name = "Draughts"});
    std::vector<std::string> lines;
    session.setTrace(
        [&](bool out, std::string_view text) { lines.push_back((out ? "> " : "< ") + std::string(text)); });
    receive(session, "Chi");
    session.chat("hello");
    CHECK(lines == std::vector<std::string>{"< Chi", "> Chello"});
}
