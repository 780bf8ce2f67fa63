#pragma once

// Plies to the end of the game for the won and lost positions of a solved
// slice: the winner hurrying, the loser holding out. Private to the egdb
// library; Database::pliesToEnd is its public face.

#include <draughts/egdb/layout.hpp>
#include <draughts/egdb/wdl.hpp>

#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace draughts::egdb::detail {

// Slices with at most this many pieces get their plies to the end: their
// game graphs are held in memory while they are counted.
inline constexpr int PliesPieces = 3;
// A count of plies as stored: 255 stands for 255 or more.
inline constexpr int MostPlies = 255;

struct DistanceTask {
    const Layout* layout = nullptr;
    int slice = 0;
    std::span<const Wdl> values; // the slice's own, solved
    // Positions of earlier slices: value and plies to the end.
    std::function<Wdl(const Location&)> earlierValue;
    std::function<int(const Location&)> earlierPlies;
    int threads = 1;
    const std::atomic<bool>* stop = nullptr;
};

// The plies for every number of the slice (0 for drawn positions and for
// numbers that name none). Empty when stopped.
std::vector<std::uint8_t> countPliesToEnd(const DistanceTask& task);

} // namespace draughts::egdb::detail
