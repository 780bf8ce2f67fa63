#pragma once

// Making an opening book from the engine's own searches (docs/engine.md,
// "The opening book"; draughts-cli book).

#include <draughts/engine/opening_book.hpp>
#include <draughts/engine/search.hpp>

#include <cstddef>
#include <functional>
#include <span>

namespace draughts::engine {

struct BookRecipe {
    int plies = 6;   // positions fewer than this many plies from a start get their moves
    int margin = 20; // a move is kept when it scores within this many centipieces of the best
    int width = 3;   // at most this many moves a position, the best ones
    // Each move's search (of the position after it): depth, nodes or time.
    SearchLimits limits;
    // Positions scored at once, each on its own engine (and core).
    std::size_t threads = 1;
};

// Progress as each ply begins: positions done, the ply being expanded.
using BookProgress = std::function<void(std::size_t positions, int ply)>;

// Expands from `starts` ply by ply: each position's every legal move is
// scored by a search of the position after it, the moves within the
// recipe's margin of the best are kept, and the positions they lead to are
// expanded at the next ply (each once, however it is reached). Each
// position is scored from an empty transposition table, so with a limit in
// depth or positions the same recipe gives the same book on any number of
// threads.
OpeningBook buildBook(core::Variant variant, std::span<const core::Position> starts, const BookRecipe& recipe,
                      const BookProgress& progress = {});

} // namespace draughts::engine
