#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace draughts::egdb {

// The pieces of one side.
struct Army {
    int men = 0; // men; To the Last Man: stones on the board
    int kings = 0;
    int hand = 0; // To the Last Man: stones in hand
    int total() const { return men + kings + hand; }
    friend bool operator==(const Army&, const Army&) = default;
};

// The pieces of both sides, indexed by Side.
struct Material {
    std::array<Army, 2> armies{};

    const Army& operator[](core::Side side) const { return armies[static_cast<std::size_t>(side)]; }
    Army& operator[](core::Side side) { return armies[static_cast<std::size_t>(side)]; }
    int total() const { return armies[0].total() + armies[1].total(); }
    static Material of(const core::Position& position);
    friend bool operator==(const Material&, const Material&) = default;
};

// Where in a turn a position stands.
enum class Phase : std::uint8_t {
    Move,           // the side to move makes its move (the first of Black's two in Twenty vs Ten)
    SecondMove,     // Twenty vs Ten: Black's second move; Position::barred names the first mover
    AfterPlacement, // To the Last Man: a stone was placed, the regular move follows
};

// The positions of one material, side to move and phase: a range of a
// slice's numbers.
struct Block {
    Material material;
    core::Side sideToMove = core::Side::White;
    Phase phase = Phase::Move;
    std::uint64_t offset = 0; // the number of its first position in the slice
    std::uint64_t size = 0;
    std::array<std::uint64_t, 5> radices{}; // of its positions' numbers (Layout's numbering; one without kings)
};

// Positions that are solved together and kept in one file. Every move from
// a position of a slice leads into the same slice or into one built before
// it: in games whose captures remove pieces, a slice is one material (and
// its mirror image) and only steps stay inside; in To the Last Man, whose
// captures turn stones over, a slice is every position with the same number
// of stones, on the board and in hand.
struct Slice {
    std::string name; // "1102": White men, White kings, Black men, Black kings; "4": stones
    int pieces = 0;
    std::vector<Block> blocks;
    std::uint64_t size = 0;
};

// Where a position is kept: its slice (an index into Layout::slices()) and
// its number there.
struct Location {
    int slice = 0;
    std::uint64_t index = 0;
    friend bool operator==(const Location&, const Location&) = default;
};

// Numbers every position of a game with at most `maxPieces` pieces (on the
// board and in hand), densely enough to keep a value for each number.
// What a position holds beyond its pieces is ignored where it cannot change
// the outcome (the draw counter: the tables give the value by the moves
// alone, see docs/egdb.md) or part of the number (Twenty vs Ten's barred
// piece, To the Last Man's hands, placement and capture counts).
//
// In games where the two sides play by mirror-image rules (all but Twenty
// vs Ten), only positions with White to move are numbered; a position with
// Black to move is turned half round with the colours swapped first, which
// keeps its value for the side to move.
class Layout {
public:
    Layout(core::Variant variant, int maxPieces);
    ~Layout();
    Layout(const Layout&) = delete;
    Layout& operator=(const Layout&) = delete;

    core::Variant variant() const { return m_variant; }
    int maxPieces() const { return m_maxPieces; }
    bool mirrorsBlack() const { return m_mirrorsBlack; }
    // In building order: fewer pieces first, and a slice before any that
    // can reach it.
    const std::vector<Slice>& slices() const { return m_slices; }

    // The position as numbered: mirrored when Black is to move and the game
    // mirrors, the draw counter cleared, capture counts cleared where no
    // stone can be jumped (everywhere in a game without counts).
    core::Position normalized(const core::Position& position) const;
    // Nothing for positions with more pieces, with a side without pieces,
    // or that rule-conforming play never reaches (a man on its crowning row,
    // a To the Last Man stone on its far row).
    std::optional<Location> locate(const core::Position& position) const;
    // The normalized position with that number; nothing for numbers that
    // name no position (two men on one square; never in a game without
    // kings).
    std::optional<core::Position> positionAt(const Location& location) const;

private:
    struct Numbering;
    struct Seen;

    std::optional<Location> locateStones(const core::Position& position) const;
    std::optional<std::uint64_t> numberInBlock(const Block& block, const Seen& seen) const;
    void addSlices();

    core::Variant m_variant;
    int m_maxPieces;
    bool m_mirrorsBlack = false;
    std::vector<Slice> m_slices;
    std::unique_ptr<const Numbering> m_numbering;
};

} // namespace draughts::egdb
