#include "game_parser.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>
#include <draughts/notation/square_names.hpp>
#include <draughts/pdn/time_control_tag.hpp>
#include <draughts/rules/facts.hpp>

#include "claim_command.hpp"
#include "pdn_problems.hpp"
#include "route_choice.hpp"
#include "tag_values.hpp"
#include "text_encoding.hpp"

#include <algorithm>
#include <charconv>
#include <limits>
#include <memory>
#include <utility>

namespace draughts::pdn::detail {

// Where something was found in the file: a token's position and a number
// of characters after it.
struct Place {
    std::size_t line = 1;
    std::uint64_t lineStart = 0;
    std::uint64_t offset = 0;
    std::size_t extraColumns = 0;
};

// An error found while reading, in the file's bytes: its column, its
// texts and its message are worked out once the game's encoding is known.
struct PendingError {
    Place at;
    PdnError error; // problem, arguments, cause, side to move and result
    std::string text;
};

namespace {

Place placeOf(const Token& token, std::size_t extraColumns = 0)
{
    return {token.line, token.lineStart, token.offset, extraColumns};
}

} // namespace

// A tag value with where it was found, for error messages. Not in the
// unnamed namespace: GameInProgress, declared in the header, holds it.
struct Sourced {
    std::string text;
    Place at;
};

namespace {

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

// A variation kept as text, with the refusal that kept it.
struct PendingVariationProblem {
    VariationProblem::Kind kind = VariationProblem::Kind::Refused;
    Place at; // its '('
    std::optional<PendingError> refusal;
};

// A short capture that two or more routes fit (docs/pdn.md, Movetext):
// where it is, the error that names the ambiguity, and the routes.
struct AmbiguousCapture {
    PendingError ambiguity;
    std::vector<core::Move> routes;
};

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
    std::optional<Sourced> rulesTagValue;
    std::optional<rules::RuleSet> ruleSet;
    std::optional<Sourced> fen;
    std::optional<Sourced> resultTag;
    std::optional<Sourced> terminator;

    std::optional<game::Game> played; // set up at the first action
    std::vector<PlyNotes> notes{PlyNotes{}};

    // A short capture that several routes fit, met by the last token: the
    // parser goes on with a copy of this game for each route.
    std::optional<AmbiguousCapture> ambiguous;
    // The route this copy took at each fork so far: (fork, route).
    std::vector<std::pair<std::size_t, std::size_t>> choices;

    // Comments between a move's number and the move: the move's commentBefore.
    std::string pendingBefore;
    bool afterNumber = false;
    // Reading a variation: how deeply it is nested (0: the game itself),
    // how many actions come before its first, and how many more readings
    // its ambiguous captures may try, shared by the variations inside it.
    std::size_t depth = 0;
    std::size_t base = 0;
    std::shared_ptr<int> readingsLeft;
    std::vector<PendingVariationProblem> variationProblems;
};

namespace {

void fail(GameInProgress& game, const Place& at, PdnError error, std::string_view text)
{
    game.error = PendingError{at, std::move(error), std::string(text)};
}

// PDN 3.0: "20", or the extended "20,W,10,10,N2,0" (type, first colour,
// width, height, notation, inversion). Of our games International draughts
// (20) on its own numbered board, and the others by the numbers this
// program gives them (gameTypeValue), on their own boards.
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
    const bool standard = rules::facts(variant).pdnGameType != 0;
    if (standard && fields.size() > 4 && !fields[4].empty() && fields[4][0] != 'N')
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
    } else if (name == rulesTag) {
        if (!once(game.rulesTagValue.has_value()))
            return;
        game.rulesTagValue = sourced;
        game.ruleSet = rules::ruleSetFromId(lowercase(trimmed(value)));
        if (!game.ruleSet)
            return fail(game, placeOf(token), pdnError(PdnProblem::BadRules, {displayText(tagText)}), tagText);
    } else if (name == fenTag) {
        if (!once(game.fen.has_value()))
            return;
        game.fen = Sourced{value, {token.line, token.lineStart, token.valueOffset, 0}};
    } else if (name == resultTag) {
        game.resultTag = sourced;
    }
}

