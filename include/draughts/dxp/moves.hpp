#pragma once

// DXP names a move by its from and to squares and the squares of the
// pieces it captures (docs/dxp.md); our moves also know their route. This
// maps one onto the other with the rules library's legal moves.

#include <draughts/core/move.hpp>
#include <draughts/dxp/dxp_message.hpp>

#include <optional>
#include <string>

namespace draughts::dxp {

// The MOVE message for one of our International moves; captured squares
// in increasing order.
MoveMessage toMessage(const core::Move& move, int seconds);

struct MoveMatch {
    std::optional<core::Move> move;
    std::string error; // why no legal move fits, when none does
    explicit operator bool() const { return move.has_value(); }
};

// The one move of `legal` (International moves of the side to move) that
// `message` names. Two captures from the same square to the same square
// are told apart by their captured pieces; a capture sent without its
// captured squares is accepted when only one capture fits.
MoveMatch findMove(const MoveMessage& message, const core::MoveList& legal);

} // namespace draughts::dxp
