#include <draughts/notation/square_names.hpp>

#include <draughts/rules/geometry.hpp>

#include <charconv>

namespace draughts::notation {

// Numbered boards name squares by number; the small board of To the Last
// Man names them algebraically (last-man.md §2.1).
bool namedByNumber(core::Variant variant) { return rules::boardSize(variant) >= 10; }

std::string algebraicName(core::Variant variant, core::Square square)
{
    std::string name(1, static_cast<char>('a' + rules::fileOf(variant, square)));
    name += std::to_string(rules::rankOf(variant, square) + 1);
    return name;
}

std::string squareName(core::Variant variant, core::Square square)
{
    if (!namedByNumber(variant))
        return algebraicName(variant, square);
    return std::to_string(rules::squareNumber(variant, square));
}

core::Square parseSquare(core::Variant variant, std::string_view text)
{
    if (!namedByNumber(variant)) {
        const int size = rules::boardSize(variant);
        if (text.size() != 2 || text[0] < 'a' || text[0] >= 'a' + size || text[1] < '1' || text[1] >= '1' + size)
            return core::NoSquare;
        return rules::squareAt(variant, text[0] - 'a', text[1] - '1');
    }
    int number = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (error != std::errc{} || end != text.data() + text.size() || text.empty() || text[0] == '+')
        return core::NoSquare;
    return rules::squareFromNumber(variant, number);
}

} // namespace draughts::notation
