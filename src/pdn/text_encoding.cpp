#include "text_encoding.hpp"

#include <draughts/pdn/pdn_reader.hpp>

#include <array>
#include <cstdint>
#include <cstring>

namespace draughts::pdn {

namespace detail {

namespace {

std::uint8_t byteAt(std::string_view text, std::size_t i) { return static_cast<std::uint8_t>(text[i]); }

void appendUtf8(std::string& out, char32_t code)
{
    if (code < 0x80) {
        out += static_cast<char>(code);
    } else if (code < 0x800) {
        out += static_cast<char>(0xC0 | (code >> 6));
        out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
        out += static_cast<char>(0xE0 | (code >> 12));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
    }
}

// Files "in Latin-1" from older Windows programs are in practice
// Windows-1252, which gives 0x80-0x9F printable characters (quotes, dashes,
// the euro sign) where ISO 8859-1 has unused control codes. Undefined bytes
// keep their Latin-1 meaning.
char32_t fromWindows1252(std::uint8_t byte)
{
    static constexpr std::array<char32_t, 32> high{0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                                   0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
                                                   0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                                   0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};
    if (byte >= 0x80 && byte < 0xA0)
        return high[byte - 0x80u];
    return byte;
}

// Whether the eight bytes at `at` are all ASCII: most of a PDN file is.
bool asciiWord(std::string_view text, std::size_t at)
{
    std::uint64_t word = 0;
    std::memcpy(&word, text.data() + at, sizeof word);
    return (word & 0x8080808080808080ULL) == 0;
}

} // namespace

bool isValidUtf8(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size()) {
        if (i + 8 <= text.size() && asciiWord(text, i)) {
            i += 8;
            continue;
        }
        const std::uint8_t lead = byteAt(text, i);
        if (lead < 0x80) {
            ++i;
            continue;
        }
        std::size_t length = 0;
        std::uint8_t low = 0x80, high = 0xBF; // allowed range of the second byte
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            if (lead == 0xE0)
                low = 0xA0;
            if (lead == 0xED)
                high = 0x9F;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            if (lead == 0xF0)
                low = 0x90;
            if (lead == 0xF4)
                high = 0x8F;
        } else {
            return false;
        }
        if (i + length > text.size())
            return false;
        const std::uint8_t second = byteAt(text, i + 1);
        if (second < low || second > high)
            return false;
        for (std::size_t k = 2; k < length; ++k)
            if ((byteAt(text, i + k) & 0xC0) != 0x80)
                return false;
        i += length;
    }
    return true;
}

std::string decodeText(std::string_view bytes, Encoding encoding)
{
    std::string out;
    out.reserve(bytes.size());
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (c == '\r') {
            // One line end everywhere keeps line counting and comment text
            // simple; a lone "\r" (old Mac files) ends a line too.
            out += '\n';
            if (i + 1 < bytes.size() && bytes[i + 1] == '\n')
                ++i;
        } else if (encoding == Encoding::Windows1252 && (static_cast<std::uint8_t>(c) & 0x80)) {
            appendUtf8(out, fromWindows1252(static_cast<std::uint8_t>(c)));
        } else {
            out += c;
        }
    }
    return out;
}

std::size_t characterCount(std::string_view bytes, Encoding encoding)
{
    if (encoding == Encoding::Windows1252)
        return bytes.size();
    std::size_t count = 0;
    for (char c : bytes)
        if ((static_cast<std::uint8_t>(c) & 0xC0) != 0x80)
            ++count;
    return count;
}

} // namespace detail

std::string toUtf8Text(std::string_view bytes)
{
    if (bytes.substr(0, detail::byteOrderMark.size()) == detail::byteOrderMark)
        bytes.remove_prefix(detail::byteOrderMark.size());
    return detail::decodeText(bytes, detail::encodingOf(bytes));
}

} // namespace draughts::pdn
