#pragma once

#include <draughts/core/variant.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>

namespace draughts::egdb {

// How a slice is solved (docs/egdb.md).
enum class Strategy {
    // Retrograde where every move that stays in a slice is a step (the
    // games whose captures remove pieces), else guided iteration: forward
    // iteration that looks again only at the positions whose moves may
    // lead to one decided since their last look, with a full pass to end.
    Automatic,
    // Values spread back from solved positions to the positions that step
    // into them, each found by stepping back and confirmed by the rules
    // library. Not for To the Last Man.
    Retrograde,
    // Every undecided position is searched one move deep again and again
    // until nothing changes. Slower; works for every game.
    ForwardIteration,
};

struct BuildProgress {
    enum class Stage {
        Kept,     // a file already there was checked and is used as it is
        Building, // the slice is being solved (sliceDone grows)
        Built,    // the slice was solved and written
        Saved,    // the state of a slice not yet solved was written, to go on from later
    };
    Stage stage = Stage::Building;
    std::string slice;   // its name, e.g. "1102"
    int sliceNumber = 0; // 1 .. sliceCount, in building order
    int sliceCount = 0;
    std::uint64_t positions = 0; // numbers in the slice
    double sliceDone = 0;        // share of this slice done, 0 to 1
    double overallDone = 0;      // share of all positions done, 0 to 1
    double seconds = 0;          // Built: time the slice took
    std::string note;            // Kept: empty; Building: why a file there was not used, if one was
    int round = 0;               // Building by guided iteration: the round under way
    double roundDone = 0;        // and the share of the slice's numbers it has passed, 0 to 1,
    std::uint64_t decided = 0;   // and the positions of the slice decided so far
    bool resumed = false;        // Building: it goes on from the state an earlier build saved
};

struct BuildOptions {
    core::Variant variant = core::Variant::International;
    int pieces = 4;               // every slice with 2 to this many pieces
    std::filesystem::path folder; // created if missing
    int threads = 1;
    Strategy strategy = Strategy::Automatic;
    std::function<void(const BuildProgress&)> progress; // called from the building thread
    const std::atomic<bool>* stop = nullptr;            // set: ends the build after the slice's current step
    // A slice solved by guided iteration saves its state this often, and
    // when a stop ends it, so that a later build goes on from there.
    std::chrono::seconds saveEvery{1800};
};

struct BuildReport {
    int slicesBuilt = 0;
    int slicesKept = 0;
    std::uint64_t positions = 0; // numbers in all slices up to the piece count
    std::uint64_t bytes = 0;     // size of all their files
    double seconds = 0;
    bool stopped = false; // a stop request ended it; the slices written so far are kept
};

// Builds the tables of a game up to `options.pieces` pieces into a folder,
// one file per slice. A slice whose file is already there and passes its
// checks is kept, so an interrupted build goes on where it stopped; a
// slice solved by guided iteration goes on from its saved state, if any
// (`<game>-<slice>.unfinished`, removed once the slice is written).
// Throws TableFileError (egdb/table.hpp) when a file cannot be written.
BuildReport buildTables(const BuildOptions& options);

} // namespace draughts::egdb
