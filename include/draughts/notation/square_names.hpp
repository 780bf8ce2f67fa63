#pragma once

#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>

#include <string>
#include <string_view>

namespace draughts::notation {

// The name notation uses for a square: its number on 10x10 boards ("27"),
// its algebraic name on 8x8 ("c3"), as the rule pages' section 2 names them.
std::string squareName(core::Variant variant, core::Square square);
// Parses a name as squareName writes it; NoSquare when it names none.
core::Square parseSquare(core::Variant variant, std::string_view text);
// Whether the game names its squares by number, so that a run of them can
// be written as a range ("31-35").
bool namedByNumber(core::Variant variant);
// The algebraic name ("c3") of any playing square, for display in every game.
std::string algebraicName(core::Variant variant, core::Square square);

} // namespace draughts::notation
