#pragma once

// A second, deliberately plain move generator for the five games, used only
// to check the bitboard generator of src/rules/. It reads the position onto a
// two-dimensional board of files and ranks and applies the rule pages' text
// directly: no bit tricks, no shared code with the engine beyond the square
// geometry. Slow and obvious on purpose.

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/rules/movegen.hpp>

#include <compare>
#include <string>
#include <vector>

namespace draughts::test {

// One move as the comparison sees it: what moves, where to and what it takes.
// The route of a capture is not part of it (international.md §5.8: the same
// pieces taken ending on the same square is one move).
struct MoveKey {
    core::MoveKind kind = core::MoveKind::Step;
    core::Square from = core::NoSquare; // NoSquare for a placement
    core::Square to = core::NoSquare;
    core::Bitboard captured = 0;

    friend auto operator<=>(const MoveKey&, const MoveKey&) = default;
};

// The moves of the side to move, sorted, each once.
std::vector<MoveKey> referenceMoves(core::Variant variant, const core::Position& position, rules::MoveSet set);

// The position after `move` (a Permitted move of `position`) by the rule pages:
// captured pieces removed (flipped in To the Last Man), promotion, the far row
// into the hand, capture counts, the draw counter and the turn structure.
core::Position referenceAfter(core::Variant variant, const core::Position& position, const core::Move& move);

// The keys of a generated move list, sorted; duplicates are kept so that a
// comparison with referenceMoves() notices them.
std::vector<MoveKey> keysOf(const core::MoveList& moves);

// "32x21 (takes 27)" with the game's square names, for failure messages.
std::string describe(core::Variant variant, const MoveKey& key);

// Checks that the landing squares of a capture (from, path..., to) form a
// route the rules allow in `position` and that it takes exactly
// `move.captured`. Returns an empty string when it does, else the reason.
std::string checkRoute(core::Variant variant, const core::Position& position, const core::Move& move);

} // namespace draughts::test
