#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/engine/engine.hpp>

#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace draughts::engine {

// One move of a game as played, with the position it was played in and
// the game's rules there (its rule set and, under the FMJD's rules, its
// draw counters at `before`: playedMoves() fills them in).
struct PlayedMove {
    core::Position before;
    core::Move move{};
    GameRules rules{};
};

enum class Judgement {
    Good,    // the best move, or close to it
    Mistake, // "?": gives away a clear part of the points the mover could expect
    Blunder, // "??": gives away a large part of them: a won game, a draw, or a piece in an even game
};

// The share of the game's points the side to move can expect with
// `score`: 1 for a found win, 0 for a found loss, ½ for an even position,
// and between them a logistic curve of the score, 1 / (1 + e^(-score / 150)):
// a man ahead (+100) expects 0.66, three men ahead 0.88, five 0.97.
double expectedShare(Score score);

// Thresholds of the judgement, in the share of the expected points a move
// gives away: near an even position a mistake loses about 0.4 of a man, a
// blunder three quarters of a man or more, and so does a man given away a
// man down; in a game long lost (or won) the same material changes the
// expected outcome little, and is judged by that.
struct Thresholds {
    double mistake = 0.06;
    double blunder = 0.12;
};

// What the engine thinks of one move of the game.
struct PlyAnalysis {
    Score best = 0;       // the position's value with the best move, mover's view
    Score played = 0;     // the value after the move played, mover's view
    Score whiteView = 0;  // `best` from White's view (for a graph of the game)
    Score loss = 0;       // best - played, at least 0 (decisive scores count as a large loss)
    double shareLost = 0; // expectedShare(best) - expectedShare(played), at least 0
    Judgement judgement = Judgement::Good;
    // The game had already ended by its rules before this move (a file's
    // game played on past a draw counter): the move has no verdict, and the
    // scores are the game's result for the mover.
    bool afterEnd = false;
    bool violation = false; // the move broke the capture rules (Forfeit setting)
    core::Move bestMove{};
    std::vector<core::Move> bestLine; // the engine's line from `before`, starting with bestMove
    int depth = 0;                    // depth of the search behind `best`
    // From the endgame tables, where they hold the position: its value
    // before the move, and what the move played leads to, both for the
    // mover (docs/egdb.md).
    std::optional<egdb::Wdl> tables;
    std::optional<egdb::Wdl> playedTables;
};

// The judgement of a move by how much of the expected points it gave away
// (expectedShare of the best value less that of the move played).
Judgement judge(Score best, Score played, const Thresholds& thresholds = {});

// The PDN annotation of a judgement: "?" / "??" and NAG 2 / 4; "" and 0 for Good.
std::string_view judgementSymbol(Judgement judgement);
int judgementNag(Judgement judgement);

// Called after each analysed move with (done, total).
using AnalysisProgress = std::function<void(std::size_t, std::size_t)>;

// Searches every position of `moves` within `perMove` (and the move played,
// when it is not the best, within the same limits) under each move's
// `rules`, and judges each move; a move made after the game had ended by
// those rules is not searched (PlyAnalysis::afterEnd). Stops early, with
// the moves analysed so far, when perMove.stop is set.
std::vector<PlyAnalysis> analyseGame(Engine& engine, std::span<const PlayedMove> moves, const SearchLimits& perMove,
                                     const Thresholds& thresholds = {}, const AnalysisProgress& progress = {});

} // namespace draughts::engine
