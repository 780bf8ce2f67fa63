#pragma once

// The rules kernel: what a move, a capture and the end of a game are, for
// one game's policy (rules/defaults.hpp and the header of each game),
// written once and used by the rules library's run-time functions
// (rules/movegen.hpp, rules/outcome.hpp), the game, the engine's search and
// its position keys alike. Everything here is a template on the policy P,
// so that the hot paths test no run-time game; rules/policies.hpp turns a
// Variant into its policy.
//
// Moves (kernel/move_generator.hpp and its parts):
//   MoveGenerator<P>(position, out, set)   .run(), .listMoves(): the moves of
//                                          a MoveSet; .runCaptures(): only the
//                                          captures; .countLegal(), .countMoves():
//                                          how many; .anyCapture()
//   generate<P>, generateCaptures<P>       the same as one call
//     steps.hpp          men's steps (backward when stuck), king steps
//     man_captures.hpp   men's captures
//     king_captures.hpp  flying kings' captures
//     maximum_rule.hpp   the largest capture only; one move per route
//   unjumpable<P>(position)                stones at the capture limit
//   placementDue<P>(position)              a stone from hand comes first
//   isForwardStep<P>(side, move)
//
// Making a move (kernel/play.hpp):
//   play<P>(position, move), playAs<P, Side>(position, move)
//   crowns<P>(position, move)              the move crowns a man
//   isIrreversible<P>(position, move)      no earlier position can come back
//
// The end of the game (kernel/outcome.hpp):
//   outcomeByPieces<P>(position)           a side without pieces has lost
//   outcomeOfTurn<P>(position, canMove)    no move; the draw counter
//   outcome<P>(position, canMove)          both
//   hasPieces<P>(position, side), valueFor(result, side)
//
// Functions marked DRAUGHTS_MULTIVERSION (support/multiversion.hpp) are
// compiled for several processors; callers compiled the same way (perft,
// the search) get the inlined parts in each of their own versions.

#include <draughts/rules/kernel/capture_limit.hpp>
#include <draughts/rules/kernel/move_generator.hpp>
#include <draughts/support/multiversion.hpp>
#include <draughts/rules/kernel/outcome.hpp>
#include <draughts/rules/kernel/placement.hpp>
#include <draughts/rules/kernel/play.hpp>
#include <draughts/rules/kernel/steps.hpp>
