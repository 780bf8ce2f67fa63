#pragma once

// The search, templated on a game's policy so that it calls that game's move
// generator and evaluation directly. Private to the engine library;
// Engine (search.hpp) is the public face. docs/engine.md describes it.

#include "evaluator.hpp"
#include "rules/move_generator.hpp"
#include "transposition_table.hpp"
#include "endgame_tables.hpp"
#include "zobrist.hpp"

#include <draughts/engine/evaluation/draw_counter.hpp>
#include <draughts/engine/search.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <random>
#include <vector>

namespace draughts::engine::detail {

class SearcherBase {
public:
    virtual ~SearcherBase() = default;
    virtual SearchResult search(const core::Position& root, const SearchLimits& limits,
                                const InfoCallback& onIteration, std::span<const core::Position> earlier) = 0;
    virtual void newGame() = 0;
    virtual Score evaluate(const core::Position& position) const = 0;
};

template <class P>
class Searcher final : public SearcherBase {
public:
    explicit Searcher(const EngineConfig& config)
        : m_config(config), m_table(config.transpositionTable ? config.hashMegabytes : 0),
          m_endgame(config.endgameTables),
          m_plies(static_cast<std::size_t>(MaxPly) + 2)
    {
        clearStatistics();
    }

    SearchResult search(const core::Position& root, const SearchLimits& limits, const InfoCallback& onIteration,
                        std::span<const core::Position> earlier) override;

    void newGame() override
    {
        m_table.clear();
        clearStatistics();
    }

    Score evaluate(const core::Position& position) const override
    {
        return evaluation::fadedByDrawCounter(Evaluator<P>::evaluate(position, m_config.evaluation),
                                              position.quietPlies, P::drawCounterLimit);
    }

private:
    using Clock = std::chrono::steady_clock;
    using Move = core::Move;
    using MoveList = core::MoveList;
    using Position = core::Position;
    using Side = core::Side;

    struct RootMove {
        Move move;
        Score score = -InfiniteScore;
        Score noise = 0;
        std::vector<Move> pv;
    };

    // What the search keeps for one ply of the line it is on.
    struct PlyData {
        MoveList moves;
        std::array<std::int32_t, MoveList::Capacity> order{};
        Key key = 0;
        std::array<Move, 2> killers{};
        int killerCount = 0;
        int pvLength = 0;
        std::array<Move, MaxPly + 1> pv{};
    };

    struct HashMove {
        bool known = false;
        TableEntry entry;
    };

    // --- limits -------------------------------------------------------------
    Clock::time_point now() const { return m_config.clock ? m_config.clock() : Clock::now(); }

    void poll()
    {
        if (m_limits->nodes != 0 && m_nodes >= m_limits->nodes)
            m_stopped = true;
        if ((m_nodes & 255) != 0)
            return;
        if (m_limits->stop && m_limits->stop->load(std::memory_order_relaxed))
            m_stopped = true;
        if (m_hasDeadline && now() >= m_deadline)
            m_stopped = true;
    }

    Milliseconds elapsed() const { return std::chrono::duration_cast<Milliseconds>(now() - m_start); }

    // --- rules inside the search ---------------------------------------------
    static bool hasStones(const Position& p, Side side)
    {
        return p.pieces(side) != 0 || p.hand[static_cast<std::size_t>(side)] != 0;
    }

    // To the Last Man: a stone in hand may have to be placed before the
    // move (last-man.md §6.2).
    static bool placementDue(const Position& p)
    {
        if constexpr (P::flipsCaptured)
            return p.hand[static_cast<std::size_t>(p.sideToMove)] != 0 && !p.placedThisTurn;
        else
            return false;
    }

    static bool promotes(const Position& p, const Move& m)
    {
        return m.kind != core::MoveKind::Placement && !core::contains(p.kings, m.from) &&
               core::contains(P::promotionSquares(p.sideToMove), m.to);
    }

    // Moves after which the positions before them are not looked for again
    // (repetitions are scored as draws, see docs/engine.md): captures,
    // placements, and men's steps forward. To the Last Man's stones may
    // step back (when no stone of the side can step forward, last-man.md
    // §4.1), so there only a forward step counts; missing a repetition
    // through one costs nothing but a draw score the rules do not give
    // anyway.
    static bool irreversible(const Position& p, const Move& m)
    {
        if (m.isCapture() || m.kind == core::MoveKind::Placement)
            return true;
        if constexpr (P::flipsCaptured) {
            const bool up = m.to < m.from; // White's forward direction in the internal layout
            return up == (p.sideToMove == Side::White);
        } else {
            return !core::contains(p.kings, m.from);
        }
    }

