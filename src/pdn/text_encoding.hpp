#pragma once

// Internal to src/pdn: the encodings PDN files come in.

#include <cstddef>
#include <string>
#include <string_view>

namespace draughts::pdn::detail {

// How the bytes of one game are read (docs/pdn.md, Text): UTF-8 when they
// are valid UTF-8, else Windows-1252, the "Latin-1" of older Windows programs.
enum class Encoding { Utf8, Windows1252 };

// UTF-8's byte order mark, which may open a file; it is not part of the text.
inline constexpr std::string_view byteOrderMark = "\xEF\xBB\xBF";

// Strict UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF.
bool isValidUtf8(std::string_view bytes);

inline Encoding encodingOf(std::string_view bytes)
{
    return isValidUtf8(bytes) ? Encoding::Utf8 : Encoding::Windows1252;
}

// The text as UTF-8 with "\n" line ends ("\r\n" and a lone "\r" end a line too).
std::string decodeText(std::string_view bytes, Encoding encoding);

// Characters (code points) in `bytes`: what an editor counts as columns.
std::size_t characterCount(std::string_view bytes, Encoding encoding);

} // namespace draughts::pdn::detail
