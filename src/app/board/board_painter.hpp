#pragma once

#include "board/view_geometry.hpp"

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

class QFont;
class QPainter;

namespace draughts::app {

class BoardTheme;

// How the board names its squares: the way the game's notation, and so
// every text of the window, names them.
struct SquareLabels {
    bool numbers = false;     // each playing square's number, on the square
    bool coordinates = false; // letters along the bottom edge, digits along the left one

    friend bool operator==(const SquareLabels&, const SquareLabels&) = default;
};

// The labels the board shows for `variant`. With `namesShown`, the names its
// notation uses: numbers on the squares of the numbered games, letters and
// digits along the edges of To the Last Man. `edgesToo` adds the letters and
// digits to the numbered boards as well (off by default, as a1 or c3 is
// never what the texts say there).
SquareLabels squareLabelsFor(core::Variant variant, bool namesShown, bool edgesToo);

// The parts of a board as every picture of it shows them: the board view,
// the New Game dialog's previews and the diagrams of the rule pages.
namespace BoardPainter {

// The frame around the squares, geometry.frame wide; with a shadow and a
// bevel when the theme has relief.
void paintFrame(QPainter& painter, const BoardTheme& theme, const BoardGeometry& geometry);

// Every square in its own colour, a1 dark, whichever colour the game plays
// on; Corner Checkers' crowning squares marked.
void paintSquares(QPainter& painter, const BoardTheme& theme, core::Variant variant, const BoardGeometry& geometry);

// Letters along the bottom edge and digits along the left one, on the
// frame; they follow a turned board.
void paintCoordinates(QPainter& painter, const BoardTheme& theme, const BoardGeometry& geometry, const QFont& font);

enum class NumberPlace {
    Corner, // small, in the top-left corner, readable over a piece and its rings
    Centre, // large, in the middle of an empty square
};
// A corner number's height is this share of the square, but never less
// than the least readable size: on smaller squares it would grow over the
// piece. The window is never made so small (MainWindow's least size).
inline constexpr double cornerNumberShare = 0.21;
inline constexpr int leastNumberPixels = 7;
inline constexpr double leastNumberedCell = leastNumberPixels / cornerNumberShare;
// The number of every playing square, drawn with a halo.
void paintSquareNumbers(QPainter& painter, const BoardTheme& theme, core::Variant variant,
                        const BoardGeometry& geometry, const QFont& font, NumberPlace place);

// The pieces of `position` standing still, for pictures (the board view
// paints its own, with highlights and animations).
void paintPieces(QPainter& painter, const BoardTheme& theme, core::Variant variant, const core::Position& position,
                 const BoardGeometry& geometry);

} // namespace BoardPainter

} // namespace draughts::app
