#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/engine/engine.hpp>
#include <draughts/engine/training/sample_file.hpp>

#include <cstdint>
#include <functional>
#include <vector>

namespace draughts::engine::training {

// How the engine plays itself to make training positions (docs/engine.md,
// "Training data"). Games are varied by random plies at the start and by a
// random offset on the root moves' scores for a while after them; each
// game follows from `seed` and its number alone, whatever the threads.
struct SelfPlaySettings {
    core::Variant variant = core::Variant::International;
    int games = 1;
    std::uint64_t firstGame = 0; // number of the first game (a later run goes on where one stopped)
    int depth = 0;               // each move's search: a depth, or
    std::uint64_t nodes = 0;     // a number of positions (0: off)
    // Where the games start: game n from starts[n % size]; none: the
    // game's own start. A lopsided game learns what wins for the other
    // side from starts that give it chances (docs/performance.md, "Twenty
    // vs Ten from even openings").
    std::vector<core::Position> starts;
    int randomPliesMin = 2; // uniformly random legal plies at the start: between these two
    int randomPliesMax = 8;
    int noisyPlies = 20; // plies after them played with a random offset ...
    int noise = 20;      // ... of up to this many centipieces on each root move
    std::uint64_t seed = 1;
    int threads = 1;
    EngineConfig engine; // which evaluation the players use
};

// One game's quiet positions (no capture or placement due for the side to
// move) with its result; `plies` is the game's length.
struct SelfPlayGame {
    std::uint32_t number = 0;
    std::uint8_t result = 1; // Sample::result
    int plies = 0;
    std::vector<Sample> samples;
};

// Plays the games and hands each finished game to `done`, one call at a
// time (from the threads in turn, in the order they finish).
void playSelfPlay(const SelfPlaySettings& settings, const std::function<void(const SelfPlayGame&)>& done);

// One game of `settings` (its number `number`) with `engine`.
SelfPlayGame playSelfPlayGame(const SelfPlaySettings& settings, Engine& engine, std::uint32_t number);

} // namespace draughts::engine::training
