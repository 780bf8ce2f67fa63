#include "game_parser.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/rules/facts.hpp>

#include "pdn_problems.hpp"
#include "tag_values.hpp"
#include "text_encoding.hpp"

#include <charconv>

namespace draughts::pdn::detail {

namespace {

// Where something was found in the file: a token's position and a number
// of characters after it.
struct Place {
    std::size_t line = 1;
    std::uint64_t lineStart = 0;
    std::uint64_t offset = 0;
    std::size_t extraColumns = 0;
};

Place placeOf(const Token& token, std::size_t extraColumns = 0)
{
    return {token.line, token.lineStart, token.offset, extraColumns};
}

// A tag value with where it was found, for error messages.
struct Sourced {
    std::string text;
    Place at;
};

// An error found while reading, in the file's bytes: its column, its
// texts and its message are worked out once the game's encoding is known.
struct PendingError {
    Place at;
    PdnError error; // problem, arguments, cause, side to move and result
    std::string text;
};

// Texts of the file as UTF-8 with "\n" line ends.
void decode(std::string& text, Encoding encoding)
{
    bool plain = true;
    for (char c : text)
        if (c == '\r' || (encoding == Encoding::Windows1252 && (static_cast<unsigned char>(c) & 0x80)))
            plain = false;
    if (!plain)
        text = decodeText(text, encoding);
}

// A message quotes texts from the file, which may hold anything: keep it
// on one line and of a readable length.
std::string printable(const std::string& message)
{
    std::string out;
    std::size_t characters = 0;
    for (char c : message) {
        const auto byte = static_cast<unsigned char>(c);
        if ((byte & 0xC0) != 0x80 && ++characters > 300) {
            out += "...";
            break;
        }
        out += byte < 0x20 || byte == 0x7F ? '?' : c;
    }
    return out;
}

// Moves are short and plain ASCII; the longest, a 20-piece capture written
// with every landing square, has 62 characters.
bool looksLikeMove(std::string_view word)
{
    if (word.size() > 100)
        return false;
    for (char c : word)
        if (static_cast<unsigned char>(c) <= 0x20 || static_cast<unsigned char>(c) >= 0x7F)
            return false;
    return true;
}

// "international, polish, twenty-vs-ten, corner or last-man"
std::string variantIds()
{
    std::string ids;
    for (std::size_t i = 0; i < core::allVariants.size(); ++i) {
        if (i > 0)
            ids += i + 1 == core::allVariants.size() ? " or " : ", ";
        ids += core::variantId(core::allVariants[i]);
    }
    return ids;
}

} // namespace

// Everything known about the game being read.
struct GameInProgress {
    std::vector<Tag> tags; // values as written in the file's encoding
    std::optional<PendingError> error;

    std::optional<Sourced> variantTagValue;
    std::optional<core::Variant> variant;
    std::optional<Sourced> gameTypeValue;
    std::optional<core::Variant> gameTypeVariant; // the game the GameType tag names
    std::optional<core::Side> gameTypeFirst;      // the start colour of an extended GameType
    bool missedCapturesTag = false;
    std::optional<game::MissedCaptureRule> rule;
    std::optional<Sourced> fen;
    std::optional<Sourced> resultTag;
    std::optional<Sourced> terminator;

