#pragma once

// The move generator, templated on a variant policy so that the hot path has
// no runtime checks of which game is played. Private to the library.
//
// Entry points (all in draughts::rules::detail):
//   generate<P>(position, out, set)                every move of the set
//   generateCaptures<P>(position, out, set)        only its captures
//   Generator<P>(position, out, set).countLegal()  how many moves generate lists
//   Generator<P>(position, out, set).anyCapture()  whether any capture exists
//   play<P>(position, move)                        the position after a move
//   playAs<P, Side>(position, move)                the same, the side known
// Callers compiled with DRAUGHTS_MULTIVERSION (multiversion.hpp) may call the
// inline Generator::listMoves() and countMoves() instead of run() and
// countLegal().

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/rules/board.hpp>
#include <draughts/rules/movegen.hpp>

#include "board_rays.hpp"
#include "multiversion.hpp"

#include <cstring>

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

    // Everything the generator needs from `position` is read here: it keeps
    // no reference to it (so that a position made just for it need not be
    // stored anywhere).
    Generator(const Position& position, MoveList& out, MoveSet set)
        : m_out(out), m_set(set), m_us(position.sideToMove), m_empty(B::onBoard & ~position.occupied()),
          m_jumpable(position.pieces(core::opposite(m_us)) & ~unjumpableOf<P>(position)),
          m_handPending(P::flipsCaptured && position.hand[static_cast<std::size_t>(m_us)] > 0 && !position.placedThisTurn)
    {
        Bitboard movers = position.pieces(m_us);
        if (position.barred != core::NoSquare)
            movers &= ~core::bitOf(position.barred); // Black's second move is made by another piece
        m_men = movers & ~position.kings;
        m_kings = P::hasKings ? movers & position.kings : 0;
    }

    // Lists the moves of the set in `out` (cleared first).
    DRAUGHTS_MULTIVERSION void run() { listMoves(); }

    // Lists only the captures among the moves run() lists: for Legal the
    // compulsory ones (the largest, where the game has the maximum rule; none
    // while a To the Last Man placement is due), for Permitted all.
    DRAUGHTS_MULTIVERSION void runCaptures()
    {
        m_out.clear();
        if (m_set == MoveSet::Legal && placementPending())
            return;
        const KingLines lines = kingLines();
        if (m_us == Side::White)
            captures<Side::White, false>(singleManJumps<Side::White>(), m_kings ? &lines : nullptr);
        else
            captures<Side::Black, false>(singleManJumps<Side::Black>(), m_kings ? &lines : nullptr);
    }

    // The number of moves run() lists, counted mostly without listing them
    // (perft's last ply). `out` may be overwritten.
    DRAUGHTS_MULTIVERSION std::size_t countLegal() { return countMoves(); }

    // run() and countLegal() for callers that are themselves compiled in
    // several versions (DRAUGHTS_MULTIVERSION, as perft is): inlined there,
    // so that the generator's sets stay in registers.
    DRAUGHTS_INLINE void listMoves()
    {
        if (m_us == Side::White)
            list<Side::White>();
        else
            list<Side::Black>();
    }

    DRAUGHTS_INLINE std::size_t countMoves()
    {
        return m_us == Side::White ? count<Side::White>() : count<Side::Black>();
    }

    // Whether the side to move has any capture.
    DRAUGHTS_MULTIVERSION bool anyCapture() const
    {
        if (m_us == Side::White ? singleManJumps<Side::White>().any() : singleManJumps<Side::Black>().any())
            return true;
        return kingLines().capture;
    }

