#pragma once

#include <draughts/rules/defaults.hpp>

namespace draughts::rules {

// Corner Checkers, seed 002: played on the light squares, promotion only in
// the opponent's corner.
struct CornerCheckers : Defaults {
    static constexpr Side firstToMove = Side::Black;
    static constexpr bool lightSquares = true;
    static constexpr int drawCounterLimit = 30;

    // rules-spec Corner: White promotes on i10 and j9, Black on b1 and a2.
    // Internally the light squares are mirrored onto the dark layout, so
    // these are the mirrored bits of squares 5, 10 (i10, j9) and 46, 41 (b1, a2).
    static constexpr Bitboard promotionSquares(Side side)
    {
        // Light square number n (row r = (n-1)/5, k = (n-1)%5) sits at internal
        // index 5r + 4 - k.
        constexpr auto bitOfNumber = [](int n) {
            const int r = (n - 1) / 5, k = (n - 1) % 5;
            return Bitboard{1} << BoardType::bitOfIndex(5 * r + 4 - k);
        };
        return side == Side::White ? (bitOfNumber(5) | bitOfNumber(10))
                                   : (bitOfNumber(46) | bitOfNumber(41));
    }
};

} // namespace draughts::rules
