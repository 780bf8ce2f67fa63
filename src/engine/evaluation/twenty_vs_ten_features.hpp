#pragma once

// What the learned evaluation of Twenty vs Ten looks at. The two armies
// play by different rules (Black moves twice a turn with two different
// pieces, twenty-vs-ten.md §3.1), so each colour has weights of its own
// and the regions are read once, as the board stands: Black's need of
// movable pieces, and of pieces whose move does not lose them, the number
// of pieces he has left (each loss hurts more), whose move it is
// (including the second half of Black's turn), threats against what the
// turn can answer, the captures one Black move sets up for his other one,
// runaway men, White's men that can step without being taken, and the men
// of every region (region_features.hpp), in two tables blended by how many
// pieces White has left.

#include "board_tables.hpp"
#include "learned_weights.hpp"
#include "men_and_kings_terms.hpp"
#include "region_features.hpp"

#include <draughts/core/position.hpp>

#include <algorithm>
#include <array>
#include <cstdint>

namespace draughts::engine::evaluation::twenty_vs_ten_features {

using core::Bitboard;
using B = rules::Board10;

enum Dense : std::uint32_t {
    WhiteMen,
    WhiteKings,
    BlackMen,
    BlackKings,
    BlackPieces,                    // one weight for each number of Black pieces, 0 to 10 (11 weights)
    BlackMovers = BlackPieces + 11, // Black pieces that can move now
    BlackFewMovers,                 // Black has 0, 1 or 2 pieces that can move (3 weights)
    WhiteTempo = BlackFewMovers + 3,
    BlackTempo,
    WhiteSteps,
    WhiteBackRow,    // White men on their own back row keep Black from crowning
    BlackFirstMove,  // Black to make the first move of his turn
    BlackSecondMove, // ... the second
    // Pieces of the side to move an enemy man can jump, against what its
    // turn can answer: White to move 1 / 2+, Black's first move 1 / 2 / 3+,
    // Black's second move 1 / 2+.
    Threats,
    WhiteRunaway = Threats + 7, // by rank (10 weights)
    BlackRunaway = WhiteRunaway + 10,
    WhiteKingReach = BlackRunaway + 10,
    BlackKingReach,
    BlackSafeMovers,                            // Black pieces with a move White cannot answer by taking the piece
    BlackFewSafeMovers,                         // ... 0, 1 or 2 of them (3 weights)
    WhiteSafeSteppers = BlackFewSafeMovers + 3, // White men with a step Black cannot answer by taking the man
    // White pieces Black can take once the man on the landing square has
    // stepped away (twenty-vs-ten.md §3.1: the other piece then takes):
    // White to move, Black's first move.
    BlackSetUps,
    DenseCount = BlackSetUps + 2,
};

// The regions have two tables, one for White with many pieces and one for
// White with few, blended by how many he has: a formation means one thing
// with seventeen men against ten and another with six. (One table fitted
// the training games worse: resources/eval/README.md.)
inline constexpr std::uint32_t PatternBase = DenseCount;
inline constexpr std::uint32_t FewWhitePatternBase = PatternBase + regions::Layout<B>::weights;
inline constexpr std::uint32_t WeightCount = FewWhitePatternBase + regions::Layout<B>::weights;
inline constexpr int PhaseScale = 16;
inline constexpr int FewWhitePieces = 4; // from here down only the few-pieces table counts

// Passes each region to both tables, weighed by the phase (the trainer's
// features).
template <class Sink>
struct TaperedRegions {
    Sink& sink;
    int many; // 0 (few White pieces) to PhaseScale (many)

    DRAUGHTS_INLINE void pattern(std::uint32_t index, int sign)
    {
        sink.dense(index, sign * many, PhaseScale);
        sink.dense(index + regions::Layout<B>::weights, sign * (PhaseScale - many), PhaseScale);
    }
    DRAUGHTS_INLINE void finish() {}
};

// The engine's sum: each table summed on its own and blended once, so that
// the blend rounds once and not at every region.
template <>
struct TaperedRegions<WeightSum> {
    WeightSum& sink;
    int many;
    int manySum = 0;
    int fewSum = 0;

