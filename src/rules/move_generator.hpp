#pragma once

// The move generator, templated on a variant policy so that the hot path has
// no runtime checks of which game is played. Private to the library.

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/rules/board.hpp>
#include <draughts/rules/movegen.hpp>

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

template <class P>
class Generator {
public:
    using B = typename P::BoardType;

    Generator(const Position& position, MoveList& out, MoveSet set)
        : m_position(position), m_out(out), m_set(set), m_us(position.sideToMove),
          m_own(position.pieces(m_us)), m_opp(position.pieces(core::opposite(m_us))),
          m_empty(B::onBoard & ~position.occupied()),
          m_jumpable(m_opp & ~unjumpableOf<P>(position))
    {
        m_movers = m_own;
        if (position.barred != core::NoSquare)
            m_movers &= ~core::bitOf(position.barred); // rules-spec: two different pieces
    }

    void run()
    {
        m_out.clear();
        if constexpr (P::flipsCaptured) {
            if (placementPending()) {
                // rules-spec Last Man: a stone in hand is placed before the regular move.
                core::forEachSquare(P::homeRow(m_us) & m_empty,
                                    [&](Square s) { m_out.push(Move::placement(s)); });
                if (m_set == MoveSet::Legal)
                    return;
            }
        }
        const std::size_t firstCapture = m_out.size();
        addCaptures();
        if (m_set == MoveSet::Legal && m_out.size() > firstCapture)
            return; // rules-spec shared 4: capturing is compulsory
        addSteps();
    }

private:
    bool placementPending() const
    {
        return m_position.hand[static_cast<std::size_t>(m_us)] > 0 && !m_position.placedThisTurn &&
               (P::homeRow(m_us) & m_empty) != 0;
    }

    static constexpr bool onBoard(int bit) { return static_cast<unsigned>(bit) < 64U && core::contains(B::onBoard, static_cast<Square>(bit)); }

    bool isForward(int delta) const { return m_us == Side::White ? delta < 0 : delta > 0; }

    void addCaptures()
    {
        m_best = 0;
        m_firstCapture = m_out.size();
        core::forEachSquare(possibleCapturers(), [&](Square from) {
            m_origin = from;
            m_routeLength = 0;
            // The mover's own square is free once it has left (it may pass or land there).
            const Bitboard savedEmpty = m_empty;
            m_empty |= core::bitOf(from);
            if (core::contains(m_position.kings, from))
                kingCaptures(from, 0);
            else
                manCaptures(from, 0);
            m_empty = savedEmpty;
        });
    }

public:
    // Pieces that may be able to capture: men with a jumpable enemy next to
    // them and an empty square beyond, and every king. A cheap bitwise filter
    // so that the search below runs only where a capture can start.
    Bitboard possibleCapturers() const
    {
        const Bitboard men = m_movers & ~m_position.kings;
        Bitboard found = m_movers & m_position.kings;
        for (int delta : directions<B>) {
            if (!P::menCaptureBackward && !isForward(delta))
                continue;
            found |= shifted(shifted(m_empty, -delta) & m_jumpable, -delta) & men;
        }
        return found;
    }

    // Whether any capture exists (kings searched along their lines).
    bool anyCapture() const
    {
        const Bitboard men = m_movers & ~m_position.kings;
        for (int delta : directions<B>) {
            if (!P::menCaptureBackward && !isForward(delta))
                continue;
            if (shifted(shifted(m_empty, -delta) & m_jumpable, -delta) & men)
                return true;
        }
        if constexpr (P::hasKings) {
            const Bitboard kings = m_movers & m_position.kings;
            if (!kings)
                return false;
            bool found = false;
            core::forEachSquare(kings, [&](Square from) {
                for (int delta : directions<B>) {
                    int over = from + delta;
                    while (onBoard(over) && core::contains(m_empty, static_cast<Square>(over)))
                        over += delta;
                    const int land = over + delta;
                    if (onBoard(over) && onBoard(land) && core::contains(m_jumpable, static_cast<Square>(over)) &&
                        core::contains(m_empty, static_cast<Square>(land)))
                        found = true;
                }
            });
            return found;
        }
        return false;
    }

    // The number of Legal moves, counted without listing them where no
    // capture is possible (perft's last ply).
    std::size_t countLegal()
    {
        if constexpr (P::flipsCaptured) {
            if (placementPending())
                return listedCount();
        }
        if (anyCapture())
            return listedCount();
        const Bitboard men = m_movers & ~m_position.kings;
        std::size_t count = 0;
        for (int delta : directions<B>)
            if (isForward(delta))
                count += static_cast<std::size_t>(core::countOf(shifted(men, delta) & m_empty));
        if constexpr (P::flipsCaptured) {
            if (count == 0)
                for (int delta : directions<B>)
                    if (!isForward(delta))
                        count += static_cast<std::size_t>(core::countOf(shifted(men, delta) & m_empty));
        }
        if constexpr (P::hasKings) {
            core::forEachSquare(m_movers & m_position.kings, [&](Square from) {
                for (int delta : directions<B>)
                    for (int to = from + delta; onBoard(to) && core::contains(m_empty, static_cast<Square>(to)); to += delta)
                        ++count;
            });
        }
        return count;
    }

private:
    std::size_t listedCount()
    {
        run();
        return m_out.size();
    }

