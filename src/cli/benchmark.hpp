#pragma once

#include <ostream>

namespace draughts::cli {

// Perft-based speed figures for every game, single-threaded, in bulk and
// full mode. `quick` uses small depths (a smoke test, not a measurement).
void runBenchmark(std::ostream& out, bool quick);

} // namespace draughts::cli
