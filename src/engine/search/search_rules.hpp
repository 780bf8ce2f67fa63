#pragma once

// The game's rules inside the search (docs/engine.md, "How the search
// works"): the score of a finished game, repetitions, the FMJD's draw
// counters and the table's key that carries them. Every game-ending rule
// comes from the rules kernel (rules/kernel/outcome.hpp).

#include "searcher.hpp"

namespace draughts::engine::detail {

// The value of a finished game for `us`, `ply` plies from the root.
template <class P>
Score Searcher<P>::scoreOf(const rules::Result& end, Side us, int ply)
{
    const int value = rules::valueFor(end, us);
    return value > 0 ? winIn(ply) : value < 0 ? lossIn(ply) : DrawScore;
}

// Moves after which the positions before them are not looked for again
// (repetitions are scored as draws, docs/engine.md): the irreversible ones
// (rules/kernel/play.hpp). To the Last Man has none, as its stones may
// step back (last-man.md §4.1), and no repetition rule either; there a
// capture, a placement or a forward step ends the look back, which only
// costs a draw score the rules do not give anyway when a position does
// come back across one.
template <class P>
bool Searcher<P>::endsRepetitionWindow(const Position& p, const Move& m)
{
    if constexpr (P::stepBackWhenStuck)
        return m.isCapture() || m.kind == core::MoveKind::Placement || rules::isForwardStep<P>(p.sideToMove, m);
    else
        return rules::isIrreversible<P>(p, m);
}

template <class P>
bool Searcher<P>::repeated(Key key, int ply, int reversible) const
{
    if constexpr (P::drawCounterLimit > 0) {
        // The draw counter is part of the key: a position never recurs.
        (void)key, (void)ply, (void)reversible;
        return false;
    } else {
        const int limit = std::min(reversible, 100);
        for (int back = 1; back <= limit; ++back) {
            const int at = ply - back;
            const std::ptrdiff_t gameIndex = static_cast<std::ptrdiff_t>(m_gameKeys.size()) + at;
            if (at >= 0 ? m_plies[static_cast<std::size_t>(at)].key == key
                        : gameIndex >= 0 && m_gameKeys[static_cast<std::size_t>(gameIndex)] == key)
                return true;
        }
        return false;
    }
}

// Under the FMJD's rules (P::fmjdDraws): whether a counter of the
// position at `ply` has run out (international.md §10.4 to §10.6), and its
// score: a draw, unless the side to move has no move, which loses
// (§10.8: a win comes first). The repetition rule (§10.3) is repeated()'s.
template <class P>
DRAUGHTS_INLINE bool Searcher<P>::fmjdDrawn(const Position& p, int ply, Score& score)
{
    if constexpr (P::fmjdDraws) {
        if (!rules::fmjdDraw(m_plies[static_cast<std::size_t>(ply)].fmjd, 1).isOver())
            return false;
        MoveList moves;
        const bool canMove = rules::MoveGenerator<P>(p, moves, rules::MoveSet::Legal).countLegal() != 0;
        score = canMove ? DrawScore : lossIn(ply);
        return true;
    } else {
        (void)p, (void)ply, (void)score;
        return false;
    }
}

// The counters after `m` took `p` (at `ply`) to `next`, kept for ply + 1.
template <class P>
DRAUGHTS_INLINE void Searcher<P>::countFmjd(const Position& p, const Move& m, const Position& next, int ply)
{
    if constexpr (P::fmjdDraws) {
        const auto at = static_cast<std::size_t>(ply);
        m_plies[at + 1].fmjd = rules::fmjdCountersAfter(m_plies[at].fmjd, p, m, next);
    } else {
        (void)p, (void)m, (void)next, (void)ply;
    }
}

// The table's key of the position at `ply`: its key, and under the FMJD's
// rules its counters, so that a score found with a counter near its end is
// never taken for the same placement with more moves to go (docs/engine.md,
// "The FMJD's rules"). The key without them finds repetitions.
template <class P>
DRAUGHTS_INLINE Key Searcher<P>::tableKey(Key key, int ply) const
{
    if constexpr (P::fmjdDraws) {
        const rules::FmjdCounters& c = m_plies[static_cast<std::size_t>(ply)].fmjd;
        const auto packed = static_cast<std::uint64_t>(c.kingPlies) | static_cast<std::uint64_t>(c.endingPlies) << 8 |
                            static_cast<std::uint64_t>(c.endingLimit) << 16 |
                            static_cast<std::uint64_t>(c.ending) << 24;
        return packed == 0 ? key : key ^ mixedCounters(packed);
    } else {
        (void)ply;
        return key;
    }
}

} // namespace draughts::engine::detail
