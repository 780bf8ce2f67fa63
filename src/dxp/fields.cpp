#include "fields.hpp"

#include <draughts/dxp/dxp_message.hpp>
#include <draughts/dxp/game_rules.hpp>
#include <draughts/rules/geometry.hpp>

#include <algorithm>

namespace draughts::dxp::detail {

namespace {

std::string quoted(std::string_view text) { return '"' + textFromWire(text) + '"'; }

bool isDigit(char c) { return c >= '0' && c <= '9'; }

} // namespace

void FieldReader::fail(std::string_view field, std::string reason, std::size_t column) const
{
    throw FieldError{std::string(field), std::move(reason), column};
}

std::string_view FieldReader::take(std::size_t width, std::string_view field)
{
    const std::size_t left = m_text.size() - std::min(m_at, m_text.size());
    if (left < width) {
        fail(field,
             left == 0 ? "missing: the message ends before it"
                       : "too short: " + std::to_string(left) + " of " + std::to_string(width) + " characters",
             column());
    }
    const std::string_view text = m_text.substr(m_at, width);
    m_at += width;
    return text;
}

int FieldReader::number(std::size_t width, std::string_view field, int min, int max)
{
    const std::size_t at = column();
    const std::string_view text = take(width, field);
    if (!std::all_of(text.begin(), text.end(), isDigit))
        fail(field, quoted(text) + " is not a number of " + std::to_string(width) + " digits", at);
    int value = 0;
    for (const char c : text)
        value = value * 10 + (c - '0');
    if (value < min || value > max)
        fail(field, std::to_string(value) + " is not from " + std::to_string(min) + " to " + std::to_string(max), at);
    return value;
}

char FieldReader::oneOf(std::string_view field, std::string_view allowed)
{
    const std::size_t at = column();
    const char c = take(1, field)[0];
    if (allowed.find(c) == std::string_view::npos) {
        std::string expected;
        for (std::size_t i = 0; i < allowed.size(); ++i)
            expected += (i == 0 ? "" : i + 1 == allowed.size() ? " or " : ", ") + std::string(1, allowed[i]);
        fail(field, quoted(std::string_view(&c, 1)) + " is not " + expected, at);
    }
    return c;
}

core::Side FieldReader::colour(std::string_view field)
{
    return oneOf(field, "WZ") == 'W' ? core::Side::White : core::Side::Black;
}

std::string FieldReader::name(std::string_view field)
{
    const std::string_view text = take(NameWidth, field);
    const std::size_t first = text.find_first_not_of(' ');
    if (first == std::string_view::npos)
        return {};
    const std::size_t last = text.find_last_not_of(' ');
    return textFromWire(text.substr(first, last - first + 1));
}

std::string_view FieldReader::rest()
{
    const std::string_view text = m_text.substr(std::min(m_at, m_text.size()));
    m_at = m_text.size();
    return text;
}

void FieldReader::expectEnd()
{
    if (m_at < m_text.size()) {
        const std::size_t extra = m_text.size() - m_at;
        fail("end", std::to_string(extra) + (extra == 1 ? " character" : " characters") + " after the last field",
             column());
    }
}

std::string digits(int value, int width)
{
    int most = 1;
    for (int i = 0; i < width; ++i)
        most *= 10;
    value = std::clamp(value, 0, most - 1);
    std::string text(static_cast<std::size_t>(width), '0');
    for (int i = width - 1; i >= 0; --i, value /= 10)
        text[static_cast<std::size_t>(i)] = static_cast<char>('0' + value % 10);
    return text;
}

char colourLetter(core::Side side) { return side == core::Side::White ? 'W' : 'Z'; }

std::string asciiText(std::string_view utf8, std::size_t width)
{
    std::string text;
    for (const char c : utf8) {
        const auto byte = static_cast<unsigned char>(c);
        if ((byte & 0xC0) == 0x80)
            continue; // the rest of a UTF-8 character already written as '?'
        text.push_back(byte >= 0x20 && byte < 0x7F ? c : '?');
        if (text.size() == width)
            break;
    }
    return text;
}

std::string textFromWire(std::string_view bytes)
{
    std::string text;
    for (const char c : bytes) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0xA0 || (byte >= 0x20 && byte < 0x7F)) {
            if (byte < 0x80) {
                text.push_back(c);
            } else {
                text.push_back(static_cast<char>(0xC0 | (byte >> 6)));
                text.push_back(static_cast<char>(0x80 | (byte & 0x3F)));
            }
        } else {
            text.push_back('?');
        }
    }
    return text;
}

std::string boardLetters(const core::Position& position)
{
    std::string letters;
    for (int number = 1; number <= SquareCount; ++number) {
        const core::Square square = rules::squareFromNumber(Board, number);
        const bool king = core::contains(position.kings, square);
        if (core::contains(position.white, square))
            letters.push_back(king ? 'W' : 'w');
        else if (core::contains(position.black, square))
            letters.push_back(king ? 'Z' : 'z');
        else
            letters.push_back('e');
    }
    return letters;
}

core::Position positionFromLetters(std::string_view letters, std::size_t firstColumn)
{
    core::Position position;
    for (int number = 1; number <= SquareCount; ++number) {
        const char letter = letters[static_cast<std::size_t>(number - 1)];
        const core::Bitboard bit = core::bitOf(rules::squareFromNumber(Board, number));
        switch (letter) {
        case 'e': break;
        case 'w': position.white |= bit; break;
        case 'z': position.black |= bit; break;
        case 'W':
            position.white |= bit;
            position.kings |= bit;
            break;
        case 'Z':
            position.black |= bit;
            position.kings |= bit;
            break;
        default:
            throw FieldError{"position, square " + std::to_string(number),
                             quoted(std::string_view(&letter, 1)) + " is not e, w, z, W or Z",
                             firstColumn + static_cast<std::size_t>(number - 1)};
        }
    }
    return position;
}

} // namespace draughts::dxp::detail
