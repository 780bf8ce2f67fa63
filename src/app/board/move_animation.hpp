#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/types.hpp>
#include <draughts/game/game.hpp>
#include <draughts/rules/capture_routes.hpp>
#include <draughts/rules/facts.hpp>

#include <optional>
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
    // Taken stones turn over instead of leaving the board (last-man.md §5.3).
    bool flips = false;
};

// How the piece on `square` of `position` looks: a stone in a game of
// two-coloured stones, else a man or a king.
PieceLook lookAt(const rules::Facts& facts, const core::Position& position, core::Square square);

// The animation of the action `played` (the game's last history entry),
// made along `route` (the landings as decided; empty: the move's own
// route); nothing for an action that moves no piece on the board.
std::optional<MoveAnimation> animationOf(core::Variant variant, const game::HistoryEntry& played,
                                         const rules::Route& route);

} // namespace draughts::app
