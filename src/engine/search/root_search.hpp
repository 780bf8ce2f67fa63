#pragma once

// The root of the search: the moves of the searched position, iterative
// deepening with aspiration windows, the lines of a search of several, the
// weaker levels' full-window search of every move, and the best move known
// when the search is stopped (docs/engine.md, "How the search works",
// "Several lines", "Best move so far").

#include "root_randomness.hpp"
#include "searcher.hpp"

#include <algorithm>
#include <utility>

namespace draughts::engine::detail {

// A fall of the score from one iteration to the next that is worth more
// time on a clock: a third of a man.
inline constexpr Score ScoreFall = 30;

template <class P>
SearchResult Searcher<P>::searchHere(const Position& root, const SearchLimits& limits, const InfoCallback& onIteration,
                                     std::span<const Position> earlier, const rules::FmjdCounters& fmjd)
{
    m_time.start(limits);
    m_root = root;
    m_plies[0].fmjd = fmjd;
    m_nodes = 0;
    m_stopped = false;
    for (PlyData& ply : m_plies)
        ply.killers.clear();
    m_ordering.age();

    SearchResult result;
    MoveList legal;
    rules::generate<P>(root, legal, rules::MoveSet::Legal);
    collectRootMoves(legal, limits);
    if (m_rootMoves.empty()) {
        result.score = legal.empty() ? lossIn(0) : DrawScore;
        return result;
    }
    keepTablesMoves(root, limits);
    startSearch(root, earlier);
    if (limits.randomness > 0)
        drawOffsets(m_rootMoves, legal, limits.randomness, limits.seed);

    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, MaxDepth) : MaxDepth;
    m_lineCount = std::clamp<std::size_t>(static_cast<std::size_t>(std::max(limits.lines, 1)), 1, m_rootMoves.size());
    m_previous.assign(m_lineCount, 0);
    m_chosen = 0;
    int changedAt = 0; // the last iteration that chose another move than the one before
    for (int depth = 1; depth <= maxDepth; ++depth) {
        const bool known = result.depth > 0;
        const Move knownMove = result.bestMove;
        const Score knownScore = result.score;
        if (!iterate(depth, result, limits, onIteration))
            break;
        if (known && !result.bestMove.sameMove(knownMove))
            changedAt = depth;
        const Unrest unrest{changedAt > 0 && depth - changedAt <= 1,
                            known && !isDecisive(knownScore) && knownScore - result.score >= ScoreFall};
        if (limits.stopEarly &&
            m_time.enoughAfter(depth, legal.size(), isDecisive(result.score) ? pliesToEnd(result.score) : -1, unrest))
            break;
    }
    if (result.depth == 0) {
        // Stopped before the first iteration ended: the best-ordered move.
        result.hasMove = true;
        result.bestMove = m_rootMoves[0].move;
        result.score = m_rootMoves[0].score > -InfiniteScore ? m_rootMoves[0].score : evaluate(root);
        result.pv.assign(1, result.bestMove);
        result.lines.assign(1, SearchLine{result.bestMove, result.score, 0, result.pv});
    }
    if (m_held)
        result.tables = m_held->value;
    result.score = rootScore(result.score);
    result.lines = scoredLines(std::move(result.lines));
    result.nodes = m_nodes;
    result.time = m_time.elapsed();
    result.stopped = m_stopped;
    return result;
}

// The legal moves the search may choose from (SearchLimits::rootMoves).
template <class P>
void Searcher<P>::collectRootMoves(const MoveList& legal, const SearchLimits& limits)
{
    m_rootMoves.clear();
    for (const Move& m : legal)
        if (limits.rootMoves.empty() ||
            std::any_of(limits.rootMoves.begin(), limits.rootMoves.end(), [&](const Move& r) { return r.sameMove(m); }))
            m_rootMoves.push_back(RootMove{m, -InfiniteScore, 0, {}});
}

// The root moves that keep the value the endgame tables give the root (the
// others throw a win away or walk into a loss); the weaker levels, which
// pick with a random offset, play without the tables.
template <class P>
void Searcher<P>::keepTablesMoves(const Position& root, const SearchLimits& limits)
{
    std::vector<Move> candidates;
    for (const RootMove& rm : m_rootMoves)
        candidates.push_back(rm.move);
    m_held = m_endgame.startSearch(root, candidates, limits.randomness == 0);
    if (!m_held)
        return;
    std::erase_if(m_rootMoves, [&](const RootMove& rm) {
        return std::none_of(m_held->keeping.begin(), m_held->keeping.end(),
                            [&](const Move& m) { return m.sameMove(rm.move); });
    });
}

