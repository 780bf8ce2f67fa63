#pragma once

#include "arguments.hpp"

#include <ostream>

namespace draughts::cli {

// draughts-cli match: two players (our engine at a level, or external Hub
// engines) over a number of games or until an SPRT verdict. Prints one line
// per game, the summary, then "A-B: W-D-L" (wins, draws, losses of A).
int runMatch(const Arguments& args, std::ostream& out);

} // namespace draughts::cli
