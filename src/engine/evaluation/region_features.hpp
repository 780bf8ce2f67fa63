#pragma once

// The regions of the learned evaluations: every block of four rows by four
// files of the board (eight playing squares) is one feature whose value
// is its contents, each square empty, a man of the side seen as White or a
// man of the other (3^8 = 6561 contents, each with a weight of its own).
// Regions overlap: they start on every second file, and on every second
// row of the 10x10 board, every row of the 8x8 one.
//
// In a game whose two sides play by the same rules, the regions are read
// twice: as the board stands, and turned half round with the colours
// swapped (Black's men seen as White's), subtracted. One table then serves
// both colours, and a position and its colour-swapped twin score exact
// opposites. A game whose sides differ (Twenty vs Ten) reads them once.

#include "board_tables.hpp"
#include <draughts/support/multiversion.hpp>

#include <draughts/engine/evaluation/features.hpp>
#include <draughts/rules/board.hpp>
#include <draughts/rules/geometry.hpp>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace draughts::engine::evaluation::regions {

using core::Bitboard;

inline constexpr std::uint32_t RegionStates = 6561; // 3^8

// How board B (rules/board.hpp) falls into regions.
template <class B>
struct Layout {
    static constexpr int rows = B::size;
    static constexpr int perRow = B::perRow;
    static constexpr int windows = perRow - 1; // four files wide: squares k = w and w + 1 of each row
    // Regions start on every second row of the 10x10 board (rows 1, 3, 5, 7
    // from the top: as good a fit as every row, at half the cost) and on
    // every row of the 8x8 board.
    static constexpr int rowStep = rows == 10 ? 2 : 1;
    static constexpr int starts = (rows - 4) / rowStep + 1;
    static constexpr int count = starts * windows;
    static constexpr std::uint32_t weights = static_cast<std::uint32_t>(count) * RegionStates;
    static constexpr int rowCodes = perRow == 5 ? 243 : 81; // 3^perRow

    // Row r (0 is the top row, Black's back row) starts at this bit.
    static constexpr int rowStart(int row) { return row * perRow + row / 2; }
    static constexpr Bitboard rowMask(int row) { return ((Bitboard{1} << perRow) - 1) << rowStart(row); }
    // Region `i` (from row i * rowStep) of window `w`: its first weight after `base`.
    static constexpr std::uint32_t regionBase(std::uint32_t base, int i, int w)
    {
        return base + static_cast<std::uint32_t>(i * windows + w) * RegionStates;
    }
};

// Row codes: the contents of a row's squares as a base-3 number (0 empty,
// 1 a man of the side seen as White, 2 one of the other), square k
// weighing 3^k.
template <class B>
struct RowCodes {
    using L = Layout<B>;
    std::array<std::uint8_t, (1U << L::perRow)> ternary{}; // of a set of the row's squares
    // The row turned half round (square k becomes perRow - 1 - k) with the colours swapped.
    std::array<std::uint8_t, L::rowCodes> turned{};
    // The two squares k = w and w + 1 of a row code: 0..8.
    std::array<std::array<std::uint8_t, L::rowCodes>, L::windows> pair{};
};

template <class B>
constexpr RowCodes<B> makeRowCodes()
{
    using L = Layout<B>;
    RowCodes<B> codes;
    for (int set = 0; set < (1 << L::perRow); ++set) {
        int value = 0;
        for (int k = L::perRow - 1; k >= 0; --k)
            value = value * 3 + ((set >> k) & 1);
        codes.ternary[static_cast<std::size_t>(set)] = static_cast<std::uint8_t>(value);
    }
    for (int code = 0; code < L::rowCodes; ++code) {
        int turned = 0;
        for (int k = 0, rest = code; k < L::perRow; ++k, rest /= 3)
            turned = turned * 3 + (3 - rest % 3) % 3; // 1 <-> 2, 0 stays; square k ends up last-but-k
        codes.turned[static_cast<std::size_t>(code)] = static_cast<std::uint8_t>(turned);
        for (int w = 0, power = 1; w < L::windows; ++w, power *= 3)
            codes.pair[static_cast<std::size_t>(w)][static_cast<std::size_t>(code)] =
                static_cast<std::uint8_t>(code / power % 9);
    }
    return codes;
}

