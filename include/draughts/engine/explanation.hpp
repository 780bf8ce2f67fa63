#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/engine/engine.hpp>

#include <optional>
#include <span>

namespace draughts::engine {

// Why the engine recommends a move, as a code and numbers that a window
// turns into a sentence in its own language ("wins a piece in 2 moves
// of White", "avoids losing two pieces"). Plies count every move from the
// position shown, both halves of a Twenty vs Ten turn and placements
// included; a window counts the hinted side's own moves among them.
enum class HintReasonCode {
    OnlyMove,           // the only legal move
    WinsGame,           // a forced win: `plies` to the end
    DelaysLoss,         // every move loses; this one holds out longest (`plies` to the end)
    AvoidsDefeat,       // the other moves lose the game by force; this one does not
    WinsMaterial,       // comes out `pieces` ahead, won on the board after `plies` (materialWon)
    AvoidsMaterialLoss, // the best other move comes out `pieces` worse
    Crowns,             // makes a king after `plies`
    Positional,         // no material won or saved: a better position by `score`
};

struct HintReason {
    HintReasonCode code = HintReasonCode::Positional;
    int pieces = 0;
    int plies = 0;
    Score score = 0; // the search's score of the move, side to move's view
    // How many pieces the side to move is ahead on the board now (behind
    // when negative; stones in hand count, as in materialWon).
    int ahead = 0;
    // Where the endgame tables hold the position (docs/egdb.md): won, drawn
    // or lost with perfect play, for the side to move, and the move keeps
    // that; also won or lost where every line the search followed ends in
    // the tables (a score in their band, isTableWin). A window says so
    // before the reason in `code`.
    std::optional<egdb::Wdl> tables{};
};

// The reason for `best` (a search of `position`), compared with
// `alternative`, a search of the same position without best's move (null
// when there is no other move or it was not searched).
HintReason explain(core::Variant variant, const core::Position& position, const SearchResult& best,
                   const SearchResult* alternative);

// Pieces the side to move of `position` is ahead after playing `line`
// from it, minus what it is ahead now (To the Last Man: a flipped stone
// counts once). The ply after which the gain (or loss) stands on the board
// goes to `plies` when not null: the first position with no capture due
// (or the line's last) from which the side stays at least that far ahead
// (or behind) in every later such position. An exchange in the middle of
// the shot, or later in the line, does not move it: in 34-29 23x34 40x9
// 3x14 the man is won after the 4th ply, 3x14 not restoring it.
int materialWon(core::Variant variant, const core::Position& position, std::span<const core::Move> line,
                int* plies = nullptr);

// The ply (from 1) at which a man of `side` first becomes a king along
// `line` played from `position`; 0 if none does.
int crowningPly(core::Variant variant, const core::Position& position, std::span<const core::Move> line,
                core::Side side);

// A hint: the best move, the best other move for comparison, and the reason.
struct Hint {
    SearchResult best;
    std::optional<SearchResult> alternative;
    HintReason reason;
};

// Searches `position` twice within `limits` (each search gets the limits
// in full): once for the best move, once without it, under `gameRules`.
Hint findHint(Engine& engine, const core::Position& position, const SearchLimits& limits,
              std::span<const core::Position> earlier = {}, const GameRules& gameRules = {});

} // namespace draughts::engine
