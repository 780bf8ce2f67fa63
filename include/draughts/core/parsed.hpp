#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace draughts::core {

// Why a position (FEN, docs/fen.md) or a written move could not be read, as
// a code a user interface can phrase in its own language. The texts each
// names are ParseError::arguments, in the order given here; a text quoted
// from the input is cut to its first 40 characters (notation::excerpt).
enum class ParseProblem {
    // A FEN.
    EmptyFen,
    BadSideToMove, // what was found instead of W or B
    EmptyField,
    SecondPieceList,  // "White" or "Black"
    UnknownField,     // the field
    NotASquareOfGame, // the text, the game's English name
    BadRange,         // the range as written
    SquareGivenTwice, // the square
    NoKings,          // the game's English name
    NotANumber,       // the text, the largest number allowed
    FieldNotUsed,     // the field's letter, the games that use it
    HandNeedsTwoNumbers,
    BadCaptureCount,   // the item as written
    NotASquare,        // the text
    FieldTakesNoValue, // the field's letter
    BarredNotBlack,
    CountOnEmptySquare,  // the square
    TooManyStones,       // the most stones a game has
    ManOnCrowningSquare, // "White" or "Black", the square where that side's men are crowned
    FieldGivenTwice,     // the field's letter
    // A move; its first argument is always the move as written.
    EmptyMove,
    MoveSquareUnknown, // the move, the text that is no square
    CannotPlace,       // the move, the square where no stone can be placed now
    SquareMissing,     // the move
    NoEndSquare,       // the move
    MixedSeparators,   // the move
    AmbiguousMove,     // the move, the moves it could be ("28x17x8, 28x19x10")
    ImpossibleMove,    // the move
};

// Why a text could not be read, and where (1-based column in that text).
struct ParseError {
    std::string message; // the English sentence, as the command-line tool prints it
    std::size_t column = 1;
    ParseProblem problem = ParseProblem::EmptyFen;
    std::vector<std::string> arguments;
};

// Either a value or the ParseError that prevented it.
template <class T>
class Parsed {
public:
    Parsed(T value) : m_content(std::move(value)) {}
    Parsed(ParseError error) : m_content(std::move(error)) {}

    explicit operator bool() const { return std::holds_alternative<T>(m_content); }
    const T& value() const { return std::get<T>(m_content); }
    const T& operator*() const { return value(); }
    const T* operator->() const { return &value(); }
    const ParseError& error() const { return std::get<ParseError>(m_content); }

private:
    std::variant<T, ParseError> m_content;
};

} // namespace draughts::core