    void manCaptures(int square, Bitboard captured)
    {
        bool extended = false;
        for (int delta : directions<B>) {
            if (!P::menCaptureBackward && !isForward(delta))
                continue;
            const int over = square + delta;
            const int land = over + delta;
            if (!onBoard(over) || !onBoard(land))
                continue;
            const Bitboard overBit = core::bitOf(static_cast<Square>(over));
            if (!(m_jumpable & overBit) || (captured & overBit) || !core::contains(m_empty, static_cast<Square>(land)))
                continue;
            extended = true;
            m_route[m_routeLength++] = static_cast<Square>(land);
            if (P::promoteMidCapture && core::contains(P::promotionSquares(m_us), static_cast<Square>(land)))
                record(captured | overBit); // rules-spec Polish: promotion ends the capture
            else
                manCaptures(land, captured | overBit);
            --m_routeLength;
        }
        if (!extended && captured)
            record(captured);
    }

    void kingCaptures(int square, Bitboard captured)
    {
        bool extended = false;
        for (int delta : directions<B>) {
            int over = square + delta;
            while (onBoard(over) && core::contains(m_empty, static_cast<Square>(over)))
                over += delta;
            if (!onBoard(over))
                continue;
            const Bitboard overBit = core::bitOf(static_cast<Square>(over));
            if (!(m_jumpable & overBit) || (captured & overBit))
                continue; // own piece, or already jumped (Turkish strike: it still blocks)
            for (int land = over + delta; onBoard(land) && core::contains(m_empty, static_cast<Square>(land));
                 land += delta) {
                extended = true;
                m_route[m_routeLength++] = static_cast<Square>(land);
                kingCaptures(land, captured | overBit);
                --m_routeLength;
            }
        }
        if (!extended && captured)
            record(captured);
    }

    void record(Bitboard captured)
    {
        const int count = core::countOf(captured);
        const bool maximum = P::maximumCapture && m_set == MoveSet::Legal;
        if (maximum) {
            if (count < m_best)
                return;
            if (count > m_best) {
                while (m_out.size() > m_firstCapture)
                    m_out.removeAt(m_out.size() - 1);
                m_best = count;
            }
        }
        const Square to = m_route[m_routeLength - 1];
        if (count >= 2) {
            // rules-spec shared 5: the same pieces taken, ending on the same square, is one move.
            for (std::size_t i = m_firstCapture; i < m_out.size(); ++i) {
                const Move& m = m_out[i];
                if (m.to == to && m.captured == captured && m.from == m_origin)
                    return;
            }
        }
        Move move;
        move.captured = captured;
        move.from = m_origin;
        move.to = to;
        move.kind = MoveKind::Capture;
        move.pathLength = static_cast<std::uint8_t>(m_routeLength - 1);
        for (int i = 0; i + 1 < m_routeLength; ++i)
            move.path[i] = m_route[i];
        m_out.push(move);
    }

    void addSteps()
    {
        const Bitboard men = m_movers & ~m_position.kings;
        const std::size_t before = m_out.size();
        for (int delta : directions<B>)
            if (isForward(delta))
                addManSteps(men, delta);
        if constexpr (P::flipsCaptured) {
            // rules-spec Last Man: a backward step only when no stone can step forward.
            if (m_out.size() == before)
                for (int delta : directions<B>)
                    if (!isForward(delta))
                        addManSteps(men, delta);
        }
        if constexpr (P::hasKings) {
            core::forEachSquare(m_movers & m_position.kings, [&](Square from) {
                for (int delta : directions<B>)
                    for (int to = from + delta; onBoard(to) && core::contains(m_empty, static_cast<Square>(to)); to += delta)
                        m_out.push(Move::step(from, static_cast<Square>(to)));
            });
        }
    }

    void addManSteps(Bitboard men, int delta)
    {
        core::forEachSquare(shifted(men, delta) & m_empty, [&](Square to) {
            m_out.push(Move::step(static_cast<Square>(to - delta), to));
        });
    }

    const Position& m_position;
    MoveList& m_out;
    MoveSet m_set;
    Side m_us;
    Bitboard m_own;
    Bitboard m_opp;
    Bitboard m_empty;
    Bitboard m_jumpable; // enemy pieces that may be jumped, worked out once per position
    Bitboard m_movers = 0;
    int m_best = 0;
    std::size_t m_firstCapture = 0;
    Square m_origin = core::NoSquare;
    int m_routeLength = 0;
    Square m_route[Move::MaxPath + 1] = {};
};

template <class P>
void generate(const Position& position, MoveList& out, MoveSet set)
{
    Generator<P>(position, out, set).run();
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
            next.pieces(us) |= move.captured; // rules-spec Last Man: jumped stones flip
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
            next.pieces(us) &= ~core::bitOf(move.to); // rules-spec Last Man: far row into the hand
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