private:
    // Every single jump of a man, as the landing squares per direction.
    struct ManJumps {
        Bitboard landing[directionCount];
        bool any() const { return (landing[0] | landing[1] | landing[2] | landing[3]) != 0; }
    };

    // The empty squares the kings reach in each direction, and the enemy
    // pieces they can take going that way: worked out for all kings at once.
    struct KingLines {
        Bitboard reach[directionCount] = {};
        Bitboard victims[directionCount] = {};
        bool capture = false;
    };

    DRAUGHTS_INLINE KingLines kingLines() const
    {
        KingLines lines;
        if (!m_kings)
            return lines;
        if ((m_kings & (m_kings - 1)) == 0) {
            // One king: its four lines straight from the ray tables.
            const int square = core::lowestSquare(m_kings);
            forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
                constexpr int D = decltype(direction)::value;
                const Slide s = slide<B, D>(square, m_empty);
                lines.reach[D] = s.reach;
                lines.victims[D] = s.blocker & m_jumpable & stepped<B, opposite(D)>(m_empty);
            });
        } else {
            forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
                constexpr int D = decltype(direction)::value;
                lines.reach[D] = slideAll<B, D>(m_kings, m_empty);
                lines.victims[D] = stepped<B, D>(lines.reach[D] | m_kings) & m_jumpable & stepped<B, opposite(D)>(m_empty);
            });
        }
        lines.capture = (lines.victims[0] | lines.victims[1] | lines.victims[2] | lines.victims[3]) != 0;
        return lines;
    }

    // Where the kings land after taking one of `lines.victims`, per
    // direction, and whether a king could take more from one of those
    // squares (going straight on or turning).
    struct KingJumps {
        Bitboard landing[directionCount] = {};
        bool goOn = false;
    };

    DRAUGHTS_INLINE KingJumps singleKingJumps(const KingLines& lines) const
    {
        KingJumps jumps;
        Bitboard starts[directionCount];
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            starts[D] = jumpStarts<D>(m_jumpable);
        });
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            if (!lines.victims[D])
                return;
            // The piece taken still stands (it blocks the way back) and the
            // square the king left lies behind it: it plays no part in the
            // next jump, which goes on along the same line or crosses it at
            // the landing square.
            jumps.landing[D] = slideAll<B, D>(lines.victims[D], m_empty);
            constexpr int across = D == 0 || D == 3 ? 1 : 0;
            jumps.goOn |= (jumps.landing[D] & (starts[D] | starts[across] | starts[opposite(across)])) != 0;
        });
        return jumps;
    }

    template <Side Us>
    DRAUGHTS_INLINE ManJumps singleManJumps() const
    {
        ManJumps jumps;
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            if (P::menCaptureBackward || isForward<D>(Us))
                jumps.landing[D] = stepped<B, D>(stepped<B, D>(m_men) & m_jumpable) & m_empty;
            else
                jumps.landing[D] = 0;
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
            return m_handPending && (P::homeRow(m_us) & m_empty) != 0;
        else
            return false;
    }

    DRAUGHTS_INLINE bool maximumApplies() const { return P::maximumCapture && m_set == MoveSet::Legal; }

    template <Side Us>
    DRAUGHTS_INLINE void list()
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
        const ManJumps jumps = singleManJumps<Us>();
        if (!m_kings) {
            if (jumps.any())
                captures<Us, false>(jumps, nullptr);
        } else {
            const KingLines lines = kingLines();
            if (jumps.any() || lines.capture)
                captures<Us, false>(jumps, &lines);
        }
        if (m_set == MoveSet::Legal && m_out.size() > before)
            return; // capturing is compulsory
        addSteps<Us>();
    }

    template <Side Us>
    DRAUGHTS_INLINE std::size_t count()
    {
        if (placementPending()) {
            list<Us>();
            return m_out.size();
        }
        const ManJumps jumps = singleManJumps<Us>();
        if (!m_kings) {
            if (!jumps.any())
                return manStepCount<Us>();
            m_out.clear();
            const std::size_t found = captures<Us, true>(jumps, nullptr);
            return m_set == MoveSet::Legal ? found : found + manStepCount<Us>(); // capturing is compulsory
        }
        const KingLines lines = kingLines();
        std::size_t found = 0;
        if (jumps.any() || lines.capture) {
            m_out.clear();
            found = captures<Us, true>(jumps, &lines);
            if (m_set == MoveSet::Legal)
                return found; // capturing is compulsory
        }
        return found + manStepCount<Us>() + kingStepCount(lines);
    }

    // Searches the captures, given the single jumps of the men and the lines
    // of the kings (null when there are none); lists them (Counting false)
    // or counts them. Returns the number found.
    template <Side Us, bool Counting>
    DRAUGHTS_INLINE std::size_t captures(const ManJumps& jumps, const KingLines* kings)
    {
        m_firstCapture = m_out.size();
        m_best = 0;
        m_singles = 0;
        Bitboard jumpingKings = 0;
        if (kings && kings->capture) {
            const KingLines& lines = *kings;
            const KingJumps kingJumps = singleKingJumps(lines);
            if (!kingJumps.goOn && !manJumpsGoOn<Us>(jumps)) {
                const std::size_t found = singleJumpsOnly<Us, Counting>(jumps) + singleKingJumpsOnly<Counting>(lines, kingJumps);
                return Counting ? found : m_out.size() - m_firstCapture;
            }
            // The king taking a victim is the first piece behind it.
            forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
                constexpr int D = decltype(direction)::value;
                if (lines.victims[D])
                    m_kingsJumping[D] = stepped<B, opposite(D)>(slideAll<B, opposite(D)>(lines.victims[D], m_empty) |
                                                                lines.victims[D]) & m_kings;
                else
                    m_kingsJumping[D] = 0;
                jumpingKings |= m_kingsJumping[D];
            });
        } else {
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
            if (core::contains(jumpingKings, from)) {
                forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
                    constexpr int D = decltype(direction)::value;
                    if (core::contains(m_kingsJumping[D], from))
                        kingJump<Counting, D>(from, 0);
                });
            } else {
                manJumps<Us, Counting, -1>(from, 0, manLandings<Us, -1>(core::bitOf(from), 0));
            }
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
                m_out.pushEach(jumps.landing[D], [&](Square to) DRAUGHTS_INLINE_LAMBDA {
                    Move move;
                    move.captured = core::bitOf(static_cast<Square>(to - delta));
                    move.from = static_cast<Square>(to - 2 * delta);
                    move.to = to;
                    move.kind = MoveKind::Capture;
                    move.pathLength = 0;
                    return move;
                });
            }
        });
        return Counting ? found : m_out.size() - m_firstCapture;
    }

    // Every king capture takes one piece: counted from the landing sets, or
    // listed victim by victim (the king is the first piece behind it).
    template <bool Counting>
    DRAUGHTS_INLINE std::size_t singleKingJumpsOnly(const KingLines& lines, const KingJumps& jumps)
    {
        std::size_t found = 0;
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            if constexpr (Counting) {
                found += static_cast<std::size_t>(core::countOf(jumps.landing[D]));
            } else {
                core::forEachSquare(lines.victims[D], [&](Square victim) DRAUGHTS_INLINE_LAMBDA {
                    const Slide back = slide<B, opposite(D)>(victim, m_empty);
                    Move move;
                    move.captured = core::bitOf(victim);
                    move.from = static_cast<Square>(back.blockerBit);
                    move.kind = MoveKind::Capture;
                    move.pathLength = 0;
                    Bitboard landings = slide<B, D>(victim, m_empty).reach;
                    while (landings) {
                        move.to = static_cast<Square>(firstAlong<D>(landings));
                        landings &= ~core::bitOf(move.to);
                        m_out.push(move);
                    }
                });
            }
        });
        return found;
    }

    // Where a man on `at` that has taken `captured` lands with one more jump,
    // all directions together. `Back` is the way it came (-1 for none): the
    // piece it just took blocks that way.
    template <Side Us, int Back>
    DRAUGHTS_INLINE Bitboard manLandings(Bitboard at, Bitboard captured) const
    {
        const Bitboard takeable = m_jumpable & ~captured;
        Bitboard land = 0;
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            if constexpr (D != Back && (P::menCaptureBackward || isForward<D>(Us)))
                land |= stepped<B, D>(stepped<B, D>(at) & takeable) & m_empty;
        });
        return land;
    }

    // The jumps of a man standing on `square` after taking `captured`, given
    // where they land (manLandings). Each landing square lies in its own
    // direction, so the direction of each jump is read back from the set.
    template <Side Us, bool Counting, int Back>
    DRAUGHTS_MULTIVERSION void manJumps(Square square, Bitboard captured, Bitboard landings)
    {
        const Bitboard at = core::bitOf(square);
        forEachDirection([&](auto direction) DRAUGHTS_INLINE_LAMBDA {
            constexpr int D = decltype(direction)::value;
            if constexpr (D != Back) {
                const Bitboard over = stepped<B, D>(at);
                const Bitboard land = stepped<B, D>(over) & landings;
                if (!land)
                    return;
                const Square to = core::lowestSquare(land);
                const Bitboard taken = captured | over;
                if constexpr (!Counting)
                    m_route[m_routeLength++] = to;
                if (P::promoteMidCapture && (land & P::promotionSquares(Us))) {
                    record<Counting>(taken, to); // Polish: a man crowned during a capture stops there
                } else if (const Bitboard next = manLandings<Us, opposite(D)>(land, taken)) {
                    manJumps<Us, Counting, opposite(D)>(to, taken, next);
                } else {
                    record<Counting>(taken, to);
                }
                if constexpr (!Counting)
                    --m_routeLength;
            }
        });
    }

    // Whether a king on `square` can jump in direction D over a piece of
    // `takeable`.
    template <int D>
    DRAUGHTS_INLINE bool canJump(int square, Bitboard takeable) const
    {
        return (stepped<B, D>(slide<B, D>(square, m_empty).blocker & takeable) & m_empty) != 0;
    }

    // The empty squares from which a king going in direction D meets a piece
    // of `takeable` first, with an empty square behind it: where a jump that
    // way can start.
    template <int D>
    DRAUGHTS_INLINE Bitboard jumpStarts(Bitboard takeable) const
    {
        const Bitboard victims = takeable & stepped<B, opposite(D)>(m_empty);
        return slideAll<B, opposite(D)>(victims, m_empty);
    }

    // A king on `square`, having taken `captured`, jumps in direction D if it
    // can, and follows every landing square.
    template <bool Counting, int D>
    DRAUGHTS_MULTIVERSION void kingJump(Square square, Bitboard captured)
    {
        const Slide toVictim = slide<B, D>(square, m_empty);
        const Bitboard victim = toVictim.blocker & m_jumpable & ~captured;
        if (!victim)
            return;
        const Slide beyond = slide<B, D>(toVictim.blockerBit, m_empty);
        if (!beyond.reach)
            return;
        const Bitboard taken = captured | victim;
        const Bitboard takeable = m_jumpable & ~taken;
        // Going back is never possible: the piece just taken still stands
        // there. Turning is tested along the rays of a single landing square,
        // else for all landing squares at once.
        constexpr int across = D == 0 || D == 3 ? 1 : 0;
        Bitboard turnOne, turnOther;
        if ((beyond.reach & (beyond.reach - 1)) == 0) {
            const int landing = core::lowestSquare(beyond.reach);
            turnOne = canJump<across>(landing, takeable) ? beyond.reach : 0;
            turnOther = canJump<opposite(across)>(landing, takeable) ? beyond.reach : 0;
        } else {
            turnOne = beyond.reach & jumpStarts<across>(takeable);
            turnOther = beyond.reach & jumpStarts<opposite(across)>(takeable);
        }
        // If the king can go on straight ahead, it can from every landing
        // square, and doing so from each would only repeat the same capture
        // (same pieces, same end): it is followed from the first one only,
        // and no landing square ends the capture.
        const bool straightOn = (stepped<B, D>(beyond.blocker & takeable) & m_empty) != 0;
        Bitboard goingOn = turnOne | turnOther;
        const Square firstLanding = static_cast<Square>(firstAlong<D>(beyond.reach));
        if (straightOn)
            goingOn |= core::bitOf(firstLanding);
        else if (beyond.reach & ~goingOn)
            recordEach<Counting, D>(taken, beyond.reach & ~goingOn);
        while (goingOn) {
            const Square to = static_cast<Square>(firstAlong<D>(goingOn));
            const Bitboard at = core::bitOf(to);
            goingOn &= ~at;
            if constexpr (!Counting)
                m_route[m_routeLength++] = to;
            if (turnOne & at)
                kingJump<Counting, across>(to, taken);
            if (turnOther & at)
                kingJump<Counting, opposite(across)>(to, taken);
            if (straightOn && to == firstLanding)
                kingJump<Counting, D>(to, taken);
            if constexpr (!Counting)
                --m_routeLength;
        }
    }

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
            if constexpr (!Counting)
                m_route[m_routeLength++] = to;
            store<Counting>(captured, to, taken);
            if constexpr (!Counting)
                --m_routeLength;
        }
    }

    // A complete capture ending on `to` (the last square of the route).
    template <bool Counting>
    DRAUGHTS_INLINE void record(Bitboard captured, Square to)
    {
        const int taken = core::countOf(captured);
        if (admit(taken))
            store<Counting>(captured, to, taken);
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
        Move move;
        move.captured = captured;
        move.from = m_origin;
        move.to = to;
        move.kind = MoveKind::Capture;
        move.pathLength = 0;
        if constexpr (!Counting) {
            // The whole buffer in one fixed-size copy; only the first
            // pathLength squares mean anything.
            move.pathLength = static_cast<std::uint8_t>(m_routeLength - 1);
            std::memcpy(move.path, m_route, sizeof move.path);
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
            m_out.pushEach(flyingReach<B>(from, m_empty),
                           [&](Square to) DRAUGHTS_INLINE_LAMBDA { return Move::step(from, to); });
        });
    }

    template <int D>
    DRAUGHTS_INLINE void addManSteps()
    {
        constexpr int delta = directions<B>[D];
        m_out.pushEach(stepped<B, D>(m_men) & m_empty,
                     [&](Square to) DRAUGHTS_INLINE_LAMBDA { return Move::step(static_cast<Square>(to - delta), to); });
    }

    template <Side Us>
    DRAUGHTS_INLINE std::size_t manStepCount() const
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
        return static_cast<std::size_t>(steps);
    }

    DRAUGHTS_INLINE std::size_t kingStepCount(const KingLines& lines) const
    {
        return static_cast<std::size_t>(core::countOf(lines.reach[0]) + core::countOf(lines.reach[1]) +
                                        core::countOf(lines.reach[2]) + core::countOf(lines.reach[3]));
    }

    MoveList& m_out;
    MoveSet m_set;
    Side m_us;
    Bitboard m_empty;
    Bitboard m_jumpable; // enemy pieces that may be jumped, worked out once per position
    Bitboard m_men = 0;  // the men and kings that may move
    Bitboard m_kings = 0;
    bool m_handPending; // To the Last Man: a stone in hand waits to be placed this turn

    // The capture search, set up by captures() (left uninitialised until
    // then: most positions have no capture).
    int m_best;                              // most pieces taken so far (maximum rule)
    std::size_t m_firstCapture;              // where the captures start in m_out
    std::size_t m_singles;                   // counting: captures of one piece, not listed
    Square m_origin;                         // the piece whose captures are searched
    std::size_t m_originFirst;               // where the captures of m_origin start in m_out
    Bitboard m_destinations;                 // where captures of two or more pieces from m_origin end
    Bitboard m_kingsJumping[directionCount]; // the kings that can start a capture in each direction
    int m_routeLength;
    Square m_route[Move::MaxPath + 1]; // the landing squares so far (listing only)
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

