#pragma once

#include <draughts/engine/search.hpp>

namespace draughts::engine {

// A player's clock at the start of his move (docs/engine.md, "Limits and
// time"): what it shows, what is added after each of his moves, and how
// many of his moves it must last.
struct ClockTime {
    Milliseconds left{0};
    Milliseconds increment{0};
    int movesToGo = 0; // his moves to the next time control, this one included; 0: the rest of the game
    int movesMade = 0; // his moves so far in the game
};

// The thinking time of one move: a search aims at `target` and may think
// on up to `limit` when its best move is unsettled (SearchLimits::target).
struct MoveTime {
    Milliseconds target{0};
    Milliseconds limit{0};

    // A fixed move time: nothing to save for later, so all of it is used.
    static MoveTime fixed(Milliseconds time) { return {time, time}; }
    friend bool operator==(const MoveTime&, const MoveTime&) = default;
};

// The share of the clock that one move gets: the time left less a reserve
// for the answers still to travel, spread over the moves to go (or the
// moves a game still lasts), with most of the increment; more in the
// middle game, less in the opening; the limit up to three times the
// target, never more than a quarter of what can be spent unless the target
// is. Every program that plays on a clock (the window, DXP, the Hub
// protocol) asks this function; docs/engine.md, "Limits and time", gives
// the figures.
MoveTime allotTime(const ClockTime& clock);

// The search limits of a move given its time: `limit` as the time, the
// target below it when there is one.
void setMoveTime(SearchLimits& limits, const MoveTime& time);

} // namespace draughts::engine
