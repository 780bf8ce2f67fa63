#pragma once

#include <draughts/game/game.hpp>
#include <draughts/match/player.hpp>

#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

namespace draughts::match {

// When a match calls a game that the rules have not ended (docs/engine.md,
// "Testing a change"): games without a draw counter can go on for ever.
struct Adjudication {
    std::size_t maxPlies = 400; // a draw once the game has this many plies
    int repetitions = 3;        // a draw when a position occurs this many times
};

// How a game of a match ended.
enum class GameEnd {
    Rules,        // the rules' own result
    MoveCap,      // drawn at Adjudication::maxPlies
    Repetition,   // drawn at Adjudication::repetitions
    PlayerFailed, // lost by the side whose player failed (recorded as its resignation)
    Abandoned,    // stopped unfinished: counts for nobody
};

// The thinking of one side in one game or a whole match, by the wall clock
// around each decision.
struct MoveTimes {
    using Duration = std::chrono::steady_clock::duration;
    int moves = 0;
    int movesWithChoice = 0; // moves made where more than one was legal
    // Of those, the moves whose search stopped before it had run through
    // all its iterations (engine::MaxDepth): a search that ran through
    // them all proved its result within its depth and had nothing left to
    // search, so it answered before its time (docs/performance.md, "Time
    // use at a fixed move time").
    int movesUnfinished = 0;
    Duration total{};
    Duration totalWithChoice{};
    Duration totalUnfinished{};
    Duration longest{};
    // The most a move took beyond the move time (0 when none did, or
    // without a move time).
    Duration overshoot{};
    std::uint64_t nodes = 0;

    // A move that took `took`; `searchedThrough`: its search ran through
    // every iteration.
    void add(Duration took, bool hadChoice, bool searchedThrough, std::chrono::milliseconds moveTime,
             std::uint64_t nodesSearched);
    void add(const MoveTimes& other);
};

struct PlayedGame {
    explicit PlayedGame(game::Game played) : game(std::move(played)) {}

    game::Game game;
    GameEnd end = GameEnd::Rules;
    std::string failure; // PlayerFailed: what the player's failure said
    core::Side failedSide = core::Side::White;
    std::array<MoveTimes, 2> times{}; // by core::Side
};

// Plays `game` on to its end between `white` and `black` (each told
// newGame() first), under the match's limits and adjudication. A player
// that fails loses the game. Setting `stop` abandons it after the move in
// progress.
PlayedGame playGame(game::Game game, Player& white, Player& black, const MoveLimit& limit,
                    const Adjudication& adjudication, std::uint64_t seed, const std::atomic<bool>& stop);

} // namespace draughts::match
