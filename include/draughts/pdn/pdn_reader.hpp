#pragma once

#include <draughts/core/variant.hpp>
#include <draughts/pdn/pdn_game.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace draughts::pdn {

// Why one game of a file could not be read. Lines and columns count from 1;
// a column counts characters (code points) of the UTF-8 text, so it matches
// what an editor shows, also for a file converted from Latin-1.
struct PdnError {
    std::size_t game = 0; // 1 for the first game of the file
    std::size_t line = 1;
    std::size_t column = 1;
    std::string message; // names the offending text and the reason
    std::string text;    // the offending text itself (a move, a tag, ...)

    // "LINE:COLUMN MESSAGE"
    std::string describe() const;
};

// Each game of a file, in file order: the game, or the error that stopped it.
using PdnEntry = std::variant<PdnGame, PdnError>;

// Reads every game of a PDN file. `bytes` is the file as stored: UTF-8 with
// or without a byte-order mark, or Latin-1 (Windows-1252) when it is not
// valid UTF-8; line ends may be "\n", "\r\n" or "\r". Every move is checked
// against the rules. A game without a GameType or Variant tag is of
// `defaultVariant`, or International when none is given. An error stops
// only its own game; reading goes on with the next one.
std::vector<PdnEntry> readPdn(std::string_view bytes, std::optional<core::Variant> defaultVariant = std::nullopt);

// The text of `bytes` as UTF-8 with "\n" line ends and no byte-order mark
// (what readPdn reads; line numbers are unchanged).
std::string toUtf8Text(std::string_view bytes);

} // namespace draughts::pdn
