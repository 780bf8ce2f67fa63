#pragma once

#include <draughts/rules/defaults.hpp>

namespace draughts::rules {

// International draughts (international.md): the shared rules, Black begins,
// and the 30-move counter.
struct International : Defaults {
    static constexpr Side firstToMove = Side::Black; // international.md §3.1
    static constexpr int drawCounterLimit = 30;      // international.md §8.3, §9.2: 30 plies
    static constexpr int pdnGameType = 20;           // PDN 3.0: GameType 20 is International draughts
    static constexpr int pdnWinPoints = 2;           // PDN 3.0 scores International games 2-0, 0-2, 1-1

    // international.md §2.1: 20 men each on the four nearest rows.
    static constexpr bool startsOn(Side side, int, int rank) { return nearestRows(side, rank, 4, BoardType::size); }
};

} // namespace draughts::rules
