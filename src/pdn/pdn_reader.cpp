#include <draughts/pdn/pdn_reader.hpp>

#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/notation/parse_problems.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/pdn/time_control.hpp>
#include <draughts/rules/facts.hpp>

#include "pdn_lexer.hpp"

#include <charconv>

namespace draughts::pdn {

using detail::Token;
using detail::TokenKind;
using detail::displayText;

std::string PdnError::describe() const
{
    return std::to_string(line) + ":" + std::to_string(column) + " " + message;
}

namespace {

struct Location {
    std::size_t line = 1;
    std::size_t column = 1;
};

// A tag value with where it was found, for error messages.
struct Sourced {
    std::string text;
    Location at;
};

std::string lowercase(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

std::string_view trimmed(std::string_view text)
{
    const auto isBlank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f'; };
    while (!text.empty() && isBlank(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isBlank(text.back()))
        text.remove_suffix(1);
    return text;
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

std::string sideName(core::Side side) { return side == core::Side::White ? "White" : "Black"; }

// The English sentence of an error; the window phrases the same problems
// in its own language (src/app/text/), and a test checks that they agree.
std::string englishOf(const PdnError& e)
{
    const auto& a = e.arguments;
    const auto arg = [&a](std::size_t i) { return i < a.size() ? a[i] : std::string(); };
    switch (e.problem) {
    case PdnProblem::UnexpectedSymbol: return "unexpected '" + arg(0) + "'";
    case PdnProblem::UnexpectedCharacter: return "unexpected character";
    case PdnProblem::CloseWithoutOpen: return "')' without a '(' before it";
    case PdnProblem::NagWithoutNumber: return "'$' must be followed by a number (a NAG such as $1)";
    case PdnProblem::CommentNotClosed: return "comment '{' is not closed by '}'";
    case PdnProblem::VariationNotClosed: return "variation '(' is not closed by ')'";
    case PdnProblem::TagNameMissing: return "tag " + arg(0) + ": the tag name is missing";
    case PdnProblem::TagValueNotQuoted: return "tag " + arg(0) + ": the value must follow the name in double quotes";
    case PdnProblem::TagValueNotClosed: return "tag " + arg(0) + ": the value is not closed on its line";
    case PdnProblem::TagBracketMissing: return "tag " + arg(0) + ": ']' is missing after the value";
    case PdnProblem::SecondTag: return "tag " + arg(0) + ": the game has a second " + arg(1) + " tag";
    case PdnProblem::UnknownVariant: return "tag " + arg(0) + ": unknown variant (expected " + arg(1) + ")";
    case PdnProblem::ContradictsGameType: return "tag " + arg(0) + ": contradicts the GameType tag";
    case PdnProblem::ContradictsVariant: return "tag " + arg(0) + ": contradicts the Variant tag";
    case PdnProblem::BadMissedCaptures: return "tag " + arg(0) + ": expected \"forfeit\" or \"compulsory\"";
    case PdnProblem::UnsupportedGameType:
        return "tag " + arg(0) + ": only GameType " + arg(1) + " (" + notation::gameNames({arg(2)}) +
               " draughts) is supported; the other games of this program use a Variant tag";
    case PdnProblem::BadStartColour: return "tag " + arg(0) + ": the start colour must be W or B";
    case PdnProblem::WrongBoardSize:
        return "tag " + arg(0) + ": " + notation::gameNames({arg(1)}) + " draughts is played on a " + arg(2) + "x" +
               arg(2) + " board";
    case PdnProblem::NotNumericNotation: return "tag " + arg(0) + ": only numeric square notation (N) is supported";
    case PdnProblem::BadFen:
        return "FEN \"" + arg(0) + "\": " + (e.cause ? notation::reasonOf(e.cause->problem, e.cause->arguments) : "");
    case PdnProblem::BadNag: return "NAG $" + arg(0) + ": must be a number from 0 to 255";
    case PdnProblem::GameAlreadyOver:
        return "\"" + arg(0) + "\": the game is already over (" + game::describe(e.result) + ")";
    case PdnProblem::NotAMove: return "\"" + arg(0) + "\" is not a move";
    case PdnProblem::BadMove:
        return (e.cause ? e.cause->message : std::string()) + " (" + sideName(e.sideToMove) + " to move)";
    case PdnProblem::NoHandStoneToClaim: return "claim \"" + arg(0) + "\": there is no unplaced stone to claim now";
    case PdnProblem::ClaimNotASquare: return "claim \"" + arg(0) + "\": \"" + arg(1) + "\" is not a square";
    case PdnProblem::CannotClaim: return "claim \"" + arg(0) + "\": no piece on " + arg(1) + " can be claimed now";
    case PdnProblem::ResultContradicts: break;
    }
    return "result " + arg(0) + " contradicts the game: " + game::describe(e.result);
}

PdnError problem(PdnProblem kind, std::vector<std::string> arguments)
{
    PdnError error;
    error.problem = kind;
    error.arguments = std::move(arguments);
    return error;
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

// The game PDN's GameType tag calls `type` (20: International), if one of ours.
std::optional<core::Variant> variantOfGameType(std::string_view type)
{
    for (core::Variant v : core::allVariants)
        if (rules::facts(v).pdnGameType != 0 && type == std::to_string(rules::facts(v).pdnGameType))
            return v;
    return std::nullopt;
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

// Everything known about the game being read.
struct GameInProgress {
    std::size_t line = 1;
    std::vector<Tag> tags;
    bool movetextSeen = false;
    std::optional<PdnError> error;

    std::optional<Sourced> variantTagValue;
    std::optional<core::Variant> variant;
    std::optional<Sourced> gameTypeValue;
    std::optional<core::Variant> gameTypeVariant; // the game the GameType tag names
    std::optional<core::Side> gameTypeFirst;      // the start colour of an extended GameType
    std::optional<game::MissedCaptureRule> rule;
    std::optional<Sourced> fen;
    std::optional<Sourced> resultTag;
    std::optional<Sourced> terminator;

    std::optional<PdnGame> pdn; // set up at the first move
    std::vector<PlyNotes> notes{PlyNotes{}};

    bool exists() const { return !tags.empty() || movetextSeen || terminator || error; }
};

class FileReader {
public:
    FileReader(std::string_view text, std::optional<core::Variant> defaultVariant)
        : m_lexer(text), m_defaultVariant(defaultVariant)
    {
    }

    std::vector<PdnEntry> readAll()
    {
        std::vector<PdnEntry> entries;
        while (peek().kind != TokenKind::End) {
            GameInProgress game;
            game.line = peek().line;
            readGame(game);
            if (!game.exists())
                continue; // only comments between games
            finish(game);
            if (game.error) {
                game.error->game = entries.size() + 1;
                entries.emplace_back(std::move(*game.error));
            } else {
                game.pdn->line = game.line;
                entries.emplace_back(std::move(*game.pdn));
            }
        }
        return entries;
    }

private:
    const Token& peek()
    {
        if (!m_lookahead)
            m_lookahead = m_lexer.next();
        return *m_lookahead;
    }

    Token take()
    {
        Token token = peek();
        m_lookahead.reset();
        return token;
    }

    // Reads the tokens of one game, up to its terminator or the tags of the
    // next game. After an error the rest of the game is skipped.
    void readGame(GameInProgress& game)
    {
        while (true) {
            const Token& next = peek();
            if (next.kind == TokenKind::End)
                return;
            if (next.opensTag && game.movetextSeen)
                return; // the next game's tags
            const Token token = take();
            if (token.kind == TokenKind::Result) {
                game.movetextSeen = true;
                game.terminator = Sourced{token.text, {token.line, token.column}};
                return;
            }
            if (!token.opensTag && token.kind != TokenKind::Comment)
                game.movetextSeen = true;
            if (game.error)
                continue;
            if (token.kind == TokenKind::Error)
                fail(game, token, problem(token.problem, token.arguments), token.value);
            else if (token.kind == TokenKind::Tag)
                readTag(game, token);
            else
                readMovetext(game, token);
        }
    }

    static void fail(GameInProgress& game, const Token& token, PdnError error, std::string_view text,
                     std::size_t column = 0)
    {
        error.line = token.line;
        error.column = column ? column : token.column;
        error.message = printable(englishOf(error));
        error.text = displayText(text);
        game.error = std::move(error);
    }

    void readTag(GameInProgress& game, const Token& token)
    {
        game.tags.push_back({token.text, token.value});
        const Sourced value{token.value, {token.line, token.column}};
        const std::string_view name = token.text;
        const std::string tagText = "[" + token.text + " \"" + token.value + "\"]";
        auto once = [&](const std::optional<Sourced>& seen) {
            if (seen)
                fail(game, token, problem(PdnProblem::SecondTag, {displayText(tagText), token.text}), tagText);
            return !seen;
        };
        if (name == variantTag) {
            if (!once(game.variantTagValue))
                return;
            game.variantTagValue = value;
            const auto variant = core::variantFromId(lowercase(trimmed(token.value)));
            if (!variant)
                return fail(game, token, problem(PdnProblem::UnknownVariant, {displayText(tagText), variantIds()}),
                            tagText);
            if (game.variant && *game.variant != *variant)
                return fail(game, token, problem(PdnProblem::ContradictsGameType, {displayText(tagText)}), tagText);
            game.variant = variant;
        } else if (name == gameTypeTag) {
            if (!once(game.gameTypeValue))
                return;
            game.gameTypeValue = value;
            if (!readGameType(game, token, tagText))
                return;
            if (game.variantTagValue && game.variant != game.gameTypeVariant)
                return fail(game, token, problem(PdnProblem::ContradictsVariant, {displayText(tagText)}), tagText);
            game.variant = game.gameTypeVariant;
        } else if (name == missedCapturesTag) {
            if (game.rule)
                return fail(game, token, problem(PdnProblem::SecondTag, {displayText(tagText), token.text}), tagText);
            game.rule = missedCaptureFromId(lowercase(trimmed(token.value)));
            if (!game.rule)
                return fail(game, token, problem(PdnProblem::BadMissedCaptures, {displayText(tagText)}), tagText);
        } else if (name == fenTag) {
            if (!once(game.fen))
                return;
            game.fen = Sourced{token.value, {token.line, token.valueColumn}};
        } else if (name == resultTag) {
            game.resultTag = value;
        }
    }

    // PDN 3.0: "20", or the extended "20,W,10,10,N2,0" (type, first
    // colour, width, height, notation, inversion). Of our games only those
    // with a PDN GameType (International draughts, 20) on their own
    // numbered board can be named so.
    bool readGameType(GameInProgress& game, const Token& token, const std::string& tagText)
    {
        std::vector<std::string_view> fields;
        std::string_view rest = token.value;
        while (true) {
            const std::size_t comma = rest.find(',');
            fields.push_back(trimmed(rest.substr(0, comma)));
            if (comma == std::string_view::npos)
                break;
            rest.remove_prefix(comma + 1);
        }
        auto bad = [&](PdnProblem why, std::vector<std::string> more = {}) {
            std::vector<std::string> arguments{displayText(tagText)};
            arguments.insert(arguments.end(), more.begin(), more.end());
            fail(game, token, problem(why, std::move(arguments)), tagText);
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

    // Builds the game from the tags, once, before its first action.
    bool setUp(GameInProgress& game)
    {
        if (game.pdn)
            return true;
        const core::Variant variant = game.variant.value_or(m_defaultVariant.value_or(core::Variant::International));
        // Standard PDN has no forfeit rule: a game without the tag is read
        // with compulsory captures, so a misprinted move shows as an error.
        const game::MissedCaptureRule rule = game.rule.value_or(game::MissedCaptureRule::Compulsory);
        core::Position start = defaultStart(variant);
        if (game.fen) {
            const auto parsed = notation::readFen(variant, game.fen->text);
            if (!parsed) {
                PdnError error = problem(PdnProblem::BadFen, {displayText(game.fen->text)});
                error.cause = parsed.error();
                error.line = game.fen->at.line;
                error.column = game.fen->at.column + parsed.error().column - 1;
                error.message = printable(englishOf(error));
                error.text = displayText(game.fen->text);
                game.error = std::move(error);
                return false;
            }
            start = *parsed;
        } else if (game.gameTypeFirst && rules::facts(variant).pdnGameType != 0) {
            start.sideToMove = *game.gameTypeFirst;
        }
        game.pdn.emplace();
        game.pdn->game = game::Game(variant, start, rule);
        return true;
    }

    void readMovetext(GameInProgress& game, const Token& token)
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
        case TokenKind::Variation: game.notes.back().variations.push_back(token.text); return;
        case TokenKind::Strength: game.notes.back().strength += token.text; return;
        case TokenKind::Nag: {
            int nag = 0;
            const auto [end, error] = std::from_chars(token.text.data(), token.text.data() + token.text.size(), nag);
            if (error != std::errc{} || end != token.text.data() + token.text.size() || nag > 255)
                return fail(game, token, problem(PdnProblem::BadNag, {displayText(token.text)}), "$" + token.text);
            game.notes.back().nags.push_back(nag);
            return;
        }
        case TokenKind::MoveNumber: return; // not checked: files number moves in several ways
        case TokenKind::Move: readAction(game, token); return;
        default: return;
        }
    }

    void readAction(GameInProgress& game, const Token& token)
    {
        if (!setUp(game))
            return;
        game::Game& played = game.pdn->game;
        const core::Variant variant = played.variant();
        std::string text = token.text;
        for (char& c : text)
            if (c == 'X')
                c = 'x'; // some programs write captures as 32X23
        // Published games follow their own draw rules (FMJD's are not a
        // 30-move counter): moves played past the counter are replayed as
        // played, with the counter switched off for that game.
        if (played.result().reason == game::EndReason::DrawCounter)
            played.setDrawCounterEnforced(false);
        if (played.result().isOver()) {
            PdnError over = problem(PdnProblem::GameAlreadyOver, {displayText(text)});
            over.result = played.result();
            return fail(game, token, std::move(over), text);
        }
        if (text[0] == '~') {
            if (!readClaim(game, token, text))
                return;
        } else if (!looksLikeMove(text)) {
            // Binary junk or prose: say so briefly instead of quoting it whole.
            return fail(game, token, problem(PdnProblem::NotAMove, {displayText(text)}), text);
        } else {
            const auto move = notation::parseMove(variant, text, played.permittedMoves());
            if (!move) {
                PdnError bad = problem(PdnProblem::BadMove, {});
                bad.cause = move.error();
                bad.sideToMove = played.sideToMove();
                return fail(game, token, std::move(bad), text, token.column + move.error().column - 1);
            }
            played.play(*move);
        }
        game.notes.emplace_back();
    }

    bool readClaim(GameInProgress& game, const Token& token, const std::string& text)
    {
        game::Game& played = game.pdn->game;
        const core::Variant variant = played.variant();
        const std::string claim = displayText(text);
        if (text == notation::handClaimText) {
            if (played.claimHandStone())
                return true;
            fail(game, token, problem(PdnProblem::NoHandStoneToClaim, {claim}), text);
            return false;
        }
        const core::Square square = notation::parseSquare(variant, std::string_view(text).substr(1));
        if (square == core::NoSquare) {
            fail(game, token, problem(PdnProblem::ClaimNotASquare, {claim, displayText(text.substr(1))}), text,
                 token.column + 1);
            return false;
        }
        if (played.claim(square))
            return true;
        fail(game, token, problem(PdnProblem::CannotClaim, {claim, notation::squareName(variant, square)}), text);
        return false;
    }

    void finish(GameInProgress& game)
    {
        if (game.error)
            return;
        if (!setUp(game))
            return;
        PdnGame& pdn = *game.pdn;
        pdn.tags = std::move(game.tags);
        pdn.notes = std::move(game.notes);

        // The terminator wins over the Result tag; either may be missing.
        Sourced token{"*", {game.line, 1}};
        if (game.terminator)
            token = *game.terminator;
        else if (game.resultTag && (outcomeOf(game.resultTag->text) || game.resultTag->text == "0-0"))
            token = *game.resultTag;
        const auto claimed = outcomeOf(token.text);
        game::Game& played = pdn.game;
        if (played.result().isOver()) {
            if (claimed && *claimed != played.result().outcome) {
                PdnError error = problem(PdnProblem::ResultContradicts, {token.text});
                error.result = played.result();
                error.line = token.at.line;
                error.column = token.at.column;
                error.message = englishOf(error);
                error.text = token.text;
                game.error = std::move(error);
                return;
            }
        } else if (claimed == game::Outcome::WhiteWins || claimed == game::Outcome::BlackWins) {
            // A win the rules did not reach: the loser resigned, or lost on
            // time when PGN's Termination tag says so.
            const core::Side loser = claimed == game::Outcome::WhiteWins ? core::Side::Black : core::Side::White;
            const std::string* termination = pdn.tag(terminationTag);
            if (termination && lowercase(trimmed(*termination)) == timeForfeitTermination)
                played.loseOnTime(loser);
            else
                played.resign(loser);
        } else if (claimed == game::Outcome::Draw) {
            played.agreeDraw();
        }
        pdn.result = played.result().isOver() ? std::string(resultToken(played.result()))
                                              : (token.text == "0-0" ? "0-0" : "*");
    }

    detail::Lexer m_lexer;
    std::optional<Token> m_lookahead;
    std::optional<core::Variant> m_defaultVariant;
};

} // namespace

std::vector<PdnEntry> readPdn(std::string_view bytes, std::optional<core::Variant> defaultVariant)
{
    const std::string text = toUtf8Text(bytes);
    return FileReader(text, defaultVariant).readAll();
}

} // namespace draughts::pdn
