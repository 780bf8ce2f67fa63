#include <draughts/engine/time_allocation.hpp>

#include <algorithm>

namespace draughts::engine {

namespace {

// What a move may lose between the end of its search and the stop of its
// clock: the answer's way through a protocol or the window, on a busy
// machine. The clock keeps this much for this move and, less the
// increment, for each move the game may still last.
constexpr long long AnswerReserve = 50;
// A clock that must last the rest of the game is spread over this many of
// the player's moves at the start, one fewer every two moves made, and
// never fewer than the second figure: a game that goes on long gets a
// slowly shrinking share of what is left instead of running out.
constexpr int GameMoves = 45;
constexpr int FewestMovesToGo = 15;
// The answers are paid for up to this many moves of the player: a game of
// 120 moves each (240 plies, longer than almost any) does not lose on time
// even when every move thinks to its limit and its answer takes 50 ms.
constexpr int LongestGame = 135;

int movesToGo(const ClockTime& clock)
{
    if (clock.movesToGo > 0)
        return clock.movesToGo;
    return std::max(FewestMovesToGo, GameMoves - clock.movesMade / 2);
}

// The share of an even share a move gets, in percent: the first moves
// are the best known and the simplest, the middle game is where a game is
// won or lost, the ending needs exact but shallower counting.
int phasePercent(int movesMade)
{
    if (movesMade < 10)
        return 80;
    if (movesMade < 40)
        return 125;
    return 100;
}

} // namespace

MoveTime allotTime(const ClockTime& clock)
{
    const long long left = std::max<long long>(clock.left.count(), 0);
    const long long increment = std::max<long long>(clock.increment.count(), 0);
    const int moves = movesToGo(clock);
    const int answers = clock.movesToGo > 0 ? moves : std::max(moves, LongestGame - clock.movesMade);
    const long long reserve = std::min(std::max(AnswerReserve - increment, 0LL) * (answers - 1) + AnswerReserve, left);
    const long long usable = left - reserve;
    const long long share = usable / moves + increment * 3 / 4;
    const long long target = std::min(share * phasePercent(clock.movesMade) / 100, usable);
    // Up to three times the target when the move is unsettled, but a
    // quarter of what can be spent at most, so that one hard move leaves
    // enough for the rest (more only when the target itself is more: the
    // last move before the time control).
    const long long limit = std::max(target, std::min(target * 3, usable / 4));
    return {Milliseconds{std::max(target, 1LL)}, Milliseconds{std::max(limit, 1LL)}};
}

void setMoveTime(SearchLimits& limits, const MoveTime& time)
{
    limits.time = time.limit;
    limits.target = time.target < time.limit ? time.target : Milliseconds{0};
}

} // namespace draughts::engine
