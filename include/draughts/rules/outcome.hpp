#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

namespace draughts::rules {

enum class Outcome { Ongoing, WhiteWins, BlackWins, Draw };

// What ended a game (section 8 of every rule page).
enum class EndReason {
    None,
    NoPieces,             // the loser has no pieces left (To the Last Man: none in hand either)
    NoMoves,              // the loser cannot move on his turn
    BlackCannotMoveTwice, // Black, who moves twice, cannot make both moves of his turn (twenty-vs-ten.md §8.1)
    DrawCounter,          // 30 moves without the number of pieces decreasing (international.md §8.3)
    Repetition,           // FMJD: the same position with the same player to move a third time (international.md §10.3)
    KingMovesOnly,        // FMJD: 25 moves each with kings only, no capture (international.md §10.4)
    SixteenMoves,         // FMJD: 16 more moves each against a lone king (international.md §10.5)
    FiveMoves,            // FMJD: 5 more moves each, two kings or less against a king (international.md §10.6)
    Agreement,
    Resignation,
    TimeForfeit, // the loser's clock ran out (a game played with clocks)
};

struct Result {
    Outcome outcome = Outcome::Ongoing;
    EndReason reason = EndReason::None;

    bool isOver() const { return outcome != Outcome::Ongoing; }
    friend bool operator==(const Result&, const Result&) = default;
};

// What the rules decide about `position` of `variant` by themselves: the
// end of the game by its pieces, by the side to move having no move
// (`canMove` false: it has no Legal move), or by a draw counter; Ongoing
// otherwise. Agreement, resignation and time are for the players to declare.
Result outcome(core::Variant variant, const core::Position& position, bool canMove);

// Whether `reason` is a draw the rules give by a count or a repetition
// (international.md §8.3, §10.3 to §10.6), which players of published games
// often play past: a game read from a file goes on past it (docs/pdn.md,
// "Results"), where the program's own play stops.
constexpr bool isCountedDraw(EndReason reason)
{
    return reason == EndReason::DrawCounter || reason == EndReason::Repetition || reason == EndReason::KingMovesOnly ||
           reason == EndReason::SixteenMoves || reason == EndReason::FiveMoves;
}

} // namespace draughts::rules
