#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/engine/search.hpp>

#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace draughts::engine {

// One move of a game as played, with the position it was played in.
struct PlayedMove {
    core::Position before;
    core::Move move{};
};

enum class Judgement {
    Good,    // the best move, or close to it
    Mistake, // "?": gives away a clear part of the position's value
    Blunder, // "??": gives away a piece or more, a won game, or the game
};

// Thresholds of the judgement, in centipieces of score lost.
struct Thresholds {
    Score mistake = 40;
    Score blunder = 90;
};

// What the engine thinks of one move of the game.
struct PlyAnalysis {
    Score best = 0;       // the position's value with the best move, mover's view
    Score played = 0;     // the value after the move played, mover's view
    Score whiteView = 0;  // `best` from White's view (for a graph of the game)
    Score loss = 0;       // best - played, at least 0 (decisive scores count as a large loss)
    Judgement judgement = Judgement::Good;
    bool violation = false;     // the move broke the capture rules (Forfeit setting)
    core::Move bestMove{};
    std::vector<core::Move> bestLine; // the engine's line from `before`, starting with bestMove
    int depth = 0;              // depth of the search behind `best`
    // From the endgame tables, where they hold the position: its value
    // before the move, and what the move played leads to, both for the
    // mover (docs/egdb.md).
    std::optional<egdb::Wdl> tables;
    std::optional<egdb::Wdl> playedTables;
};

// How much was lost, and the judgement.
Judgement judge(Score best, Score played, const Thresholds& thresholds = {});

// The PDN annotation of a judgement: "?" / "??" and NAG 2 / 4; "" and 0 for Good.
std::string_view judgementSymbol(Judgement judgement);
int judgementNag(Judgement judgement);

// Called after each analysed move with (done, total).
using AnalysisProgress = std::function<void(std::size_t, std::size_t)>;

// Searches every position of `moves` within `perMove` (and the move played,
// when it is not the best, within the same limits) and judges each move.
// Stops early, with the moves analysed so far, when perMove.stop is set.
std::vector<PlyAnalysis> analyseGame(Engine& engine, std::span<const PlayedMove> moves, const SearchLimits& perMove,
                                     const Thresholds& thresholds = {}, const AnalysisProgress& progress = {});

} // namespace draughts::engine