    std::optional<game::Game> played; // set up at the first action
    std::vector<PlyNotes> notes{PlyNotes{}};
};

namespace {

void fail(GameInProgress& game, const Place& at, PdnError error, std::string_view text)
{
    game.error = PendingError{at, std::move(error), std::string(text)};
}

// PDN 3.0: "20", or the extended "20,W,10,10,N2,0" (type, first colour,
// width, height, notation, inversion). Of our games only those with a PDN
// GameType (International draughts, 20) on their own numbered board can be
// named so.
bool readGameType(GameInProgress& game, const Token& token, const std::string& value, const std::string& tagText)
{
    const std::vector<std::string_view> fields = gameTypeFields(value);
    auto bad = [&](PdnProblem why, std::vector<std::string> more = {}) {
        std::vector<std::string> arguments{displayText(tagText)};
        arguments.insert(arguments.end(), more.begin(), more.end());
        fail(game, placeOf(token), pdnError(why, std::move(arguments)), tagText);
        return false;
    };
    game.gameTypeVariant = variantOfGameType(fields[0]);
    if (!game.gameTypeVariant) {
        std::vector<std::string> known; // the GameType our games have, and its game
        for (core::Variant v : core::allVariants)
            if (known.empty() && rules::facts(v).pdnGameType != 0)
                known = {std::to_string(rules::facts(v).pdnGameType), std::string(core::variantId(v))};
        return bad(PdnProblem::UnsupportedGameType, known);
    }
    const core::Variant variant = *game.gameTypeVariant;
    const std::string size = std::to_string(rules::boardSize(variant));
    if (fields.size() > 1 && !fields[1].empty()) {
        if (fields[1] == "W")
            game.gameTypeFirst = core::Side::White;
        else if (fields[1] == "B")
            game.gameTypeFirst = core::Side::Black;
        else
            return bad(PdnProblem::BadStartColour);
    }
    for (std::size_t i = 2; i < 4 && i < fields.size(); ++i)
        if (!fields[i].empty() && fields[i] != size)
            return bad(PdnProblem::WrongBoardSize, {std::string(core::variantId(variant)), size});
    if (fields.size() > 4 && !fields[4].empty() && fields[4][0] != 'N')
        return bad(PdnProblem::NotNumericNotation);
    return true;
}

void readTag(GameInProgress& game, const Token& token)
{
    const std::string value = unescaped(token.value);
    const std::string name(token.text);
    game.tags.push_back({name, value});
    const Sourced sourced{value, placeOf(token)};
    const std::string tagText = "[" + name + " \"" + value + "\"]";
    auto once = [&](bool seen) {
        if (seen)
            fail(game, placeOf(token), pdnError(PdnProblem::SecondTag, {displayText(tagText), name}), tagText);
        return !seen;
    };
    if (name == variantTag) {
        if (!once(game.variantTagValue.has_value()))
            return;
        game.variantTagValue = sourced;
        const auto variant = core::variantFromId(lowercase(trimmed(value)));
        if (!variant)
            return fail(game, placeOf(token),
                        pdnError(PdnProblem::UnknownVariant, {displayText(tagText), variantIds()}), tagText);
        if (game.variant && *game.variant != *variant)
            return fail(game, placeOf(token), pdnError(PdnProblem::ContradictsGameType, {displayText(tagText)}),
                        tagText);
        game.variant = variant;
    } else if (name == gameTypeTag) {
        if (!once(game.gameTypeValue.has_value()))
            return;
        game.gameTypeValue = sourced;
        if (!readGameType(game, token, value, tagText))
            return;
        if (game.variantTagValue && game.variant != game.gameTypeVariant)
            return fail(game, placeOf(token), pdnError(PdnProblem::ContradictsVariant, {displayText(tagText)}),
                        tagText);
        game.variant = game.gameTypeVariant;
    } else if (name == missedCapturesTag) {
        if (!once(game.missedCapturesTag))
            return;
        game.missedCapturesTag = true;
        game.rule = missedCaptureFromId(lowercase(trimmed(value)));
        if (!game.rule)
            return fail(game, placeOf(token), pdnError(PdnProblem::BadMissedCaptures, {displayText(tagText)}), tagText);
    } else if (name == fenTag) {
        if (!once(game.fen.has_value()))
            return;
        game.fen = Sourced{value, {token.line, token.lineStart, token.valueOffset, 0}};
    } else if (name == resultTag) {
        game.resultTag = sourced;
    }
}

// Builds the game from the tags, once, before its first action.
bool setUp(GameInProgress& game, std::optional<core::Variant> defaultVariant)
{
    if (game.played)
        return true;
    const core::Variant variant = game.variant.value_or(defaultVariant.value_or(core::Variant::International));
    // Standard PDN has no forfeit rule: a game without the tag is read
    // with compulsory captures, so a misprinted move shows as an error.
    const game::MissedCaptureRule rule = game.rule.value_or(game::MissedCaptureRule::Compulsory);
    core::Position start = defaultStart(variant);
    if (game.fen) {
        const auto parsed = notation::readFen(variant, game.fen->text);
        if (!parsed) {
            PdnError error = pdnError(PdnProblem::BadFen, {displayText(game.fen->text)});
            error.cause = parsed.error();
            Place at = game.fen->at;
            at.extraColumns = parsed.error().column - 1;
            fail(game, at, std::move(error), game.fen->text);
            return false;
        }
        start = *parsed;
    } else if (game.gameTypeFirst && rules::facts(variant).pdnGameType != 0) {
        start.sideToMove = *game.gameTypeFirst;
    }
    game.played.emplace(variant, start, rule);
    return true;
}

// Published games follow their own draw rules (FMJD's are not a 30-move
// counter), so a file from elsewhere may go on past the counter: in a game
// the PDN standard knows, without this program's own tags, the counter is
// switched off for that game. A file with the program's tags was played
// under its rules, and a move after the counter's draw is an error.
bool mayOutliveCounter(const GameInProgress& game)
{
    return rules::facts(game.played->variant()).pdnGameType != 0 && !game.variantTagValue && !game.missedCapturesTag;
}

bool readClaim(GameInProgress& game, const Token& token, const std::string& text)
{
    game::Game& played = *game.played;
    const core::Variant variant = played.variant();
    const std::string claim = displayText(text);
    if (text == notation::handClaimText) {
        if (played.claimHandStone())
            return true;
        fail(game, placeOf(token), pdnError(PdnProblem::NoHandStoneToClaim, {claim}), text);
        return false;
    }
    const core::Square square = notation::parseSquare(variant, std::string_view(text).substr(1));
    if (square == core::NoSquare) {
        fail(game, placeOf(token, 1), pdnError(PdnProblem::ClaimNotASquare, {claim, displayText(text.substr(1))}),
             text);
        return false;
    }
    if (played.claim(square))
        return true;
    fail(game, placeOf(token), pdnError(PdnProblem::CannotClaim, {claim, notation::squareName(variant, square)}),
         text);
    return false;
}

void readAction(GameInProgress& game, const Token& token, std::optional<core::Variant> defaultVariant)
{
    if (!setUp(game, defaultVariant))
        return;
    game::Game& played = *game.played;
    const core::Variant variant = played.variant();
    std::string text = compactMove(token.text);
    for (char& c : text)
        if (c == 'X')
            c = 'x'; // some programs write captures as 32X23
    if (played.result().reason == game::EndReason::DrawCounter && mayOutliveCounter(game))
        played.setDrawCounterEnforced(false);
    if (played.result().isOver()) {
        PdnError over = pdnError(PdnProblem::GameAlreadyOver, {displayText(text)});
        over.result = played.result();
        return fail(game, placeOf(token), std::move(over), text);
    }
    if (text[0] == '~') {
        if (!readClaim(game, token, text))
            return;
    } else if (!looksLikeMove(text)) {
        // Binary junk or prose: say so briefly instead of quoting it whole.
        return fail(game, placeOf(token), pdnError(PdnProblem::NotAMove, {displayText(text)}), text);
    } else {
        const auto move = notation::parseMove(variant, text, played.permittedMoves());
        if (!move) {
            const std::size_t column = writtenColumn(token.text, move.error().column);
            PdnError bad = pdnError(PdnProblem::BadMove);
            bad.cause = move.error();
            bad.sideToMove = played.sideToMove();
            return fail(game, placeOf(token, column - 1), std::move(bad), text);
        }
        played.play(*move);
    }
    game.notes.emplace_back();
}

void readMovetext(GameInProgress& game, const Token& token, std::optional<core::Variant> defaultVariant)
{
    switch (token.kind) {
    case TokenKind::Comment: {
        const std::string_view text = trimmed(token.text);
        if (text.empty())
            return;
        std::string& comment = game.notes.back().comment;
        comment += comment.empty() ? "" : "\n";
        comment += text;
        return;
    }
    case TokenKind::Variation: game.notes.back().variations.emplace_back(token.text); return;
    case TokenKind::Strength: game.notes.back().strength += token.text; return;
    case TokenKind::Nag: {
        int nag = 0;
        const auto [end, error] = std::from_chars(token.text.data(), token.text.data() + token.text.size(), nag);
        if (error != std::errc{} || end != token.text.data() + token.text.size() || nag > 255)
            return fail(game, placeOf(token), pdnError(PdnProblem::BadNag, {displayText(token.text)}),
                        "$" + std::string(token.text));
        game.notes.back().nags.push_back(nag);
        return;
    }
    case TokenKind::MoveNumber: return; // not checked: files number moves in several ways
    case TokenKind::Move: readAction(game, token, defaultVariant); return;
    default: return;
    }
}

PdnError errorOf(PendingError pending, const GameSpan& span)
{
    PdnError error = std::move(pending.error);
    error.game = span.number;
    error.line = pending.at.line;
    error.column = span.column(pending.at.lineStart, pending.at.offset) + pending.at.extraColumns;
    for (std::string& argument : error.arguments)
        decode(argument, span.encoding);
    if (error.cause) {
        decode(error.cause->message, span.encoding);
        for (std::string& argument : error.cause->arguments)
            decode(argument, span.encoding);
    }
    error.message = printable(englishOf(error));
    std::string text = pending.text;
    decode(text, span.encoding);
    error.text = displayText(text);
    return error;
}

} // namespace

GameParser::GameParser(std::optional<core::Variant> defaultVariant)
    : m_defaultVariant(defaultVariant), m_game(std::make_unique<GameInProgress>())
{
}

GameParser::~GameParser() = default;

void GameParser::token(const Token& token)
{
    GameInProgress& game = *m_game;
    if (token.kind == TokenKind::Result) {
        game.terminator = Sourced{std::string(token.text), placeOf(token)};
        return;
    }
    if (game.error)
        return; // the rest of a game with an error is skipped
    if (token.kind == TokenKind::Error)
        fail(game, placeOf(token), pdnError(token.problem, errorArguments(token)), token.text);
    else if (token.kind == TokenKind::Tag)
        readTag(game, token);
    else
        readMovetext(game, token, m_defaultVariant);
}

PdnEntry GameParser::finish(const GameSpan& span)
{
    GameInProgress& game = *m_game;
    if (!game.error)
        setUp(game, m_defaultVariant);
    if (game.error)
        return errorOf(std::move(*game.error), span);

    // The terminator wins over the Result tag; either may be missing.
    Sourced token{"*", {span.line, span.lineStart, span.offset, 0}};
    if (game.terminator)
        token = *game.terminator;
    else if (game.resultTag && (outcomeOf(game.resultTag->text) || game.resultTag->text == "0-0"))
        token = *game.resultTag;
    const auto claimed = outcomeOf(token.text);
    game::Game& played = *game.played;
    if (played.result().isOver()) {
        if (claimed && *claimed != played.result().outcome) {
            PdnError contradiction = pdnError(PdnProblem::ResultContradicts, {token.text});
            contradiction.result = played.result();
            return errorOf({token.at, std::move(contradiction), token.text}, span);
        }
    } else if (claimed == game::Outcome::WhiteWins) {
        played.resign(core::Side::Black); // 2-0 with no rule-based end: Black gave up
    } else if (claimed == game::Outcome::BlackWins) {
        played.resign(core::Side::White);
    } else if (claimed == game::Outcome::Draw) {
        played.agreeDraw();
    }

    PdnGame pdn;
    pdn.tags = std::move(game.tags);
    for (Tag& tag : pdn.tags)
        decode(tag.value, span.encoding);
    pdn.notes = std::move(game.notes);
    for (PlyNotes& notes : pdn.notes) {
        decode(notes.comment, span.encoding);
        for (std::string& variation : notes.variations)
            decode(variation, span.encoding);
    }
    pdn.game = game::GameRecord(played);
    pdn.result = played.result().isOver() ? std::string(resultToken(played.variant(), played.result()))
                                          : (token.text == "0-0" ? "0-0" : "*");
    pdn.line = span.line;
    return pdn;
}

std::optional<PdnEntry> readNextGame(GameSplitter& splitter, std::optional<core::Variant> defaultVariant)
{
    GameParser parser(defaultVariant);
    const std::optional<GameSpan> span = splitter.next(parser);
    if (!span)
        return std::nullopt;
    return parser.finish(*span);
}

} // namespace draughts::pdn::detail
