#include "egdb_geometry.hpp"

#include <draughts/rules/geometry.hpp>

namespace draughts::egdb::detail {

using core::Bitboard;
using core::Square;

EgdbGeometry::EgdbGeometry(core::Variant variant)
{
    const rules::Shape shape = rules::shapeOf(variant);
    m_all = shape.all();
    m_ordinal.fill(-1);
    m_turned.fill(core::NoSquare);
    core::forEachSquare(m_all, [&](Square square) {
        m_ordinal[square] = m_squareCount;
        m_squares[static_cast<std::size_t>(m_squareCount++)] = square;
    });
    constexpr int steps[4][2] = {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
    core::forEachSquare(m_all, [&](Square square) {
        const int file = shape.fileOf(square);
        const int rank = shape.rankOf(square);
        m_turned[square] = shape.at(shape.size - 1 - file, shape.size - 1 - rank);
        bool surrounded = true;
        for (std::size_t d = 0; d < 4; ++d) {
            Ray& ray = m_rays[square][d];
            for (int distance = 1; distance <= MaxRay; ++distance) {
                const Square next = shape.at(file + distance * steps[d][0], rank + distance * steps[d][1]);
                if (next == core::NoSquare)
                    break;
                ray.squares[static_cast<std::size_t>(ray.length++)] = next;
            }
            surrounded = surrounded && ray.length > 0;
        }
        if (surrounded)
            m_jumpable |= core::bitOf(square);
    });
    for (std::size_t byte = 0; byte < 8; ++byte)
        for (std::size_t value = 0; value < 256; ++value)
            for (std::size_t bit = 0; bit < 8; ++bit) {
                const auto square = static_cast<Square>(8 * byte + bit);
                if ((value >> bit & 1U) && core::contains(m_all, square))
                    m_turnedBytes[byte][value] |= core::bitOf(m_turned[square]);
            }
}

} // namespace draughts::egdb::detail
