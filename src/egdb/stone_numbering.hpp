#pragma once

// The stones of a game without kings (To the Last Man) numbered densely:
// every number of a block names one arrangement of the stones on the board,
// and every arrangement has one number. Private to the egdb library.

#include "egdb_geometry.hpp"
#include "subsets.hpp"

#include <draughts/core/position.hpp>
#include <draughts/core/types.hpp>
#include <draughts/rules/facts.hpp>

#include <array>
#include <cstdint>
#include <vector>

namespace draughts::egdb::detail {

// Numbering each side's stones alone, as Layout numbers men, would give
// numbers to two stones on one square, and in To the Last Man to one square
// with two capture counts: 23 % of the four-stone numbers, 45 % of the six.
// So the board is cut into zones by what may stand on a square, and the
// stones are numbered zone by zone:
//
//   White's first row  White's stones only (it is Black's far row)
//   Black's first row  Black's stones only
//   the edge           either colour, no count (no stone is jumped there)
//   the inside         either colour, a capture count 0 .. captureLimit
//
// How many stones of each colour stand in each zone is an arrangement's
// shape. A block's shapes follow each other, each a range of numbers in
// mixed radix, its digits highest first: the squares taken on White's
// first row, on Black's, on the edge, which of the edge's stones are
// White's, the squares taken inside, which of those stones are White's,
// and the counts of the stones inside, the lowest square's highest. A set
// of squares taken, or of stones that are White's among those of a zone,
// is numbered in the combinatorial number system (subsets.hpp).
//
// Always holds: every square a stone may stand on is in one zone, and a
// square with a count may be taken by either side.
class StoneNumbering {
public:
    using Counts = decltype(core::Position::captureCount);

    // Throws std::logic_error for a board that does not fall into these
    // zones, or for more stones than a set of subsets.hpp holds.
    StoneNumbering(const EgdbGeometry& geometry, const rules::Facts& facts, int maxStones);

    // The arrangements of `white` White and `black` Black stones.
    std::uint64_t size(int white, int black) const { return group(white, black).size; }
    // What number() gives for what it does not number (not an optional,
    // which comes back through memory: this is the builder's hot path).
    static constexpr std::uint64_t none = ~std::uint64_t{0};
    struct Numbered {
        std::uint64_t number = none;
        int white = 0; // stones
        int black = 0;
    };
    // The number of an arrangement seen from White's side, among those of
    // as many White and Black stones; each stone's count read at its
    // square, or at that square turned half round when `turned`. `none` for
    // a stone where it never stands, a count above the limit or more stones
    // than numbered.
    Numbered number(core::Bitboard white, core::Bitboard black, const Counts& counts, bool turned) const;
    // Puts arrangement `number` of `white` and `black` stones on the empty
    // board of `position`, with their counts; number < size(white, black).
    void place(std::uint64_t number, int white, int black, core::Position& position) const;

private:
    // The zones, in the order of their digits.
    static constexpr std::size_t zoneCount = 4;
    static constexpr std::size_t whiteRow = 0; // White's first row
    static constexpr std::size_t blackRow = 1; // Black's first row
    static constexpr std::size_t edge = 2;
    static constexpr std::size_t inside = 3;
    // Digits by zone: the squares taken in zone z are digit z, which of its
    // stones are White's digit zoneCount + z (always 0 on the first rows).
    static constexpr std::size_t digitCount = 2 * zoneCount;
    static constexpr std::array<std::size_t, 6> highestFirst{whiteRow,         blackRow, edge,
                                                             zoneCount + edge, inside,   zoneCount + inside};

    struct Zone {
        core::Bitboard squares = 0;
        int size = 0;
        std::array<core::Square, MaxBits> square{}; // by index in the zone, increasing
    };
    // What numbering a stone needs of its square, looked up at once.
    struct SquareFacts {
        std::uint8_t zone = 0;
        std::uint8_t index = 0; // in its zone
        core::Square turned = core::NoSquare;
        std::size_t whiteKey = 0; // a White stone's part of its shape's key
        std::size_t blackKey = 0;
    };
    struct Shape {
        std::uint64_t offset = 0;                        // its first number in the block
        std::uint64_t countSpan = 1;                     // the numbers of one arrangement's counts
        std::array<std::uint64_t, digitCount> weights{}; // each digit's place value; the counts' is 1
        std::array<std::uint8_t, zoneCount> stones{};
        std::array<std::uint8_t, zoneCount> whites{};
        std::uint8_t digits = 0; // bit i: digit i takes more than one value
    };
    // The shapes of one number of White and of Black stones: a range of
    // m_shapes, in the order of their numbers.
    struct Group {
        std::size_t first = 0;
        std::size_t end = 0;
        std::uint64_t size = 0;
    };

    const Group& group(int white, int black) const
    {
        return m_groups[static_cast<std::size_t>(white * (m_maxStones + 1) + black)];
    }
    // A shape's index into m_shapeOf: its group, and its stones on the
    // first rows and the edge (those inside follow).
    std::size_t shapeKey(int white, int black, int whiteOnRow, int blackOnRow, int whiteOnEdge, int blackOnEdge) const
    {
        int key = white * (m_maxStones + 1) + black;
        key = key * (m_zones[whiteRow].size + 1) + whiteOnRow;
        key = key * (m_zones[blackRow].size + 1) + blackOnRow;
        key = key * (m_zones[edge].size + 1) + whiteOnEdge;
        key = key * (m_zones[edge].size + 1) + blackOnEdge;
        return static_cast<std::size_t>(key);
    }
    void addGroup(int white, int black);
    void placeCounts(std::uint64_t countDigits, const core::Square* squares, std::size_t stones,
                     core::Position& position) const;

    // Tells this numbering's arrangements from another's in place()'s
    // memory of the last one it placed.
    std::uint64_t m_id;
    int m_maxStones;
    std::uint32_t m_countRadix; // capture counts 0 .. captureLimit
    core::Bitboard m_whiteMay = 0;
    core::Bitboard m_blackMay = 0;
    std::array<Zone, zoneCount> m_zones{};
    std::array<SquareFacts, MaxBits> m_squares{};
    // The k-element subsets of the first MaxSubsetSize elements, as bit
    // masks, by k and number: a zone of no more squares, or the stones of
    // a zone, decoded by one look-up.
    std::array<std::array<std::uint16_t, 128>, MaxSubsetSize + 1> m_subsets{};
    // The same for a zone of more squares (the inside), by k up to the
    // stones numbered: masks[at[k] + number]. Empty for a zone of up to
    // MaxSubsetSize squares, or of more than a mask holds.
    struct LargeSubsets {
        std::array<std::size_t, MaxSubsetSize + 1> at{};
        std::vector<std::uint32_t> masks;
    };
    std::array<LargeSubsets, zoneCount> m_largeSubsets{};
    std::vector<Group> m_groups;         // group(white, black)
    std::vector<Shape> m_shapes;         // group by group
    std::vector<std::int32_t> m_shapeOf; // shapeKey → index into m_shapes
};

} // namespace draughts::egdb::detail