    bool repeated(Key key, int ply, int reversible) const
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

    // --- move ordering -------------------------------------------------------
    bool isKiller(const PlyData& here, const Move& m) const
    {
        for (int k = 0; k < here.killerCount; ++k)
            if (here.killers[static_cast<std::size_t>(k)].sameMove(m))
                return true;
        return false;
    }

    void addKiller(PlyData& here, const Move& m)
    {
        if (here.killerCount > 0 && here.killers[0].sameMove(m))
            return;
        here.killers[1] = here.killers[0];
        here.killers[0] = m;
        here.killerCount = std::min(here.killerCount + 1, 2);
    }

    int& history(Side side, const Move& m) { return m_history[static_cast<std::size_t>(side)][m.from & 63U][m.to & 63U]; }

    void rewardHistory(Side side, const Move& m, int depth)
    {
        int& entry = history(side, m);
        entry += depth * depth;
        if (entry > (1 << 20))
            for (auto& table : m_history)
                for (auto& from : table)
                    for (int& value : from)
                        value /= 2;
    }

    void scoreMoves(const Position& p, PlyData& here, const HashMove& hash)
    {
        const MoveList& moves = here.moves;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const Move& m = moves[i];
            std::int32_t value = 0;
            if (hash.known && hash.entry.isMove(m))
                value = 1 << 30;
            else if (m.isCapture())
                value = (1 << 26) + core::countOf(m.captured) * 1024 + core::countOf(m.captured & p.kings) * 256 +
                        (promotes(p, m) ? 128 : 0);
            else if (promotes(p, m))
                value = 1 << 25;
            else if (here.killerCount > 0 && here.killers[0].sameMove(m))
                value = 1 << 24;
            else if (here.killerCount > 1 && here.killers[1].sameMove(m))
                value = (1 << 24) - 1;
            else
                value = history(p.sideToMove, m);
            here.order[i] = value;
        }
    }

    // Brings the best-ordered of the moves from `index` on to `index`.
    static void pickNext(PlyData& here, std::size_t index)
    {
        std::size_t best = index;
        for (std::size_t i = index + 1; i < here.moves.size(); ++i)
            if (here.order[i] > here.order[best])
                best = i;
        if (best != index) {
            std::swap(here.moves[best], here.moves[index]);
            std::swap(here.order[best], here.order[index]);
        }
    }

    void updatePv(int ply, const Move& m)
    {
        PlyData& here = m_plies[static_cast<std::size_t>(ply)];
        const PlyData& below = m_plies[static_cast<std::size_t>(ply) + 1];
        here.pv[0] = m;
        const int copied = std::min(below.pvLength, MaxPly - 1);
        std::copy_n(below.pv.begin(), copied, here.pv.begin() + 1);
        here.pvLength = copied + 1;
    }

    // --- the search ----------------------------------------------------------
    // The value of `next` for the side that moved into it: the same side
    // moves again after the first half of Black's turn in Twenty vs Ten and
    // after a placement in To the Last Man, so no sign flip there.
    Score child(const Position& next, Key key, int depth, int ply, Score alpha, Score beta, bool pvNode,
                bool sameSide, int reversible)
    {
        if (sameSide)
            return alphaBeta(next, key, depth, ply, alpha, beta, pvNode, reversible);
        return -alphaBeta(next, key, depth, ply, -beta, -alpha, pvNode, reversible);
    }

    // Compiled for several processors (rules/multiversion.hpp), with the
    // generator inlined into each version.
    DRAUGHTS_MULTIVERSION Score alphaBeta(const Position& p, Key key, int depth, int ply, Score alpha, Score beta,
                                          bool pvNode, int reversible);
    DRAUGHTS_MULTIVERSION Score quiesce(const Position& p, int ply, Score alpha, Score beta);
    Score rootSearch(int depth, Score alpha, Score beta);
    Score rootSearchEveryMove(int depth);
    void clearStatistics();

    EngineConfig m_config;
    TranspositionTable m_table;
    EndgameTables m_endgame;
    std::vector<PlyData> m_plies;
    std::array<std::array<std::array<int, 64>, 64>, 2> m_history{};

