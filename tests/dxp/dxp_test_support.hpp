#pragma once

// Helpers of the DXP tests: squares and moves named by their numbers.

#include <draughts/dxp/session.hpp>
#include <draughts/game/game.hpp>
#include <draughts/rules/geometry.hpp>

#include <catch2/catch.hpp>

#include <initializer_list>

namespace draughts::dxp::testing {

// The moment the tests' sessions start; later times are counted from it.
inline const TimePoint t0{};

// The set of the squares with these numbers (international.md §2.2).
inline core::Bitboard squares(std::initializer_list<int> numbers)
{
    core::Bitboard set = 0;
    for (const int n : numbers)
        set |= core::bitOf(rules::squareFromNumber(core::Variant::International, n));
    return set;
}

// The legal move of `game` from square `from` to square `to`; fails the test without one.
inline core::Move moveOf(const game::Game& game, int from, int to)
{
    for (const core::Move& move : game.legalMoves())
        if (move.from == rules::squareFromNumber(core::Variant::International, from) &&
            move.to == rules::squareFromNumber(core::Variant::International, to))
            return move;
    FAIL("no move " << from << "-" << to);
    return {};
}

// A follower that has accepted `request`, its events and output taken.
inline Session following(const GameRequest& request)
{
    Session session({.role = Role::Follower, .name = "Draughts"});
    Session initiator({.role = Role::Initiator, .name = "Peer"});
    REQUIRE(initiator.requestGame(request, t0));
    session.receive(initiator.takeOutput(), t0);
    REQUIRE(std::holds_alternative<GameRequested>(*session.nextEvent()));
    REQUIRE(session.accept(t0));
    session.takeOutput();
    while (session.nextEvent()) {
    }
    return session;
}

// White's man on 33 and Black's on 28, White to move, our side `ours`:
// White must take Black's last man and lands on 22.
inline GameRequest lastMenRequest(core::Side ours)
{
    GameRequest request;
    request.followerSide = ours;
    request.thinkingTime = std::chrono::minutes{1};
    core::Position start;
    start.white = squares({33});
    start.black = squares({28});
    start.sideToMove = core::Side::White;
    request.start = start;
    return request;
}

} // namespace draughts::dxp::testing
