#pragma once

// What the learned evaluation of the 10x10 games with men and flying kings
// (International, Polish) looks at: a few counts over the whole board and
// the men of every region of four rows by four files (eight playing
// squares, each empty, a White man or a Black man: 3^8 = 6561 contents,
// each with a weight of its own). docs/engine.md, "The learned
// evaluations", says why each is there.
//
// Every feature is scored for White, minus the same feature of the board
// turned half round with the colours swapped (Black seen as White): the
// evaluation of a position and of its colour-swapped twin are exact
// opposites, and one weight serves both colours.
//
// visitFeatures() hands each feature to a sink: the engine's evaluation
// adds up the weights, the trainer collects the features. Both go through
// the same code, so what is trained is what is played.

#include "board_tables.hpp"
#include "men_and_kings_terms.hpp"
#include "rules/multiversion.hpp"

#include <draughts/core/position.hpp>
#include <draughts/rules/board.hpp>
#include <draughts/rules/geometry.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>

namespace draughts::engine::evaluation::men_and_kings {

using core::Bitboard;

// The counts over the whole board, White's minus Black's. "Opening" and
// "Ending" variants are the same count scaled by the share of men still on
// the board (phase) and by the share gone, so that a count may weigh
// differently early and late.
enum Dense : std::uint32_t {
    MenOpening,
    MenEnding,
    Kings,
    FirstKing,              // having a king at all
    MenWhenBothHaveKings,   // material matters less when each side has a king ...
    KingsWhenBothHaveKings,
    MenFewAgainstKing,      // ... and three pieces or fewer cannot trap a king
    KingsFewAgainstKing,
    TempoOpening,           // the sum of the men's ranks
    TempoEnding,
    ToMove,                 // the side to move
    ToMoveEnding,
    ManSteps,               // steps forward the men could make
    ThreatOne,              // the side to move has one piece an enemy man can jump ...
    ThreatMore,             // ... or more
    KingReach,              // empty squares the kings reach along their diagonals
    KingOnLongDiagonal,
    Balance,                // men on the left half against the right half, beyond one
    Runaway,                // a man with no enemy piece ahead of it, by its rank (10 weights)
    DenseCount = Runaway + 10,
};

inline constexpr int Rows = 10;
inline constexpr int Windows = 4;                  // four files wide: two playing squares a row
inline constexpr int RegionRows = 4;
inline constexpr int RegionStarts = Rows - RegionRows + 1; // regions start on every row from the top
inline constexpr int RegionCount = RegionStarts * Windows;
inline constexpr std::uint32_t RegionStates = 6561;        // 3^8
inline constexpr std::uint32_t PatternBase = DenseCount;
inline constexpr std::uint32_t WeightCount = PatternBase + RegionCount * RegionStates;

// The men both sides have at the start of game P (its rule page, §2.1).
template <class P>
constexpr int startMen()
{
    const rules::Shape shape{P::BoardType::size, P::lightSquares};
    int men = 0;
    for (int rank = 0; rank < shape.size; ++rank)
        for (int file = 0; file < shape.size; ++file)
            if (shape.at(file, rank) != core::NoSquare)
                men += P::startsOn(core::Side::White, file, rank) + P::startsOn(core::Side::Black, file, rank);
    return men;
}

// Row r (0 is the top row, Black's back row) starts at this bit (rules/board.hpp).
constexpr int rowStart(int row) { return 5 * row + row / 2; }

// Row r's five squares (0 is the top row, Black's back row).
constexpr Bitboard rowMask(int row) { return Bitboard{31} << rowStart(row); }

// The rows whose rank (counted from White's back row) has bit `bit` set.
constexpr Bitboard rankBitRows(int bit)
{
    Bitboard set = 0;
    for (int r = 0; r < Rows; ++r)
        if (((Rows - 1 - r) >> bit) & 1)
            set |= rowMask(r);
    return set;
}

// Row codes: the contents of a row's five squares as a base-3 number (0
// empty, 1 a man of the side seen as White, 2 one of the other), square k
// weighing 3^k.
struct RowCodes {
    std::array<std::uint8_t, 32> ternary{}; // of a 5-bit set of squares
    // The row turned half round (square k becomes 4 - k) with the colours swapped.
    std::array<std::uint8_t, 243> turned{};
    // The two squares k = w and w + 1 of a row code: 0..8.
    std::array<std::array<std::uint8_t, 243>, Windows> pair{};
};

constexpr RowCodes makeRowCodes()
{
    RowCodes codes;
    for (int set = 0; set < 32; ++set) {
        int value = 0;
        for (int k = 4; k >= 0; --k)
            value = value * 3 + ((set >> k) & 1);
        codes.ternary[static_cast<std::size_t>(set)] = static_cast<std::uint8_t>(value);
    }
    for (int code = 0; code < 243; ++code) {
        int turned = 0;
        for (int k = 0, rest = code; k < 5; ++k, rest /= 3) {
            const int swapped = (3 - rest % 3) % 3; // 1 <-> 2, 0 stays
            turned = turned * 3 + swapped;          // square k ends up weighing 3^(4-k)
        }
        codes.turned[static_cast<std::size_t>(code)] = static_cast<std::uint8_t>(turned);
        for (int w = 0, power = 1; w < Windows; ++w, power *= 3)
            codes.pair[static_cast<std::size_t>(w)][static_cast<std::size_t>(code)] =
                static_cast<std::uint8_t>(code / power % 9);
    }
    return codes;
}

inline constexpr RowCodes rowCodes = makeRowCodes();

// The region of the rows from `top` (0..6) and window `w`: its weights start here.
constexpr std::uint32_t regionBase(int top, int w)
{
    return PatternBase + static_cast<std::uint32_t>(top * Windows + w) * RegionStates;
}

// Every region's content index from the row codes. The region's rows
// weigh 9^3, 9^2, 9, 1 from the top, and in each row the square k = w
// weighs 1, k = w + 1 weighs 3; so a region's index follows from the one
// above it without a division.
template <class Sink>
DRAUGHTS_INLINE void visitRegions(const std::array<int, Rows>& code, int sign, Sink& sink)
{
    for (int w = 0; w < Windows; ++w) {
        const auto& pair = rowCodes.pair[static_cast<std::size_t>(w)];
        auto part = [&](int r) { return static_cast<int>(pair[static_cast<std::size_t>(code[static_cast<std::size_t>(r)])]); };
        int index = 729 * part(0) + 81 * part(1) + 9 * part(2) + part(3);
        sink.pattern(regionBase(0, w) + static_cast<std::uint32_t>(index), sign);
        for (int top = 1; top < RegionStarts; ++top) {
            index = (index - 729 * part(top - 1)) * 9 + part(top + 3);
            sink.pattern(regionBase(top, w) + static_cast<std::uint32_t>(index), sign);
        }
    }
}

// Both views of the regions: the board as it stands (White's men are
// state 1), and turned half round with the colours swapped (Black's men
// are state 1), subtracted.
template <class Sink>
DRAUGHTS_INLINE void visitBothViews(Bitboard whiteMen, Bitboard blackMen, Sink& sink)
{
    std::array<int, Rows> code{};
    std::array<int, Rows> turned{};
    for (int r = 0; r < Rows; ++r) {
        const int value = rowCodes.ternary[(whiteMen >> rowStart(r)) & 31U] +
                          2 * rowCodes.ternary[(blackMen >> rowStart(r)) & 31U];
        code[static_cast<std::size_t>(r)] = value;
        turned[static_cast<std::size_t>(Rows - 1 - r)] = rowCodes.turned[static_cast<std::size_t>(value)];
    }
    visitRegions(code, 1, sink);
    visitRegions(turned, -1, sink);
}

// One side's counts for the dense features.
struct SideCounts {
    int men = 0;
    int kings = 0;
    int tempo = 0;
    int steps = 0;
    int kingReach = 0;
    int kingsOnLongDiagonal = 0;
    int balance = 0;
    std::array<int, 10> runaway{};
};

// The squares from which a man of `side` would have a piece of `enemy`
// somewhere in the widening triangle ahead of it: the triangles behind
// the enemy pieces, filled a row at a time.
template <core::Side S>
DRAUGHTS_INLINE Bitboard shadowOf(Bitboard enemy)
{
    using B = rules::Board10;
    constexpr int back = S == core::Side::White ? 1 : -1; // towards the side's own back row
    Bitboard shadow = enemy;
    for (int r = 1; r < Rows; ++r)
        shadow |= (rules::shifted(shadow, back * B::stepShort) | rules::shifted(shadow, back * B::stepLong)) & B::onBoard;
    return shadow;
}

template <core::Side S>
DRAUGHTS_INLINE SideCounts countSide(const core::Position& p, const BoardTables& t, Bitboard empty)
{
    using B = rules::Board10;
    constexpr core::Side enemySide = core::opposite(S);
    constexpr std::size_t s = S == core::Side::White ? 0 : 1;
    const Bitboard men = p.men(S);
    const Bitboard kings = p.kingsOf(S);
    SideCounts c;
    c.men = count(men);
    c.kings = count(kings);
    int whiteRanks = 0; // the sum of the men's ranks counted from White's back row, a bit at a time
    for (int bit = 0; bit < 4; ++bit)
        whiteRanks += count(men & rankBitRows(bit)) << bit;
    c.tempo = S == core::Side::White ? whiteRanks : (Rows - 1) * c.men - whiteRanks;
    constexpr int forward = S == core::Side::White ? -1 : 1;
    c.steps = count(rules::shifted(men, forward * B::stepShort) & empty) +
              count(rules::shifted(men, forward * B::stepLong) & empty);
    c.balance = std::max(0, std::abs(2 * count(men & t.leftHalf) - c.men) - 1);
    if (p.kingsOf(enemySide) == 0) {
        const Bitboard free = men & ~shadowOf<S>(p.pieces(enemySide));
        core::forEachSquare(free, [&](core::Square sq) { ++c.runaway[static_cast<std::size_t>(t.rank[s][sq])]; });
    }
    if (kings != 0) {
        core::forEachSquare(kings, [&](core::Square sq) { c.kingReach += kingReach(sq, empty); });
        c.kingsOnLongDiagonal = count(kings & t.longDiagonal);
    }
    return c;
}

// The features of `p` (White's view). `startMen` is both sides' men at the
// start (the phase is the share of them still on the board); `t` the
// board tables of a 10x10 game.
template <class Sink>
DRAUGHTS_INLINE void visitFeatures(const core::Position& p, const BoardTables& t, int startMen, Sink& sink)
{
    visitBothViews(p.white & ~p.kings, p.black & ~p.kings, sink);
    const Bitboard empty = t.playing & ~p.occupied();
    const SideCounts w = countSide<core::Side::White>(p, t, empty);
    const SideCounts b = countSide<core::Side::Black>(p, t, empty);
    const int men = w.men + b.men;
    const int gone = startMen - men;
    const int menDiff = w.men - b.men;
    const int kingDiff = w.kings - b.kings;
    sink.dense(MenOpening, menDiff * men, startMen);
    sink.dense(MenEnding, menDiff * gone, startMen);
    sink.dense(Kings, kingDiff, 1);
    sink.dense(FirstKing, (w.kings > 0) - (b.kings > 0), 1);
    const int bothKings = w.kings > 0 && b.kings > 0;
    sink.dense(MenWhenBothHaveKings, bothKings * menDiff, 1);
    sink.dense(KingsWhenBothHaveKings, bothKings * kingDiff, 1);
    const int fewAgainstKing = (w.kings > 0 && b.men + b.kings <= 3) + (b.kings > 0 && w.men + w.kings <= 3);
    sink.dense(MenFewAgainstKing, fewAgainstKing * menDiff, 1);
    sink.dense(KingsFewAgainstKing, fewAgainstKing * kingDiff, 1);
    sink.dense(TempoOpening, (w.tempo - b.tempo) * men, startMen);
    sink.dense(TempoEnding, (w.tempo - b.tempo) * gone, startMen);
    const int toMove = p.sideToMove == core::Side::White ? 1 : -1;
    sink.dense(ToMove, toMove, 1);
    sink.dense(ToMoveEnding, toMove * gone, startMen);
    sink.dense(ManSteps, w.steps - b.steps, 1);
    const core::Side us = p.sideToMove;
    const int threatened =
        count(menThreats<rules::Board10>(p.pieces(us), p.men(core::opposite(us)), empty, core::opposite(us), true));
    sink.dense(ThreatOne, threatened == 1 ? toMove : 0, 1);
    sink.dense(ThreatMore, threatened > 1 ? toMove : 0, 1);
    sink.dense(KingReach, w.kingReach - b.kingReach, 1);
    sink.dense(KingOnLongDiagonal, w.kingsOnLongDiagonal - b.kingsOnLongDiagonal, 1);
    sink.dense(Balance, w.balance - b.balance, 1);
    for (std::uint32_t r = 0; r < 10; ++r)
        if (w.runaway[r] != b.runaway[r])
            sink.dense(Runaway + r, w.runaway[r] - b.runaway[r], 1);
}

} // namespace draughts::engine::evaluation::men_and_kings
