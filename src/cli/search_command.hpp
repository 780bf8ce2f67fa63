#pragma once

#include "arguments.hpp"

#include <draughts/engine/score.hpp>

#include <ostream>
#include <string>

namespace draughts::cli {

// draughts-cli search: "info ..." after every iteration (one for each line
// with --lines N), then "bestmove M".
int runSearch(const Arguments& args, std::ostream& out);

// "35", "-120", "win 7", "loss 4" (plies).
std::string scoreText(engine::Score score);

} // namespace draughts::cli
