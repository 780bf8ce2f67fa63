#include <draughts/egdb/layout.hpp>

#include "egdb_geometry.hpp"
#include "mirror.hpp"
#include "stone_numbering.hpp"
#include "subsets.hpp"

#include <draughts/rules/facts.hpp>

#include <algorithm>
#include <atomic>
#include <stdexcept>

namespace draughts::egdb {

using core::Bitboard;
using core::Position;
using core::Side;
using core::Square;
using detail::binomial;

namespace {

constexpr std::array<Side, 2> bothSides{Side::White, Side::Black};

std::size_t at(Side side) { return static_cast<std::size_t>(side); }

Bitboard below(Square square) { return core::bitOf(square) - 1; }

// The number of squares in a set of a few: quicker than the library's bit
// count on processors without a POPCNT instruction, which the build may not
// assume.
int fewCount(Bitboard set)
{
    int count = 0;
    for (; set != 0; set &= set - 1)
        ++count;
    return count;
}

Phase phaseOf(const Position& position)
{
    return position.isSecondHalfOfTurn() ? Phase::SecondMove
           : position.placedThisTurn     ? Phase::AfterPlacement
                                         : Phase::Move;
}

// The block table's index of a material, side to move and phase; -1
// beyond it. A game has kings or a hand, never both, so their sum stands
// for whichever it has (the entry found is checked against the material).
constexpr int tableRadix = 10;
constexpr std::size_t blockTableSize = tableRadix * tableRadix * tableRadix * tableRadix * 2 * 3;

int blockKey(const Material& material, Side side, Phase phase)
{
    int key = 0;
    for (Side s : bothSides) {
        const Army& army = material[s];
        if (army.men >= tableRadix || army.kings + army.hand >= tableRadix)
            return -1;
        key = (key * tableRadix + army.men) * tableRadix + army.kings + army.hand;
    }
    return (key * 2 + static_cast<int>(side)) * 3 + static_cast<int>(phase);
}

Material mirrored(const Material& material)
{
    Material m;
    m[Side::White] = material[Side::Black];
    m[Side::Black] = material[Side::White];
    return m;
}

// Of a material and its mirror image, the one a slice is named after: the
// side with more pieces (then more kings) is White.
bool isNamingSide(const Material& material)
{
    const Army& w = material[Side::White];
    const Army& b = material[Side::Black];
    if (w.total() != b.total())
        return w.total() > b.total();
    return w.kings >= b.kings;
}

std::string nameOf(const Material& material)
{
    std::string name;
    for (Side s : bothSides)
        name += std::to_string(material[s].men) + std::to_string(material[s].kings);
    return name;
}

} // namespace

Material Material::of(const Position& position)
{
    Material m;
    for (Side s : bothSides) {
        m[s].men = fewCount(position.men(s));
        m[s].kings = fewCount(position.kingsOf(s));
        m[s].hand = position.hand[at(s)];
    }
    return m;
}

namespace {

std::atomic<std::uint64_t> numberings{0};

// The block positionAt() found last on this thread: a solver going through
// a slice in order asks for the same block again and again.
struct LastBlock {
    std::uint64_t numbering = 0; // its Numbering's id; 0 for none
    int slice = -1;
    std::size_t block = 0;
    std::uint64_t first = 0;
    std::uint64_t end = 0;
};
thread_local LastBlock lastBlock;

} // namespace

// The numbering's tables. In a game with kings, a position's number in its
// block is, in mixed radix: the set of White's men among the cells White's
// men may take, the set of Black's men among Black's cells, White's kings
// among the squares the men left free, Black's kings among the squares
// still free, and in Twenty vs Ten's second move which of the mover's
// pieces is barred. A cell is a square where the side's men may stand (no
// game with kings counts captures); two men on one square are numbers that
// name no position, the price of numbering each side's men alone (1.5 % of
// International's four pieces). A game without kings (To the Last Man)
// numbers its stones as one arrangement, with their counts, the block's one
// digit (stone_numbering.hpp): numbered each side alone, a quarter of its
// four-stone numbers and nearly half of the six would name no position.
struct Layout::Numbering {
    explicit Numbering(core::Variant variant) : geometry(variant), facts(rules::facts(variant)) {}

    std::uint64_t id = ++numberings;

