#pragma once

#include "arguments.hpp"

#include <ostream>

namespace draughts::cli {

// draughts-cli dxp: our engine as a DXP follower, or as the initiator with
// --initiate, over one connection (docs/dxp.md). One line per game.
int runDxp(const Arguments& args, std::ostream& out);

// draughts-cli match --dxp HOST:PORT: our engine initiates games against a
// DXP engine from varied openings, colours alternating; one line per game,
// then W-D-L and each side's time per move.
int runDxpMatch(const Arguments& args, std::ostream& out);

} // namespace draughts::cli