// The game under its rule set: the Rules tag's, else the one a file
// without the tag is read under (ruleSetWithoutTag).
bool setUpUnder(GameInProgress& game, core::Variant variant, const core::Position& start, game::MissedCaptureRule rule)
{
    const rules::RuleSet ruleSet = game.ruleSet.value_or(ruleSetWithoutTag(variant, start, rule));
    if (ruleSet == rules::RuleSet::Original) {
        game.played.emplace(variant, start, rule);
        return true;
    }
    // Without the tag the rule set fits the game (ruleSetWithoutTag); a
    // tag may name one the game or its setting cannot be played under.
    if (game.rulesTagValue) {
        const Sourced& tag = *game.rulesTagValue;
        const std::string tagText = "[" + std::string(rulesTag) + " \"" + tag.text + "\"]";
        const bool offered = rules::offersRuleSet(variant, ruleSet);
        if (!offered || rule == game::MissedCaptureRule::Forfeit) {
            fail(game, tag.at,
                 pdnError(offered ? PdnProblem::RulesContradict : PdnProblem::BadRules, {displayText(tagText)}),
                 tagText);
            return false;
        }
    }
    game.played.emplace(variant, ruleSet, start);
    return true;
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
    return setUpUnder(game, variant, start, rule);
}

// An action as the file writes it: a move word ("32-28", "~27") or a claim
// command in a comment ("[%claim 27]").
struct WrittenAction {
    std::string text;              // in move notation: "32-28", "~27", "~@"
    std::string written;           // as written, for messages
    std::size_t squareColumns = 1; // characters from the token's start to a claim's square
};

void appendLine(std::string& text, std::string_view more)
{
    if (more.empty())
        return;
    text += text.empty() ? "" : "\n";
    text += more;
}

// The notes of the action just played, with the comment written before it.
void startNotes(GameInProgress& game)
{
    game.notes.emplace_back();
    game.notes.back().commentBefore = std::move(game.pendingBefore);
    game.pendingBefore.clear();
}

bool readClaim(GameInProgress& game, const Token& token, const WrittenAction& action)
{
    game::Game& played = *game.played;
    const core::Variant variant = played.variant();
    const std::string claim = displayText(action.written);
    if (action.text == notation::handClaimText) {
        if (played.claimHandStone())
            return true;
        fail(game, placeOf(token), pdnError(PdnProblem::NoHandStoneToClaim, {claim}), action.written);
        return false;
    }
    const std::string squareText = action.text.substr(1);
    const core::Square square = notation::parseSquare(variant, squareText);
    if (square == core::NoSquare) {
        fail(game, placeOf(token, action.squareColumns),
             pdnError(PdnProblem::ClaimNotASquare, {claim, displayText(squareText)}), action.written);
        return false;
    }
    if (played.claim(square))
        return true;
    fail(game, placeOf(token), pdnError(PdnProblem::CannotClaim, {claim, notation::squareName(variant, square)}),
         action.written);
    return false;
}

// A move the rules permit here, or the routes of an ambiguous short capture
// for the parser to try against the rest of the game.
bool readMove(GameInProgress& game, const Token& token, const std::string& text)
{
    game::Game& played = *game.played;
    const core::Variant variant = played.variant();
    const auto move = notation::parseMove(variant, text, played.permittedMoves());
    if (move) {
        played.play(*move);
        return true;
    }
    const std::size_t column = writtenColumn(token.text, move.error().column);
    PdnError bad = pdnError(PdnProblem::BadMove);
    bad.cause = move.error();
    bad.sideToMove = played.sideToMove();
    if (move.error().problem == core::ParseProblem::AmbiguousMove) {
        game.ambiguous = AmbiguousCapture{{placeOf(token, column - 1), std::move(bad), text},
                                          notation::ambiguousMoves(variant, text, played.permittedMoves())};
        return false;
    }
    fail(game, placeOf(token, column - 1), std::move(bad), text);
    return false;
}

void readAction(GameInProgress& game, const Token& token, const WrittenAction& action,
                std::optional<core::Variant> defaultVariant)
{
    if (!setUp(game, defaultVariant))
        return;
    game::Game& played = *game.played;
    // Players of published games often play on past a counted draw (a
    // repetition, a move count): their moves are replayed as played, and
    // the game notes where the rules had ended it (docs/pdn.md, "Results").
    if (rules::isCountedDraw(played.result().reason))
        played.setCountedDrawsEnforced(false);
    if (played.result().isOver()) {
        PdnError over = pdnError(PdnProblem::GameAlreadyOver, {displayText(action.written)});
        over.result = played.result();
        return fail(game, placeOf(token), std::move(over), action.written);
    }
    if (action.text[0] == '~') {
        if (!readClaim(game, token, action))
            return;
    } else if (!looksLikeMove(action.text)) {
        // Binary junk or prose: say so briefly instead of quoting it whole.
        return fail(game, placeOf(token), pdnError(PdnProblem::NotAMove, {displayText(action.text)}), action.text);
    } else if (!readMove(game, token, action.text)) {
        return;
    }
    startNotes(game);
}