// Whether the root's score is the tables' (they hold it): not with the draw
// counter running, which the search's own score keeps in and theirs not.
template <class P>
bool Searcher<P>::tablesScoreRoot() const
{
    return m_held && (P::drawCounterLimit == 0 || m_root.quietPlies == 0);
}

template <class P>
Score Searcher<P>::rootScore(Score searched) const
{
    return tablesScoreRoot() ? EndgameTables::rootScore(*m_held, searched) : searched;
}

// The lines with the scores they are reported with: the first the root's,
// each other one as the tables know its move, which may put the others in
// another order.
template <class P>
std::vector<SearchLine> Searcher<P>::scoredLines(std::vector<SearchLine> lines) const
{
    if (lines.empty())
        return lines;
    lines.front().score = rootScore(lines.front().score);
    if (!tablesScoreRoot())
        return lines;
    for (auto line = lines.begin() + 1; line != lines.end(); ++line)
        line->score = EndgameTables::lineScore(*m_held, line->move, line->score);
    std::stable_sort(lines.begin() + 1, lines.end(),
                     [](const SearchLine& a, const SearchLine& b) { return a.score > b.score; });
    return lines;
}

// The keys of the root and of the game's positions before it (the last
// 100), which a repetition is looked for in; then the first order of the
// root moves.
template <class P>
void Searcher<P>::startSearch(const Position& root, std::span<const Position> earlier)
{
    m_rootKey = keyOf<P>(root);
    m_plies[0].key = m_rootKey;
    m_gameKeys.clear();
    const std::size_t kept = std::min<std::size_t>(earlier.size(), 100);
    for (const Position& p : earlier.subspan(earlier.size() - kept))
        m_gameKeys.push_back(keyOf<P>(p));
    m_rootReversible = static_cast<int>(kept);
    orderRootMoves();
}

// The first iteration's order: the table's move, then captures and the rest
// as in the tree.
template <class P>
void Searcher<P>::orderRootMoves()
{
    PlyData& here = m_plies[0];
    here.moves.clear();
    for (const RootMove& rm : m_rootMoves)
        here.moves.push(rm.move);
    const std::optional<TableEntry> entry = m_table.probe(tableKey(m_rootKey, 0));
    m_ordering.score(m_root, here.moves, here.order, here.killers, entry && entry->hasMove() ? &*entry : nullptr);
    std::vector<std::pair<std::int32_t, std::size_t>> keyed;
    for (std::size_t i = 0; i < m_rootMoves.size(); ++i)
        keyed.emplace_back(here.order[i], i);
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<RootMove> ordered;
    for (const auto& [value, index] : keyed)
        ordered.push_back(m_rootMoves[index]);
    m_rootMoves = std::move(ordered);
}

// One iteration of iterative deepening; false when it was stopped (the
// result then holds the best move known).
template <class P>
bool Searcher<P>::iterate(int depth, SearchResult& result, const SearchLimits& limits, const InfoCallback& onIteration)
{
    if (limits.randomness > 0) {
        rootSearchEveryMove(depth);
        if (!m_stopped)
            m_chosen = chooseWithOffsets(m_rootMoves);
    } else {
        searchLines(depth + m_depthOffset);
        m_chosen = 0;
    }
    if (m_stopped) {
        // A move that beat the previous best in this unfinished iteration
        // went to the front; it is the best known.
        if (limits.randomness == 0 && result.depth > 0 && !m_rootMoves[0].move.sameMove(result.bestMove) &&
            m_rootMoves[0].score > -InfiniteScore) {
            result.bestMove = m_rootMoves[0].move;
            result.score = m_rootMoves[0].score;
            result.pv = m_rootMoves[0].pv;
            leadWith(result.lines, lineOf(m_rootMoves[0], result.depth));
        }
        return false;
    }
    const RootMove& best = m_rootMoves[m_chosen];
    result.hasMove = true;
    result.bestMove = best.move;
    result.score = best.score;
    result.pv = best.pv;
    result.depth = depth;
    result.lines = linesOf(m_rootMoves, m_lineCount, depth);
    for (std::size_t line = 0; line < m_lineCount; ++line)
        m_previous[line] = m_rootMoves[line].score;
    if (onIteration)
        onIteration(SearchInfo{depth, rootScore(result.score), nodesSoFar(), m_time.elapsed(), result.pv,
                               scoredLines(result.lines)});
    return true;
}

