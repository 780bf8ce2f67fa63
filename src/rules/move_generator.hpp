#pragma once

// The move generator, templated on a variant policy so that the hot path has
// no runtime checks of which game is played. Private to the library.
//
// Entry points (all in draughts::rules::detail):
//   generate<P>(position, out, set)          every move of the set
//   generateCaptures<P>(position, out, set)  only its captures
//   Generator<P>(position, out, set).countLegal()  how many moves generate lists
//   Generator<P>(position, out, set).anyCapture()  whether any capture exists
//   play<P>(position, move)                  the position after a move

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/rules/board.hpp>
#include <draughts/rules/movegen.hpp>

#include "board_rays.hpp"
#include "multiversion.hpp"

namespace draughts::rules::detail {

using core::Bitboard;
using core::Move;
using core::MoveKind;
using core::MoveList;
using core::Position;
using core::Side;
using core::Square;

template <class P>
constexpr Bitboard farRowOf(Side side)
{
    return side == Side::White ? P::BoardType::topRow : P::BoardType::bottomRow;
}

// Pieces that cannot be jumped: To the Last Man's stones at the capture limit.
template <class P>
Bitboard unjumpableOf(const Position& position)
{
    if constexpr (!P::flipsCaptured) {
        (void)position;
        return 0;
    } else {
        Bitboard blocked = 0;
        core::forEachSquare(position.occupied(), [&](Square s) {
            if (position.captureCount[s] >= P::captureLimit)
                blocked |= core::bitOf(s);
        });
        return blocked;
    }
}

// Whether direction D leads forward for the men of `us`.
template <int D>
constexpr bool isForward(Side us)
{
    return (us == Side::White) == leadsUp(D);
}

// One generation from one position: the constructor works out the sets every
// part needs; run(), runCaptures(), countLegal() and anyCapture() use them.
// Captures are searched piece by piece, depth first, with the jumped pieces
// left standing (they block until the move ends); a capture that takes the
// same pieces and ends on the same square as one found before is dropped.
template <class P>
class Generator {
public:
    using B = typename P::BoardType;

    Generator(const Position& position, MoveList& out, MoveSet set)
        : m_position(position), m_out(out), m_set(set), m_us(position.sideToMove),
          m_empty(B::onBoard & ~position.occupied()),
          m_jumpable(position.pieces(core::opposite(m_us)) & ~unjumpableOf<P>(position))
    {
        Bitboard movers = position.pieces(m_us);
        if (position.barred != core::NoSquare)
            movers &= ~core::bitOf(position.barred); // Black's second move is made by another piece
        m_men = movers & ~position.kings;
        m_kings = P::hasKings ? movers & position.kings : 0;
    }

    // Lists the moves of the set in `out` (cleared first).
    DRAUGHTS_MULTIVERSION void run()
    {
        if (m_us == Side::White)
            list<Side::White>(true);
        else
            list<Side::Black>(true);
    }

    // Lists only the captures among the moves run() lists: for Legal the
    // compulsory ones (the largest, where the game has the maximum rule; none
    // while a To the Last Man placement is due), for Permitted all.
    DRAUGHTS_MULTIVERSION void runCaptures()
    {
        m_out.clear();
        if (m_set == MoveSet::Legal && placementPending())
            return;
        if (m_us == Side::White)
            captures<Side::White, false>();
        else
            captures<Side::Black, false>();
    }

    // The number of moves run() lists, counted mostly without listing them
    // (perft's last ply). `out` may be overwritten.
    DRAUGHTS_MULTIVERSION std::size_t countLegal()
    {
        return m_us == Side::White ? count<Side::White>() : count<Side::Black>();
    }

    // Whether the side to move has any capture.
    DRAUGHTS_MULTIVERSION bool anyCapture() const
    {
        if (m_us == Side::White ? singleManJumps<Side::White>().any() : singleManJumps<Side::Black>().any())
            return true;
        bool found = false;
        core::forEachSquare(m_kings, [&](Square from) DRAUGHTS_INLINE_LAMBDA { found = found || kingJumpDirections(from, 0, allDirections) != 0; });
        return found;
    }

private:
    static constexpr unsigned allDirections = 0b1111;

