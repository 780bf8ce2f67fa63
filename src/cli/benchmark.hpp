#pragma once

#include <ostream>

namespace draughts::cli {

// Perft-based speed figures for every game, single-threaded, in bulk and
// full mode, each the best of three runs. `quick` uses small depths and one
// run (a smoke test, not a measurement). Returns false when a leaf count is
// wrong (the line says so).
bool runBenchmark(std::ostream& out, bool quick);

} // namespace draughts::cli
