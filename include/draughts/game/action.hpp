#pragma once

#include <draughts/core/move.hpp>
#include <draughts/core/types.hpp>

namespace draughts::game {

// One thing a player did: a move, or a claim made before his move.
struct Action {
    enum class Kind { Move, Claim };
    Kind kind = Kind::Move;
    core::Move move{};                     // Kind::Move
    core::Square claimed = core::NoSquare; // Kind::Claim: the piece claimed; NoSquare for a hand stone

    // The same action: the same move, or a claim of the same piece (what
    // `move` holds beside a claim does not count).
    friend bool operator==(const Action& a, const Action& b)
    {
        if (a.kind != b.kind)
            return false;
        return a.kind == Kind::Move ? a.move == b.move : a.claimed == b.claimed;
    }
};

} // namespace draughts::game
