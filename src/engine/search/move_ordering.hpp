#pragma once

// The order in which the search tries the moves of a position: the
// table's move, then captures (more pieces first, kings before men), then
// crownings, the two killer moves of the ply, and the remaining quiet moves
// by their history (how often and how deep they caused a cut-off before).

#include "transposition_table.hpp"

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/rules/kernel/play.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace draughts::engine::detail {

// The values moves are tried by, highest first, indexed like the move list.
using OrderValues = std::array<std::int32_t, core::MoveList::Capacity>;

// The last two quiet moves that caused a cut-off at one ply.
class Killers {
public:
    bool contains(const core::Move& m) const
    {
        for (int k = 0; k < m_count; ++k)
            if (m_moves[static_cast<std::size_t>(k)].sameMove(m))
                return true;
        return false;
    }
    // 2 for the newest killer, 1 for the older one, 0 for any other move.
    int rank(const core::Move& m) const
    {
        if (m_count > 0 && m_moves[0].sameMove(m))
            return 2;
        if (m_count > 1 && m_moves[1].sameMove(m))
            return 1;
        return 0;
    }
    void add(const core::Move& m)
    {
        if (m_count > 0 && m_moves[0].sameMove(m))
            return;
        m_moves[1] = m_moves[0];
        m_moves[0] = m;
        m_count = std::min(m_count + 1, 2);
    }
    void clear() { m_count = 0; }

private:
    std::array<core::Move, 2> m_moves{};
    int m_count = 0;
};

template <class P>
class MoveOrdering {
public:
    // Forgets every history (a new game).
    void clear()
    {
        for (auto& side : m_history)
            for (auto& from : side)
                from.fill(0);
    }

    // A new search keeps a quarter of what the last one learnt.
    void age()
    {
        for (auto& side : m_history)
            for (auto& from : side)
                for (int& value : from)
                    value /= 4;
    }

    // The quiet move `m` of `side` caused a cut-off `depth` plies from the leaves.
    void reward(core::Side side, const core::Move& m, int depth)
    {
        int& entry = history(side, m);
        entry += depth * depth;
        if (entry > (1 << 20))
            for (auto& table : m_history)
                for (auto& from : table)
                    for (int& value : from)
                        value /= 2;
    }

    // The value of each of `moves` in `p`; `hash` is the table's entry for
    // `p` when it names a move.
    void score(const core::Position& p, const core::MoveList& moves, OrderValues& order, const Killers& killers,
               const TableEntry* hash)
    {
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const core::Move& m = moves[i];
            std::int32_t value = 0;
            if (hash && hash->isMove(m))
                value = 1 << 30;
            else if (m.isCapture())
                value = (1 << 26) + core::countOf(m.captured) * 1024 + core::countOf(m.captured & p.kings) * 256 +
                        (rules::crowns<P>(p, m) ? 128 : 0);
            else if (rules::crowns<P>(p, m))
                value = 1 << 25;
            else if (const int killer = killers.rank(m); killer > 0)
                value = (1 << 24) - 2 + killer;
            else
                value = history(p.sideToMove, m);
            order[i] = value;
        }
    }

    // Brings the best-ordered of the moves from `index` on to `index`.
    static void pickNext(core::MoveList& moves, OrderValues& order, std::size_t index)
    {
        std::size_t best = index;
        for (std::size_t i = index + 1; i < moves.size(); ++i)
            if (order[i] > order[best])
                best = i;
        if (best != index) {
            std::swap(moves[best], moves[index]);
            std::swap(order[best], order[index]);
        }
    }

private:
    int& history(core::Side side, const core::Move& m)
    {
        return m_history[static_cast<std::size_t>(side)][m.from & 63U][m.to & 63U];
    }

    std::array<std::array<std::array<int, 64>, 64>, 2> m_history{};
};

} // namespace draughts::engine::detail
