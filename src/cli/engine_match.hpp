#pragma once

#include "arguments.hpp"

#include <ostream>

namespace draughts::cli {

// draughts-cli match between two players, each our engine at a level or an
// external Hub engine: the games (several at a time), a line per game, the
// SPRT's progress, the summary, the games as PDN. docs/engine.md ("Testing a
// change") describes the options. Exit status 0; 1 when a player could not
// be started or failed during a game.
int runEngineMatch(const Arguments& args, std::ostream& out);

} // namespace draughts::cli