    // Every single jump of a man, as the landing squares per direction, and
    // whether some man could jump again from where it lands.
    struct ManJumps {
        Bitboard landing[directionCount] = {};
        bool goesOn = false;
        bool any() const { return (landing[0] | landing[1] | landing[2] | landing[3]) != 0; }
    };

    template <Side Us>
    DRAUGHTS_INLINE ManJumps singleManJumps() const
    {
        ManJumps jumps;
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            if constexpr (!P::menCaptureBackward) {
                if (!isForward<D>(Us))
                    return;
            }
            jumps.landing[D] = stepped<B, D>(stepped<B, D>(m_men) & m_jumpable) & m_empty;
        });
        return jumps;
    }

    // Completes singleManJumps(): whether a man landing from a single jump
    // could jump again. Going back is never possible (the piece just jumped
    // still stands there), and the square the man left plays no part in any
    // other jump, so the sets of all men can be tested together.
    template <Side Us>
    DRAUGHTS_INLINE bool manJumpsGoOn(const ManJumps& jumps) const
    {
        bool goesOn = false;
        forEachDirection([&](auto from) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(from)::value;
            const Bitboard landed = jumps.landing[D];
            if (!landed)
                return;
            forEachDirection([&](auto next) DRAUGHTS_INLINE_LAMBDA {
                constexpr int N = decltype(next)::value;
                if constexpr (N != opposite(D)) {
                    if constexpr (!P::menCaptureBackward) {
                        if (!isForward<N>(Us))
                            return;
                    }
                    Bitboard from2 = landed;
                    if constexpr (P::promoteMidCapture)
                        from2 &= ~P::promotionSquares(Us); // a man crowned on the way stops there
                    goesOn = goesOn || (stepped<B, N>(stepped<B, N>(from2) & m_jumpable) & m_empty) != 0;
                }
            });
        });
        return goesOn;
    }

    DRAUGHTS_INLINE bool placementPending() const
    {
        if constexpr (P::flipsCaptured)
            return m_position.hand[static_cast<std::size_t>(m_us)] > 0 && !m_position.placedThisTurn &&
                   (P::homeRow(m_us) & m_empty) != 0;
        else
            return false;
    }

    DRAUGHTS_INLINE bool maximumApplies() const { return P::maximumCapture && m_set == MoveSet::Legal; }

    template <Side Us>
    DRAUGHTS_INLINE void list(bool withSteps)
    {
        m_out.clear();
        if constexpr (P::flipsCaptured) {
            if (placementPending()) {
                // To the Last Man: a stone in hand is placed before the regular move.
                core::forEachSquare(P::homeRow(Us) & m_empty, [&](Square s) DRAUGHTS_INLINE_LAMBDA { m_out.push(Move::placement(s)); });
                if (m_set == MoveSet::Legal)
                    return;
            }
        }
        const std::size_t before = m_out.size();
        captures<Us, false>();
        if (!withSteps || (m_set == MoveSet::Legal && m_out.size() > before))
            return; // capturing is compulsory
        addSteps<Us>();
    }

    template <Side Us>
    DRAUGHTS_INLINE std::size_t count()
    {
        if (placementPending()) {
            list<Us>(true);
            return m_out.size();
        }
        m_out.clear();
        const std::size_t captureCount = captures<Us, true>();
        if (captureCount > 0 && m_set == MoveSet::Legal)
            return captureCount;
        return captureCount + stepCount<Us>();
    }

    // Searches the captures; lists them (Counting false) or counts them.
    // Returns the number found.
    template <Side Us, bool Counting>
    DRAUGHTS_INLINE std::size_t captures()
    {
        m_firstCapture = m_out.size();
        m_best = 0;
        m_singles = 0;
        const ManJumps jumps = singleManJumps<Us>();
        Bitboard jumpingKings = 0;
        core::forEachSquare(m_kings, [&](Square from) DRAUGHTS_INLINE_LAMBDA {
            if (kingJumpDirections(from, 0, allDirections))
                jumpingKings |= core::bitOf(from);
        });
        if (!jumpingKings) {
            if (!jumps.any())
                return 0;
            if (!manJumpsGoOn<Us>(jumps))
                return singleJumpsOnly<Us, Counting>(jumps);
        }
        Bitboard origins = jumpingKings;
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            origins |= stepped<B, opposite(D)>(stepped<B, opposite(D)>(jumps.landing[D]));
        });
        core::forEachSquare(origins, [&](Square from) DRAUGHTS_INLINE_LAMBDA {
            m_origin = from;
            m_originFirst = m_out.size();
            m_destinations = 0;
            m_routeLength = 0;
            // The mover's own square is free once it has left (it may pass or land there).
            m_empty |= core::bitOf(from);
            if (core::contains(jumpingKings, from))
                kingJumpsFrom<Counting>(from, 0, kingJumpDirections(from, 0, allDirections));
            else
                manJumps<Us, Counting>(from, 0);
            m_empty &= ~core::bitOf(from);
        });
        if constexpr (Counting)
            return m_singles + (m_out.size() - m_firstCapture);
        else
            return m_out.size() - m_firstCapture;
    }

    // Every capture is one jump of a man: listed or counted straight from the
    // landing sets, no search needed.
    template <Side Us, bool Counting>
    DRAUGHTS_INLINE std::size_t singleJumpsOnly(const ManJumps& jumps)
    {
        std::size_t found = 0;
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            if constexpr (Counting) {
                found += static_cast<std::size_t>(core::countOf(jumps.landing[D]));
            } else {
                constexpr int delta = directions<B>[D];
                core::forEachSquare(jumps.landing[D], [&](Square to) DRAUGHTS_INLINE_LAMBDA {
                    Move move;
                    move.captured = core::bitOf(static_cast<Square>(to - delta));
                    move.from = static_cast<Square>(to - 2 * delta);
                    move.to = to;
                    move.kind = MoveKind::Capture;
                    move.pathLength = 0;
                    m_out.push(move);
                });
            }
        });
        if constexpr (Counting)
            return found;
        else
            return m_out.size() - m_firstCapture;
    }

    // The jumps of a man standing on `square` after taking `captured`.
    template <Side Us, bool Counting>
    DRAUGHTS_MULTIVERSION void manJumps(Square square, Bitboard captured)
    {
        const Bitboard at = core::bitOf(square);
        const Bitboard takeable = m_jumpable & ~captured;
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            if constexpr (!P::menCaptureBackward) {
                if (!isForward<D>(Us))
                    return;
            }
            const Bitboard over = stepped<B, D>(at) & takeable;
            const Bitboard land = stepped<B, D>(over) & m_empty;
            if (!land)
                return;
            const Square to = core::lowestSquare(land);
            const Bitboard taken = captured | over;
            m_route[m_routeLength++] = to;
            if (P::promoteMidCapture && (land & P::promotionSquares(Us)))
                record<Counting>(taken, to); // Polish: a man crowned during a capture stops there
            else if (manCanJump<Us>(land, taken))
                manJumps<Us, Counting>(to, taken);
            else
                record<Counting>(taken, to);
            --m_routeLength;
        });
    }

    template <Side Us>
    DRAUGHTS_INLINE bool manCanJump(Bitboard at, Bitboard captured) const
    {
        const Bitboard takeable = m_jumpable & ~captured;
        Bitboard land = 0;
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            if constexpr (!P::menCaptureBackward) {
                if (!isForward<D>(Us))
                    return;
            }
            land |= stepped<B, D>(stepped<B, D>(at) & takeable) & m_empty;
        });
        return land != 0;
    }

    // The directions among `allowed` (a bit per direction) in which a king on
    // `square` that has taken `captured` can jump.
    DRAUGHTS_INLINE unsigned kingJumpDirections(Square square, Bitboard captured, unsigned allowed) const
    {
        unsigned can = 0;
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            if (!(allowed & (1U << D)))
                return;
            const Slide s = slide<B, D>(square, m_empty);
            if (s.blocker >= 0 && core::contains(m_jumpable & ~captured, static_cast<Square>(s.blocker)) &&
                (stepped<B, D>(core::bitOf(static_cast<Square>(s.blocker))) & m_empty) != 0)
                can |= 1U << D;
        });
        return can;
    }

    // Follows the king's jumps from `square` in the given directions.
    template <bool Counting>
    DRAUGHTS_INLINE void kingJumpsFrom(Square square, Bitboard captured, unsigned jumpDirections)
    {
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            if (jumpDirections & (1U << D))
                kingJump<Counting, D>(square, captured);
        });
    }

    // A king on `square`, having taken `captured`, jumps in direction D if it
    // can, and follows every landing square.
    template <bool Counting, int D>
    DRAUGHTS_MULTIVERSION void kingJump(Square square, Bitboard captured)
    {
        const Slide toVictim = slide<B, D>(square, m_empty);
        if (toVictim.blocker < 0)
            return;
        const auto over = static_cast<Square>(toVictim.blocker);
        if (!core::contains(m_jumpable & ~captured, over))
            return;
        const Slide beyond = slide<B, D>(over, m_empty);
        if (!beyond.reach)
            return;
        const Bitboard taken = captured | core::bitOf(over);
        // If the king can go on straight ahead, it can from every landing
        // square, and doing so from each would only repeat the same capture
        // (same pieces, same end); it is followed from the first one only.
        const bool straightOn = beyond.blocker >= 0 && core::contains(m_jumpable & ~taken, static_cast<Square>(beyond.blocker)) &&
                                (stepped<B, D>(core::bitOf(static_cast<Square>(beyond.blocker))) & m_empty) != 0;
        constexpr unsigned sideways = allDirections & ~(1U << D) & ~(1U << opposite(D));
        Bitboard landings = beyond.reach;
        bool first = true;
        while (landings) {
            const Square to = static_cast<Square>(firstAlong<D>(landings));
            landings &= ~core::bitOf(to);
            m_route[m_routeLength++] = to;
            const unsigned allowed = first && straightOn ? (sideways | (1U << D)) : sideways;
            if (const unsigned jumps = kingJumpDirections(to, taken, allowed))
                kingJumpsFrom<Counting>(to, taken, jumps);
            else if (!straightOn)
                record<Counting>(taken, to);
            --m_routeLength;
            first = false;
        }
    }

    // A complete capture ending on `to` (the last square of the route).
    template <bool Counting>
    DRAUGHTS_INLINE void record(Bitboard captured, Square to)
    {
        const int taken = core::countOf(captured);
        if (maximumApplies()) {
            if (taken < m_best)
                return;
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
        }
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
        Move move;
        move.captured = captured;
        move.from = m_origin;
        move.to = to;
        move.kind = MoveKind::Capture;
        move.pathLength = 0;
        if constexpr (!Counting) {
            move.pathLength = static_cast<std::uint8_t>(m_routeLength - 1);
            for (int i = 0; i + 1 < m_routeLength; ++i)
                move.path[i] = m_route[i];
        }
        m_out.push(move);
    }

    template <Side Us>
    DRAUGHTS_INLINE void addSteps()
    {
        const std::size_t before = m_out.size();
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            if (isForward<D>(Us))
                addManSteps<D>();
        });
        if constexpr (P::flipsCaptured) {
            // To the Last Man: a backward step only when no stone can step forward.
            if (m_out.size() == before)
                forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
                    constexpr int D = decltype(direction)::value;
                    if (!isForward<D>(Us))
                        addManSteps<D>();
                });
        }
        core::forEachSquare(m_kings, [&](Square from) DRAUGHTS_INLINE_LAMBDA {
            forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
                constexpr int D = decltype(direction)::value;
                core::forEachSquare(slide<B, D>(from, m_empty).reach,
                                    [&](Square to) DRAUGHTS_INLINE_LAMBDA { m_out.push(Move::step(from, to)); });
            });
        });
    }

    template <int D>
    DRAUGHTS_INLINE void addManSteps()
    {
        constexpr int delta = directions<B>[D];
        core::forEachSquare(stepped<B, D>(m_men) & m_empty,
                            [&](Square to) DRAUGHTS_INLINE_LAMBDA { m_out.push(Move::step(static_cast<Square>(to - delta), to)); });
    }

    template <Side Us>
    DRAUGHTS_INLINE std::size_t stepCount() const
    {
        int steps = 0;
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            if (isForward<D>(Us))
                steps += core::countOf(stepped<B, D>(m_men) & m_empty);
        });
        if constexpr (P::flipsCaptured) {
            if (steps == 0)
                forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
                    constexpr int D = decltype(direction)::value;
                    if (!isForward<D>(Us))
                        steps += core::countOf(stepped<B, D>(m_men) & m_empty);
                });
        }
        if (m_kings) {
            forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
                constexpr int D = decltype(direction)::value;
                steps += core::countOf(slideAll<B, D>(m_kings, m_empty));
            });
        }
        return static_cast<std::size_t>(steps);
    }

    const Position& m_position;
    MoveList& m_out;
    MoveSet m_set;
    Side m_us;
    Bitboard m_empty;
    Bitboard m_jumpable; // enemy pieces that may be jumped, worked out once per position
    Bitboard m_men = 0;  // the men and kings that may move
    Bitboard m_kings = 0;

    // The capture search.
    int m_best = 0;                 // most pieces taken so far (maximum rule)
    std::size_t m_firstCapture = 0; // where the captures start in m_out
    std::size_t m_singles = 0;      // counting: captures of one piece, not listed
    Square m_origin = core::NoSquare;
    std::size_t m_originFirst = 0; // where the captures of m_origin start in m_out
    Bitboard m_destinations = 0;   // where captures of two or more pieces from m_origin end
    int m_routeLength = 0;
    Square m_route[Move::MaxPath + 1];
};

