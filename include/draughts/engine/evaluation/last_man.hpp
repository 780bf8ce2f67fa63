#pragma once

#include <draughts/core/position.hpp>
#include <draughts/engine/score.hpp>

#include <array>

namespace draughts::engine::evaluation::last_man {

// To the Last Man: 8x8, no kings; a captured stone flips to the captor, so
// every capture swings the material by two (last-man.md §5.3); a stone
// captured three times running cannot be jumped (§5.4); a stone reaching
// the far row goes back to its owner's hand (§6.1). A side with no stone on
// the board or in hand has lost, and so has a side without a regular move
// (§8.1, §8.2).
struct Weights {
    Score stone = 100;
    Score handStone = 0; // a stone waiting in hand (it must come back on the home row)
    // A stone at the capture limit cannot be taken: a rock to build on.
    Score immune = 0;
    // A stone captured twice: jumped once more it flips and is immune for the
    // opponent (usually negative).
    Score nearlyImmune = 0;
    std::array<Score, 8> advance{}; // by rank from the own back row
    Score centre = 0;               // files c-f, ranks 3-6
    Score forwardStep = 0;          // per forward step the side could make
    Score onlyBackward = 0;         // the side has no forward step at all (negative)
    // A stone that cannot be jumped because both squares behind it are
    // taken (or off the board).
    Score shielded = 0;
    Score threatOne = 0;  // the side to move has one stone the opponent could jump
    Score threatMore = 0; // ... two or more
};

inline constexpr Weights weights{
    .stone = 100,
    .handStone = 90,
    .immune = 25,
    .nearlyImmune = -6,
    .advance = {0, 1, 2, 3, 4, 5, 6, 0},
    .centre = 4,
    .forwardStep = 3,
    .onlyBackward = -40,
    .shielded = 4,
    .threatOne = -40,
    .threatMore = -120,
};

// The value of `position` for its side to move, in centipieces: the
// learned evaluation (weights in resources/eval/last-man.weights), or the
// hand-made one when the library has no weights for the game.
Score evaluate(const core::Position& position);

// The hand-weighted terms above, kept to compare the learned evaluation with.
Score evaluateHandMade(const core::Position& position);

} // namespace draughts::engine::evaluation::last_man