template <class B>
inline constexpr RowCodes<B> rowCodes = makeRowCodes<B>();

template <class B>
using Codes = std::array<int, Layout<B>::rows>;

// Every region's content index from the row codes: a region's rows weigh
// 9^3, 9^2, 9, 1 from the top, and in each row the square k = w weighs 1,
// k = w + 1 weighs 3.
template <class B, class Sink>
DRAUGHTS_INLINE void visitRegions(const Codes<B>& code, std::uint32_t base, int sign, Sink& sink)
{
    using L = Layout<B>;
    for (int w = 0; w < L::windows; ++w) {
        const auto& pair = rowCodes<B>.pair[static_cast<std::size_t>(w)];
        auto part = [&](int r) {
            return static_cast<int>(pair[static_cast<std::size_t>(code[static_cast<std::size_t>(r)])]);
        };
        for (int i = 0; i < L::starts; ++i) {
            const int top = i * L::rowStep;
            const int index = 729 * part(top) + 81 * part(top + 1) + 9 * part(top + 2) + part(top + 3);
            sink.pattern(L::regionBase(base, i, w) + static_cast<std::uint32_t>(index), sign);
        }
    }
}

template <class B>
DRAUGHTS_INLINE Codes<B> codesOf(Bitboard white, Bitboard black)
{
    using L = Layout<B>;
    constexpr Bitboard rowBits = (Bitboard{1} << L::perRow) - 1;
    Codes<B> code{};
    for (int r = 0; r < L::rows; ++r)
        code[static_cast<std::size_t>(r)] = rowCodes<B>.ternary[(white >> L::rowStart(r)) & rowBits] +
                                            2 * rowCodes<B>.ternary[(black >> L::rowStart(r)) & rowBits];
    return code;
}

// Both views (games whose sides play alike): as the board stands, minus
// turned half round with the colours swapped.
template <class B, class Sink>
DRAUGHTS_INLINE void visitBothViews(Bitboard white, Bitboard black, std::uint32_t base, Sink& sink)
{
    using L = Layout<B>;
    const Codes<B> code = codesOf<B>(white, black);
    Codes<B> turned{};
    for (int r = 0; r < L::rows; ++r)
        turned[static_cast<std::size_t>(L::rows - 1 - r)] =
            rowCodes<B>.turned[static_cast<std::size_t>(code[static_cast<std::size_t>(r)])];
    visitRegions<B>(code, base, 1, sink);
    visitRegions<B>(turned, base, -1, sink);
}

// One view (a game whose sides differ): the board as it stands.
template <class B, class Sink>
DRAUGHTS_INLINE void visitOneView(Bitboard white, Bitboard black, std::uint32_t base, Sink& sink)
{
    visitRegions<B>(codesOf<B>(white, black), base, 1, sink);
}

// The weight blocks of the regions, named by their rows (counted from the
// top, Black's side, from 1) and the places of their squares in a row.
template <class B>
std::vector<WeightBlock> regionBlocks(std::uint32_t base)
{
    using L = Layout<B>;
    std::vector<WeightBlock> blocks;
    for (int i = 0; i < L::starts; ++i)
        for (int w = 0; w < L::windows; ++w) {
            const int top = i * L::rowStep + 1;
            blocks.push_back({"region rows " + std::to_string(top) + "-" + std::to_string(top + 3) + " squares " +
                                  std::to_string(w + 1) + "-" + std::to_string(w + 2),
                              L::regionBase(base, i, w), RegionStates, true});
        }
    return blocks;
}

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

} // namespace draughts::engine::evaluation::regions
