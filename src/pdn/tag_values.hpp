#pragma once

// Internal to src/pdn: what the values of the tags this library reads mean,
// for the reader and the index alike.

#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/game/game.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::pdn::detail {

// Without spaces, tabs and line ends at either end.
std::string_view trimmed(std::string_view text);
// ASCII letters in lower case ("Twenty-vs-Ten" is "twenty-vs-ten").
std::string lowercase(std::string_view text);
// A tag value as written in the file, with \" and \\ read as " and \.
std::string unescaped(std::string_view value);

// Who won by a result token: "2-0" and "1-0" White, "0-2" and "0-1" Black,
// "1-1" and "1/2-1/2" a draw; nothing for "0-0", "*" and anything else.
std::optional<game::Outcome> outcomeOf(std::string_view token);

// The fields of a GameType value, trimmed: "20,W,10,10,N2,0" is type,
// start colour, width, height, notation and inversion (PDN 3.0).
std::vector<std::string_view> gameTypeFields(std::string_view value);

} // namespace draughts::pdn::detail
