#pragma once

// The opening book (docs/engine.md, "The opening book"): positions of a
// game's opening with the moves the project's own searches found good in
// them, each with its score. A position is known by its pieces and its side
// to move alone, so that one book serves every rule set of a game with the
// same moves (International's original text and the FMJD's rules) and a
// position reached by another order of moves.

#include <draughts/core/move.hpp>
#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/engine/score.hpp>

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace draughts::engine {

struct BookMove {
    core::Move move;
    Score score = 0; // side to move's view, from the search that made the book
};

// A position of the book and its moves, best first.
struct BookEntry {
    core::Position position; // draw counter 0
    std::vector<BookMove> moves;
};

// Orders `moves` best first, equal scores in their order.
void sortBestFirst(std::vector<BookMove>& moves);

// Book text that cannot be read: the line (1-based) and why.
class BookError : public std::runtime_error {
public:
    BookError(std::size_t line, const std::string& reason);
    std::size_t line() const { return m_line; }
    const std::string& reason() const { return m_reason; }

private:
    std::size_t m_line;
    std::string m_reason;
};

// Always: the book holds only positions whose every move is legal there.
class OpeningBook {
public:
    explicit OpeningBook(core::Variant variant) : m_variant(variant) {}

    // Reads book text: a line per position, "FEN move score move score…"
    // (moves as notation::parseMove reads them, scores in centipieces),
    // lines starting with '#' and blank lines skipped. Throws BookError
    // naming the first line that cannot be read.
    static OpeningBook read(core::Variant variant, std::string_view text);
    // The book as read() reads it, after the comment lines `header`
    // (each written with "# " before it), positions in their order.
    std::string write(const std::vector<std::string>& header = {}) const;

    // Adds a position with its moves (any order; kept best first) or
    // replaces its moves. The moves must be legal in `position`.
    void add(const core::Position& position, std::vector<BookMove> moves);

    core::Variant variant() const { return m_variant; }
    std::size_t size() const { return m_entries.size(); }
    const std::vector<BookEntry>& entries() const { return m_entries; }
    // The moves of `position` (its pieces and side to move), best first;
    // null when the book does not hold it.
    const std::vector<BookMove>* find(const core::Position& position) const;

    // A move of `position` drawn from `seed`, each move's chance halving
    // with every 10 centipieces it scores below the best; none when the
    // book does not hold the position.
    std::optional<BookMove> choose(const core::Position& position, std::uint64_t seed) const;

private:
    using Key = std::tuple<core::Bitboard, core::Bitboard, core::Bitboard, core::Side>;
    static Key keyOf(const core::Position& position);

    core::Variant m_variant;
    std::vector<BookEntry> m_entries;
    std::map<Key, std::size_t> m_index;
};

// Whether a search whose limits let it answer `percent` % of the book's
// positions from the book (SearchLimits::book) does so this time: drawn
// from `seed`, apart from the draw of the move.
bool playsFromBook(int percent, std::uint64_t seed);

// The book the program ships for `variant` (resources/book/), read once;
// null for a game without one.
const OpeningBook* builtInBook(core::Variant variant);

// The book file compiled into the engine for `variant` (empty: the game has
// no book); builtInBook reads it.
std::span<const unsigned char> builtInBookFile(core::Variant variant);

} // namespace draughts::engine
