#pragma once

#include <draughts/core/types.hpp>
#include <draughts/rules/board.hpp>
#include <draughts/rules/geometry.hpp>

namespace draughts::rules {

using core::Side;

// The rules the games share, as stated for International draughts: a game
// derives from this and states only how it differs, each fact citing the
// article of its rule page. Every game must also state where its men start:
//     static constexpr bool startsOn(Side side, int file, int rank);
// (true when a man of `side` stands on that playing square at the start).
struct Defaults {
    using BoardType = Board10;                  // international.md §2.1
    static constexpr bool lightSquares = false; // international.md §2.1: the dark squares

    static constexpr Side firstToMove = Side::White;
    static constexpr bool hasKings = true;           // international.md §6.1
    static constexpr bool flyingKings = true;        // international.md §4.2, §5.2
    static constexpr bool menCaptureBackward = true; // international.md §5.1, §9.1
    static constexpr bool maximumCapture = true;     // international.md §5.5
    static constexpr bool promoteMidCapture = false; // international.md §6.1, §9.9
    static constexpr bool blackMovesTwice = false;   // one move a turn
    static constexpr bool flipsCaptured = false;     // captured pieces leave the board
    static constexpr int captureLimit = 0;           // 0: any piece may be jumped
    static constexpr bool hasHand = false;           // no hand of stones
    static constexpr bool stepBackWhenStuck = false; // men never step backward
    static constexpr int drawCounterLimit = 0;       // 0: no 30-move counter
    static constexpr bool fmjdDraws = false; // the FMJD's draw rules (international.md §10), kept beside the position
    static constexpr int pdnGameType = 0;    // the PDN standard's number for the game; 0: none
    static constexpr int pdnWinPoints = 1;   // PDN results as in PGN: 1-0, 0-1, 1/2-1/2

    // Squares where a man of `side` that ends its move becomes a king:
    // the far row (international.md §6.1).
    static constexpr Bitboard promotionSquares(Side side)
    {
        return side == Side::White ? BoardType::topRow : BoardType::bottomRow;
    }
    // Where a stone from hand is placed; empty in games without a hand.
    static constexpr Bitboard homeRow(Side) { return 0; }

protected:
    // The playing squares of the `rows` rows nearest to `side` on a board of `size`.
    static constexpr bool nearestRows(Side side, int rank, int rows, int size)
    {
        return side == Side::White ? rank < rows : rank >= size - rows;
    }
};

} // namespace draughts::rules
