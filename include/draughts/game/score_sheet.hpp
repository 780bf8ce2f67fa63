#pragma once

#include <draughts/game/game.hpp>
#include <draughts/game/game_record.hpp>

#include <cstddef>
#include <span>
#include <vector>

namespace draughts::game {

// The game as a score sheet lists it, numbered exactly as the program's PDN
// files number it (docs/pdn.md, "Numbering"): a turn is everything one side
// does in a row (claims, a placement from hand, the move, and Black's two
// moves in Twenty vs Ten); each White turn opens a new numbered row, and the
// Black turn after it shares that row. A game that Black opens starts with a
// row whose White half is empty: "1. … 6-11 7-12", "2. 32-28 8-13 9-14".
struct ScoreSheetRow {
    int number = 1;
    // The actions of each side's turn in this row, as indices into the
    // game's history: [first, end). White is [0], Black [1]; empty when
    // that side has no turn in the row.
    std::size_t first[2] = {0, 0};
    std::size_t end[2] = {0, 0};

    bool has(core::Side side) const
    {
        const auto s = static_cast<std::size_t>(side);
        return first[s] < end[s];
    }
};

std::vector<ScoreSheetRow> scoreSheet(std::span<const HistoryEntry> history);

// How many moves players count in a game: the number of its last row (the
// number PDN writes before the last White turn); 0 without actions.
int movesCounted(const std::vector<HistoryEntry>& history);
// The same for a game kept as a record (replayed to know who made each action).
int movesCounted(const GameRecord& record);

// Where an action stands on the score sheet: the number of its row and the
// side whose turn it belongs to. A window names one side's move by it,
// "move 12 (White)" or "12… (Black)", as its move list numbers it.
struct SheetPlace {
    int number = 0; // 0: before the first action
    core::Side side = core::Side::White;
};
// The place of the action that `actions` (a count of the history's first
// actions, as a review or an analysis counts them) ends with; number 0 for none.
SheetPlace sheetPlace(const std::vector<HistoryEntry>& history, std::size_t actions);

} // namespace draughts::game
