#pragma once

// The move generator of one game, templated on its policy so that the hot
// path has no run-time test of which game is played. It puts together the
// parts: men's steps and king steps (steps.hpp), men's captures
// (man_captures.hpp), king captures (king_captures.hpp) and the maximum
// rule (maximum_rule.hpp), in the order of duty the rules give: a stone
// from hand first (last-man.md §6.2), then a capture if there is one
// (international.md §5.5), else a step.

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/rules/kernel/capture_limit.hpp>
#include <draughts/rules/kernel/directions.hpp>
#include <draughts/rules/kernel/king_captures.hpp>
#include <draughts/rules/kernel/man_captures.hpp>
#include <draughts/rules/kernel/maximum_rule.hpp>
#include <draughts/support/multiversion.hpp>
#include <draughts/rules/kernel/placement.hpp>
#include <draughts/rules/kernel/steps.hpp>
#include <draughts/rules/movegen.hpp>

#include <cstddef>

namespace draughts::rules {

// One generation from one position, into `out`: the constructor works out
// the sets every part needs; run(), runCaptures(), countLegal() and
// anyCapture() use them. Captures are searched piece by piece, depth
// first, with the jumped pieces left standing (they block until the move
// ends, international.md §5.6).
//
// Callers that are themselves compiled in several versions
// (DRAUGHTS_MULTIVERSION, as perft and the search are) call the inlined
// listMoves() and countMoves() instead of run() and countLegal(), so that
// the generator's sets stay in registers.
template <class P>
class MoveGenerator {
public:
    using B = typename P::BoardType;

    // Everything the generator needs from `position` is read here: it keeps
    // no reference to it (so that a position made just for it need not be
    // stored anywhere).
    MoveGenerator(const core::Position& position, core::MoveList& out, MoveSet set)
        : m_out(out), m_set(set), m_us(position.sideToMove), m_empty(B::onBoard & ~position.occupied()),
          m_jumpable(position.pieces(core::opposite(m_us)) & ~unjumpable<P>(position)),
          m_placementDue(placementDue<P>(position))
    {
        core::Bitboard movers = position.pieces(m_us);
        if (position.barred != core::NoSquare)
            movers &= ~core::bitOf(position.barred); // twenty-vs-ten.md §3.1: the second move is another piece's
        m_men = movers & ~position.kings;
        m_kings = P::hasKings ? movers & position.kings : 0;
    }

    // Lists the moves of the set in `out` (cleared first).
    DRAUGHTS_MULTIVERSION void run() { listMoves(); }

    // Lists only the captures among the moves run() lists: for Legal the
    // compulsory ones (the largest, where the game has the maximum rule; none
    // while a placement is due), for Permitted all.
    DRAUGHTS_MULTIVERSION void runCaptures()
    {
        m_out.clear();
        if (m_set == MoveSet::Legal && placing())
            return;
        const detail::KingLines lines = detail::kingLines<B>(m_kings, m_jumpable, m_empty);
        if (m_us == core::Side::White)
            captures<core::Side::White, false>(manJumps<core::Side::White>(), m_kings ? &lines : nullptr);
        else
            captures<core::Side::Black, false>(manJumps<core::Side::Black>(), m_kings ? &lines : nullptr);
    }

    // The number of moves run() lists, counted mostly without listing them
    // (perft's last ply). `out` may be overwritten.
    DRAUGHTS_MULTIVERSION std::size_t countLegal() { return countMoves(); }

    DRAUGHTS_INLINE void listMoves()
    {
        if (m_us == core::Side::White)
            list<core::Side::White>();
        else
            list<core::Side::Black>();
    }

    DRAUGHTS_INLINE std::size_t countMoves()
    {
        return m_us == core::Side::White ? count<core::Side::White>() : count<core::Side::Black>();
    }

    // Whether the side to move has any capture (movement rules: a due
    // placement does not hide it).
    DRAUGHTS_MULTIVERSION bool anyCapture() const
    {
        if (m_us == core::Side::White ? manJumps<core::Side::White>().any() : manJumps<core::Side::Black>().any())
            return true;
        return detail::kingLines<B>(m_kings, m_jumpable, m_empty).capture;
    }

private:
    // A placement is due; known at compile time in games without a hand.
    DRAUGHTS_INLINE bool placing() const
    {
        if constexpr (P::hasHand)
            return m_placementDue;
        else
            return false;
    }

    template <core::Side Us>
    DRAUGHTS_INLINE detail::ManJumps manJumps() const
    {
        return detail::singleManJumps<P, Us>(m_men, m_jumpable, m_empty);
    }

    template <core::Side Us>
    DRAUGHTS_INLINE void list()
    {
        m_out.clear();
        if (placing()) {
            // last-man.md §6.2: a stone in hand is placed before the regular move.
            core::forEachSquare(P::homeRow(Us) & m_empty,
                                [&](core::Square s) DRAUGHTS_INLINE_LAMBDA { m_out.push(core::Move::placement(s)); });
            if (m_set == MoveSet::Legal)
                return;
        }
        const std::size_t before = m_out.size();
        const detail::ManJumps jumps = manJumps<Us>();
        if (!m_kings) {
            if (jumps.any())
                captures<Us, false>(jumps, nullptr);
        } else {
            const detail::KingLines lines = detail::kingLines<B>(m_kings, m_jumpable, m_empty);
            if (jumps.any() || lines.capture)
                captures<Us, false>(jumps, &lines);
        }
        if (m_set == MoveSet::Legal && m_out.size() > before)
            return; // international.md §5.5: capturing is compulsory
        detail::addMenSteps<P, Us>(m_out, m_men, m_empty);
        detail::addKingSteps<B>(m_out, m_kings, m_empty);
    }

