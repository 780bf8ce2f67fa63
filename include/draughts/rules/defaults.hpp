#pragma once

#include <draughts/core/types.hpp>
#include <draughts/rules/board.hpp>

namespace draughts::rules {

using core::Side;

// The rules shared by the 10x10 games (rules-spec "Shared mechanics"). A
// variant derives from this and states only how it differs.
struct Defaults {
    using BoardType = Board10;

    static constexpr Side firstToMove = Side::White;
    static constexpr bool lightSquares = false;      // play on the dark squares
    static constexpr bool hasKings = true;
    static constexpr bool flyingKings = true;        // rules-spec shared 2
    static constexpr bool menCaptureBackward = true; // seeds 000, 002, 004; decision for 003
    static constexpr bool maximumCapture = true;     // rules-spec shared 4
    static constexpr bool promoteMidCapture = false; // rules-spec shared 6
    static constexpr bool blackDoubleMove = false;
    static constexpr bool flipsCaptured = false;     // To the Last Man only
    static constexpr int drawCounterLimit = 0;       // 0: no 30-move counter

    // Squares where a man of `side` that ends its move becomes a king.
    static constexpr Bitboard promotionSquares(Side side)
    {
        return side == Side::White ? BoardType::topRow : BoardType::bottomRow;
    }
};

} // namespace draughts::rules
