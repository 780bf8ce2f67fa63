#include <draughts/rules/fmjd_draws.hpp>

#include <algorithm>

namespace draughts::rules {

namespace {

struct Material {
    int kings = 0;
    int men = 0;
    bool loneKing() const { return kings == 1 && men == 0; }
};

Material materialOf(const core::Position& p, core::Side side)
{
    return {core::countOf(p.kingsOf(side)), core::countOf(p.men(side))};
}

// The ending of `strong` against a lone king, by its material.
FmjdEnding endingAgainstLoneKing(Material strong)
{
    const int k = strong.kings, m = strong.men;
    if ((k == 3 && m == 0) || (k == 2 && m == 1) || (k == 1 && m == 2))
        return FmjdEnding::SixteenMoves; // international.md §10.5
    if ((k == 2 && m == 0) || (k == 1 && m == 1) || (k == 1 && m == 0))
        return FmjdEnding::FiveMoves; // international.md §10.6
    return FmjdEnding::None;
}

int limitOf(FmjdEnding ending)
{
    return ending == FmjdEnding::SixteenMoves ? fmjdSixteenMovesLimit
           : ending == FmjdEnding::FiveMoves  ? fmjdFiveMovesLimit
                                              : 0;
}

} // namespace

FmjdEnding fmjdEndingOf(const core::Position& position)
{
    const Material white = materialOf(position, core::Side::White);
    const Material black = materialOf(position, core::Side::Black);
    if (black.loneKing())
        return endingAgainstLoneKing(white);
    if (white.loneKing())
        return endingAgainstLoneKing(black);
    return FmjdEnding::None;
}

FmjdCounters fmjdCountersAt(const core::Position& start)
{
    FmjdCounters counters;
    counters.ending = fmjdEndingOf(start);
    counters.endingLimit = limitOf(counters.ending);
    return counters;
}

FmjdCounters fmjdCountersAfter(const FmjdCounters& counters, const core::Position& before, const core::Move& move,
                               const core::Position& after)
{
    FmjdCounters next;
    // international.md §10.4: a capture or a man's move starts the count again.
    // A placement from hand (no square it comes from) is no king's move.
    const bool kingOnly = !move.isCapture() && move.from != core::NoSquare && core::contains(before.kings, move.from);
    next.kingPlies = kingOnly ? counters.kingPlies + 1 : 0;
    next.ending = fmjdEndingOf(after);
    if (next.ending == FmjdEnding::None)
        return next;
    if (next.ending == counters.ending) {
        // international.md §10.7: a crowning or a capture that keeps the
        // material in the same ending does not start its count again.
        next.endingPlies = counters.endingPlies + 1;
        next.endingLimit = counters.endingLimit;
        return next;
    }
    next.endingLimit = limitOf(next.ending);
    if (counters.ending != FmjdEnding::None) {
        // international.md §10.7: from 16 moves to 5 by a capture: 5 more
        // moves each, but never beyond the 16.
        next.endingLimit = std::min(next.endingLimit, counters.endingLimit - (counters.endingPlies + 1));
    }
    return next;
}

bool samePlacement(const core::Position& a, const core::Position& b)
{
    return a.white == b.white && a.black == b.black && a.kings == b.kings && a.sideToMove == b.sideToMove;
}

int occurrences(std::span<const core::Position> earlier, const core::Position& position)
{
    const auto same = [&](const core::Position& p) { return samePlacement(p, position); };
    return 1 + static_cast<int>(std::count_if(earlier.begin(), earlier.end(), same));
}

Result fmjdDraw(const FmjdCounters& counters, int repetitions)
{
    if (repetitions >= 3)
        return {Outcome::Draw, EndReason::Repetition}; // international.md §10.3
    if (counters.ending != FmjdEnding::None && counters.endingPlies >= counters.endingLimit) {
        return {Outcome::Draw,
                counters.ending == FmjdEnding::SixteenMoves ? EndReason::SixteenMoves : EndReason::FiveMoves};
    }
    if (counters.kingPlies >= fmjdKingPliesLimit)
        return {Outcome::Draw, EndReason::KingMovesOnly}; // international.md §10.4
    return {};
}

Result outcomeUnder(RuleSet ruleSet, core::Variant variant, const core::Position& position, bool canMove,
                    const FmjdCounters& counters, int repetitions)
{
    const Result result = outcome(variant, position, canMove);
    if (ruleSet != RuleSet::Fmjd || (result.isOver() && result.reason != EndReason::DrawCounter))
        return result;
    return fmjdDraw(counters, repetitions);
}

} // namespace draughts::rules
