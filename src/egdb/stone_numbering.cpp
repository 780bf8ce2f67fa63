#include "stone_numbering.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <stdexcept>

namespace draughts::egdb::detail {

using core::Bitboard;
using core::Square;

namespace {

// n / d, and n % d in `rest`: most numbers of a block fit 32 bits, where a
// division takes a fraction of the time of a 64-bit one (place() divides
// once for each digit).
std::uint64_t divide(std::uint64_t n, std::uint64_t d, std::uint64_t& rest)
{
    if (((n | d) >> 32) == 0) {
        const auto q = static_cast<std::uint32_t>(n) / static_cast<std::uint32_t>(d);
        rest = static_cast<std::uint32_t>(n) - q * static_cast<std::uint32_t>(d);
        return q;
    }
    rest = n % d;
    return n / d;
}

std::atomic<std::uint64_t> numberings{0};

// What place() placed last on this thread, without the counts: the numbers
// that follow it in its shape differ first in the counts alone (their
// digits are the lowest), so a solver going through a block in order
// places most positions from here.
struct LastPlaced {
    std::uint64_t numbering = 0; // its StoneNumbering's m_id; 0 for none
    int white = -1;
    int black = -1;
    std::uint64_t first = 0; // the numbers with these stones, counts aside
    std::uint64_t end = 0;
    Bitboard whiteStones = 0;
    Bitboard blackStones = 0;
    std::array<Square, MaxSubsetSize> counted{}; // the squares inside, the lowest digit's last
    std::size_t countedStones = 0;
};
thread_local LastPlaced lastPlaced;

} // namespace

static_assert(binomial(MaxSubsetSize, MaxSubsetSize / 2) <= 128, "StoneNumbering::m_subsets holds every subset");

StoneNumbering::StoneNumbering(const EgdbGeometry& geometry, const rules::Facts& facts, int maxStones)
    : m_id(++numberings), m_maxStones(maxStones), m_countRadix(static_cast<std::uint32_t>(facts.captureLimit + 1))
{
    if (maxStones > MaxSubsetSize)
        throw std::logic_error("egdb: more stones than the numbering's sets hold");
    // A stone ending on its far row goes to the hand (last-man.md §6.1),
    // and the far row is the opponent's first row (§6.2).
    const auto mayStand = [&](core::Side side) {
        Bitboard never = facts.promotionSquaresOf(side);
        if (facts.hasHand)
            never |= facts.homeRowOf(core::opposite(side));
        return geometry.all() & ~never;
    };
    m_whiteMay = mayStand(core::Side::White);
    m_blackMay = mayStand(core::Side::Black);
    // A count matters only where a stone can be jumped (last-man.md §5.4).
    const Bitboard counted = facts.captureLimit > 0 ? geometry.jumpable() : 0;
    core::forEachSquare(m_whiteMay | m_blackMay, [&](Square square) {
        const bool white = core::contains(m_whiteMay, square);
        const bool black = core::contains(m_blackMay, square);
        const bool count = core::contains(counted, square);
        // Counts are kept by square, in an array only 8x8 boards fit.
        if (count && (!white || !black || square >= Counts{}.size() || geometry.turned(square) >= Counts{}.size()))
            throw std::logic_error("egdb: a square with a capture count that the stones cannot number");
        const std::size_t zone = count ? inside : !black ? whiteRow : !white ? blackRow : edge;
        Zone& z = m_zones[zone];
        m_squares[square] = {static_cast<std::uint8_t>(zone), static_cast<std::uint8_t>(z.size),
                             geometry.turned(square)};
        z.square[static_cast<std::size_t>(z.size++)] = square;
        z.squares |= core::bitOf(square);
    });
    // What a stone adds to its shape's key (shapeKey is a sum of such parts).
    for (std::size_t zone = 0; zone < zoneCount; ++zone)
        for (int i = 0; i < m_zones[zone].size; ++i) {
            SquareFacts& f = m_squares[m_zones[zone].square[static_cast<std::size_t>(i)]];
            f.whiteKey = shapeKey(1, 0, zone == whiteRow ? 1 : 0, 0, zone == edge ? 1 : 0, 0);
            f.blackKey = shapeKey(0, 1, 0, zone == blackRow ? 1 : 0, 0, zone == edge ? 1 : 0);
        }
    for (unsigned mask = 0; mask < (1U << MaxSubsetSize); ++mask) {
        std::uint64_t number = 0;
        int size = 0;
        for (int element = 0; element < MaxSubsetSize; ++element)
            if (mask >> element & 1U)
                number += binomial(element, ++size);
        m_subsets[static_cast<std::size_t>(size)][number] = static_cast<std::uint16_t>(mask);
    }
    // place() finds a large zone's squares by one look-up, not by a search
    // for each stone: 31,180 masks for six stones among the 18 inside.
    for (std::size_t z = 0; z < zoneCount; ++z) {
        const int size = m_zones[z].size;
        if (size <= MaxSubsetSize || size > 32)
            continue;
        LargeSubsets& large = m_largeSubsets[z];
        std::array<int, MaxSubsetSize> elements{};
        for (int k = 0; k <= std::min(maxStones, size); ++k) {
            large.at[static_cast<std::size_t>(k)] = large.masks.size();
            for (std::uint64_t number = 0; number < binomial(size, k); ++number) {
                subsetOfNumber(number, k, size, elements.data());
                std::uint32_t mask = 0;
                for (int i = 0; i < k; ++i)
                    mask |= std::uint32_t{1} << elements[static_cast<std::size_t>(i)];
                large.masks.push_back(mask);
            }
        }
    }
    m_groups.resize(static_cast<std::size_t>((maxStones + 1) * (maxStones + 1)));
    const int edgeSize = m_zones[edge].size;
    m_shapeOf.assign(
        shapeKey(maxStones, maxStones, m_zones[whiteRow].size, m_zones[blackRow].size, edgeSize, edgeSize) + 1, -1);
    for (int white = 0; white <= maxStones; ++white)
        for (int black = 0; white + black <= maxStones; ++black)
            addGroup(white, black);
}

void StoneNumbering::addGroup(int white, int black)
{
    Group& g = m_groups[static_cast<std::size_t>(white * (m_maxStones + 1) + black)];
    g.first = m_shapes.size();
    const int rowSize = m_zones[whiteRow].size;
    const int edgeSize = m_zones[edge].size;
    for (int a = 0; a <= std::min(rowSize, white); ++a)
        for (int d = 0; d <= std::min(m_zones[blackRow].size, black); ++d)
            for (int ew = 0; ew <= std::min(edgeSize, white - a); ++ew)
                for (int eb = 0; eb <= std::min(edgeSize - ew, black - d); ++eb) {
                    const int jw = white - a - ew;
                    const int jb = black - d - eb;
                    if (jw + jb > m_zones[inside].size)
                        continue;
                    Shape shape;
                    shape.offset = g.size;
                    const std::array<int, zoneCount> stones{a, d, ew + eb, jw + jb};
                    const std::array<int, zoneCount> whites{a, 0, ew, jw};
                    std::array<std::uint64_t, digitCount> radices{};
                    for (std::size_t z = 0; z < zoneCount; ++z) {
                        shape.stones[z] = static_cast<std::uint8_t>(stones[z]);
                        shape.whites[z] = static_cast<std::uint8_t>(whites[z]);
                        radices[z] = binomial(m_zones[z].size, stones[z]);
                        radices[zoneCount + z] = binomial(stones[z], whites[z]);
                    }
                    // Place values from the lowest digit up: the counts' first.
                    std::uint64_t weight = 1;
                    for (int i = 0; i < stones[inside]; ++i)
                        weight *= m_countRadix;
                    shape.countSpan = weight;
                    for (std::size_t i = highestFirst.size(); i-- > 0;) {
                        shape.weights[highestFirst[i]] = weight;
                        weight *= radices[highestFirst[i]];
                        if (radices[highestFirst[i]] > 1)
                            shape.digits |= static_cast<std::uint8_t>(1U << highestFirst[i]);
                    }
                    m_shapeOf[shapeKey(white, black, a, d, ew, eb)] = static_cast<std::int32_t>(m_shapes.size());
                    m_shapes.push_back(shape);
                    g.size += weight;
                }
    g.end = m_shapes.size();
}

// The builder numbers every move it looks at: each zone's stones in one
// short loop, its digits kept in registers, no branch on a stone's colour,
// and the shape's key summed stone by stone (a chain of multiplications
// would wait for the last zone).
StoneNumbering::Numbered StoneNumbering::number(Bitboard white, Bitboard black, const Counts& counts, bool turned) const
{
    if (((white & ~m_whiteMay) | (black & ~m_blackMay)) != 0)
        return {};
    const Bitboard stones = white | black;
    std::array<std::uint64_t, digitCount> digits{};
    std::size_t key = 0;
    int all = 0;
    int whiteStones = 0;
    std::uint64_t countDigits = 0;
    std::uint32_t tooHigh = 0;
    for (std::size_t z = 0; z < zoneCount; ++z) {
        std::uint64_t squaresDigit = 0;
        std::uint64_t whitesDigit = 0;
        int k = 0;
        int w = 0;
        for (Bitboard set = stones & m_zones[z].squares; set != 0; set &= set - 1) {
            if (++all > m_maxStones)
                return {};
            const Square square = core::lowestSquare(set);
            const SquareFacts& facts = m_squares[square];
            const auto isWhite = static_cast<int>(white >> square & 1U);
            // Its place among the zone's stones, and among White's if it is one.
            whitesDigit += binomial(k, w + 1) & (0 - static_cast<std::uint64_t>(isWhite));
            w += isWhite;
            whiteStones += isWhite;
            squaresDigit += binomial(facts.index, ++k);
            key += isWhite ? facts.whiteKey : facts.blackKey;
            if (z == inside) {
                const std::uint32_t count = counts[turned ? facts.turned : square];
                tooHigh |= static_cast<std::uint32_t>(count >= m_countRadix);
                countDigits = countDigits * m_countRadix + count;
            }
        }
        digits[z] = squaresDigit;
        digits[zoneCount + z] = whitesDigit;
    }
    if (tooHigh != 0)
        return {};
    const Shape& shape = m_shapes[static_cast<std::size_t>(m_shapeOf[key])];
    std::uint64_t number = shape.offset + countDigits;
    for (std::size_t i = 0; i < digitCount; ++i)
        number += digits[i] * shape.weights[i];
    return {number, whiteStones, all - whiteStones};
}

void StoneNumbering::place(std::uint64_t number, int white, int black, core::Position& position) const
{
    LastPlaced& last = lastPlaced;
    if (last.numbering == m_id && last.white == white && last.black == black && number >= last.first &&
        number < last.end) {
        position.white |= last.whiteStones;
        position.black |= last.blackStones;
        placeCounts(number - last.first, last.counted.data(), last.countedStones, position);
        return;
    }
    const std::uint64_t asked = number;
    Bitboard whiteStones = 0;
    Bitboard blackStones = 0;
    const Group& g = group(white, black);
    const auto first = m_shapes.begin() + static_cast<std::ptrdiff_t>(g.first);
    const auto end = m_shapes.begin() + static_cast<std::ptrdiff_t>(g.end);
    const auto after =
        std::upper_bound(first, end, number, [](std::uint64_t n, const Shape& shape) { return n < shape.offset; });
    const Shape& shape = *(after - 1);
    number -= shape.offset;
    std::array<std::uint64_t, digitCount> digits{};
    for (std::size_t i : highestFirst) {
        // A digit of one value (no stone in the zone, or all of one colour)
        // is 0: a division saved, most often on the first rows and the edge.
        if ((shape.digits >> i & 1U) == 0)
            continue;
        digits[i] = divide(number, shape.weights[i], number);
    }
    auto countDigits = static_cast<std::uint32_t>(number);
    for (std::size_t z = 0; z < zoneCount; ++z) {
        const Zone& zone = m_zones[z];
        const int stones = shape.stones[z];
        // The zone's squares taken, increasing.
        std::array<int, MaxSubsetSize> taken{};
        const LargeSubsets& large = m_largeSubsets[z];
        if (zone.size <= MaxSubsetSize) {
            int i = 0;
            for (unsigned mask = m_subsets[static_cast<std::size_t>(stones)][digits[z]]; mask != 0; mask &= mask - 1)
                taken[static_cast<std::size_t>(i++)] = std::countr_zero(mask);
        } else if (!large.masks.empty()) {
            int i = 0;
            for (std::uint32_t mask = large.masks[large.at[static_cast<std::size_t>(stones)] + digits[z]]; mask != 0;
                 mask &= mask - 1)
                taken[static_cast<std::size_t>(i++)] = std::countr_zero(mask);
        } else {
            subsetOfNumber(digits[z], stones, zone.size, taken.data());
        }
        const unsigned whiteMask = m_subsets[shape.whites[z]][digits[zoneCount + z]];
        for (std::size_t i = 0; i < static_cast<std::size_t>(stones); ++i) {
            const Bitboard bit = core::bitOf(zone.square[static_cast<std::size_t>(taken[i])]);
            const Bitboard isWhite = 0 - static_cast<Bitboard>(whiteMask >> i & 1U);
            whiteStones |= bit & isWhite;
            blackStones |= bit & ~isWhite;
        }
        if (z != inside)
            continue;
        last.countedStones = static_cast<std::size_t>(stones);
        for (std::size_t i = 0; i < last.countedStones; ++i)
            last.counted[i] = zone.square[static_cast<std::size_t>(taken[i])];
    }
    position.white |= whiteStones;
    position.black |= blackStones;
    placeCounts(countDigits, last.counted.data(), last.countedStones, position);
    last.numbering = m_id;
    last.white = white;
    last.black = black;
    last.first = asked - countDigits;
    last.end = last.first + shape.countSpan;
    last.whiteStones = whiteStones;
    last.blackStones = blackStones;
}

// The counts of the stones inside on `squares`, the last one's the lowest
// digit.
void StoneNumbering::placeCounts(std::uint64_t countDigits, const Square* squares, std::size_t stones,
                                 core::Position& position) const
{
    // Capture counts 0 to 3: two bits each, read by shifts; any other
    // limit by divisions.
    const bool twoBits = m_countRadix == 4;
    for (std::size_t i = stones; i-- > 0;) {
        position.captureCount[squares[i]] =
            static_cast<std::uint8_t>(twoBits ? countDigits & 3U : countDigits % m_countRadix);
        countDigits = twoBits ? countDigits >> 2 : countDigits / m_countRadix;
    }
}

} // namespace draughts::egdb::detail