template <class P>
void generate(const Position& position, MoveList& out, MoveSet set)
{
    Generator<P>(position, out, set).run();
}

template <class P>
void generateCaptures(const Position& position, MoveList& out, MoveSet set)
{
    Generator<P>(position, out, set).runCaptures();
}

template <class P>
Position play(const Position& position, const Move& move)
{
    Position next = position;
    const Side us = position.sideToMove;
    const Side them = core::opposite(us);
    if (move.kind == MoveKind::Placement) {
        next.pieces(us) |= core::bitOf(move.to);
        next.captureCount[move.to] = 0;
        --next.hand[static_cast<std::size_t>(us)];
        next.placedThisTurn = true;
        return next;
    }
    const Bitboard fromTo = core::bitOf(move.from) ^ core::bitOf(move.to); // empty when a king returns to its start
    const bool wasKing = core::contains(position.kings, move.from);
    next.pieces(us) ^= fromTo;
    if (wasKing)
        next.kings ^= fromTo;
    if (move.captured) {
        next.pieces(them) &= ~move.captured;
        if constexpr (P::flipsCaptured) {
            next.pieces(us) |= move.captured; // To the Last Man: jumped stones flip
            core::forEachSquare(move.captured, [&](Square s) { ++next.captureCount[s]; });
        } else {
            next.kings &= ~move.captured;
        }
        next.quietPlies = 0;
    } else if (P::drawCounterLimit > 0 && next.quietPlies < 255) {
        ++next.quietPlies; // only games with the 30-move rule keep the count
    }
    if (!wasKing && core::contains(P::promotionSquares(us), move.to))
        next.kings |= core::bitOf(move.to);
    if constexpr (P::flipsCaptured) {
        next.captureCount[move.from] = 0;
        next.captureCount[move.to] = 0; // the count resets when the stone moves
        if (core::contains(farRowOf<P>(us), move.to)) {
            next.pieces(us) &= ~core::bitOf(move.to); // To the Last Man: far row into the hand
            ++next.hand[static_cast<std::size_t>(us)];
        }
    }
    if (P::blackDoubleMove && us == Side::Black && position.barred == core::NoSquare) {
        next.barred = move.to; // the first half of Black's turn
        return next;
    }
    next.barred = core::NoSquare;
    next.placedThisTurn = false;
    next.sideToMove = them;
    return next;
}

} // namespace draughts::rules::detail
