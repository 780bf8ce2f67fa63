#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/rules/outcome.hpp>

#include <vector>

namespace draughts::rules {

// What keeps a position set up by hand (the window's position editor) from
// being played, in an order a player can mend it: first what no game can
// reach, then a position where the game is already over.
enum class SetupProblem {
    ManOnCrowningSquare, // `side`'s man on `square`, where his men are crowned (section 6.1)
    TooManyPieces,       // `side` has more than the `limit` pieces he starts with
    TooManyStones,       // the board and both hands hold more than the `limit` stones of the game
    GameOver,            // the game is over in this position: `end` says why (section 8);
                         // it may still be studied and saved, not played
};

struct SetupIssue {
    SetupProblem problem = SetupProblem::GameOver;
    core::Side side = core::Side::White;
    core::Square square = core::NoSquare;
    int limit = 0;
    Result end; // GameOver
    friend bool operator==(const SetupIssue&, const SetupIssue&) = default;
};

// Every problem of `position` as a start of `variant`, none when it can be
// played; a man on a crowning square is named once per square.
std::vector<SetupIssue> checkSetup(core::Variant variant, const core::Position& position);

// `position` with the colours swapped and the board turned half round
// (square n on count + 1 - n), the side to move, hands and Black's barred
// piece with them: the same position seen from the other side's chair.
// In a game that treats the sides alike it is the same game for the other
// side; elsewhere (Twenty vs Ten) only the pieces are swapped.
core::Position swappedColours(core::Variant variant, const core::Position& position);

// Whether a position with these problems can at least be studied and saved:
// it is one the game can hold, only already finished.
bool studiable(const std::vector<SetupIssue>& issues);

} // namespace draughts::rules