    DRAUGHTS_INLINE void pattern(std::uint32_t index, int sign)
    {
        manySum += sign * sink.weights[index];
        fewSum += sign * sink.weights[index + regions::Layout<B>::weights];
    }
    DRAUGHTS_INLINE void finish() { sink.total += (manySum * many + fewSum * (PhaseScale - many)) / PhaseScale; }
};

// Black men with an empty square ahead (downwards).
DRAUGHTS_INLINE Bitboard blackMenWithStep(const core::Position& p, Bitboard empty)
{
    return p.men(core::Side::Black) & (rules::shifted(empty, -B::stepShort) | rules::shifted(empty, -B::stepLong));
}

// Black kings with an empty neighbour, and Black pieces with a jump.
DRAUGHTS_INLINE Bitboard blackKingMoversAndTakers(const core::Position& p, Bitboard empty)
{
    const Bitboard kings = p.kingsOf(core::Side::Black);
    Bitboard movers = 0;
    for (int delta : rules::directions<B>) {
        movers |= kings & rules::shifted(empty, -delta);
        movers |= p.black & rules::shifted(rules::shifted(empty, -delta) & p.white, -delta);
    }
    return movers;
}

// Black pieces with a move of their own: a man with an empty square ahead
// (downwards) or any piece with a jump, a king with any empty neighbour.
DRAUGHTS_INLINE int blackMovers(const core::Position& p, Bitboard empty)
{
    return count(blackMenWithStep(p, empty) | blackKingMoversAndTakers(p, empty));
}

// Men of `side` with a step after which no enemy piece next to the man
// can take it (enemy kings from afar are left out). The landing square
// behind the man is free if it is empty or the square the man left.
template <core::Side side>
DRAUGHTS_INLINE Bitboard safeSteppers(Bitboard men, Bitboard enemies, Bitboard empty)
{
    Bitboard safe = 0;
    for (int forward : {B::stepShort, B::stepLong}) {
        const int step = side == core::Side::Black ? forward : -forward;
        const Bitboard to = rules::shifted(men, step) & empty;
        Bitboard taken = 0;
        for (int delta : rules::directions<B>) {
            const Bitboard landingFree = delta == step ? to : rules::shifted(empty, delta);
            taken |= to & rules::shifted(enemies, -delta) & landingFree;
        }
        safe |= rules::shifted(to & ~taken, -step);
    }
    return safe;
}

// White pieces between a Black piece and a Black man that can step away
// (`leavers`), on one diagonal: once the man has moved, the other piece
// takes (a different piece, as Black's two moves must be, §3.1).
DRAUGHTS_INLINE int blackSetUps(const core::Position& p, Bitboard leavers)
{
    Bitboard targets = 0;
    for (int delta : rules::directions<B>)
        targets |= p.white & rules::shifted(p.black, delta) & rules::shifted(leavers, -delta);
    return count(targets);
}

template <class Sink>
DRAUGHTS_INLINE void visitThreats(const core::Position& p, Bitboard empty, Sink& sink)
{
    const core::Side us = p.sideToMove;
    const core::Side them = core::opposite(us);
    const int threats = count(menThreats<B>(p.pieces(us), p.men(them), empty, them, true));
    if (threats == 0)
        return;
    if (us == core::Side::White)
        sink.dense(Threats + (threats == 1 ? 0U : 1U), 1, 1);
    else if (!p.isSecondHalfOfTurn())
        sink.dense(Threats + 2U + static_cast<std::uint32_t>(std::min(threats, 3) - 1), 1, 1);
    else
        sink.dense(Threats + (threats == 1 ? 5U : 6U), 1, 1);
}

// The features of `p` (White's view).
template <class Sink>
DRAUGHTS_INLINE void visitFeatures(const core::Position& p, const BoardTables& t, Sink& sink)
{
    TaperedRegions<Sink> tapered{sink, std::clamp(count(p.white) - FewWhitePieces, 0, PhaseScale)};
    regions::visitOneView<B>(p.white & ~p.kings, p.black & ~p.kings, PatternBase, tapered);
    tapered.finish();
    const Bitboard empty = t.playing & ~p.occupied();
    const Bitboard whiteMen = p.men(core::Side::White);
    const Bitboard blackMen = p.men(core::Side::Black);
    sink.dense(WhiteMen, count(whiteMen), 1);
    sink.dense(WhiteKings, count(p.kingsOf(core::Side::White)), 1);
    sink.dense(BlackMen, count(blackMen), 1);
    sink.dense(BlackKings, count(p.kingsOf(core::Side::Black)), 1);
    sink.dense(BlackPieces + static_cast<std::uint32_t>(std::min(count(p.black), 10)), 1, 1);
    const Bitboard blackStepping = blackMenWithStep(p, empty);
    const Bitboard blackOtherMovers = blackKingMoversAndTakers(p, empty);
    const int movers = count(blackStepping | blackOtherMovers);
    sink.dense(BlackMovers, movers, 1);
    if (movers < 3)
        sink.dense(BlackFewMovers + static_cast<std::uint32_t>(movers), 1, 1);
    int whiteTempo = 0, blackTempo = 0;
    core::forEachSquare(whiteMen, [&](core::Square sq) { whiteTempo += t.rank[0][sq]; });
    core::forEachSquare(blackMen, [&](core::Square sq) { blackTempo += t.rank[1][sq]; });
    sink.dense(WhiteTempo, whiteTempo, 1);
    sink.dense(BlackTempo, blackTempo, 1);
    sink.dense(WhiteSteps,
               count(rules::shifted(whiteMen, -B::stepShort) & empty) +
                   count(rules::shifted(whiteMen, -B::stepLong) & empty),
               1);
    sink.dense(WhiteBackRow, count(whiteMen & t.backRow[0]), 1);
    if (p.sideToMove == core::Side::Black)
        sink.dense(p.isSecondHalfOfTurn() ? BlackSecondMove : BlackFirstMove, 1, 1);
    visitThreats(p, empty, sink);
    if (p.kingsOf(core::Side::Black) == 0)
        core::forEachSquare(freeMen<B, core::Side::White>(whiteMen, p.black), [&](core::Square sq) {
            sink.dense(WhiteRunaway + static_cast<std::uint32_t>(t.rank[0][sq]), 1, 1);
        });
    if (p.kingsOf(core::Side::White) == 0)
        core::forEachSquare(freeMen<B, core::Side::Black>(blackMen, p.white), [&](core::Square sq) {
            sink.dense(BlackRunaway + static_cast<std::uint32_t>(t.rank[1][sq]), 1, 1);
        });
    int whiteReach = 0, blackReach = 0;
    core::forEachSquare(p.kingsOf(core::Side::White), [&](core::Square sq) { whiteReach += kingReach(sq, empty); });
    core::forEachSquare(p.kingsOf(core::Side::Black), [&](core::Square sq) { blackReach += kingReach(sq, empty); });
    sink.dense(WhiteKingReach, whiteReach, 1);
    sink.dense(BlackKingReach, blackReach, 1);
    // A move that does not lose the piece at once: a man's safe step, a
    // king's step (a king can go far: counted as safe) or a capture.
    const int safeMovers = count(safeSteppers<core::Side::Black>(blackMen, p.white, empty) | blackOtherMovers);
    sink.dense(BlackSafeMovers, safeMovers, 1);
    if (safeMovers < 3)
        sink.dense(BlackFewSafeMovers + static_cast<std::uint32_t>(safeMovers), 1, 1);
    sink.dense(WhiteSafeSteppers, count(safeSteppers<core::Side::White>(whiteMen, p.black, empty)), 1);
    if (p.sideToMove == core::Side::White)
        sink.dense(BlackSetUps, blackSetUps(p, blackStepping), 1);
    else if (!p.isSecondHalfOfTurn())
        sink.dense(BlackSetUps + 1, blackSetUps(p, blackStepping), 1);
}

} // namespace draughts::engine::evaluation::twenty_vs_ten_features
