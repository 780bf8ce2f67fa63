#include "board_tables.hpp"

#include <draughts/rules/geometry.hpp>

namespace draughts::engine::evaluation {

namespace {

using core::Bitboard;
using core::Side;
using core::Variant;

BoardTables build(Variant variant)
{
    BoardTables t;
    t.size = rules::boardSize(variant);
    t.playing = rules::allSquares(variant);
    auto at = [&](int file, int rank) -> Bitboard {
        if (file < 0 || rank < 0 || file >= t.size || rank >= t.size)
            return 0;
        const core::Square s = rules::squareAt(variant, file, rank);
        return s == core::NoSquare ? 0 : core::bitOf(s);
    };
    core::forEachSquare(t.playing, [&](core::Square s) {
        const int file = rules::fileOf(variant, s);
        const int rank = rules::rankOf(variant, s); // 0 = White's first row
        t.file[s] = static_cast<std::int8_t>(file);
        t.rank[0][s] = static_cast<std::int8_t>(rank);
        t.rank[1][s] = static_cast<std::int8_t>(t.size - 1 - rank);
        for (int d = -1; d <= 1; d += 2) {
            t.ahead[0][s] |= at(file + d, rank + 1);
            t.ahead[1][s] |= at(file + d, rank - 1);
            t.behind[0][s] |= at(file + d, rank - 1);
            t.behind[1][s] |= at(file + d, rank + 1);
        }
        for (int k = 1; k < t.size; ++k)
            for (int df = -k; df <= k; ++df) {
                t.forwardCone[0][s] |= at(file + df, rank + k);
                t.forwardCone[1][s] |= at(file + df, rank - k);
            }
        for (int k = 1; k < t.size; ++k)
            for (int df = -1; df <= 1; df += 2)
                for (int dr = -1; dr <= 1; dr += 2)
                    t.diagonals[s] |= at(file + df * k, rank + dr * k);
        const int margin = t.size == 10 ? 3 : 2;
        if (file >= 2 && file <= t.size - 3 && rank >= margin && rank <= t.size - 1 - margin)
            t.centre |= core::bitOf(s);
        if (file == 0 || file == t.size - 1)
            t.edgeFiles |= core::bitOf(s);
        if (file < t.size / 2)
            t.leftHalf |= core::bitOf(s);
        if (rank == 0)
            t.backRow[0] |= core::bitOf(s);
        if (rank == t.size - 1)
            t.backRow[1] |= core::bitOf(s);
        if (file == rank)
            t.longDiagonal |= core::bitOf(s);
    });
    return t;
}

} // namespace

const BoardTables& boardTables(Variant variant)
{
    static const std::array<BoardTables, 5> tables{build(Variant::International), build(Variant::Polish),
                                                   build(Variant::TwentyVsTen), build(Variant::CornerCheckers),
                                                   build(Variant::ToTheLastMan)};
    return tables[static_cast<std::size_t>(variant)];
}

} // namespace draughts::engine::evaluation
