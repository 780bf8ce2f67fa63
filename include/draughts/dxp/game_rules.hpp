#pragma once

// The game DXP programs play: International draughts as the FMJD plays it,
// from the standard start with White to move and every capture compulsory
// (docs/dxp.md, "Rules"). The one place that makes such a game.

#include <draughts/core/position.hpp>
#include <draughts/game/game.hpp>
#include <draughts/rules/rule_set.hpp>

#include <string>

namespace draughts::dxp {

// The game DXP plays, whose board numbers its messages use.
inline constexpr core::Variant Board = core::Variant::International;

// The rules DXP games are played by: the FMJD's (international.md §10).
inline constexpr rules::RuleSet GameRuleSet = rules::RuleSet::Fmjd;

// Whether a game of `variant` can be played over DXP, with a program or a
// person across the network: only in the game DXP plays. Windows ask this
// rather than naming the game themselves.
constexpr bool playable(core::Variant variant) { return variant == Board; }

// 20 men each on squares 1-20 (Black) and 31-50 (White), White to move:
// GAMEREQ's starting position 'A'.
core::Position standardStart();

// A game from `start` (the side to move as given) under the rules DXP games
// are played by.
game::Game newGame(const core::Position& start);

// Why a GAMEREQ's position cannot start a game, or empty when it can: a
// man on the row where it would have been crowned, or no legal move for
// the side to move (then the follower declines, as the protocol says).
std::string unplayableStart(const core::Position& start);

} // namespace draughts::dxp
