#pragma once

// Solving one slice: the value of every position in it, given the values of
// the slices built before. Private to the egdb library; egdb/builder.hpp is
// its public face.

#include <draughts/egdb/builder.hpp>
#include <draughts/egdb/layout.hpp>
#include <draughts/egdb/table.hpp>
#include <draughts/egdb/wdl.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace draughts::egdb::detail {

struct SliceTask {
    const Layout* layout = nullptr;
    int slice = 0;
    // The value of a position of an earlier slice, for its side to move.
    std::function<Wdl(const Location&)> earlier;
    int threads = 1;
    Strategy strategy = Strategy::Automatic;
    const std::atomic<bool>* stop = nullptr;
    // Called now and then with the share of the slice done (0 to 1) and,
    // in guided iteration, the round under way (else 0), the share of that
    // round's numbers passed and how many of the slice's positions are
    // decided (counted from the saved state too, when it goes on from one).
    std::function<void(double done, int round, double roundDone, std::uint64_t decided)> progress;
    // Guided iteration can stop inside a slice and go on later: its state
    // is handed to saveState when a stop ends it and every saveEvery, and
    // loadState, asked first, reads a state so saved into the solver's
    // bytes (already of the right size), true when it did. Other
    // strategies start again.
    std::function<void(std::span<const std::uint8_t> state)> saveState;
    std::chrono::seconds saveEvery{1800};
    std::function<bool(std::vector<std::uint8_t>& state)> loadState;
};

// The values of the slice's positions in the order of their numbers (Draw
// for numbers that name no position), packed. Nothing when stopped.
std::optional<Table> solveSlice(const SliceTask& task);

} // namespace draughts::egdb::detail
