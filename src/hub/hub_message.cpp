#include <draughts/hub/hub_message.hpp>

#include <algorithm>

namespace draughts::hub {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

bool needsQuotes(std::string_view value)
{
    return std::any_of(value.begin(), value.end(), [](char c) { return isSpace(c) || c == '='; });
}

} // namespace

bool Message::has(std::string_view name) const { return value(name).has_value(); }

std::optional<std::string> Message::value(std::string_view name) const
{
    for (const auto& [key, text] : arguments)
        if (key == name)
            return text;
    return std::nullopt;
}

Message& Message::add(std::string name, std::string value)
{
    arguments.emplace_back(std::move(name), std::move(value));
    return *this;
}

Message& Message::addFlag(std::string name) { return add(std::move(name), std::string{}); }

ParsedMessage parseMessage(std::string_view line)
{
    Message message;
    std::size_t at = 0;
    auto skipSpaces = [&] {
        while (at < line.size() && isSpace(line[at]))
            ++at;
    };
    auto word = [&] {
        const std::size_t start = at;
        while (at < line.size() && !isSpace(line[at]) && line[at] != '=')
            ++at;
        return std::string(line.substr(start, at - start));
    };

    skipSpaces();
    const std::size_t commandStart = at;
    while (at < line.size() && !isSpace(line[at]))
        ++at;
    message.command = std::string(line.substr(commandStart, at - commandStart));

    for (skipSpaces(); at < line.size(); skipSpaces()) {
        const std::size_t nameColumn = at + 1;
        std::string name = word();
        if (name.empty())
            return {std::nullopt, {"an argument has no name before its '='", nameColumn}};
        if (at >= line.size() || line[at] != '=') {
            message.addFlag(std::move(name));
            continue;
        }
        ++at; // '='
        std::string value;
        if (at < line.size() && line[at] == '"') {
            const std::size_t quote = at;
            const std::size_t close = line.find('"', quote + 1);
            if (close == std::string_view::npos)
                return {std::nullopt, {"the quote opened here is never closed", quote + 1}};
            value = std::string(line.substr(quote + 1, close - quote - 1));
            at = close + 1;
        } else {
            const std::size_t start = at;
            while (at < line.size() && !isSpace(line[at]))
                ++at;
            value = std::string(line.substr(start, at - start));
        }
        message.add(std::move(name), std::move(value));
    }
    return {std::move(message), {}};
}

std::string formatMessage(const Message& message)
{
    std::string line = message.command;
    for (const auto& [name, value] : message.arguments) {
        line += ' ';
        line += name;
        if (value.empty())
            continue; // a flag
        std::string text = value;
        std::replace(text.begin(), text.end(), '"', '\'');
        line += '=';
        if (needsQuotes(text))
            line += '"' + text + '"';
        else
            line += text;
    }
    return line;
}

} // namespace draughts::hub
