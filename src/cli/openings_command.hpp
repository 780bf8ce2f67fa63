#pragma once

#include "arguments.hpp"

#include <ostream>

namespace draughts::cli {

// draughts-cli openings: a set of balanced starting positions for matches,
// one FEN a line after comment lines that say how to make it again
// (docs/engine.md, "Opening sets").
int runOpenings(const Arguments& args, std::ostream& out);

} // namespace draughts::cli