// The position after `move` of side Us, which is to move in `position`;
// `move` must be one of the Permitted moves.
template <class P, Side Us>
DRAUGHTS_INLINE Position playAs(const Position& position, const Move& move)
{
    constexpr Side them = core::opposite(Us);
    Position next = position;
    if constexpr (P::flipsCaptured) {
        if (move.kind == MoveKind::Placement) {
            next.pieces(Us) |= core::bitOf(move.to);
            next.captureCount[move.to] = 0;
            --next.hand[static_cast<std::size_t>(Us)];
            next.placedThisTurn = true;
            return next;
        }
    }
    // The new sets are worked out from `position` and stored once.
    const Bitboard fromTo = core::bitOf(move.from) ^ core::bitOf(move.to); // empty when a king returns to its start
    const bool wasKing = core::contains(position.kings, move.from);
    Bitboard ours = position.pieces(Us) ^ fromTo;
    Bitboard theirs = position.pieces(them);
    Bitboard kings = position.kings;
    if (wasKing)
        kings ^= fromTo;
    else if (core::contains(P::promotionSquares(Us), move.to))
        kings |= core::bitOf(move.to);
    if (move.captured) {
        theirs &= ~move.captured;
        if constexpr (P::flipsCaptured) {
            ours |= move.captured; // To the Last Man: jumped stones flip
            core::forEachSquare(move.captured, [&](Square s) { ++next.captureCount[s]; });
        } else {
            kings &= ~move.captured;
        }
        next.quietPlies = 0;
    } else if (P::drawCounterLimit > 0 && position.quietPlies < 255) {
        next.quietPlies = static_cast<std::uint8_t>(position.quietPlies + 1); // only games with the 30-move rule count
    }
    next.pieces(Us) = ours;
    next.pieces(them) = theirs;
    next.kings = kings;
    if constexpr (P::flipsCaptured) {
        next.captureCount[move.from] = 0;
        next.captureCount[move.to] = 0; // the count resets when the stone moves
        if (core::contains(farRowOf<P>(Us), move.to)) {
            next.pieces(Us) &= ~core::bitOf(move.to); // To the Last Man: far row into the hand
            ++next.hand[static_cast<std::size_t>(Us)];
        }
    }
    if (P::blackDoubleMove && Us == Side::Black && position.barred == core::NoSquare) {
        next.barred = move.to; // the first half of Black's turn
        return next;
    }
    next.barred = core::NoSquare;
    next.placedThisTurn = false;
    next.sideToMove = them;
    return next;
}

// The position after `move`, which must be one of the Permitted moves:
// captured pieces removed (flipped in To the Last Man), promotion, far-row
// removal into the hand, capture counts, the draw counter and the turn
// structure.
template <class P>
DRAUGHTS_INLINE Position play(const Position& position, const Move& move)
{
    return position.sideToMove == Side::White ? playAs<P, Side::White>(position, move)
                                              : playAs<P, Side::Black>(position, move);
}

} // namespace draughts::rules::detail
