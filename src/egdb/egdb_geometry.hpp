#pragma once

// What the endgame tables need to know about a game's board, asked once
// from the rules library's public geometry: the playing squares in order,
// the half-turn that swaps the two sides' views, the squares a piece can be
// jumped on, and the diagonal lines from each square. Private to the egdb
// library.

#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>

#include <array>
#include <cstddef>
#include <cstdint>

namespace draughts::egdb::detail {

inline constexpr int MaxBits = 64;
inline constexpr int MaxRay = 9; // squares along a diagonal of a 10x10 board, the start excluded

// A diagonal line from a square, nearest square first.
struct Ray {
    std::array<core::Square, MaxRay> squares{};
    int length = 0;
};

class EgdbGeometry {
public:
    explicit EgdbGeometry(core::Variant variant);

    core::Bitboard all() const { return m_all; }
    int squareCount() const { return m_squareCount; }
    // 0 .. squareCount-1, in the order of the internal bits.
    int ordinal(core::Square square) const { return m_ordinal[square]; }
    core::Square squareOfOrdinal(int ordinal) const { return m_squares[static_cast<std::size_t>(ordinal)]; }
    // The square seen from the other side of the board (turned half round).
    core::Square turned(core::Square square) const { return m_turned[square]; }
    core::Bitboard turned(core::Bitboard set) const
    {
        core::Bitboard result = 0;
        for (std::size_t byte = 0; set != 0; ++byte, set >>= 8)
            result |= m_turnedBytes[byte][set & 0xFFU];
        return result;
    }
    // Squares with a neighbour on all four diagonals: only there can a
    // piece be jumped, since a jump crosses it from one neighbour to the
    // opposite one.
    core::Bitboard jumpable() const { return m_jumpable; }
    // The four diagonals from a square: the two going down the ranks
    // (towards White's side) first, then the two going up.
    const std::array<Ray, 4>& rays(core::Square square) const { return m_rays[square]; }

private:
    core::Bitboard m_all = 0;
    core::Bitboard m_jumpable = 0;
    int m_squareCount = 0;
    std::array<core::Square, MaxBits> m_squares{};
    std::array<int, MaxBits> m_ordinal{};
    std::array<core::Square, MaxBits> m_turned{};
    std::array<std::array<Ray, 4>, MaxBits> m_rays{};
    std::array<std::array<core::Bitboard, 256>, 8> m_turnedBytes{}; // each byte of a set, turned
};

} // namespace draughts::egdb::detail
