#include <draughts/pdn/time_control_tag.hpp>

#include <algorithm>
#include <charconv>

namespace draughts::pdn {

namespace {

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\n'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n'))
        text.remove_suffix(1);
    return text;
}

// A whole number of at most six digits and nothing else.
std::optional<int> number(std::string_view text)
{
    if (text.empty() || text.size() > 6)
        return std::nullopt;
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

// "H:MM:SS", "M:SS" or "SS", each optionally with a decimal fraction of a second.
std::optional<std::int64_t> clockTime(std::string_view text)
{
    text = trimmed(text);
    std::int64_t fraction = 0;
    if (const std::size_t dot = text.find('.'); dot != std::string_view::npos) {
        std::string_view digits = text.substr(dot + 1);
        if (digits.empty() || digits.size() > 3)
            return std::nullopt;
        const auto value = number(digits);
        if (!value)
            return std::nullopt;
        fraction = *value;
        for (std::size_t i = digits.size(); i < 3; ++i)
            fraction *= 10;
        text = text.substr(0, dot);
    }
    std::int64_t seconds = 0;
    int fields = 0;
    while (true) {
        const std::size_t colon = text.find(':');
        const auto value = number(text.substr(0, colon));
        if (!value || ++fields > 3 || (fields > 1 && *value >= 60))
            return std::nullopt;
        seconds = seconds * 60 + *value;
        if (colon == std::string_view::npos)
            break;
        text.remove_prefix(colon + 1);
    }
    return seconds * 1000 + fraction;
}

} // namespace

std::string writeTimeControl(const TimeControl& control)
{
    std::string text = std::to_string(control.baseSeconds);
    if (control.incrementSeconds > 0)
        text += "+" + std::to_string(control.incrementSeconds);
    return text;
}

std::optional<TimeControl> readTimeControl(std::string_view value)
{
    value = trimmed(value);
    const std::size_t plus = value.find('+');
    const auto base = number(value.substr(0, plus));
    if (!base || *base <= 0)
        return std::nullopt;
    TimeControl control{*base, 0};
    if (plus != std::string_view::npos) {
        const auto increment = number(value.substr(plus + 1));
        if (!increment)
            return std::nullopt;
        control.incrementSeconds = *increment;
    }
    return control;
}

std::string clockCommand(std::int64_t milliseconds)
{
    const std::int64_t seconds = (std::max<std::int64_t>(milliseconds, 0) + 999) / 1000;
    const auto two = [](std::int64_t n) { return std::string(n < 10 ? "0" : "") + std::to_string(n); };
    return "[%clock " + std::to_string(seconds / 3600) + ":" + two(seconds / 60 % 60) + ":" + two(seconds % 60) + "]";
}

ClockComment takeClockCommand(std::string_view comment)
{
    ClockComment out;
    std::string rest;
    while (true) {
        const std::size_t open = comment.find("[%");
        if (open == std::string_view::npos)
            break;
        const std::size_t close = comment.find(']', open);
        if (close == std::string_view::npos)
            break;
        const std::string_view command = comment.substr(open + 2, close - open - 2);
        const std::size_t space = command.find(' ');
        const std::string_view name = command.substr(0, space);
        if (name != "clock" && name != "clk") {
            rest += comment.substr(0, close + 1); // another program's command stays
            comment.remove_prefix(close + 1);
            continue;
        }
        rest += comment.substr(0, open);
        if (!out.milliseconds && space != std::string_view::npos)
            out.milliseconds = clockTime(command.substr(space + 1));
        comment.remove_prefix(close + 1);
    }
    rest += comment;
    out.comment = std::string(trimmed(rest));
    return out;
}

std::string withClockCommand(std::int64_t milliseconds, std::string_view comment)
{
    std::string text = clockCommand(milliseconds);
    if (!comment.empty())
        text += " " + std::string(comment);
    return text;
}

} // namespace draughts::pdn
