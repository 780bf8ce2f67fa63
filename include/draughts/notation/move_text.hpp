#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/parsed.hpp>
#include <draughts/core/variant.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace draughts::notation {

// "32-28", "28x19"; the full route with every landing square ("50x28x14x3")
// where `alternatives` (the other moves of the position) make the short form
// ambiguous, since other programs read the short form or the full route but
// not a part of it; "@c1" for a To the Last Man placement.
std::string formatMove(core::Variant variant, const core::Move& move, const core::MoveList& alternatives);

// Every landing square: "28x17x8".
std::string formatFullPath(core::Variant variant, const core::Move& move);

// Finds the one move of `candidates` that `text` denotes. Accepts the short
// form, the full path and any subset of intermediate squares in order. A
// full route (every landing square) names the move that takes the pieces it
// passes over and ends where it ends, whichever way round it goes.
core::Parsed<core::Move> parseMove(core::Variant variant, std::string_view text, const core::MoveList& candidates);

// The moves `text` could be when parseMove finds it ambiguous
// (ParseProblem::AmbiguousMove: a short capture that two routes with the
// same start and end fit), in the order its error lists them; otherwise
// nothing. A PDN reader tries each against the rest of the game.
std::vector<core::Move> ambiguousMoves(core::Variant variant, std::string_view text, const core::MoveList& candidates);

// A forfeit claim: "~27" removes (or flips) the piece on 27; "~@" takes the
// stone a To the Last Man player failed to place.
std::string formatClaim(core::Variant variant, core::Square square);
inline constexpr std::string_view handClaimText = "~@";

} // namespace draughts::notation
