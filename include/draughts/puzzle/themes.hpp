#pragma once

#include <draughts/puzzle/puzzle.hpp>

#include <vector>

namespace draughts::puzzle {

// The themes a puzzle's solution shows (docs/puzzles.md, Themes), each
// found from the position and the solution line:
// - Shot: a move of the solver forces the opponent to capture, and the
//   solver ends the line ahead in pieces or with a won game;
// - Breakthrough: a man of the solver is crowned along the line;
// - Endgame: the smaller army has at most four pieces (hand included);
// - DoubleMove: Black solves in Twenty vs Ten, and the second move of one
//   of his turns captures or crowns after a first move that did neither;
// - Flips: a capture of the solver flips two or more stones;
// - Hand: a stone goes to the hand or is placed from it along the line;
// - CrowningSquare: a man of the solver is crowned on one of Corner
//   Checkers' two crowning squares;
// - CaptureCrowning: a man of the solver is crowned by a capture that ends
//   on its crowning row next to an enemy piece it could have jumped on
//   (polish.md: the capture stops there).
// Which themes a game can have follows from its rules' facts.
std::vector<Theme> detectThemes(const Puzzle& puzzle);

} // namespace draughts::puzzle
