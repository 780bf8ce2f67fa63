#pragma once

#include "arguments.hpp"

#include <ostream>

namespace draughts::cli {

// draughts-cli book: an opening book made by the engine's own searches,
// written to --out with comment lines that say how to make it again
// (docs/engine.md, "The opening book").
int runBook(const Arguments& args, std::ostream& out);

} // namespace draughts::cli
