#pragma once

#include <draughts/core/move.hpp>
#include <draughts/rules/capture_routes.hpp>

#include <QMetaType>

namespace draughts::app {

// What a player decides when it is his turn: the one answer to
// Player::beginTurn. The controller checks every decision against the
// rules through game::Game and refuses what they do not allow.
struct Decision {
    enum class Kind {
        Move,          // play `move`: a step, a capture or a placement from hand
        Claim,         // take the claimable piece on `square`; NoSquare: the stone left in hand
        DeclineClaims, // let the pending claims lapse; the turn goes on
        OfferDraw,     // offer the opponent a draw; the turn goes on if it is declined
        Resign,
    };

    Kind kind = Kind::Move;
    core::Move move{};
    // Move: the landing squares as entered, which may be another route of
    // the same capture than the move's own (rules::routesOf); empty: the
    // move's own route. Only animations follow it.
    rules::Route route;
    core::Square square = core::NoSquare; // Claim

    static Decision play(const core::Move& move, rules::Route route = {});
    static Decision claim(core::Square square);
    static Decision claimHandStone() { return claim(core::NoSquare); }
    static Decision declineClaims();
    static Decision offerDraw();
    static Decision resign();
};

inline Decision Decision::play(const core::Move& move, rules::Route route)
{
    Decision d;
    d.move = move;
    d.route = std::move(route);
    return d;
}

inline Decision Decision::claim(core::Square square)
{
    Decision d;
    d.kind = Kind::Claim;
    d.square = square;
    return d;
}

inline Decision Decision::declineClaims()
{
    Decision d;
    d.kind = Kind::DeclineClaims;
    return d;
}

inline Decision Decision::offerDraw()
{
    Decision d;
    d.kind = Kind::OfferDraw;
    return d;
}

inline Decision Decision::resign()
{
    Decision d;
    d.kind = Kind::Resign;
    return d;
}

} // namespace draughts::app

// Decisions may cross threads in queued signals (a player thinking in a worker).
Q_DECLARE_METATYPE(draughts::app::Decision)
