#include <draughts/notation/excerpt.hpp>

namespace draughts::notation {

std::string excerpt(std::string_view text, std::size_t maxCharacters)
{
    std::string out;
    std::size_t characters = 0;
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        const bool continuation = (byte & 0xC0) == 0x80;
        if (!continuation && ++characters > maxCharacters) {
            out += "...";
            break;
        }
        out += byte < 0x20 || byte == 0x7F ? '?' : c;
    }
    return out;
}

std::string quotedExcerpt(std::string_view text, std::size_t maxCharacters)
{
    return "\"" + excerpt(text, maxCharacters) + "\"";
}

} // namespace draughts::notation