    template <core::Side Us>
    DRAUGHTS_INLINE std::size_t count()
    {
        if (placing()) {
            list<Us>();
            return m_out.size();
        }
        const detail::ManJumps jumps = manJumps<Us>();
        if (!m_kings) {
            if (!jumps.any())
                return detail::countMenSteps<P, Us>(m_men, m_empty);
            m_out.clear();
            const std::size_t found = captures<Us, true>(jumps, nullptr);
            // international.md §5.5: capturing is compulsory
            return m_set == MoveSet::Legal ? found : found + detail::countMenSteps<P, Us>(m_men, m_empty);
        }
        const detail::KingLines lines = detail::kingLines<B>(m_kings, m_jumpable, m_empty);
        std::size_t found = 0;
        if (jumps.any() || lines.capture) {
            m_out.clear();
            found = captures<Us, true>(jumps, &lines);
            if (m_set == MoveSet::Legal)
                return found; // capturing is compulsory
        }
        return found + detail::countMenSteps<P, Us>(m_men, m_empty) + detail::countKingSteps(lines.reach);
    }

    // Searches the captures, given the single jumps of the men and the lines
    // of the kings (null when there are none); lists them (Counting false)
    // or counts them. Returns the number found.
    template <core::Side Us, bool Counting>
    DRAUGHTS_INLINE std::size_t captures(const detail::ManJumps& jumps, const detail::KingLines* kings)
    {
        const std::size_t first = m_out.size();
        core::Bitboard kingsJumping[detail::directionCount] = {};
        if (kings && kings->capture) {
            const detail::KingJumps kingJumps = detail::singleKingJumps<B>(*kings, m_jumpable, m_empty);
            if (!kingJumps.goOn && !detail::manJumpsGoOn<P, Us>(jumps, m_jumpable, m_empty)) {
                // Every capture takes one piece: no search, no maximum to find.
                const std::size_t found = detail::singleManJumpsOnly<P, Counting>(jumps, m_out) +
                                          detail::singleKingJumpsOnly<B, Counting>(*kings, kingJumps, m_empty, m_out);
                return Counting ? found : m_out.size() - first;
            }
            detail::jumpingKings<B>(*kings, m_kings, m_empty, kingsJumping);
        } else {
            if (!jumps.any())
                return 0;
            if (!detail::manJumpsGoOn<P, Us>(jumps, m_jumpable, m_empty)) {
                const std::size_t found = detail::singleManJumpsOnly<P, Counting>(jumps, m_out);
                return Counting ? found : m_out.size() - first;
            }
        }
        return searchCaptures<Us, Counting>(jumps, kingsJumping);
    }

    // The depth-first search of every piece that can capture.
    template <core::Side Us, bool Counting>
    DRAUGHTS_INLINE std::size_t searchCaptures(const detail::ManJumps& jumps,
                                               const core::Bitboard (&kingsJumping)[detail::directionCount])
    {
        const core::Bitboard jumpingKings = detail::unionOf(kingsJumping);
        core::Bitboard origins = jumpingKings;
        detail::forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            origins |=
                detail::stepped<B, detail::opposite(D)>(detail::stepped<B, detail::opposite(D)>(jumps.landing[D]));
        });
        detail::CaptureSearch<P> search(m_out, m_set, m_empty, m_jumpable);
        core::forEachSquare(origins, [&](core::Square from) DRAUGHTS_INLINE_LAMBDA {
            search.beginPiece(from);
            if (core::contains(jumpingKings, from)) {
                detail::forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
                    constexpr int D = decltype(direction)::value;
                    if (core::contains(kingsJumping[D], from))
                        detail::kingJump<P, Counting, D>(search, from, 0);
                });
            } else {
                const core::Bitboard landings =
                    detail::manLandings<P, Us, detail::noDirection>(search, core::bitOf(from), 0);
                detail::manJumps<P, Us, Counting, detail::noDirection>(search, from, 0, landings);
            }
            search.endPiece(from);
        });
        return search.template found<Counting>();
    }

    core::MoveList& m_out;
    MoveSet m_set;
    core::Side m_us;
    core::Bitboard m_empty;
    core::Bitboard m_jumpable; // enemy pieces that may be jumped, worked out once per position
    bool m_placementDue;       // a stone in hand must be placed first (last-man.md §6.2)
    core::Bitboard m_men = 0;  // the men and kings that may move
    core::Bitboard m_kings = 0;
};

// Lists the moves of `set` in `out` (cleared first).
template <class P>
void generate(const core::Position& position, core::MoveList& out, MoveSet set)
{
    MoveGenerator<P>(position, out, set).run();
}

// Lists only the captures among them.
template <class P>
void generateCaptures(const core::Position& position, core::MoveList& out, MoveSet set)
{
    MoveGenerator<P>(position, out, set).runCaptures();
}

} // namespace draughts::rules
