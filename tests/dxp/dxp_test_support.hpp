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

} // namespace draughts::dxp::testing