    detail::EgdbGeometry geometry;
    const rules::Facts& facts;
    // A game without kings: its stones' arrangements.
    std::optional<detail::StoneNumbering> stones;
    // Per side in a game with kings: the cell of each square (-1 where its
    // men never stand) and each cell's square.
    std::array<std::array<int, detail::MaxBits>, 2> cellOf{};
    std::array<std::vector<Square>, 2> cellSquare;
    // blockKey → slice and block, or -1.
    std::vector<std::pair<std::int16_t, std::int16_t>> blocks =
        std::vector<std::pair<std::int16_t, std::int16_t>>(blockTableSize, {-1, -1});

    int cells(Side side) const { return static_cast<int>(cellSquare[at(side)].size()); }

    void addCells()
    {
        for (Side side : bothSides) {
            // A man on a crowning square would have been crowned; a stone
            // ending on the far row goes to the hand (last-man.md §6.1),
            // and the far row is the opponent's first row (§6.2).
            Bitboard never = facts.promotionSquaresOf(side);
            if (facts.hasHand)
                never |= facts.homeRowOf(core::opposite(side));
            cellOf[at(side)].fill(-1);
            for (int i = 0; i < geometry.squareCount(); ++i) {
                const Square square = geometry.squareOfOrdinal(i);
                if (core::contains(never, square))
                    continue;
                cellOf[at(side)][square] = cells(side);
                cellSquare[at(side)].push_back(square);
            }
            if (cells(side) > detail::MaxSubsetBase)
                throw std::logic_error("egdb: too many cells on this board");
        }
    }

