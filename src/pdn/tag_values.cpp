#include "tag_values.hpp"

#include <draughts/rules/facts.hpp>

namespace draughts::pdn::detail {

std::string_view trimmed(std::string_view text)
{
    const auto isBlank = [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
    };
    while (!text.empty() && isBlank(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isBlank(text.back()))
        text.remove_suffix(1);
    return text;
}

std::string lowercase(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

std::string unescaped(std::string_view value)
{
    std::string out;
    out.reserve(value.size());
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (value[i] == '\\' && i + 1 < value.size() && (value[i + 1] == '"' || value[i + 1] == '\\'))
            ++i;
        out += value[i];
    }
    return out;
}

std::optional<game::Outcome> outcomeOf(std::string_view token)
{
    if (token == "2-0" || token == "1-0")
        return game::Outcome::WhiteWins;
    if (token == "0-2" || token == "0-1")
        return game::Outcome::BlackWins;
    if (token == "1-1" || token == "1/2-1/2")
        return game::Outcome::Draw;
    return std::nullopt;
}

std::vector<std::string_view> gameTypeFields(std::string_view value)
{
    std::vector<std::string_view> fields;
    while (true) {
        const std::size_t comma = value.find(',');
        fields.push_back(trimmed(value.substr(0, comma)));
        if (comma == std::string_view::npos)
            return fields;
        value.remove_prefix(comma + 1);
    }
}

} // namespace draughts::pdn::detail