WrittenAction moveWord(const Token& token)
{
    std::string text = compactMove(token.text);
    for (char& c : text)
        if (c == 'X')
            c = 'x'; // some programs write captures as 32X23
    return {text, text, 1};
}

void addComment(GameInProgress& game, std::string_view text) { appendLine(game.notes.back().comment, text); }

// A strength mark; a claim keeps only what the writer can write after its
// comment, where a '*' of its own would end the game.
void addStrength(GameInProgress& game, std::string_view text)
{
    std::string& strength = game.notes.back().strength;
    const bool afterClaim = game.played && !game.played->history().empty() &&
                            game.played->history().back().action.kind == game::Action::Kind::Claim &&
                            game.notes.size() == game.played->history().size() + 1;
    for (char c : text)
        if (c != '*' || !afterClaim || !strength.empty())
            strength += c;
}

void readVariation(GameInProgress& game, const Token& token, std::optional<core::Variant> defaultVariant);

void readMovetext(GameInProgress& game, const Token& token, std::optional<core::Variant> defaultVariant)
{
    const bool afterNumber = std::exchange(game.afterNumber, false);
    switch (token.kind) {
    case TokenKind::Comment: {
        if (const auto claim = readClaimCommand(token.text)) {
            // The square's column, when the command starts on the comment's line.
            const std::string_view before = token.text.substr(0, claim->squareAt);
            const bool oneLine = before.find_first_of("\r\n") == std::string_view::npos;
            readAction(game, token, {claim->claimText, std::string(claim->written), oneLine ? 1 + before.size() : 0},
                       defaultVariant);
            if (!game.error && !game.ambiguous)
                addComment(game, claim->rest);
            return;
        }
        if (afterNumber) {
            // "5. {before} 32-28": a comment about the move to come.
            appendLine(game.pendingBefore, trimmed(token.text));
            game.afterNumber = true;
            return;
        }
        addComment(game, trimmed(token.text));
        return;
    }
    case TokenKind::Variation: readVariation(game, token, defaultVariant); return;
    case TokenKind::Strength: addStrength(game, token.text); return;
    case TokenKind::Nag: {
        int nag = 0;
        const auto [end, error] = std::from_chars(token.text.data(), token.text.data() + token.text.size(), nag);
        if (error != std::errc{} || end != token.text.data() + token.text.size() || nag > 255)
            return fail(game, placeOf(token), pdnError(PdnProblem::BadNag, {displayText(token.text)}),
                        "$" + std::string(token.text));
        game.notes.back().nags.push_back(nag);
        return;
    }
    case TokenKind::MoveNumber: game.afterNumber = true; return; // not checked: files number moves in several ways
    case TokenKind::Move: readAction(game, token, moveWord(token), defaultVariant); return;
    default: return;
    }
}

// How many readings the ambiguous short captures of one variation (with
// the variations inside it) may try before the ambiguity is its refusal.
constexpr int maxVariationReadings = 16;

// The tokens between a variation's brackets, with their places in the file.
std::vector<Token> variationTokens(const Token& variation)
{
    const std::uint64_t start = variation.offset + 1;
    constexpr std::size_t noLineLimit = std::numeric_limits<std::size_t>::max() / 4; // checked by the game's lexer
    Lexer lexer(variation.text, start, false, {start, variation.line, variation.lineStart}, noLineLimit);
    std::vector<Token> tokens;
    for (const Token* token = &lexer.take(); token->kind != TokenKind::End; token = &lexer.take())
        tokens.push_back(*token);
    return tokens;
}

bool hasAction(const std::vector<Token>& tokens)
{
    return std::any_of(tokens.begin(), tokens.end(), [](const Token& token) {
        return token.kind == TokenKind::Move || (token.kind == TokenKind::Comment && readClaimCommand(token.text));
    });
}