    // The current search.
    const SearchLimits* m_limits = nullptr;
    Position m_root;
    Key m_rootKey = 0;
    int m_rootReversible = 0;
    std::vector<RootMove> m_rootMoves;
    std::vector<Key> m_gameKeys;
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
    bool m_hasDeadline = false;
    Clock::time_point m_start;
    Clock::time_point m_deadline;
};

template <class P>
void Searcher<P>::clearStatistics()
{
    for (auto& side : m_history)
        for (auto& from : side)
            from.fill(0);
    for (PlyData& ply : m_plies)
        ply.killerCount = 0;
}

template <class P>
DRAUGHTS_MULTIVERSION Score Searcher<P>::alphaBeta(const Position& p, Key key, int depth, int ply, Score alpha,
                                                   Score beta, bool pvNode, int reversible)
{
    if (depth <= 0)
        return quiesce(p, ply, alpha, beta);
    PlyData& here = m_plies[static_cast<std::size_t>(ply)];
    here.pvLength = 0;
    here.key = key;
    ++m_nodes;
    poll();
    if (m_stopped)
        return 0;

    // The game ends the moment a side has no pieces (To the Last Man: none
    // in hand either, last-man.md §8.1), also halfway through a Twenty vs
    // Ten turn (twenty-vs-ten.md §8.3).
    const Side us = p.sideToMove;
    if (!hasStones(p, core::opposite(us)))
        return winIn(ply);
    if (!hasStones(p, us))
        return lossIn(ply);
    if (ply >= MaxPly - 1)
        return evaluate(p);
    if (repeated(key, ply, reversible))
        return DrawScore;
    if (const auto known = m_endgame.probe(p, ply, P::drawCounterLimit > 0 && p.quietPlies != 0))
        return *known;
    alpha = std::max(alpha, lossIn(ply));
    beta = std::min(beta, winIn(ply + 1));
    if (alpha >= beta)
        return alpha;

    HashMove hash;
    if (const TableEntry* entry = m_table.probe(key)) {
        hash.known = entry->hasMove();
        hash.entry = *entry;
        const bool deepEnough =
            m_config.exactDepthCutoffs ? hash.entry.depth == depth : hash.entry.depth >= depth;
        if (!pvNode && deepEnough) {
            const Score stored = fromTable(hash.entry.score, ply);
            if (hash.entry.bound == Bound::Exact || (hash.entry.bound == Bound::Lower && stored >= beta) ||
                (hash.entry.bound == Bound::Upper && stored <= alpha))
                return stored;
        }
    }

    rules::detail::Generator<P>(p, here.moves, rules::MoveSet::Legal).listMoves();
    // No move: lost (international.md §8.1), also when Black has no second
    // move (twenty-vs-ten.md §8.1).
    if (here.moves.empty())
        return lossIn(ply);
    if constexpr (P::drawCounterLimit > 0)
        if (p.quietPlies >= P::drawCounterLimit)
            return DrawScore;

    // A forced move, or a placement (the same player moves again at once),
    // does not use up depth.
    const bool extended = here.moves.size() == 1 || here.moves[0].kind == core::MoveKind::Placement;
    const int newDepth = extended ? depth : depth - 1;
    scoreMoves(p, here, hash);

    const Score originalAlpha = alpha;
    Score best = -InfiniteScore;
    std::size_t bestIndex = here.moves.size();
    for (std::size_t i = 0; i < here.moves.size(); ++i) {
        pickNext(here, i);
        const Move& m = here.moves[i];
        const Position next = rules::detail::play<P>(p, m);
        const Key nextKey = key ^ keyChange<P>(p, next);
        const bool same = next.sideToMove == us;
        const int nextReversible = irreversible(p, m) ? 0 : reversible + 1;
        const bool quiet = !m.isCapture() && m.kind != core::MoveKind::Placement && !promotes(p, m);
        Score score;
        if (i == 0) {
            score = child(next, nextKey, newDepth, ply + 1, alpha, beta, pvNode, same, nextReversible);
        } else {
            int reduction = 0;
            if (m_config.reductions && depth >= 3 && i >= 3 && quiet && !extended && !isKiller(here, m))
                reduction = (!pvNode && i >= 6 && depth >= 5) ? 2 : 1;
            score = child(next, nextKey, newDepth - reduction, ply + 1, alpha, alpha + 1, false, same,
                          nextReversible);
            if (score > alpha && reduction > 0)
                score = child(next, nextKey, newDepth, ply + 1, alpha, alpha + 1, false, same, nextReversible);
            if (score > alpha && score < beta && pvNode)
                score = child(next, nextKey, newDepth, ply + 1, alpha, beta, true, same, nextReversible);
        }
        if (m_stopped)
            return 0;
        if (score > best) {
            best = score;
            bestIndex = i;
            if (score > alpha) {
                alpha = score;
                updatePv(ply, m);
                if (score >= beta) {
                    if (quiet) {
                        addKiller(here, m);
                        rewardHistory(us, m, depth);
                    }
                    break;
                }
            }
        }
    }
    const Bound bound = best >= beta ? Bound::Lower : best > originalAlpha ? Bound::Exact : Bound::Upper;
    m_table.store(key, toTable(best, ply), depth, bound, bound == Bound::Upper ? nullptr : &here.moves[bestIndex]);
    return best;
}

