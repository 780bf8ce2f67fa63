#pragma once

// The state of one capture search, shared by the men's and the kings'
// captures: the board as the capturing side sees it, the route being
// followed, and the list of captures found, which keeps only the largest
// under the maximum rule and each capture once.

#include <draughts/core/move.hpp>
#include <draughts/core/types.hpp>
#include <draughts/rules/kernel/directions.hpp>
#include <draughts/support/multiversion.hpp>
#include <draughts/rules/movegen.hpp>

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace draughts::rules::detail {

using core::Move;
using core::MoveKind;
using core::MoveList;
using core::Square;

// A capture of `captured` from `from` to `to`, no landing in between recorded.
DRAUGHTS_INLINE Move captureMove(Square from, Square to, Bitboard captured)
{
    Move move;
    move.captured = captured;
    move.from = from;
    move.to = to;
    move.kind = MoveKind::Capture;
    move.pathLength = 0;
    return move;
}

// One search for the captures of the side to move, appended to `out`. A
// capture counts or lists (Counting) every way of taking pieces to the end;
// under the maximum rule (international.md §5.5) a larger capture drops the
// smaller ones found before it. Two captures that take the same pieces and
// end on the same square are one move (international.md §5.8).
template <class P>
class CaptureSearch {
public:
    CaptureSearch(MoveList& out, MoveSet set, Bitboard empty, Bitboard jumpable)
        : m_empty(empty), m_jumpable(jumpable), m_out(out), m_set(set), m_firstCapture(out.size()),
          m_originFirst(out.size())
    {}

    // The empty squares; the capturing piece's own square is one while it moves.
    DRAUGHTS_INLINE Bitboard empty() const { return m_empty; }
    // The enemy pieces that may be jumped (not at the capture limit).
    DRAUGHTS_INLINE Bitboard jumpable() const { return m_jumpable; }

    // The captures of the piece on `from` are searched next. Its square is
    // free once it has left: it may pass or land there.
    DRAUGHTS_INLINE void beginPiece(Square from)
    {
        m_origin = from;
        m_originFirst = m_out.size();
        m_destinations = 0;
        m_routeLength = 0;
        m_empty |= core::bitOf(from);
    }
    DRAUGHTS_INLINE void endPiece(Square from) { m_empty &= ~core::bitOf(from); }

    // The route goes on to `to`, and comes back from it (listing only: a
    // counted capture needs no route).
    template <bool Counting>
    DRAUGHTS_INLINE void enter(Square to)
    {
        if constexpr (!Counting)
            m_route[m_routeLength++] = to;
    }
    template <bool Counting>
    DRAUGHTS_INLINE void leave()
    {
        if constexpr (!Counting)
            --m_routeLength;
    }

    // A complete capture of `captured` ending on `to` (the last square of the route).
    template <bool Counting>
    DRAUGHTS_INLINE void record(Bitboard captured, Square to)
    {
        const int taken = core::countOf(captured);
        if (admit(taken))
            store<Counting>(captured, to, taken);
    }

    // Captures of `captured` ending on each of the `landings`, reached from
    // the route so far by one jump in direction D.
    template <bool Counting, int D>
    DRAUGHTS_INLINE void recordEach(Bitboard captured, Bitboard landings)
    {
        const int taken = core::countOf(captured);
        if (!admit(taken))
            return;
        if (Counting && taken == 1) {
            m_singles += static_cast<std::size_t>(core::countOf(landings));
            return;
        }
        while (landings) {
            const Square to = static_cast<Square>(firstAlong<D>(landings));
            landings &= ~core::bitOf(to);
            enter<Counting>(to);
            store<Counting>(captured, to, taken);
            leave<Counting>();
        }
    }

    // The number of captures found.
    template <bool Counting>
    DRAUGHTS_INLINE std::size_t found() const
    {
        const std::size_t listed = m_out.size() - m_firstCapture;
        return Counting ? m_singles + listed : listed;
    }

private:
    DRAUGHTS_INLINE bool maximumApplies() const { return P::maximumCapture && m_set == MoveSet::Legal; }

    // Under the maximum rule, whether a capture of `taken` pieces may join
    // the list; a larger one than any before empties it first.
    DRAUGHTS_INLINE bool admit(int taken)
    {
        if (!maximumApplies())
            return true;
        if (taken < m_best)
            return false;
        if (taken > m_best) {
            // A larger capture: the smaller ones found so far are not legal.
            m_best = taken;
            if (m_firstCapture == 0)
                m_out.clear();
            while (m_out.size() > m_firstCapture)
                m_out.removeAt(m_out.size() - 1);
            m_singles = 0;
            m_originFirst = m_firstCapture;
            m_destinations = 0;
        }
        return true;
    }

    template <bool Counting>
    DRAUGHTS_INLINE void store(Bitboard captured, Square to, int taken)
    {
        if (taken == 1 && Counting) {
            ++m_singles; // one piece taken: two routes never meet, no key needed
            return;
        }
        if (taken >= 2) {
            // The same pieces taken, ending on the same square, is one move.
            // Only a second capture ending on a square already seen needs the
            // look back.
            if (m_destinations & core::bitOf(to)) {
                for (std::size_t i = m_originFirst; i < m_out.size(); ++i)
                    if (m_out[i].to == to && m_out[i].captured == captured)
                        return;
            }
            m_destinations |= core::bitOf(to);
        }
        Move move = captureMove(m_origin, to, captured);
        if constexpr (!Counting) {
            // The whole buffer in one fixed-size copy; only the first
            // pathLength squares mean anything.
            move.pathLength = static_cast<std::uint8_t>(m_routeLength - 1);
            std::memcpy(move.path, m_route, sizeof move.path);
        }
        m_out.push(move);
    }

    Bitboard m_empty;
    Bitboard m_jumpable;
    MoveList& m_out;
    MoveSet m_set;
    int m_best = 0;                   // most pieces taken so far (maximum rule)
    std::size_t m_firstCapture;       // where the captures start in m_out
    std::size_t m_singles = 0;        // counting: captures of one piece, not listed
    Square m_origin = core::NoSquare; // the piece whose captures are searched
    std::size_t m_originFirst;        // where the captures of m_origin start in m_out
    Bitboard m_destinations = 0;      // where captures of two or more pieces from m_origin end
    int m_routeLength = 0;
    Square m_route[Move::MaxPath + 1]{}; // the landing squares so far (listing only)
};

} // namespace draughts::rules::detail
