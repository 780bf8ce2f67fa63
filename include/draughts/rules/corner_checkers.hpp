#pragma once

#include <draughts/rules/defaults.hpp>

namespace draughts::rules {

// Corner Checkers (corner.md): played on the light squares, each army in
// its own corner, crowned only in the opponent's corner.
struct CornerCheckers : Defaults {
    static constexpr bool lightSquares = true;       // corner.md §2.1
    static constexpr Side firstToMove = Side::Black; // corner.md §3.1
    static constexpr int drawCounterLimit = 30;      // corner.md §8.3, §9.5

    // corner.md §2.1, §9.1: the twelve light squares nearest each side's own
    // dark corner (a1 for White, j10 for Black), where file + rank counts the
    // diagonals away from that corner.
    static constexpr bool startsOn(Side side, int file, int rank)
    {
        return side == Side::White ? file + rank <= 5 : file + rank >= 13;
    }

    // corner.md §6.1, §9.2: only the two light squares touching the
    // opponent's dark corner crown a man: i10 and j9 for White, b1 and a2
    // for Black.
    static constexpr Bitboard promotionSquares(Side side)
    {
        constexpr Shape board{BoardType::size, lightSquares};
        return side == Side::White ? core::bitOf(board.at(8, 9)) | core::bitOf(board.at(9, 8))
                                   : core::bitOf(board.at(1, 0)) | core::bitOf(board.at(0, 1));
    }
};

} // namespace draughts::rules