// Captures are compulsory (international.md §5.5, last-man.md §5.2), so a
// position with a capture is never quiet: the side to move must take, and
// every capture is searched (no "standing pat").
// A position without one is scored by the evaluation.
template <class P>
DRAUGHTS_MULTIVERSION Score Searcher<P>::quiesce(const Position& p, int ply, Score alpha, Score beta)
{
    PlyData& here = m_plies[static_cast<std::size_t>(ply)];
    here.pvLength = 0;
    ++m_nodes;
    poll();
    if (m_stopped)
        return 0;
    const Side us = p.sideToMove;
    if (!hasStones(p, core::opposite(us)))
        return winIn(ply);
    if (!hasStones(p, us))
        return lossIn(ply);
    if (ply >= MaxPly - 1)
        return evaluate(p);
    if (const auto known = m_endgame.probe(p, ply, P::drawCounterLimit > 0 && p.quietPlies != 0))
        return *known;
    if (placementDue(p)) {
        // A placement is searched like a capture (the same side moves on),
        // and a full home row leaves the regular moves: list them all.
        rules::detail::Generator<P>(p, here.moves, rules::MoveSet::Legal).listMoves();
    } else {
        // Most positions here have no capture: list only the captures, and
        // where there is none count the moves (none is a loss) without
        // listing them.
        rules::detail::Generator<P> generator(p, here.moves, rules::MoveSet::Legal);
        generator.runCaptures();
        if (here.moves.empty()) {
            if (generator.countMoves() == 0)
                return lossIn(ply);
            if constexpr (P::drawCounterLimit > 0)
                if (p.quietPlies >= P::drawCounterLimit)
                    return DrawScore;
            return evaluate(p);
        }
    }
    if (here.moves.empty())
        return lossIn(ply);
    if constexpr (P::drawCounterLimit > 0)
        if (p.quietPlies >= P::drawCounterLimit)
            return DrawScore;
    if (!here.moves[0].isCapture() && here.moves[0].kind != core::MoveKind::Placement)
        return evaluate(p);

    scoreMoves(p, here, HashMove{});
    Score best = -InfiniteScore;
    for (std::size_t i = 0; i < here.moves.size(); ++i) {
        pickNext(here, i);
        const Move& m = here.moves[i];
        const Position next = rules::detail::play<P>(p, m);
        const Score score =
            next.sideToMove == us ? quiesce(next, ply + 1, alpha, beta) : -quiesce(next, ply + 1, -beta, -alpha);
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

// Principal variation search over the root moves. A move that beats the
// best so far goes to the front at once, so a search stopped halfway still
// knows its best move.
template <class P>
Score Searcher<P>::rootSearch(int depth, Score alpha, Score beta)
{
    Score best = -InfiniteScore;
    for (std::size_t i = 0; i < m_rootMoves.size(); ++i) {
        const Move m = m_rootMoves[i].move;
        const Position next = rules::detail::play<P>(m_root, m);
        const Key nextKey = m_rootKey ^ keyChange<P>(m_root, next);
        const bool same = next.sideToMove == m_root.sideToMove;
        const int reversible = irreversible(m_root, m) ? 0 : m_rootReversible + 1;
        Score score;
        if (i == 0) {
            score = child(next, nextKey, depth - 1, 1, alpha, beta, true, same, reversible);
        } else {
            score = child(next, nextKey, depth - 1, 1, alpha, alpha + 1, false, same, reversible);
            if (score > alpha && score < beta && !m_stopped)
                score = child(next, nextKey, depth - 1, 1, alpha, beta, true, same, reversible);
        }
        if (m_stopped)
            break;
        best = std::max(best, score);
        if (i == 0 || score > alpha) {
            RootMove& rm = m_rootMoves[i];
            rm.score = score;
            rm.pv.assign(1, m);
            const PlyData& below = m_plies[1];
            rm.pv.insert(rm.pv.end(), below.pv.begin(), below.pv.begin() + below.pvLength);
            if (score > alpha) {
                alpha = score;
                std::rotate(m_rootMoves.begin(), m_rootMoves.begin() + static_cast<std::ptrdiff_t>(i),
                            m_rootMoves.begin() + static_cast<std::ptrdiff_t>(i) + 1);
                if (score >= beta)
                    break;
            }
        } else {
            m_rootMoves[i].score = -InfiniteScore;
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
    for (RootMove& rm : m_rootMoves) {
        const Position next = rules::detail::play<P>(m_root, rm.move);
        const Key nextKey = m_rootKey ^ keyChange<P>(m_root, next);
        const bool same = next.sideToMove == m_root.sideToMove;
        const int reversible = irreversible(m_root, rm.move) ? 0 : m_rootReversible + 1;
        const Score score = child(next, nextKey, depth - 1, 1, -InfiniteScore, InfiniteScore, true, same, reversible);
        if (m_stopped)
            break;
        rm.score = score;
        rm.pv.assign(1, rm.move);
        const PlyData& below = m_plies[1];
        rm.pv.insert(rm.pv.end(), below.pv.begin(), below.pv.begin() + below.pvLength);
        best = std::max(best, score);
    }
    return best;
}

template <class P>
SearchResult Searcher<P>::search(const Position& root, const SearchLimits& limits, const InfoCallback& onIteration,
                                 std::span<const Position> earlier)
{
    m_limits = &limits;
    m_root = root;
    m_nodes = 0;
    m_stopped = false;
    m_start = now();
    m_hasDeadline = limits.time.count() > 0;
    m_deadline = m_start + limits.time;
    m_table.newSearch();
    for (PlyData& ply : m_plies)
        ply.killerCount = 0;
    for (auto& side : m_history)
        for (auto& from : side)
            for (int& value : from)
                value /= 4;

    SearchResult result;
    MoveList legal;
    rules::detail::generate<P>(root, legal, rules::MoveSet::Legal);
    m_rootMoves.clear();
    for (const Move& m : legal)
        if (limits.rootMoves.empty() ||
            std::any_of(limits.rootMoves.begin(), limits.rootMoves.end(), [&](const Move& r) { return r.sameMove(m); }))
            m_rootMoves.push_back(RootMove{m, -InfiniteScore, 0, {}});
    if (m_rootMoves.empty()) {
        result.score = legal.empty() ? lossIn(0) : DrawScore;
        return result;
    }
    // The weaker levels (with a random offset) play without the tables.
    std::vector<Move> candidates;
    for (const RootMove& rm : m_rootMoves)
        candidates.push_back(rm.move);
    const auto held = m_endgame.startSearch(root, candidates, limits.randomness == 0);
    if (held)
        std::erase_if(m_rootMoves, [&](const RootMove& rm) {
            return std::none_of(held->keeping.begin(), held->keeping.end(), [&](const Move& m) { return m.sameMove(rm.move); });
        });
    // The root's score as the tables know it; with the draw counter
    // running, the search's own, which keeps the counter in.
    auto rootScore = [&](Score searched) {
        return held && (P::drawCounterLimit == 0 || root.quietPlies == 0) ? EndgameTables::rootScore(*held, searched)
                                                                          : searched;
    };

    m_rootKey = keyOf<P>(root);
    m_plies[0].key = m_rootKey;
    m_gameKeys.clear();
    const std::size_t kept = std::min<std::size_t>(earlier.size(), 100);
    for (const Position& p : earlier.subspan(earlier.size() - kept))
        m_gameKeys.push_back(keyOf<P>(p));
    m_rootReversible = static_cast<int>(kept);

    // First iteration's order: the table's move, then captures and the rest
    // as in the tree.
    {
        PlyData& here = m_plies[0];
        here.moves.clear();
        for (const RootMove& rm : m_rootMoves)
            here.moves.push(rm.move);
        HashMove hash;
        if (const TableEntry* entry = m_table.probe(m_rootKey)) {
            hash.known = entry->hasMove();
            hash.entry = *entry;
        }
        scoreMoves(root, here, hash);
        std::vector<std::pair<std::int32_t, std::size_t>> keyed;
        for (std::size_t i = 0; i < m_rootMoves.size(); ++i)
            keyed.emplace_back(here.order[i], i);
        std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        std::vector<RootMove> ordered;
        for (const auto& [value, index] : keyed)
            ordered.push_back(m_rootMoves[index]);
        m_rootMoves = std::move(ordered);
    }
    if (limits.randomness > 0) {
        // Offsets drawn in the generator's order of the moves, so that they
        // depend on the seed and the position only.
        std::mt19937_64 random(limits.seed);
        std::uniform_int_distribution<int> offset(-limits.randomness, limits.randomness);
        for (const Move& m : legal) {
            const int value = offset(random);
            for (RootMove& rm : m_rootMoves)
                if (rm.move.sameMove(m))
                    rm.noise = value;
        }
    }

    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, MaxDepth) : MaxDepth;
    Score previous = 0;
    std::size_t chosen = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        Score score = 0;
        if (limits.randomness > 0) {
            score = rootSearchEveryMove(depth);
            if (!m_stopped) {
                std::stable_sort(m_rootMoves.begin(), m_rootMoves.end(),
                                 [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
                auto noisy = [](const RootMove& rm) {
                    return isDecisive(rm.score) ? rm.score : rm.score + rm.noise;
                };
                chosen = 0;
                for (std::size_t i = 1; i < m_rootMoves.size(); ++i)
                    if (noisy(m_rootMoves[i]) > noisy(m_rootMoves[chosen]))
                        chosen = i;
            }
        } else {
            Score delta = 35;
            Score alpha = -InfiniteScore;
            Score beta = InfiniteScore;
            if (depth >= 4 && !isDecisive(previous)) {
                alpha = previous - delta;
                beta = previous + delta;
            }
            while (true) {
                score = rootSearch(depth, alpha, beta);
                if (m_stopped)
                    break;
                if (score <= alpha && alpha > -InfiniteScore) {
                    alpha = delta > 500 ? -InfiniteScore : std::max(score - delta, -InfiniteScore);
                } else if (score >= beta && beta < InfiniteScore) {
                    beta = delta > 500 ? InfiniteScore : std::min(score + delta, InfiniteScore);
                } else {
                    break;
                }
                delta *= 2;
            }
            chosen = 0;
        }
        if (m_stopped) {
            // A move that beat the previous best in this unfinished iteration
            // went to the front; it is the best known.
            if (limits.randomness == 0 && result.depth > 0 && !m_rootMoves[0].move.sameMove(result.bestMove) &&
                m_rootMoves[0].score > -InfiniteScore) {
                result.bestMove = m_rootMoves[0].move;
                result.score = m_rootMoves[0].score;
                result.pv = m_rootMoves[0].pv;
            }
            break;
        }
        const RootMove& best = m_rootMoves[chosen];
        result.hasMove = true;
        result.bestMove = best.move;
        result.score = best.score;
        result.pv = best.pv;
        result.depth = depth;
        previous = m_rootMoves[0].score;
        if (onIteration)
            onIteration(SearchInfo{depth, rootScore(result.score), m_nodes, elapsed(), result.pv});
        if (m_hasDeadline && limits.stopEarly) {
            if (legal.size() == 1)
                break; // nothing to choose: answer at once
            if (isDecisive(result.score) && depth > pliesToEnd(result.score) + 4)
                break;
            if (elapsed() * 10 >= limits.time * 6)
                break; // the next iteration would hardly finish
        }
    }
    if (result.depth == 0) {
        // Stopped before the first iteration ended: the best-ordered move.
        result.hasMove = true;
        result.bestMove = m_rootMoves[0].move;
        result.score = m_rootMoves[0].score > -InfiniteScore ? m_rootMoves[0].score : evaluate(root);
        result.pv.assign(1, result.bestMove);
    }
    if (held)
        result.tables = held->value;
    result.score = rootScore(result.score);
    result.nodes = m_nodes;
    result.time = elapsed();
    result.stopped = m_stopped;
    return result;
}

} // namespace draughts::engine::detail
