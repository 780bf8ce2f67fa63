#pragma once

#include "arguments.hpp"

#include <ostream>

namespace draughts::cli {

// draughts-cli puzzles generate | check (docs/puzzles.md). `args` are the
// arguments after "puzzles": its command is "generate" or "check".
int runPuzzles(const Arguments& args, std::ostream& out, std::ostream& err);

} // namespace draughts::cli
