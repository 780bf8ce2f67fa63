// Our engine as a DXP player: how it ends games, how it shares out the
// GAMEREQ's clock, the adjudication of engine games, and whole games
// between two engines through an initiator's and a follower's session
// (searches to a fixed depth, so nothing depends on the machine's speed).

#include <draughts/dxp/engine_player.hpp>
#include <draughts/dxp/game_rules.hpp>
#include <draughts/dxp/dxp_message.hpp>
#include <draughts/dxp/moves.hpp>
#include "dxp_test_support.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <vector>

using namespace draughts;
using namespace draughts::dxp;
using namespace draughts::dxp::testing;
using namespace std::chrono_literals;

namespace {

// White's king on 50 and Black's on 1, White to move: they can step away
// and back without ever standing where the other could take them.
core::Position twoKings()
{
    core::Position start;
    start.white = squares({50});
    start.black = squares({1});
    start.kings = squares({50, 1});
    start.sideToMove = core::Side::White;
    return start;
}

struct Outcome {
    int moves = 0;
    std::optional<GameEnded> initiatorEnd, followerEnd;
    std::vector<Fault> faults;
};

// Two engines through two sessions, bytes passed between them, until the
// game's GAMEEND exchange is over.
Outcome playOut(Session& initiator, Session& follower, EnginePlayer& first, EnginePlayer& second)
{
    Outcome outcome;
    TimePoint now = t0;
    auto clock = [&] { return now += 10ms; };
    for (int step = 0; step < 2000 && !(outcome.initiatorEnd && outcome.followerEnd); ++step) {
        follower.receive(initiator.takeOutput(), clock());
        initiator.receive(follower.takeOutput(), clock());
        for (Session* session : {&initiator, &follower}) {
            while (std::optional<Event> event = session->nextEvent()) {
                if (std::holds_alternative<GameRequested>(*event))
                    session->accept(clock());
                if (const auto* ended = std::get_if<GameEnded>(&*event))
                    (session == &initiator ? outcome.initiatorEnd : outcome.followerEnd) = *ended;
                if (const auto* fault = std::get_if<Fault>(&*event))
                    outcome.faults.push_back(*fault);
                if (std::holds_alternative<MoveReceived>(*event))
                    ++outcome.moves;
            }
        }
        if (initiator.ourTurn())
            first.play(initiator, clock);
        if (follower.ourTurn())
            second.play(follower, clock);
    }
    return outcome;
}

} // namespace

TEST_CASE("our engine ends a game the adjudication calls drawn, the session one the rules ended", "[dxp][engine]")
{
    SECTION("the peer takes our last piece: the session has given up the game, nothing is left to the engine")
    {
        // White's man on 33 takes Black's last man, on 28, and lands on 22.
        Session session = following(lastMenRequest(core::Side::Black));
        session.receive(frame("M0000332201" + std::string("28")), t0);
        CHECK(session.takeOutput() == frame("E10"));
        const EnginePlayer engine(EnginePlayerSettings{.depth = 2});
        CHECK_FALSE(engine.ending(session));
    }
    SECTION("two moves in all are the adjudication's limit: on our turn after them, the engine ends the game drawn")
    {
        GameRequest request;
        request.followerSide = core::Side::White;
        request.thinkingTime = 1min;
        request.start = twoKings();
        Session session = following(request);
        EnginePlayer engine(EnginePlayerSettings{.depth = 2, .adjudication = {0, 0, 2}});
        REQUIRE(engine.play(session, [] { return t0; }).kind == Turn::Kind::Move);
        session.takeOutput();
        session.receive(frame(encode(toMessage(session.game().legalMoves()[0], 0))), t0);
        REQUIRE(session.ourTurn());
        const Turn played = engine.play(session, [] { return t0; });
        CHECK(played.kind == Turn::Kind::EndGame);
        CHECK(played.reason == EndReason::Draw);
        CHECK(played.why == "drawn by adjudication: 2 moves of both sides played");
        CHECK(session.takeOutput() == frame("E20"));
        CHECK(session.state() == Session::State::Ending);
    }
}

