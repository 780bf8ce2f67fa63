#pragma once

// The tree below the root: principal variation alpha-beta with the table,
// late move reductions and extensions, and the capture search at its
// leaves (docs/engine.md, "How the search works"). The game's rules inside
// it are search_rules.hpp's; every move comes from the kernel's generator.

#include "search_rules.hpp"
#include "searcher.hpp"

#include <draughts/rules/twenty_vs_ten.hpp>

#include <type_traits>

namespace draughts::engine::detail {

// The games where the shallow cut passed its test (docs/engine.md, "Tested
// changes"): all but Twenty vs Ten, where it made the engine win later as
// White and lose sooner as Black (counted by docs/engine.md, "Pairs by
// length").
template <class P>
constexpr bool shallowCutPays = !std::is_same_v<P, rules::TwentyVsTen>;

template <class P>
void Searcher<P>::updatePv(int ply, const Move& m)
{
    PlyData& here = m_plies[static_cast<std::size_t>(ply)];
    const PlyData& below = m_plies[static_cast<std::size_t>(ply) + 1];
    here.pv[0] = m;
    const int copied = std::min(below.pvLength, MaxPly - 1);
    std::copy_n(below.pv.begin(), copied, here.pv.begin() + 1);
    here.pvLength = copied + 1;
}

// Counts the position and tells whether the search must stop. The count
// is published now and then for a parallel search's reports. Once stopped,
// the positions the search still enters on its way back are not counted,
// so that a limit of positions is never passed.
template <class P>
DRAUGHTS_INLINE bool Searcher<P>::stopNow()
{
    if (m_stopped)
        return true;
    if ((++m_nodes & 1023) == 0)
        m_published.store(m_nodes, std::memory_order_relaxed);
    if (m_time.expired(m_nodes))
        m_stopped = true;
    return m_stopped;
}

// Counts the node and tells whether its score is known before any move is
// generated (`score`): the search is stopped (0), a side has no pieces
// (international.md §8.1), or the line is as long as the search follows.
template <class P>
DRAUGHTS_INLINE bool Searcher<P>::endsAtOnce(const Position& p, int ply, Score& score)
{
    m_plies[static_cast<std::size_t>(ply)].pvLength = 0;
    if (stopNow()) {
        score = 0;
        return true;
    }
    if (const rules::Result end = rules::outcomeByPieces<P>(p); end.isOver()) {
        score = scoreOf(end, p.sideToMove, ply);
        return true;
    }
    if (ply >= MaxPly - 1) {
        score = evaluate(p);
        return true;
    }
    return false;
}

template <class P>
DRAUGHTS_INLINE typename Searcher<P>::Probe Searcher<P>::probe(Key key, int depth, int ply, Score alpha, Score beta,
                                                               bool pvNode) const
{
    Probe found;
    const std::optional<TableEntry> entry = m_table.probe(key);
    if (!entry)
        return found;
    found.known = entry->hasMove();
    found.entry = *entry;
    const bool deepEnough = m_config.exactDepthCutoffs ? entry->depth == depth : entry->depth >= depth;
    if (!pvNode && deepEnough) {
        const Score stored = fromTable(entry->score, ply);
        found.score = stored;
        found.settles = entry->bound == Bound::Exact || (entry->bound == Bound::Lower && stored >= beta) ||
                        (entry->bound == Bound::Upper && stored <= alpha);
    }
    return found;
}

// The value of `next` for the side that moved into it: the same side
// moves again after the first half of Black's turn in Twenty vs Ten and
// after a placement in To the Last Man, so no sign flip there.
template <class P>
Score Searcher<P>::child(const Position& next, Key key, int depth, int ply, Score alpha, Score beta, bool pvNode,
                         bool sameSide, int reversible)
{
    if (sameSide)
        return alphaBeta(next, key, depth, ply, alpha, beta, pvNode, reversible);
    return -alphaBeta(next, key, depth, ply, -beta, -alpha, pvNode, reversible);
}

template <class P>
DRAUGHTS_MULTIVERSION Score Searcher<P>::alphaBeta(const Position& p, Key key, int depth, int ply, Score alpha,
                                                   Score beta, bool pvNode, int reversible)
{
    if (depth <= 0)
        return quiesce(p, ply, alpha, beta);
    PlyData& here = m_plies[static_cast<std::size_t>(ply)];
    here.key = key;
    if (Score ended = 0; endsAtOnce(p, ply, ended))
        return ended;
    const Side us = p.sideToMove;
    if (repeated(key, ply, reversible))
        return DrawScore;
    if (Score drawn = 0; fmjdDrawn(p, ply, drawn))
        return drawn;
    if (const auto known = m_endgame.probe(p, ply, P::drawCounterLimit > 0 && p.quietPlies != 0))
        return *known;
    // Mate distance pruning.
    alpha = std::max(alpha, lossIn(ply));
    beta = std::min(beta, winIn(ply + 1));
    if (alpha >= beta)
        return alpha;

    const Probe table = probe(tableKey(key, ply), depth, ply, alpha, beta, pvNode);
    if (table.settles)
        return table.score;
    if (Score cut = 0; !pvNode && shallowCut(p, key, depth, ply, beta, reversible, cut))
        return cut;
    rules::MoveGenerator<P>(p, here.moves, rules::MoveSet::Legal).listMoves();
    if (const rules::Result end = rules::outcomeOfTurn<P>(p, !here.moves.empty()); end.isOver())
        return scoreOf(end, us, ply);
    return searchMoves(p, key, depth, ply, alpha, beta, pvNode, reversible, table.known ? &table.entry : nullptr);
}

// The shallow cut, a ProbCut-like pruning: where a search of well under
// half the depth already beats beta by a margin that grows with the
// depth, the full search would almost always beat beta too, and the node
// is cut with that score less the margin. Only in null-window nodes with
// beta an evaluation (not a win or loss), and never inside another
// shallow search. The shallow search reuses this ply's move list, so it
// runs before the moves are listed. docs/engine.md lists its test.
template <class P>
DRAUGHTS_INLINE bool Searcher<P>::shallowCut(const Position& p, Key key, int depth, int ply, Score beta, int reversible,
                                             Score& score)
{
    constexpr int MarginPerPly = 5;
    if (!shallowCutPays<P> || !m_config.shallowCuts || m_inShallowSearch || depth < 3 ||
        std::abs(beta) >= TableWinScore - 10 * MaxPly)
        return false;
    const Score raisedBeta = beta + MarginPerPly * depth;
    m_inShallowSearch = true;
    const Score found = alphaBeta(p, key, depth * 2 / 5, ply, raisedBeta - 1, raisedBeta, false, reversible);
    m_inShallowSearch = false;
    if (m_stopped || found < raisedBeta)
        return false;
    score = found - MarginPerPly * depth;
    return true;
}

// The moves of a position that goes on, best first; the result goes to
// the table.
template <class P>
DRAUGHTS_INLINE Score Searcher<P>::searchMoves(const Position& p, Key key, int depth, int ply, Score alpha, Score beta,
                                               bool pvNode, int reversible, const TableEntry* hash)
{
    PlyData& here = m_plies[static_cast<std::size_t>(ply)];
    // A forced move, or a placement (the same player moves again at once),
    // does not use up depth.
    const bool extended = here.moves.size() == 1 || here.moves[0].kind == core::MoveKind::Placement;
    m_ordering.score(p, here.moves, here.order, here.killers, hash);

    const Score originalAlpha = alpha;
    Score best = -InfiniteScore;
    std::size_t bestIndex = here.moves.size();
    for (std::size_t i = 0; i < here.moves.size(); ++i) {
        MoveOrdering<P>::pickNext(here.moves, here.order, i);
        const Move& m = here.moves[i];
        const Score score = searchMove(p, key, i, depth, ply, alpha, beta, pvNode, reversible, extended);
        if (m_stopped)
            return 0;
        if (score <= best)
            continue;
        best = score;
        bestIndex = i;
        if (score <= alpha)
            continue;
        alpha = score;
        updatePv(ply, m);
        if (score >= beta) {
            if (!m.isCapture() && m.kind != core::MoveKind::Placement && !rules::crowns<P>(p, m)) {
                here.killers.add(m);
                m_ordering.reward(p.sideToMove, m, depth);
            }
            break;
        }
    }
    const Bound bound = best >= beta ? Bound::Lower : best > originalAlpha ? Bound::Exact : Bound::Upper;
    m_table.store(tableKey(key, ply), toTable(best, ply), depth, bound,
                  bound == Bound::Upper ? nullptr : &here.moves[bestIndex]);
    return best;
}

// One move of a principal variation search: the first with the full
// window, the others with a null window (late quiet ones reduced) and
// searched again when they beat alpha.
template <class P>
DRAUGHTS_INLINE Score Searcher<P>::searchMove(const Position& p, Key key, std::size_t index, int depth, int ply,
                                              Score alpha, Score beta, bool pvNode, int reversible, bool extended)
{
    const PlyData& here = m_plies[static_cast<std::size_t>(ply)];
    const Move& m = here.moves[index];
    const Position next = rules::play<P>(p, m);
    const Key nextKey = key ^ keyChange<P>(p, next);
    const bool same = next.sideToMove == p.sideToMove;
    const int nextReversible = endsRepetitionWindow(p, m) ? 0 : reversible + 1;
    const int newDepth = extended ? depth : depth - 1;
    countFmjd(p, m, next, ply);
    if (index == 0)
        return child(next, nextKey, newDepth, ply + 1, alpha, beta, pvNode, same, nextReversible);
    const bool quiet = !m.isCapture() && m.kind != core::MoveKind::Placement && !rules::crowns<P>(p, m);
    int reduction = 0;
    if (m_config.reductions && depth >= 3 && index >= 3 && quiet && !extended && !here.killers.contains(m))
        reduction = (!pvNode && index >= 6 && depth >= 5) ? 2 : 1;
    Score score = child(next, nextKey, newDepth - reduction, ply + 1, alpha, alpha + 1, false, same, nextReversible);
    if (score > alpha && reduction > 0)
        score = child(next, nextKey, newDepth, ply + 1, alpha, alpha + 1, false, same, nextReversible);
    if (score > alpha && score < beta && pvNode)
        score = child(next, nextKey, newDepth, ply + 1, alpha, beta, true, same, nextReversible);
    return score;
}

// Captures are compulsory (international.md §5.5, last-man.md §5.2), so a
// position with a capture is never quiet: the side to move must take, and
// every capture is searched (no "standing pat"). A position without one is
// scored by the evaluation.
template <class P>
DRAUGHTS_MULTIVERSION Score Searcher<P>::quiesce(const Position& p, int ply, Score alpha, Score beta)
{
    PlyData& here = m_plies[static_cast<std::size_t>(ply)];
    if (Score ended = 0; endsAtOnce(p, ply, ended))
        return ended;
    if (Score drawn = 0; fmjdDrawn(p, ply, drawn))
        return drawn;
    if (const auto known = m_endgame.probe(p, ply, P::drawCounterLimit > 0 && p.quietPlies != 0))
        return *known;
    const Side us = p.sideToMove;
    if (rules::placementDue<P>(p)) {
        // A placement is searched like a capture (the same side moves on).
        rules::MoveGenerator<P>(p, here.moves, rules::MoveSet::Legal).listMoves();
    } else {
        // Most positions here have no capture: list only the captures, and
        // where there is none count the moves (none is a loss) without
        // listing them.
        rules::MoveGenerator<P> generator(p, here.moves, rules::MoveSet::Legal);
        generator.runCaptures();
        if (here.moves.empty()) {
            if (const rules::Result end = rules::outcomeOfTurn<P>(p, generator.countMoves() != 0); end.isOver())
                return scoreOf(end, us, ply);
            return evaluate(p);
        }
    }
    if (const rules::Result end = rules::outcomeOfTurn<P>(p, !here.moves.empty()); end.isOver())
        return scoreOf(end, us, ply);
    return quiesceMoves(p, ply, alpha, beta);
}

// The captures (or placements) of a position in the capture search.
template <class P>
DRAUGHTS_INLINE Score Searcher<P>::quiesceMoves(const Position& p, int ply, Score alpha, Score beta)
{
    PlyData& here = m_plies[static_cast<std::size_t>(ply)];
    m_ordering.score(p, here.moves, here.order, here.killers, nullptr);
    Score best = -InfiniteScore;
    for (std::size_t i = 0; i < here.moves.size(); ++i) {
        MoveOrdering<P>::pickNext(here.moves, here.order, i);
        const Move& m = here.moves[i];
        const Position next = rules::play<P>(p, m);
        countFmjd(p, m, next, ply);
        const Score score = next.sideToMove == p.sideToMove ? quiesce(next, ply + 1, alpha, beta)
                                                            : -quiesce(next, ply + 1, -beta, -alpha);
        if (m_stopped)
            return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                updatePv(ply, m);
                if (score >= beta)
                    break;
            }
        }
    }
    return best;
}

} // namespace draughts::engine::detail