// Reads a variation's tokens from `from` on into `line`; false when the
// rules or the text refuse them (line.error says why). A short capture
// that several routes fit takes the first route after which the rest of
// the variation reads.
bool readLine(std::unique_ptr<GameInProgress>& line, const std::vector<Token>& tokens, std::size_t from,
              std::optional<core::Variant> defaultVariant)
{
    for (std::size_t i = from; i < tokens.size(); ++i) {
        const Token& token = tokens[i];
        if (token.kind == TokenKind::Result)
            continue; // a variation needs no terminator; some files write "*"
        if (token.kind == TokenKind::Error)
            fail(*line, placeOf(token), pdnError(token.problem, errorArguments(token)), token.text);
        else if (token.kind == TokenKind::Tag)
            fail(*line, placeOf(token), pdnError(PdnProblem::UnexpectedSymbol, {"["}), "[");
        else
            readMovetext(*line, token, defaultVariant);
        if (line->error)
            return false;
        if (!line->ambiguous)
            continue;
        AmbiguousCapture met = std::move(*line->ambiguous);
        line->ambiguous.reset();
        for (const core::Move& route : met.routes) {
            if (--*line->readingsLeft < 0)
                break;
            auto reading = std::make_unique<GameInProgress>(*line);
            reading->played->play(route);
            startNotes(*reading);
            if (readLine(reading, tokens, i + 1, defaultVariant)) {
                line = std::move(reading);
                return true;
            }
        }
        line->error = std::move(met.ambiguity);
        return false;
    }
    return true;
}

// A variation replaces the action it follows (docs/pdn.md, "Variations"):
// it is replayed from the position before that action, and kept as text
// when the rules refuse it, when it follows no action of its line, or
// when it is nested too deeply.
void readVariation(GameInProgress& game, const Token& token, std::optional<core::Variant> defaultVariant)
{
    const std::size_t actions = game.played ? game.played->history().size() : 0;
    const auto keepText = [&](std::optional<VariationProblem::Kind> problem, std::optional<PendingError> refusal) {
        if (problem)
            game.variationProblems.push_back({*problem, placeOf(token), std::move(refusal)});
        game.notes.back().variations.push_back({{}, std::string(token.text)});
    };
    if (actions <= game.base)
        return keepText(VariationProblem::Kind::BeforeFirstMove, std::nullopt);
    if (game.depth >= maxVariationDepth)
        return keepText(VariationProblem::Kind::TooDeep, std::nullopt);
    const std::vector<Token> tokens = variationTokens(token);
    if (!hasAction(tokens))
        return keepText(std::nullopt, std::nullopt); // only comments: nothing to replay
    auto line = std::make_unique<GameInProgress>();
    line->played = game.played->upTo(actions - 1);
    line->depth = game.depth + 1;
    line->base = actions - 1;
    line->readingsLeft = game.readingsLeft ? game.readingsLeft : std::make_shared<int>(maxVariationReadings);
    if (!readLine(line, tokens, 0, defaultVariant))
        return keepText(VariationProblem::Kind::Refused, std::move(line->error));
    // A variation before the line's first move replaces no move, and the
    // line has no place to keep it: the line is kept as text.
    if (!line->notes[0].variations.empty())
        return keepText(VariationProblem::Kind::BeforeFirstMove, std::nullopt);

    game::Variation variation;
    const std::vector<game::HistoryEntry>& history = line->played->history();
    for (std::size_t i = line->base; i < history.size(); ++i)
        variation.moves.push_back({history[i].action, std::move(line->notes[i - line->base + 1])});
    // What stands before the first move is about it; what is left after
    // the last move's number belongs to the last move.
    PlyNotes& first = variation.moves.front().notes;
    std::string before = std::move(line->notes[0].comment);
    appendLine(before, first.commentBefore);
    first.commentBefore = std::move(before);
    appendLine(variation.moves.back().notes.comment, line->pendingBefore);
    game.variationProblems.insert(game.variationProblems.end(),
                                  std::make_move_iterator(line->variationProblems.begin()),
                                  std::make_move_iterator(line->variationProblems.end()));
    game.notes.back().variations.push_back(std::move(variation));
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

void decodeNotes(PlyNotes& notes, Encoding encoding)
{
    decode(notes.commentBefore, encoding);
    decode(notes.comment, encoding);
    for (game::Variation& variation : notes.variations) {
        decode(variation.text, encoding);
        for (game::VariationMove& move : variation.moves)
            decodeNotes(move.notes, encoding);
    }
}

// The game as read to its end: its result checked against the rules, or
// the error that stopped it.
PdnEntry finishGame(GameInProgress& game, const GameSpan& span, std::optional<core::Variant> defaultVariant)
{
    if (!game.error)
        setUp(game, defaultVariant);
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
    // A game that ends on a counted draw with a win in its file was decided
    // by the players after the rules' draw: the file's result stands.
    if (rules::isCountedDraw(played.result().reason) && claimed && *claimed != game::Outcome::Draw)
        played.setCountedDrawsEnforced(false);
    if (played.result().isOver()) {
        if (claimed && *claimed != played.result().outcome) {
            PdnError contradiction = pdnError(PdnProblem::ResultContradicts, {token.text});
            contradiction.result = played.result();
            return errorOf({token.at, std::move(contradiction), token.text}, span);
        }
    } else if (claimed == game::Outcome::WhiteWins || claimed == game::Outcome::BlackWins) {
        // A win the rules did not reach: the loser resigned, or lost on
        // time when PGN's Termination tag says so.
        const core::Side loser = claimed == game::Outcome::WhiteWins ? core::Side::Black : core::Side::White;
        const auto termination =
            std::find_if(game.tags.begin(), game.tags.end(), [](const Tag& tag) { return tag.name == terminationTag; });
        if (termination != game.tags.end() && lowercase(trimmed(termination->value)) == timeForfeitTermination)
            played.loseOnTime(loser);
        else
            played.resign(loser);
    } else if (claimed == game::Outcome::Draw) {
        played.agreeDraw();
    }

    PdnGame pdn;
    for (Tag& tag : game.tags) {
        decode(tag.value, span.encoding);
        if (!isUnknownValue(tag.name, tag.value)) // PDN's "?": as if missing
            pdn.tags.push_back(std::move(tag));
    }
    appendLine(game.notes.back().comment, game.pendingBefore);
    pdn.notes = std::move(game.notes);
    for (PlyNotes& notes : pdn.notes)
        decodeNotes(notes, span.encoding);
    for (PendingVariationProblem& problem : game.variationProblems) {
        VariationProblem& kept = pdn.variationProblems.emplace_back();
        kept.kind = problem.kind;
        kept.line = problem.at.line;
        kept.column = span.column(problem.at.lineStart, problem.at.offset) + problem.at.extraColumns;
        if (problem.refusal)
            kept.refusal = errorOf(std::move(*problem.refusal), span);
    }
    pdn.game = game::GameRecord(played);
    pdn.result = played.result().isOver() ? std::string(resultToken(played.variant(), played.result()))
                                          : (token.text == "0-0" ? "0-0" : "*");
    pdn.line = span.line;
    return pdn;
}

void readToken(GameInProgress& game, const Token& token, std::optional<core::Variant> defaultVariant)
{
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
        readMovetext(game, token, defaultVariant);
}

// How many readings of one game may be followed at once: a game with more
// ambiguous captures than that in a row gets the ambiguity as its error.
constexpr std::size_t MaxReadings = 16;

} // namespace

