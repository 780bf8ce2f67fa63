#pragma once

#include <draughts/core/parsed.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/game/game.hpp>
#include <draughts/pdn/pdn_game.hpp>

#include <cstddef>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace draughts::pdn {

// What was wrong in a game of a file, as a code a user interface phrases
// in its own language. The texts each names are PdnError::arguments, in
// the order given here; `tag` is the whole tag as written.
enum class PdnProblem {
    // The text
    UnexpectedSymbol, // the character: ']', '}' or '"'
    UnexpectedCharacter,
    CloseWithoutOpen, // ')'
    NagWithoutNumber, // '$'
    CommentNotClosed,
    VariationNotClosed,
    TagNameMissing,    // tag
    TagValueNotQuoted, // tag
    TagValueNotClosed, // tag
    TagBracketMissing, // tag
    // The tags
    SecondTag,           // tag, the tag's name
    UnknownVariant,      // tag, the ids expected ("international, polish, ... or last-man")
    ContradictsGameType, // tag
    ContradictsVariant,  // tag
    BadMissedCaptures,   // tag
    BadRules,            // tag; also a rule set the game is not played under
    RulesContradict,     // tag: FMJD rules with forfeit captures
    UnsupportedGameType, // tag, the GameType supported ("20"), the id of its game
    BadStartColour,      // tag
    WrongBoardSize,      // tag, the id of the game, its board size
    NotNumericNotation,  // tag
    BadFen,              // the FEN; PdnError::cause says why
    // The movetext
    BadNag,             // the digits after '$'
    GameAlreadyOver,    // the move; PdnError::result is the result reached
    NotAMove,           // the word
    BadMove,            // PdnError::cause says why; PdnError::sideToMove is who was to move
    NoHandStoneToClaim, // the claim
    ClaimNotASquare,    // the claim, the text that is no square
    CannotClaim,        // the claim, the square
    ResultContradicts,  // the result written; PdnError::result is the result reached
    // The file: a limit that stops reading, a game no longer where its index found it
    GameTooLong, // the most bytes a game may have (ReadLimits::gameBytes), as a number
    LineTooLong, // the line's number, the most bytes a line may have (ReadLimits::lineBytes)
    GameMissing, // the line where an index found the game (readIndexedGame)
};

struct RouteFailure;

// Why one game of a file could not be read. Lines and columns count from 1;
// a column counts characters (code points), so it matches what an editor
// shows, also in a file read as Windows-1252.
struct PdnError {
    std::size_t game = 0; // 1 for the first game of the file
    std::size_t line = 1;
    std::size_t column = 1;
    std::string message; // the English sentence: names the offending text and the reason
    std::string text;    // the offending text itself (a move, a tag, ...)

    PdnProblem problem = PdnProblem::UnexpectedCharacter;
    std::vector<std::string> arguments;        // shortened for display, as in `message`
    std::optional<core::ParseError> cause;     // BadFen, BadMove: the FEN's or the move's problem
    core::Side sideToMove = core::Side::White; // BadMove
    game::Result result;                       // GameAlreadyOver, ResultContradicts
    // BadMove of a short capture that two routes fit (cause AmbiguousMove)
    // when the rest of the game reads after none of them: for each route,
    // the error the game meets after it (docs/pdn.md, Movetext). Empty
    // when both routes fit the rest of the game.
    std::vector<RouteFailure> failedRoutes;

    // "LINE:COLUMN MESSAGE"
    std::string describe() const;
};

// One route of an ambiguous capture and the error that follows it.
struct RouteFailure {
    std::string route; // every landing square: "28x17x8"
    PdnError error;
};

// Each game of a file, in file order: the game, or the error that stopped it.
using PdnEntry = std::variant<PdnGame, PdnError>;

// How much of hostile input is read (docs/pdn.md, Limits). A game or a line
// longer than this is an error that names where it starts, and the file is
// not read past it.
struct ReadLimits {
    std::size_t gameBytes = 4 * 1024 * 1024; // from a game's first tag (or comment) to its end
    std::size_t lineBytes = 1024 * 1024;
};

namespace detail {
class PdnReaderState;
}

// Reads the games of a PDN file one at a time, from memory or from a
// stream, holding one game (and at most ReadLimits::gameBytes of the file)
// at a time. The bytes may be UTF-8, with or without a byte-order mark, or
// Windows-1252 ("Latin-1"), decided for each game by whether its bytes are
// valid UTF-8; line ends may be "\n", "\r\n" or "\r". Every move is checked
// against the rules. A game without a GameType or Variant tag is of
// `defaultVariant`, or International when none is given. An error stops
// only its own game; reading goes on with the next one, except after a
// game or line over the limits, which ends reading (its error is the last
// entry).
class PdnReader {
public:
    // `bytes` must outlive the reader (a temporary string cannot be given).
    explicit PdnReader(std::string_view bytes, std::optional<core::Variant> defaultVariant = std::nullopt,
                       ReadLimits limits = {});
    PdnReader(std::string&& bytes, std::optional<core::Variant> defaultVariant = std::nullopt,
              ReadLimits limits = {}) = delete;
    // Reads `in` forward; it must outlive the reader.
    explicit PdnReader(std::istream& in, std::optional<core::Variant> defaultVariant = std::nullopt,
                       ReadLimits limits = {});
    ~PdnReader();
    PdnReader(PdnReader&&) noexcept;
    PdnReader& operator=(PdnReader&&) noexcept;

    // The next game of the file, or nothing once every game has been read.
    std::optional<PdnEntry> next();

private:
    std::unique_ptr<detail::PdnReaderState> m_state;
};

// Every game of a file in memory, as PdnReader reads them.
std::vector<PdnEntry> readPdn(std::string_view bytes, std::optional<core::Variant> defaultVariant = std::nullopt);

// The text of `bytes` as UTF-8 with "\n" line ends and no byte-order mark:
// UTF-8 if the bytes are valid UTF-8, else converted from Windows-1252.
std::string toUtf8Text(std::string_view bytes);

} // namespace draughts::pdn
