#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/puzzle/puzzle.hpp>

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::puzzle {

// The position with the colours swapped and the board turned half round,
// when that is the same game seen from the other side: the rules treat
// both colours alike (no double move of Black's, and each side's crowning
// squares and home row are the other's turned round). Empty otherwise.
std::optional<core::Position> colourTwin(core::Variant variant, const core::Position& position);

// Why a puzzle adds nothing to a collection that holds another.
enum class OverlapKind {
    SamePosition,   // both start from the same position
    ColourTwin,     // one starts from the other's colour twin
    OnSolutionLine, // one starts from a position along the other's solution (or its twin)
};
std::string_view overlapText(OverlapKind kind);

struct Overlap {
    OverlapKind kind = OverlapKind::SamePosition;
    std::size_t other = 0; // the index, in the order added, of the puzzle it repeats
};

// The puzzles of a collection, by the positions they start from and pass
// through, so that a puzzle that repeats one of them is found at once:
// whether it starts on another's start or solution line, or another
// starts on its line, each also as colour twins. All of one game.
class OverlapIndex {
public:
    explicit OverlapIndex(core::Variant variant) : m_variant(variant) {}

    // What `puzzle` repeats of the puzzles added, if anything.
    std::optional<Overlap> find(const Puzzle& puzzle) const;
    void add(const Puzzle& puzzle);

private:
    struct Place {
        std::size_t puzzle = 0;
        std::string fen; // as played, to tell a twin from the same position
    };
    std::string key(const core::Position& position, std::string* fen) const;

    core::Variant m_variant;
    std::size_t m_count = 0;
    std::map<std::string, Place> m_starts;
    std::map<std::string, Place> m_lines; // positions after one or more solution moves
};

// For each puzzle of `puzzles` (in order) that repeats an earlier one, its
// index and the overlap: the later one is the one to drop.
std::vector<std::pair<std::size_t, Overlap>> overlaps(const std::vector<Puzzle>& puzzles);

} // namespace draughts::puzzle
