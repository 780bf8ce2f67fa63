#pragma once

// Helpers for the endgame table tests: positions from FEN, tables built
// once per test run in folders of their own (support/temp_folder.hpp),
// and an independent solver of the whole game graph by brute force.

#include "support/temp_folder.hpp"

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/egdb/wdl.hpp>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace draughts::test {

core::Position position(core::Variant variant, std::string_view fen);

// The folder of a game's tables up to `pieces` (2 or 3), built on first use
// by this test run and shared by its tests.
const std::filesystem::path& builtTables(core::Variant variant, int pieces);

// Every position reachable from `roots` by legal moves, solved by brute
// force: the explicit game graph built with the rules library's moves, and
// minimax over all of it until nothing changes. No numbering, no slices, no
// mirror images, no steps back, no files. `leafValue`, if given, may value
// a position instead of exploring it (the tests give positions with fewer
// pieces their tables' values, themselves checked by brute force).
// Won and lost positions also get their plies to the end of the game, the
// winner hurrying and the loser holding out, counted level by level.
struct SolvedPosition {
    core::Position position;
    egdb::Wdl value;
    int plies; // -1 for draws
};
struct Leaf {
    egdb::Wdl value;
    int plies;
};
using LeafValue = std::function<std::optional<Leaf>(const core::Position&)>;
std::vector<SolvedPosition> solveByBruteForce(core::Variant variant, const std::vector<core::Position>& roots,
                                              const LeafValue& leafValue = {});

// Every position with the given pieces: White men, White kings, Black men,
// Black kings; side to move as given; men never on their crowning squares
// (To the Last Man: stones never on their far row).
std::vector<core::Position> everyPosition(core::Variant variant, int whiteMen, int whiteKings, int blackMen,
                                          int blackKings, core::Side sideToMove);

} // namespace draughts::test