GameParser::GameParser(std::optional<core::Variant> defaultVariant) : m_defaultVariant(defaultVariant)
{
    m_games.push_back(std::make_unique<GameInProgress>());
}

GameParser::~GameParser() = default;

void GameParser::token(const Token& token)
{
    for (const auto& game : m_games)
        readToken(*game, token, m_defaultVariant);
    splitAtAmbiguousCaptures();
}

void GameParser::splitAtAmbiguousCaptures()
{
    std::vector<std::unique_ptr<GameInProgress>> games;
    for (std::size_t i = 0; i < m_games.size(); ++i) {
        std::unique_ptr<GameInProgress>& game = m_games[i];
        if (!game->ambiguous) {
            games.push_back(std::move(game));
            continue;
        }
        AmbiguousCapture met = std::move(*game->ambiguous);
        game->ambiguous.reset();
        if (games.size() + (m_games.size() - i - 1) + met.routes.size() > MaxReadings) {
            game->error = std::move(met.ambiguity);
            games.push_back(std::move(game));
            continue;
        }
        const std::size_t fork = m_forks.size();
        std::vector<std::string> routes;
        for (std::size_t route = 0; route < met.routes.size(); ++route) {
            auto copy = std::make_unique<GameInProgress>(*game);
            copy->played->play(met.routes[route]);
            startNotes(*copy);
            copy->choices.emplace_back(fork, route);
            routes.push_back(notation::formatFullPath(copy->played->variant(), met.routes[route]));
            games.push_back(std::move(copy));
        }
        m_forks.push_back(std::move(met.ambiguity));
        m_forkRoutes.push_back(std::move(routes));
    }
    m_games = std::move(games);
}

PdnEntry GameParser::finish(const GameSpan& span)
{
    if (m_forks.empty())
        return finishGame(*m_games.front(), span, m_defaultVariant);
    std::vector<Fork> forks;
    for (std::size_t i = 0; i < m_forks.size(); ++i)
        forks.push_back({errorOf(m_forks[i], span), m_forkRoutes[i]});
    std::vector<Branch> branches;
    for (const auto& game : m_games)
        branches.push_back({finishGame(*game, span, m_defaultVariant), game->choices});
    return chooseRoute(std::move(branches), forks);
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
