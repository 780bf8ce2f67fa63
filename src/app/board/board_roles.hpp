#pragma once

#include <Qt>

namespace draughts::app {

// The custom roles of BoardModel: one cell per square of the board.
namespace BoardRole {
enum : int {
    Square = Qt::UserRole + 1, // internal core square, or -1 off the playing squares
    Piece,                     // PieceKind
    Colour,                    // 0 White, 1 Black, -1 empty
    King,                      // bool
    SquareName,                // algebraic name, "c3"
    SquareNumber,              // standard number 1..50 (1..32), 0 off the playing squares
    Notation,                  // the name notation uses ("27" or "c3")
    Playable,                  // bool: a playing square
    Highlight,                 // Highlights flags
    CaptureCount,              // To the Last Man: times captured since it last moved
    PromotionSquare,           // bool: Corner Checkers' crowning squares, marked on the board
};
}

enum class PieceKind : int { None = 0, Man = 1, King = 2, Stone = 3 };

// What a square is highlighted for; a square may carry several at once.
namespace Highlight {
enum : int {
    None = 0,
    Movable = 1 << 0,         // a piece the side to move may move (legal moves only)
    MustCapture = 1 << 1,     // a piece that must capture
    Selected = 1 << 2,        // the piece being moved
    Destination = 1 << 3,     // where the next click may land
    OnCapturePath = 1 << 4,   // a landing square of the capture being entered
    ToBeCaptured = 1 << 5,    // a piece the capture being entered takes
    LastMove = 1 << 6,        // a square of the last move or claim
    Claimable = 1 << 7,       // a piece the side to move may claim (Forfeit setting)
    PlacementTarget = 1 << 8, // To the Last Man: where a stone from hand may be placed
    Barred = 1 << 9,          // Twenty vs Ten: the piece that made Black's first move
    Hint = 1 << 10,           // Game > Hint: a square of the suggested move, not yet played
};
}

} // namespace draughts::app
