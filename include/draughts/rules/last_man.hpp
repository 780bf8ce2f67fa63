#pragma once

#include <draughts/rules/defaults.hpp>

namespace draughts::rules {

// To the Last Man, seed 001: 8x8, two-coloured stones that flip when captured.
struct ToTheLastMan : Defaults {
    using BoardType = Board8; // decision: 24 stones is the 8x8 set
    static constexpr bool hasKings = false;
    static constexpr bool menCaptureBackward = false; // decision: captures go forward only
    static constexpr bool maximumCapture = false;     // capturing is compulsory, any sequence
    static constexpr bool flipsCaptured = true;
    static constexpr int captureLimit = 3; // a stone captured three times running cannot be jumped

    // No promotion: a stone ending on the far row goes to its owner's hand.
    static constexpr Bitboard promotionSquares(Side) { return 0; }
    static constexpr Bitboard farRow(Side side)
    {
        return side == Side::White ? BoardType::topRow : BoardType::bottomRow;
    }
    static constexpr Bitboard homeRow(Side side) { return farRow(core::opposite(side)); }
};

} // namespace draughts::rules
