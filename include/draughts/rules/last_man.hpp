#pragma once

#include <draughts/rules/defaults.hpp>

namespace draughts::rules {

// To the Last Man (last-man.md): 8x8, two-coloured stones that flip when
// captured and come back from the far row through the hand.
struct ToTheLastMan : Defaults {
    using BoardType = Board8;               // last-man.md §2.1, §9.1
    static constexpr bool hasKings = false; // last-man.md §6.1, §9.2
    static constexpr bool flyingKings = false;
    static constexpr bool menCaptureBackward = false; // last-man.md §5.1, §9.3
    static constexpr bool maximumCapture = false;     // last-man.md §5.2, §9.4
    static constexpr bool flipsCaptured = true;       // last-man.md §5.3
    static constexpr int captureLimit = 3;            // last-man.md §5.4, §9.5
    static constexpr bool hasHand = true;             // last-man.md §6.1, §6.2
    static constexpr bool stepBackWhenStuck = true;   // last-man.md §4.1

    // last-man.md §2.1: 12 stones each on the three nearest rows.
    static constexpr bool startsOn(Side side, int, int rank) { return nearestRows(side, rank, 3, BoardType::size); }

    // last-man.md §6.1: no promotion; a stone ending on the far row goes to
    // its owner's hand instead.
    static constexpr Bitboard promotionSquares(Side) { return 0; }
    static constexpr Bitboard farRow(Side side)
    {
        return side == Side::White ? BoardType::topRow : BoardType::bottomRow;
    }
    // last-man.md §6.2: stones from hand are placed on the owner's first row.
    static constexpr Bitboard homeRow(Side side) { return farRow(core::opposite(side)); }
};

} // namespace draughts::rules
