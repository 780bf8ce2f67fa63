#pragma once

// Reading and writing DXP's fixed-width fields (docs/dxp.md): numbers in
// ASCII digits with leading zeros, names padded with blanks, colours as
// W and Z, a board as 50 letters.

#include <draughts/core/position.hpp>
#include <draughts/core/types.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace draughts::dxp::detail {

// A field that cannot be read; decode() turns it into a DecodeError.
struct FieldError {
    std::string field;
    std::string reason;
    std::size_t column = 1;
};

// Walks through a message after its type letter, one field at a time;
// every method throws FieldError naming the field.
class FieldReader {
public:
    explicit FieldReader(std::string_view message) : m_text(message), m_at(1) {}

    std::size_t column() const { return m_at + 1; }
    bool atEnd() const { return m_at >= m_text.size(); }
    std::string_view take(std::size_t width, std::string_view field);
    int number(std::size_t width, std::string_view field, int min, int max);
    core::Side colour(std::string_view field);
    char oneOf(std::string_view field, std::string_view allowed);
    // A name field: trimmed of blanks, as UTF-8.
    std::string name(std::string_view field);
    std::string_view rest();
    // No characters may follow the last field.
    void expectEnd();
    [[noreturn]] void fail(std::string_view field, std::string reason, std::size_t column) const;

private:
    std::string_view m_text;
    std::size_t m_at;
};

// `value` in `width` digits with leading zeros, clamped to what fits.
std::string digits(int value, int width);
char colourLetter(core::Side side);

// Text for the wire: every character outside printable ASCII becomes '?'
// (one for each UTF-8 character), cut to `width` characters.
std::string asciiText(std::string_view utf8, std::size_t width);
// Text from the wire: printable ASCII as it is, other bytes read as
// Latin-1 (the protocol allows only ASCII, some programs send more),
// control characters as '?'; always valid UTF-8.
std::string textFromWire(std::string_view bytes);

// The 50 letters of a board: e (empty), w and z (White's and Black's men),
// W and Z (their kings), in the order of the square numbers.
std::string boardLetters(const core::Position& position);
// Reads what boardLetters writes; the first wrong letter is a FieldError
// whose column counts from `firstColumn`.
core::Position positionFromLetters(std::string_view letters, std::size_t firstColumn);

} // namespace draughts::dxp::detail
