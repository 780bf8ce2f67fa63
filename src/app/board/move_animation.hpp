#pragma once

#include <draughts/core/types.hpp>

#include <vector>

namespace draughts::app {

// How a piece looks, independent of where it stands.
struct PieceLook {
    enum class Kind { Man, King, Stone };
    core::Side side = core::Side::White;
    Kind kind = Kind::Man;

    friend bool operator==(const PieceLook&, const PieceLook&) = default;
};

// What the board shows while a move or claim is being animated. The model
// already holds the position after it; this keeps what has just vanished.
struct MoveAnimation {
    struct Taken {
        core::Square square = core::NoSquare;
        PieceLook look; // before the move
    };
    // The squares the mover passes, starting square first; a placement has
    // only its destination and a claim none.
    std::vector<core::Square> route;
    PieceLook mover;
    std::vector<Taken> taken;
    // To the Last Man: taken stones turn over instead of leaving the board.
    bool flips = false;
};

} // namespace draughts::app
