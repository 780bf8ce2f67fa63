#pragma once

namespace draughts::app {

// The whole program: reads the command line, then either opens the game
// window or renders it to a PNG (--screenshot). Returns the exit status:
// 2 for a bad command line.
int run(int argc, char** argv);

} // namespace draughts::app
