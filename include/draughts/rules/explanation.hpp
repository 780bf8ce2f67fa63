#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/rules/movegen.hpp>

#include <optional>
#include <vector>

namespace draughts::rules {

// Which rule is at work, as a code a user interface phrases in its own
// language; the squares and the move it names are in Explanation.
enum class Reason {
    // Why a piece cannot be picked up (explainSelection).
    SelectionOffBoard, // not a square of the game (Facts::shape says which colour is played)
    OpponentsPiece,    // a piece of the side not to move
    NoPiece,           // no piece of the side to move stands there
    BarredPiece,       // it made the first of the two moves of this turn (twenty-vs-ten.md §3.1)
    CanOnlyStepBack,   // its only step is backward, while another stone can step forward (last-man.md §4.1)
    CannotMove,        // it has no move at all

    // Why the selected piece cannot go to a square (explainTarget).
    TargetOffBoard,               // not a square of the game
    Occupied,                     // a piece stands there
    NotDiagonal,                  // pieces move diagonally
    ManStepsForward,              // a man stepping backward (international.md §4.1, last-man.md §4.1)
    BackwardWhileForwardPossible, // a stone stepping backward while another can step forward (last-man.md §4.1)
    JumpNeedsEnemy,               // a man moving two squares without jumping a piece (international.md §5.1)
    OnlyKingsFly,                 // a man moving further than two squares (international.md §4.2)
    CannotReach,                  // any other square the piece cannot reach in one move

    // What must come first; answers both questions above when it is the reason.
    PlaceFromHandFirst,     // a stone in hand must be placed before the regular move (last-man.md §6.2)
    CaptureRequired,        // a capture is compulsory; `move` is the largest (international.md §5.5)
    LargestCaptureRequired, // a smaller capture was tried; `move` takes more (international.md §5.5)

    // What the rules ask of the side to move now (explainDuties).
    PlaceFromHand,              // a stone in hand waits to be placed (last-man.md §6.2)
    SecondMoveWithAnotherPiece, // `square` made the first move of this turn (twenty-vs-ten.md §3.1)
    AnyCaptureDue,              // capture, any capture will do; `move` is one (last-man.md §5.2)
    LargestCaptureDue,          // capture, taking the most pieces; `move` does (international.md §5.5)
    SelectedCannotCapture,      // the selected piece cannot capture, but `move` must be made
    SelectedMustCapture,        // the selected piece must capture; `move` is its longest
    SelectedMustCaptureLargest, // the selected piece must make the largest capture, `move`
    StonesStepForward,          // step forward; backward only when no stone can (last-man.md §4.1)
    StonesMayStepBack,          // no stone can step forward, so stones may step backward
    SelectedStepsForwardOnly,   // the selected stone may only step forward now
    SelectedCannotStepBack,     // the selected stone cannot step backward now
    CrownedOnlyOn,              // men of `side` are crowned only on `squares` (corner.md §6.1)
    NothingDue,                 // no duty: any piece that may move may go
    NothingDueForSelected,      // no duty: the selected piece may go to any of its squares
};

struct Explanation {
    Reason reason = Reason::CannotMove;
    core::Side side = core::Side::White;  // the side to move
    core::Square square = core::NoSquare; // the piece asked about, or the barred piece
    core::Square target = core::NoSquare; // explainTarget: where it was meant to go
    std::optional<core::Move> move;       // the capture a Capture... or Selected... reason names
    // explainDuties: every capture the rules leave the player to choose
    // among, `move` first: for LargestCaptureDue every capture taking the
    // most pieces, for AnyCaptureDue every capture, for SelectedCannotCapture
    // either as the game's rule says, for the Selected...Capture... reasons
    // those of the piece.
    std::vector<core::Move> choices;
    core::Bitboard squares = 0; // CrownedOnlyOn: the crowning squares
};

// Why the side to move may not start a move from `square` (NoSquare: a
// square the game does not use) in `position`. Meant for a square with no
// move the game's setting accepts.
Explanation explainSelection(core::Variant variant, const core::Position& position, core::Square square);

// Why the piece on `from` may not go to `target`, when the game accepts the
// moves `accepted` (the Legal moves in the Compulsory setting, the Permitted
// ones in Forfeit: game::Game::permittedMoves()).
Explanation explainTarget(core::Variant variant, const core::Position& position, const core::MoveList& accepted,
                          core::Square from, core::Square target);

// The duty that comes before any other move now: placing a stone from hand,
// or the compulsory capture (the largest); nothing when every move is free.
std::optional<Explanation> firstDuty(core::Variant variant, const core::Position& position);

// What the rules ask of the side to move now, about the piece on `selected`
// (NoSquare: about the whole side), most pressing first; never empty.
std::vector<Explanation> explainDuties(core::Variant variant, const core::Position& position, core::Square selected);

// The capture of `moves` taking the most pieces (the first of equals), from
// `from` only unless it is NoSquare; null when there is none.
const core::Move* largestCapture(const core::MoveList& moves, core::Square from = core::NoSquare);

} // namespace draughts::rules