TEST_CASE("our move that takes the last piece is followed by our GAMEEND claiming the win", "[dxp][engine]")
{
    // We play White: the man on 33 must take Black's last man, on 28, and
    // lands on 22 (international.md §10.8). The peer need not say it lost.
    Session session = following(lastMenRequest(core::Side::White));
    EnginePlayer engine(EnginePlayerSettings{.depth = 2});
    const Turn played = engine.play(session, [] { return t0; });
    CHECK(played.kind == Turn::Kind::Move);
    CHECK(session.takeOutput() == frame("M0000332201" + std::string("28")) + frame("E30"));
    CHECK(session.state() == Session::State::Ending);
}

TEST_CASE("our move that completes the FMJD's count of moves ends the game drawn at once", "[dxp][engine]")
{
    // A king against a king (international.md §10.6): drawn when each side
    // has made 5 more moves. The peer, White, moves first, its king never to
    // a square it stood on before (so no position comes back) and never
    // where ours could take it; our fifth move, the game's tenth ply, ends
    // the game, and our GAMEEND says so without waiting for the peer, which
    // may count differently and fall silent.
    GameRequest request;
    request.followerSide = core::Side::Black;
    request.thinkingTime = 1min;
    request.start = twoKings();
    Session session = following(request);
    EnginePlayer engine(EnginePlayerSettings{.depth = 2});
    std::vector<core::Square> visited;
    std::string sent;
    for (int round = 1; round <= 5; ++round) {
        const game::Game& game = session.game();
        std::optional<core::Move> peer;
        for (const core::Move& move : game.legalMoves()) {
            game::Game after = game;
            after.play(move);
            const bool revisits = std::find(visited.begin(), visited.end(), move.to) != visited.end() ||
                                  move.to == rules::squareFromNumber(core::Variant::International, 50);
            const bool exposed = std::any_of(after.legalMoves().begin(), after.legalMoves().end(),
                                             [](const core::Move& answer) { return answer.isCapture(); });
            if (!revisits && !exposed) {
                peer = move;
                break;
            }
        }
        REQUIRE(peer);
        visited.push_back(peer->to);
        session.receive(frame(encode(toMessage(*peer, 0))), t0);
        while (session.nextEvent()) {
        }
        REQUIRE_FALSE(session.game().result().isOver());
        const Turn ours = engine.play(session, [] { return t0; });
        REQUIRE(ours.kind == Turn::Kind::Move);
        sent = session.takeOutput();
        CHECK(session.game().result().isOver() == (round == 5));
    }
    CHECK(session.game().result() == game::Result{game::Outcome::Draw, game::EndReason::FiveMoves});
    CHECK(sent.size() > frame("E20").size());
    CHECK(sent.substr(sent.size() - frame("E20").size()) == frame("E20"));
    CHECK(session.state() == Session::State::Ending);
}