// Each line the best of the root moves the lines before it left: line k is
// searched among the moves from the k-th on, those before it holding the
// lines found. One line is the plain search of every root move.
template <class P>
void Searcher<P>::searchLines(int depth)
{
    for (std::size_t line = 0; line < m_lineCount && !m_stopped; ++line)
        aspirationSearch(depth, m_previous[line], line);
    if (!m_stopped)
        sortLines(m_rootMoves, m_lineCount);
}

// A search of the root moves from `first` on with a window of ±35 around
// the last iteration's score from depth 4 on, widened until the score
// falls inside it.
template <class P>
Score Searcher<P>::aspirationSearch(int depth, Score previous, std::size_t first)
{
    Score delta = 35;
    Score alpha = -InfiniteScore;
    Score beta = InfiniteScore;
    if (depth >= 4 && !isDecisive(previous)) {
        alpha = previous - delta;
        beta = previous + delta;
    }
    while (true) {
        const Score score = rootSearch(depth, alpha, beta, first);
        if (m_stopped)
            return score;
        if (score <= alpha && alpha > -InfiniteScore)
            alpha = delta > 500 ? -InfiniteScore : std::max(score - delta, -InfiniteScore);
        else if (score >= beta && beta < InfiniteScore)
            beta = delta > 500 ? InfiniteScore : std::min(score + delta, InfiniteScore);
        else
            return score;
        delta *= 2;
    }
}

// The root move `index` searched to `depth`: with the window given, or
// first with a null window and again with the full one when it beats alpha.
template <class P>
Score Searcher<P>::searchRootMove(std::size_t index, int depth, Score alpha, Score beta, bool fullWindow)
{
    const Move m = m_rootMoves[index].move;
    const Position next = rules::play<P>(m_root, m);
    const Key nextKey = m_rootKey ^ keyChange<P>(m_root, next);
    const bool same = next.sideToMove == m_root.sideToMove;
    const int reversible = endsRepetitionWindow(m_root, m) ? 0 : m_rootReversible + 1;
    countFmjd(m_root, m, next, 0);
    if (fullWindow)
        return child(next, nextKey, depth - 1, 1, alpha, beta, true, same, reversible);
    const Score score = child(next, nextKey, depth - 1, 1, alpha, alpha + 1, false, same, reversible);
    if (score > alpha && score < beta && !m_stopped)
        return child(next, nextKey, depth - 1, 1, alpha, beta, true, same, reversible);
    return score;
}

// The move's score and principal variation, from the line just searched.
template <class P>
void Searcher<P>::keepPv(RootMove& rm, Score score)
{
    rm.score = score;
    rm.pv.assign(1, rm.move);
    const PlyData& below = m_plies[1];
    rm.pv.insert(rm.pv.end(), below.pv.begin(), below.pv.begin() + below.pvLength);
}

// Principal variation search over the root moves from `first` on (the
// ones before hold the lines found). A move that beats the best so far goes
// to the front of them at once, so a search stopped halfway still knows its
// best move.
template <class P>
Score Searcher<P>::rootSearch(int depth, Score alpha, Score beta, std::size_t first)
{
    Score best = -InfiniteScore;
    for (std::size_t i = first; i < m_rootMoves.size(); ++i) {
        const Score score = searchRootMove(i, depth, alpha, beta, i == first);
        if (m_stopped)
            break;
        best = std::max(best, score);
        if (i != first && score <= alpha) {
            m_rootMoves[i].score = -InfiniteScore;
            continue;
        }
        keepPv(m_rootMoves[i], score);
        if (score > alpha) {
            alpha = score;
            std::rotate(m_rootMoves.begin() + static_cast<std::ptrdiff_t>(first),
                        m_rootMoves.begin() + static_cast<std::ptrdiff_t>(i),
                        m_rootMoves.begin() + static_cast<std::ptrdiff_t>(i) + 1);
            if (score >= beta)
                break;
        }
    }
    return best;
}

// Every root move with a full window, for the weaker levels that pick among
// them with a random offset: each needs an exact score.
template <class P>
Score Searcher<P>::rootSearchEveryMove(int depth)
{
    Score best = -InfiniteScore;
    for (std::size_t i = 0; i < m_rootMoves.size(); ++i) {
        const Score score = searchRootMove(i, depth, -InfiniteScore, InfiniteScore, true);
        if (m_stopped)
            break;
        keepPv(m_rootMoves[i], score);
        best = std::max(best, score);
    }
    return best;
}

} // namespace draughts::engine::detail
