#pragma once

#include <draughts/core/variant.hpp>
#include <draughts/pdn/pdn_reader.hpp>

#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::pdn {

// One game of a file as an index knows it: where it lies and what its tags
// say, found without replaying its moves. Pass it back to readIndexedGame
// to read the game itself.
struct IndexedGame {
    std::size_t number = 1;      // its place in the file, from 1 (as PdnError::game counts)
    std::uint64_t offset = 0;    // byte offset of its first token (a tag, or a comment before them)
    std::uint64_t length = 0;    // bytes from there to the end of its last token
    std::size_t line = 1;        // line of its first token
    std::uint64_t lineStart = 0; // byte offset where that line starts (for columns in errors)

    core::Variant variant = core::Variant::International; // from Variant or GameType, else the default
    // The tags as written (UTF-8), "" when missing or unknown ("?",
    // "????.??.??", as the writer puts them where it knows nothing).
    std::string white;
    std::string black;
    std::string event;
    std::string date;
    // The result token ending the game, else the Result tag, else "*", in
    // the variant's convention (resultToken): "2-0" in International, "1-0"
    // in the other games, "0-0", "*". A game that the rules end without a
    // written result shows "*" here; readIndexedGame knows better.
    std::string result;
    // How many moves the score sheet has: the number of the turn of the last
    // move (the number PDN writes before a White turn), counted from the
    // moves themselves and the variant's turn structure (Black's double
    // turn in Twenty vs Ten); claims and placements are part of a turn.
    // 1. 32-28 19-23 2. 28x19 is 2; a game without moves is 0.
    int moves = 0;
};

struct PdnIndex {
    std::vector<IndexedGame> games;
    // Set when a game or line over the ReadLimits stopped the scan: the
    // games after it are not listed.
    std::optional<PdnError> stop;
};

// Finds the games of a PDN file and their tags without replaying any move:
// fast enough for a file of 100,000 games to be listed at once (docs/
// performance.md). The games are exactly those PdnReader reads, in the same
// order, with the same boundaries. `bytes` may be a memory-mapped file.
PdnIndex indexPdn(std::string_view bytes, std::optional<core::Variant> defaultVariant = std::nullopt,
                  ReadLimits limits = {});
// The same over a stream read forward once, in bounded memory.
PdnIndex indexPdn(std::istream& in, std::optional<core::Variant> defaultVariant = std::nullopt, ReadLimits limits = {});

// Reads and replays one game of an index of `bytes` (the same bytes, or a
// stream of the same file, that were indexed), as PdnReader would have:
// error positions are lines and columns of the whole file.
PdnEntry readIndexedGame(std::string_view bytes, const IndexedGame& game,
                         std::optional<core::Variant> defaultVariant = std::nullopt, ReadLimits limits = {});
PdnEntry readIndexedGame(std::istream& in, const IndexedGame& game,
                         std::optional<core::Variant> defaultVariant = std::nullopt, ReadLimits limits = {});

} // namespace draughts::pdn