TEST_CASE("the engine's thinking time is a share of the GAMEREQ's clock unless a move time is set", "[dxp][engine]")
{
    GameRequest request;
    request.followerSide = core::Side::White;
    request.thinkingTime = 10min;
    request.moves = 40;
    const Session session = following(request);
    // 600 s for 40 moves (engine::allotTime): 2 s kept for the answers,
    // 598 s / 40 = 14,950 ms a move, 80 % of it in the opening; up to three
    // times that when the move is unsettled.
    const engine::SearchLimits clock = EnginePlayer(EnginePlayerSettings{}).limits(session);
    CHECK(clock.target == 11'960ms);
    CHECK(clock.time == 35'880ms);
    const engine::SearchLimits moveTime = EnginePlayer(EnginePlayerSettings{.moveTime = 250ms}).limits(session);
    CHECK(moveTime.time == 250ms);
    CHECK(moveTime.target == 0ms);
    const engine::SearchLimits fixed = EnginePlayer(EnginePlayerSettings{.depth = 4}).limits(session);
    CHECK(fixed.depth == 4);
    CHECK(fixed.time == 0ms);

    // No number of moves: the clock lasts the game, 45 moves to go at the
    // start and answers kept for 135 moves, 6,750 ms; 593,250 / 45 =
    // 13,183 ms, 80 % of it.
    request.moves = 0;
    const engine::SearchLimits game = EnginePlayer(EnginePlayerSettings{}).limits(following(request));
    CHECK(game.target == 10'546ms);
    CHECK(game.time == 31'638ms);
}

TEST_CASE("a DXP game is played under the FMJD's rules: a position coming back a third time ends it drawn",
          "[dxp][engine]")
{
    game::Game game = newGame(twoKings());
    CHECK(game.ruleSet() == rules::RuleSet::Fmjd);
    // Both kings step out and back twice: the start is back after 4 and 8
    // plies, the third time (international.md §10.3), before the 10 plies
    // of the ending of a king against a king (§10.6) are played.
    for (int round = 0; round < 2; ++round) {
        CHECK_FALSE(game.result().isOver());
        game.play(moveOf(game, 50, 45));
        game.play(moveOf(game, 1, 6));
        game.play(moveOf(game, 45, 50));
        CHECK_FALSE(game.result().isOver());
        game.play(moveOf(game, 6, 1));
    }
    CHECK(game.result() == game::Result{game::Outcome::Draw, game::EndReason::Repetition});
    CHECK(adjudicate(game).empty()); // the rules ended it: nothing left to adjudicate
}

TEST_CASE("100 moves without a capture and 400 moves in all are adjudicated draws", "[dxp][engine]")
{
    core::Position start = twoKings();
    start.quietPlies = 99;
    game::Game game = newGame(start);
    CHECK(adjudicate(game).empty());
    game.play(moveOf(game, 50, 45));
    CHECK(adjudicate(game) == "100 moves of both sides without a capture");
    game.play(moveOf(game, 1, 6));
    CHECK(adjudicate(game, AdjudicationLimits{0, 0, 2}) == "2 moves of both sides played");
    CHECK(adjudicate(game, AdjudicationLimits{0, 0, 3}).empty());
}

TEST_CASE("two engines play a whole game through an initiator's and a follower's session", "[dxp][engine]")
{
    Session initiator({.role = Role::Initiator, .name = "First", .stopCode = StopCode::NoMoreGames});
    Session follower({.role = Role::Follower, .name = "Second"});
    EnginePlayer first(EnginePlayerSettings{.depth = 3});
    EnginePlayer second(EnginePlayerSettings{.depth = 2});
    GameRequest request;
    request.followerSide = core::Side::Black;
    request.thinkingTime = 5min;
    REQUIRE(initiator.requestGame(request, t0));
    const Outcome outcome = playOut(initiator, follower, first, second);

    CHECK(outcome.faults.empty());
    REQUIRE(outcome.initiatorEnd);
    REQUIRE(outcome.followerEnd);
    CHECK(outcome.initiatorEnd->end == outcome.followerEnd->end);
    CHECK(outcome.initiatorEnd->byPeer != outcome.followerEnd->byPeer);
    // Both sides saw the same game, every move checked by the receiver.
    CHECK(initiator.game().position() == follower.game().position());
    CHECK(initiator.game().history().size() == follower.game().history().size());
    CHECK(static_cast<std::size_t>(outcome.moves) == initiator.game().history().size());
    // The game ended because the rules or the adjudication say so.
    const game::Game& game = initiator.game();
    CHECK((game.result().isOver() || !adjudicate(game).empty()));
    // Whoever ended it, the initiator's stop code says no more games are
    // wanted; the follower's says another game would be welcome.
    const bool initiatorEnded = !outcome.initiatorEnd->byPeer;
    CHECK(outcome.initiatorEnd->end.stop == (initiatorEnded ? StopCode::NoMoreGames : StopCode::NextGameWelcome));
    CHECK(initiator.state() == (initiatorEnded ? Session::State::Closed : Session::State::Idle));
    CHECK(follower.state() == initiator.state());
}

// docs/engine.md, "The opening book": the DXP player is level 8, so from
// the standard start (White begins, international.md §10.1) it answers
// from the book at once; without the book it searches.
TEST_CASE("the DXP player plays from the opening book unless told not to", "[dxp][engine][book]")
{
    GameRequest request;
    request.followerSide = core::Side::White;
    request.thinkingTime = 10min;
    const Session session = following(request);
    EnginePlayer withBook(EnginePlayerSettings{.depth = 2});
    const Turn booked = withBook.decide(session);
    REQUIRE(booked.kind == Turn::Kind::Move);
    CHECK(booked.search.fromBook);
    EnginePlayer without(EnginePlayerSettings{.depth = 2, .book = false});
    const Turn searched = without.decide(session);
    REQUIRE(searched.kind == Turn::Kind::Move);
    CHECK_FALSE(searched.search.fromBook);
    CHECK(searched.search.depth == 2);
}
