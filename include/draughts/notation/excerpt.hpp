#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace draughts::notation {

// Text from the user or a file as an error message shows it: at most
// `maxCharacters` characters (code points of UTF-8) followed by "..." when
// cut, on one line, with control characters (binary junk) shown as '?'. A
// message stays readable however long or strange the text it quotes.
std::string excerpt(std::string_view text, std::size_t maxCharacters = 40);

// The excerpt in double quotes: "51", "W:W31-50,...".
std::string quotedExcerpt(std::string_view text, std::size_t maxCharacters = 40);

} // namespace draughts::notation
