#pragma once

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/egdb/layout.hpp>
#include <draughts/egdb/table.hpp>
#include <draughts/egdb/wdl.hpp>

#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace draughts::egdb {

// The value of a position where the game is over because a side has no
// pieces left, on the board or in hand (international.md §8.1,
// twenty-vs-ten.md §8.3, last-man.md §8.1); nothing while both have some.
std::optional<Wdl> endOfGame(const core::Position& position);

// The endgame tables of one game in a folder, read on first need: the
// value of a position with at most `maxPieces()` pieces for its side to
// move, by perfect play without the draw counter (docs/egdb.md). Probing
// is safe from several threads at once.
class Database {
public:
    // Up to the largest table count a Layout numbers (Database::MaxPieces).
    static constexpr int MaxPieces = 7;

    Database(core::Variant variant, std::filesystem::path folder);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    core::Variant variant() const { return m_layout.variant(); }
    const std::filesystem::path& folder() const { return m_folder; }
    const Layout& layout() const { return m_layout; }

    // A position where a side has no pieces left is decided by that
    // (endOfGame), without a table. Else nothing when the position lies
    // outside the tables: more pieces than
    // built, its slice's file missing or unusable, or a position the
    // numbering leaves out (Layout::locate).
    std::optional<Wdl> probe(const core::Position& position) const;
    std::optional<Wdl> probe(const Location& location) const;
    // Plies to the end of the game of a won or lost position, the winner
    // hurrying and the loser holding out (every ply counts: each half of
    // Black's Twenty vs Ten turn, each placement), from the tables of up to
    // three pieces; 255 means 255 or more. 0 where the game is over by the
    // pieces (endOfGame). Nothing for draws and where the tables have no
    // count.
    std::optional<int> pliesToEnd(const core::Position& position) const;

    // The most pieces for which every slice's file is in the folder (0:
    // none); looks at the names only, not at the contents.
    int completePieces() const;
    // Why files that were tried could not be used, one message each.
    std::vector<std::string> problems() const;

private:
    struct Loaded;

    const Loaded& loaded(int slice, Packing packing) const;

    std::filesystem::path m_folder;
    Layout m_layout;
    std::unique_ptr<Loaded[]> m_loaded;
};

// What one move of minimax over the tables' values of a position's moves
// gives it: a win when a move leads to a loss for the side then to move (a
// win when the same side moves again), a loss when every move leads to a
// win for the other side or there is no move, else a draw. A table built
// right gives every position this value (`draughts-cli egdb check`).
// Nothing when a move leads outside the tables.
std::optional<Wdl> valueByMoves(const Database& database, const core::Position& position);

// A position whose table value is not its value by its moves.
struct Disagreement {
    core::Position position;
    Wdl table;
    Wdl byMoves;
};

// A slice checked against its moves on positions drawn at random.
struct SliceCheck {
    std::array<std::uint64_t, 3> byValue{}; // positions checked, by the table's value (Wdl)
    std::vector<Disagreement> disagreeing;
    std::uint64_t checked() const { return byValue[0] + byValue[1] + byValue[2]; }
};
// `samples` numbers of the slice drawn from a generator seeded with `seed`
// (numbers that name no position are skipped), each position's value
// compared with valueByMoves. Throws TableFileError when the slice or a
// slice its moves lead to cannot be read.
SliceCheck checkSlice(const Database& database, int slice, std::uint64_t samples, std::uint64_t seed);

} // namespace draughts::egdb
