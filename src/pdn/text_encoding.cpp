#include <draughts/pdn/pdn_reader.hpp>

#include <array>
#include <cstdint>

namespace draughts::pdn {

namespace {

constexpr std::string_view byteOrderMark = "\xEF\xBB\xBF";

std::uint8_t byteAt(std::string_view text, std::size_t i) { return static_cast<std::uint8_t>(text[i]); }

// Strict UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF.
bool isValidUtf8(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size()) {
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
    static constexpr std::array<char32_t, 32> high{
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
        0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
        0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};
    if (byte >= 0x80 && byte < 0xA0)
        return high[byte - 0x80u];
    return byte;
}

} // namespace

std::string toUtf8Text(std::string_view bytes)
{
    if (bytes.substr(0, byteOrderMark.size()) == byteOrderMark)
        bytes.remove_prefix(byteOrderMark.size());
    std::string text;
    if (isValidUtf8(bytes)) {
        text.assign(bytes);
    } else {
        text.reserve(bytes.size() + bytes.size() / 8);
        for (char c : bytes)
            appendUtf8(text, fromWindows1252(static_cast<std::uint8_t>(c)));
    }
    // One line end everywhere keeps line counting and comment text simple;
    // a lone "\r" (old Mac files) ends a line too, so line numbers match.
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\r') {
            out += '\n';
            if (i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

} // namespace draughts::pdn
