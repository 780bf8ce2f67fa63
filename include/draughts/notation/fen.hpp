#pragma once

#include <draughts/core/parsed.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

#include <string>
#include <string_view>

namespace draughts::notation {

// PDN FEN ("B:W31-50:B1-20", K for kings, ranges) with this program's
// extension fields for what a position of the five games needs beyond it;
// docs/fen.md describes the format.
std::string writeFen(core::Variant variant, const core::Position& position);

// Reads a FEN written by writeFen or by other PDN programs. On error the
// message names the field and the reason, and the column points into `text`.
core::Parsed<core::Position> readFen(core::Variant variant, std::string_view text);

} // namespace draughts::notation
