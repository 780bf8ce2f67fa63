#pragma once

#include "command_line.hpp"

#include <ostream>

namespace draughts::cli {

// draughts-cli match: the engine against itself at two levels. Prints one
// line per game, then "A-B: W-D-L" (wins, draws, losses of level A).
int runMatch(const Arguments& args, std::ostream& out);

} // namespace draughts::cli
