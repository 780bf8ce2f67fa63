#pragma once

// How the Hub protocol writes our five games: the value of the `variant`
// parameter, positions (`pos pos=...`) and moves (`moves=...`,
// `done move=...`). docs/hub.md describes each game's encoding.

#include <draughts/core/move.hpp>
#include <draughts/core/parsed.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::hub {

// "normal" (International, as Scan and the Hub GUI call it), "polish",
// "twenty-vs-ten", "corner", "last-man".
std::string_view variantValue(core::Variant variant);
// Also accepts "international", our own id of the game.
std::optional<core::Variant> variantFromValue(std::string_view value);
// Every value, space-separated, in the order of core::allVariants with
// "normal" first: the `values` of the variant parameter.
std::string allVariantValues();

// The side to move (W or B), one letter for each playing square in the
// order of their numbers (w, b: men or stones; W, B: kings; e: empty), then
// the extension fields of our FEN (docs/fen.md) that differ from their
// defaults, each after a ':' — Twenty vs Ten's barred piece (D), To the
// Last Man's hands (H), capture counts (C) and placed-this-turn flag (P),
// the draw counter (N).
std::string writePosition(core::Variant variant, const core::Position& position);
// Reads what writePosition writes; the draw counter and the other fields
// are optional. The error names what is wrong.
core::Parsed<core::Position> readPosition(core::Variant variant, std::string_view text);

// "32-28"; a capture as from x to x every captured square in increasing
// order ("28x19x23", "c3xe5xd4" in To the Last Man); "@c1" for a placement
// from hand. Each half of Black's Twenty vs Ten turn is a move of its own.
std::string writeMove(core::Variant variant, const core::Move& move);
// Finds the one move of `legal` that `text` names: as writeMove writes it,
// or "from x to" alone when only one capture goes there, or any form our
// own notation reads (the landing squares of a route).
core::Parsed<core::Move> readMove(core::Variant variant, std::string_view text, const core::MoveList& legal);

// Several moves, space-separated (the `moves` and `pv` values).
std::string writeMoves(core::Variant variant, const std::vector<core::Move>& moves);

} // namespace draughts::hub