    // The sizes of the radices of a block's number, lowest last.
    std::array<std::uint64_t, 5> radices(const Material& m, Side side, Phase phase) const
    {
        if (stones)
            return {stones->size(m[Side::White].men, m[Side::Black].men), 1, 1, 1, 1};
        const int squares = geometry.squareCount();
        const int men = m[Side::White].men + m[Side::Black].men;
        const int mover = m[side].men + m[side].kings;
        return {binomial(cells(Side::White), m[Side::White].men), binomial(cells(Side::Black), m[Side::Black].men),
                binomial(squares - men, m[Side::White].kings),
                binomial(squares - men - m[Side::White].kings, m[Side::Black].kings),
                phase == Phase::SecondMove ? static_cast<std::uint64_t>(mover) : 1U};
    }
};

Layout::Layout(core::Variant variant, int maxPieces)
    : m_variant(variant), m_maxPieces(maxPieces), m_numbering(std::make_unique<Numbering>(variant))
{
    if (maxPieces < 2 || maxPieces > 9)
        throw std::invalid_argument("egdb: tables hold 2 to 9 pieces");
    const rules::Facts& facts = m_numbering->facts;
    const detail::EgdbGeometry& geometry = m_numbering->geometry;
    // The sides play by mirror-image rules: neither moves twice, and each
    // side's crowning squares and first row are the other's turned round.
    m_mirrorsBlack = !facts.blackMovesTwice &&
                     geometry.turned(facts.promotionSquaresOf(Side::White)) == facts.promotionSquaresOf(Side::Black) &&
                     geometry.turned(facts.homeRowOf(Side::White)) == facts.homeRowOf(Side::Black);
    Numbering& numbering = const_cast<Numbering&>(*m_numbering);
    if (facts.hasKings && facts.captureLimit > 0)
        throw std::logic_error("egdb: capture counts are numbered only in a game without kings");
    if (facts.hasKings)
        numbering.addCells();
    else
        numbering.stones.emplace(geometry, facts, maxPieces);
    addSlices();
}

Layout::~Layout() = default;

void Layout::addSlices()
{
    const rules::Facts& facts = m_numbering->facts;
    auto& table = const_cast<Numbering&>(*m_numbering).blocks;
    auto addBlocks = [&](Slice& slice, const Material& material) {
        for (Side side : bothSides) {
            if (m_mirrorsBlack && side == Side::Black)
                continue;
            const Army& mover = material[side];
            std::vector<Phase> phases{Phase::Move};
            if (facts.blackMovesTwice && side == Side::Black && mover.men + mover.kings > 0)
                phases.push_back(Phase::SecondMove);
            if (facts.hasHand && mover.men > 0)
                phases.push_back(Phase::AfterPlacement);
            for (Phase phase : phases) {
                Block block{material, side, phase, slice.size, 1, m_numbering->radices(material, side, phase)};
                for (std::uint64_t radix : block.radices)
                    block.size *= radix;
                table[static_cast<std::size_t>(blockKey(material, side, phase))] = {
                    static_cast<std::int16_t>(m_slices.size()), static_cast<std::int16_t>(slice.blocks.size())};
                slice.size += block.size;
                slice.blocks.push_back(block);
            }
        }
    };
    const int kingsAllowed = facts.hasKings ? 1 : 0;
    const int handAllowed = facts.hasHand ? 1 : 0;
    for (int pieces = 2; pieces <= m_maxPieces; ++pieces) {
        // Captures that turn stones over keep the number of stones: one
        // slice of them all. Else crowning turns a man into a king, so the
        // slices with fewer men come first.
        const bool wholeCount = facts.flipsCaptured;
        for (int totalMen = wholeCount ? -1 : 0; totalMen <= (wholeCount ? -1 : pieces); ++totalMen) {
            std::vector<Material> materials;
            Material m;
            for (m.armies[0].men = 0; m.armies[0].men <= pieces; ++m.armies[0].men)
                for (m.armies[0].kings = 0; m.armies[0].kings <= pieces * kingsAllowed; ++m.armies[0].kings)
                    for (m.armies[0].hand = 0; m.armies[0].hand <= pieces * handAllowed; ++m.armies[0].hand)
                        for (m.armies[1].men = 0; m.armies[1].men <= pieces; ++m.armies[1].men)
                            for (m.armies[1].kings = 0; m.armies[1].kings <= pieces * kingsAllowed;
                                 ++m.armies[1].kings) {
                                m.armies[1].hand = pieces - m.armies[0].total() - m.armies[1].men - m.armies[1].kings;
                                if (m.armies[1].hand < 0 || m.armies[1].hand > pieces * handAllowed)
                                    continue;
                                if (m.armies[0].total() == 0 || m.armies[1].total() == 0)
                                    continue;
                                if (!wholeCount && m.armies[0].men + m.armies[1].men != totalMen)
                                    continue;
                                materials.push_back(m);
                            }
            if (wholeCount) {
                Slice slice{std::to_string(pieces), pieces, {}, 0};
                for (const Material& material : materials)
                    addBlocks(slice, material);
                m_slices.push_back(std::move(slice));
                continue;
            }
            for (const Material& material : materials) {
                if (m_mirrorsBlack && !isNamingSide(material))
                    continue;
                Slice slice{nameOf(material), pieces, {}, 0};
                addBlocks(slice, material);
                if (m_mirrorsBlack && !(mirrored(material) == material))
                    addBlocks(slice, mirrored(material));
                m_slices.push_back(std::move(slice));
            }
        }
    }
}

Position Layout::normalized(const Position& position) const
{
    Position p = position;
    p.quietPlies = 0;
    if (m_mirrorsBlack && p.sideToMove == Side::Black)
        p = detail::mirrored(m_numbering->geometry, p, m_numbering->facts.captureLimit > 0);
    if (m_numbering->facts.captureLimit == 0) {
        p.captureCount.fill(0); // none in this game: not part of the number
        return p;
    }
    // A count matters only where the stone can be jumped; it starts again
    // from zero when the stone moves (last-man.md §5.4).
    const Bitboard counted = m_numbering->geometry.jumpable() & p.occupied();
    for (std::size_t square = 0; square < p.captureCount.size(); ++square)
        if (!core::contains(counted, static_cast<Square>(square)))
            p.captureCount[square] = 0;
    return p;
}

// A position's pieces as numbered: what Layout::normalized keeps of it,
// read without copying the position (locate is the tables' hot path: the
// builder numbers every move it looks at, and every probe numbers one).
struct Layout::Seen {
    std::array<Bitboard, 2> men{};
    std::array<Bitboard, 2> kings{};
    Side sideToMove = Side::White;
    Square barred = core::NoSquare;
    Material material;
};

std::optional<Location> Layout::locate(const Position& position) const
{
    if (m_numbering->stones)
        return locateStones(position);
    const detail::EgdbGeometry& geometry = m_numbering->geometry;
    Seen seen;
    const bool turned = m_mirrorsBlack && position.sideToMove == Side::Black;
    // As detail::mirrored turns it: Black's pieces become White's.
    const Bitboard white = turned ? geometry.turned(position.black) : position.white;
    const Bitboard black = turned ? geometry.turned(position.white) : position.black;
    const Bitboard kings = turned ? geometry.turned(position.kings) : position.kings;
    seen.men = {white & ~kings, black & ~kings};
    seen.kings = {white & kings, black & kings};
    seen.sideToMove = turned ? Side::White : position.sideToMove;
    seen.barred = turned && position.barred != core::NoSquare ? geometry.turned(position.barred) : position.barred;
    for (std::size_t s = 0; s < 2; ++s) {
        Army& army = seen.material.armies[s];
        army.men = fewCount(seen.men[s]);
        army.kings = fewCount(seen.kings[s]);
        army.hand = position.hand[turned ? 1 - s : s];
    }
    if (seen.material.total() > m_maxPieces || (position.isSecondHalfOfTurn() && position.placedThisTurn))
        return std::nullopt;
    const int key = blockKey(seen.material, seen.sideToMove, phaseOf(position));
    if (key < 0 || m_numbering->blocks[static_cast<std::size_t>(key)].first < 0)
        return std::nullopt;
    const auto [slice, block] = m_numbering->blocks[static_cast<std::size_t>(key)];
    const Block& b = m_slices[static_cast<std::size_t>(slice)].blocks[static_cast<std::size_t>(block)];
    if (!(b.material == seen.material))
        return std::nullopt;
    const auto number = numberInBlock(b, seen);
    if (!number)
        return std::nullopt;
    return Location{slice, b.offset + *number};
}

// A game without kings: the stones' numbering counts them as it goes, so
// the block is found after it, with no pass over the position before.
std::optional<Location> Layout::locateStones(const Position& position) const
{
    const detail::EgdbGeometry& geometry = m_numbering->geometry;
    if (position.kings != 0 || position.isSecondHalfOfTurn())
        return std::nullopt;
    // As detail::mirrored turns it: Black's pieces become White's.
    const bool turned = m_mirrorsBlack && position.sideToMove == Side::Black;
    const Bitboard white = turned ? geometry.turned(position.black) : position.white;
    const Bitboard black = turned ? geometry.turned(position.white) : position.black;
    const auto numbered = m_numbering->stones->number(white, black, position.captureCount, turned);
    if (numbered.number == detail::StoneNumbering::none)
        return std::nullopt;
    Material material;
    material[Side::White] = {numbered.white, 0, position.hand[turned ? 1 : 0]};
    material[Side::Black] = {numbered.black, 0, position.hand[turned ? 0 : 1]};
    if (material.total() > m_maxPieces)
        return std::nullopt;
    const int key = blockKey(material, turned ? Side::White : position.sideToMove, phaseOf(position));
    if (key < 0 || m_numbering->blocks[static_cast<std::size_t>(key)].first < 0)
        return std::nullopt;
    const auto [slice, block] = m_numbering->blocks[static_cast<std::size_t>(key)];
    const Block& b = m_slices[static_cast<std::size_t>(slice)].blocks[static_cast<std::size_t>(block)];
    return Location{slice, b.offset + numbered.number};
}

std::optional<std::uint64_t> Layout::numberInBlock(const Block& block, const Seen& seen) const
{
    const Numbering& n = *m_numbering;
    // The digits in mixed radix, highest first (Numbering), folded into the
    // number as each is found.
    const auto& radices = block.radices;
    std::uint64_t number = 0;
    for (std::size_t side = 0; side < 2; ++side) {
        // Each side's men, as cells in increasing order, and their number
        // in the combinatorial number system (subsets.hpp).
        const auto& cellOf = n.cellOf[side];
        std::uint64_t digit = 0;
        int rank = 0;
        for (Bitboard men = seen.men[side]; men != 0; men &= men - 1) {
            const int cell = cellOf[core::lowestSquare(men)];
            if (cell < 0)
                return std::nullopt;
            digit += binomial(cell, ++rank);
        }
        number = number * radices[side] + digit;
    }
    // Each side's kings among the squares still free: a king's element is
    // its square's ordinal less the taken squares below it.
    Bitboard taken = seen.men[0] | seen.men[1];
    for (std::size_t side = 0; side < 2; ++side) {
        std::uint64_t digit = 0;
        int rank = 0;
        for (Bitboard kings = seen.kings[side]; kings != 0; kings &= kings - 1) {
            const Square square = core::lowestSquare(kings);
            digit += binomial(n.geometry.ordinal(square) - fewCount(taken & below(square)), ++rank);
        }
        number = number * radices[2 + side] + digit;
        taken |= seen.kings[side];
    }
    std::uint64_t barred = 0;
    if (block.phase == Phase::SecondMove) {
        const std::size_t mover = at(seen.sideToMove);
        const Bitboard movers = seen.men[mover] | seen.kings[mover];
        if (!core::contains(movers, seen.barred))
            return std::nullopt;
        barred = static_cast<std::uint64_t>(fewCount(movers & below(seen.barred)));
    }
    return number * radices[4] + barred;
}

std::optional<Position> Layout::positionAt(const Location& location) const
{
    const Numbering& n = *m_numbering;
    const Slice& slice = m_slices.at(static_cast<std::size_t>(location.slice));
    LastBlock& last = lastBlock;
    if (last.numbering != n.id || last.slice != location.slice || location.index < last.first ||
        location.index >= last.end) {
        const auto after = std::upper_bound(slice.blocks.begin(), slice.blocks.end(), location.index,
                                            [](std::uint64_t index, const Block& b) { return index < b.offset; });
        const auto found = static_cast<std::size_t>(after - 1 - slice.blocks.begin());
        const Block& b = slice.blocks[found];
        last = {n.id, location.slice, found, b.offset, b.offset + b.size};
    }
    const Block& block = slice.blocks[last.block];
    if (n.stones) {
        // Every number names a position.
        std::optional<Position> found(std::in_place);
        Position& p = *found;
        p.sideToMove = block.sideToMove;
        p.placedThisTurn = block.phase == Phase::AfterPlacement;
        const Material& m = block.material;
        p.hand = {static_cast<std::uint8_t>(m[Side::White].hand), static_cast<std::uint8_t>(m[Side::Black].hand)};
        n.stones->place(location.index - block.offset, m[Side::White].men, m[Side::Black].men, p);
        return found;
    }
    const auto& radices = block.radices;
    std::array<std::uint64_t, 5> digits{};
    std::uint64_t number = location.index - block.offset;
    for (std::size_t i = radices.size(); i-- > 0;) {
        digits[i] = number % radices[i];
        number /= radices[i];
    }
    // Built in place and returned by every path: no copy of the position
    // (the builder asks for every position of a slice, some many times).
    std::optional<Position> found(std::in_place);
    Position& p = *found;
    p.sideToMove = block.sideToMove;
    p.placedThisTurn = block.phase == Phase::AfterPlacement;
    for (Side side : bothSides) {
        const Army& army = block.material[side];
        p.hand[at(side)] = static_cast<std::uint8_t>(army.hand);
        std::array<int, detail::MaxSubsetSize> cells{};
        detail::subsetOfNumber(digits[at(side)], army.men, n.cells(side), cells.data());
        for (int i = 0; i < army.men; ++i) {
            const auto cell = static_cast<std::size_t>(cells[static_cast<std::size_t>(i)]);
            const Square square = n.cellSquare[at(side)][cell];
            if (core::contains(p.occupied(), square)) {
                found.reset();
                return found;
            }
            p.pieces(side) |= core::bitOf(square);
        }
    }
    for (Side side : bothSides) {
        const int kings = block.material[side].kings;
        std::array<int, detail::MaxSubsetSize> free{};
        detail::subsetOfNumber(digits[2 + at(side)], kings, n.geometry.squareCount() - fewCount(p.occupied()),
                               free.data());
        // The e-th free square: e, moved up past each taken square at or
        // below it (taken squares in increasing order).
        Bitboard placed = 0;
        for (int k = 0; k < kings; ++k) {
            int ordinal = free[static_cast<std::size_t>(k)];
            core::forEachSquare(p.occupied(), [&](Square taken) {
                if (n.geometry.ordinal(taken) <= ordinal)
                    ++ordinal;
            });
            placed |= core::bitOf(n.geometry.squareOfOrdinal(ordinal));
        }
        p.pieces(side) |= placed;
        p.kings |= placed;
    }
    if (block.phase == Phase::SecondMove) {
        Bitboard movers = p.pieces(p.sideToMove);
        for (std::uint64_t i = 0; i < digits[4]; ++i)
            movers &= movers - 1;
        p.barred = core::lowestSquare(movers);
    }
    return found;
}

} // namespace draughts::egdb
