#pragma once

#include <draughts/core/parsed.hpp>
#include <draughts/core/types.hpp>
#include <draughts/game/game.hpp>

#include <cstddef>
#include <optional>
#include <string>
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

} // namespace draughts::pdn
