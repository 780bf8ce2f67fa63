#pragma once

#include "arguments.hpp"

#include <ostream>

namespace draughts::cli {

// draughts-cli egdb build | probe (docs/egdb.md): builds a game's endgame
// tables into a folder, or looks a position up in them.
int runEgdb(const Arguments& args, std::ostream& out);

} // namespace draughts::cli
