#include <draughts/pdn/pdn_index.hpp>

#include <draughts/rules/facts.hpp>

#include "byte_source.hpp"
#include "game_parser.hpp"
#include "game_splitter.hpp"
#include "pdn_problems.hpp"
#include "tag_values.hpp"

namespace draughts::pdn {

namespace {

using detail::Token;
using detail::TokenKind;

// A tag value as written, unescaped and as UTF-8; "" for PDN's value of
// unknown ("?", "????.??.??"), as for a missing tag.
std::string tagText(std::string_view name, std::string_view value, detail::Encoding encoding)
{
    std::string out = detail::unescaped(value);
    if (isUnknownValue(name, out))
        return "";
    for (char c : out)
        if (static_cast<unsigned char>(c) >= 0x80)
            return detail::decodeText(out, encoding);
    return out;
}

// The number of the turn of the last of `plies` moves, numbered as PDN
// numbers turns: the number goes up before each White turn but the first.
int turnNumber(int plies, core::Side first, bool secondHalf, bool blackMovesTwice)
{
    if (plies == 0)
        return 0;
    const auto movesInTurn = [&](core::Side side) { return side == core::Side::Black && blackMovesTwice ? 2 : 1; };
    int number = 1;
    core::Side side = first;
    int left = secondHalf ? 1 : movesInTurn(side);
    for (int ply = 1; ply < plies; ++ply) {
        if (--left > 0)
            continue;
        side = core::opposite(side);
        left = movesInTurn(side);
        if (side == core::Side::White)
            ++number;
    }
    return number;
}

// Collects what the index shows of one game from its tokens; moves are
// counted, not played.
class IndexBuilder {
public:
    void token(const Token& token)
    {
        switch (token.kind) {
        case TokenKind::Tag: tag(token.text, token.value); break;
        case TokenKind::Move:
            if (token.text[0] != '~' && token.text[0] != '@')
                ++m_plies; // claims and placements belong to the turn of a move
            break;
        case TokenKind::Result: m_terminator = token.text; break;
        default: break;
        }
    }

    IndexedGame finish(const detail::GameSpan& span, std::optional<core::Variant> defaultVariant) const
    {
        IndexedGame game;
        game.number = span.number;
        game.offset = span.offset;
        game.length = span.end - span.offset;
        game.line = span.line;
        game.lineStart = span.lineStart;
        game.white = tagText("White", m_white.value_or(""), span.encoding);
        game.black = tagText("Black", m_black.value_or(""), span.encoding);
        game.event = tagText("Event", m_event.value_or(""), span.encoding);
        game.date = tagText("Date", m_date.value_or(""), span.encoding);

        // The reader's rules for these tags (docs/pdn.md, Tags), without its
        // checks: a game whose tags are wrong shows its error when read.
        std::optional<core::Variant> variant;
        if (m_variant)
            variant = core::variantFromId(detail::lowercase(detail::trimmed(*m_variant)));
        const std::vector<std::string_view> gameType =
            m_gameType ? detail::gameTypeFields(*m_gameType) : std::vector<std::string_view>{};
        if (!variant && !gameType.empty())
            variant = variantOfGameType(gameType[0]);
        game.variant = variant.value_or(defaultVariant.value_or(core::Variant::International));

        core::Side first = defaultStart(game.variant).sideToMove;
        bool secondHalf = false;
        if (const std::string_view fen = m_fen ? detail::trimmed(*m_fen) : std::string_view(); !fen.empty()) {
            if (fen[0] == 'W' || fen[0] == 'B')
                first = fen[0] == 'W' ? core::Side::White : core::Side::Black;
            secondHalf = fen.find(":D") != std::string_view::npos;
        } else if (gameType.size() > 1 && (gameType[1] == "W" || gameType[1] == "B")) {
            first = gameType[1] == "W" ? core::Side::White : core::Side::Black;
        }
        game.moves = turnNumber(m_plies, first, secondHalf, rules::facts(game.variant).blackMovesTwice);

        std::string_view written = "*";
        if (m_terminator)
            written = *m_terminator;
        else if (m_result && (detail::outcomeOf(*m_result) || *m_result == "0-0"))
            written = *m_result;
        const auto outcome = detail::outcomeOf(written);
        game.result = outcome ? std::string(resultToken(game.variant, {*outcome, game::EndReason::None}))
                              : std::string(written == "0-0" ? "0-0" : "*");
        return game;
    }

private:
    void tag(std::string_view name, std::string_view value)
    {
        std::optional<std::string_view>* slot = nullptr;
        if (name == "White")
            slot = &m_white;
        else if (name == "Black")
            slot = &m_black;
        else if (name == "Event")
            slot = &m_event;
        else if (name == "Date")
            slot = &m_date;
        else if (name == resultTag)
            slot = &m_result;
        else if (name == variantTag)
            slot = &m_variant;
        else if (name == gameTypeTag)
            slot = &m_gameType;
        else if (name == fenTag)
            slot = &m_fen;
        if (slot && !*slot)
            *slot = value; // the first of its name counts, as in PdnGame::tag
    }

    std::optional<std::string_view> m_white, m_black, m_event, m_date;
    std::optional<std::string_view> m_result, m_variant, m_gameType, m_fen, m_terminator;
    int m_plies = 0;
};

PdnIndex indexWith(detail::ByteSource& source, std::optional<core::Variant> defaultVariant, ReadLimits limits)
{
    PdnIndex index;
    detail::GameSplitter splitter(source, limits);
    while (true) {
        IndexBuilder builder;
        const auto span = splitter.next(builder);
        if (!span)
            break;
        index.games.push_back(builder.finish(*span, defaultVariant));
    }
    index.stop = splitter.stop();
    return index;
}

PdnEntry readAt(detail::ByteSource& source, const IndexedGame& game, std::optional<core::Variant> defaultVariant,
                ReadLimits limits)
{
    detail::GameSplitter splitter(source, limits, {game.offset, game.line, game.lineStart}, game.number);
    if (auto entry = detail::readNextGame(splitter, defaultVariant))
        return std::move(*entry);
    if (splitter.stop())
        return *splitter.stop();
    PdnError missing = detail::pdnError(PdnProblem::GameMissing, {std::to_string(game.line)});
    missing.game = game.number;
    missing.line = game.line;
    missing.message = detail::englishOf(missing);
    return missing;
}

} // namespace

PdnIndex indexPdn(std::string_view bytes, std::optional<core::Variant> defaultVariant, ReadLimits limits)
{
    detail::MemorySource source(bytes);
    return indexWith(source, defaultVariant, limits);
}

PdnIndex indexPdn(std::istream& in, std::optional<core::Variant> defaultVariant, ReadLimits limits)
{
    detail::StreamSource source(in);
    return indexWith(source, defaultVariant, limits);
}

PdnEntry readIndexedGame(std::string_view bytes, const IndexedGame& game, std::optional<core::Variant> defaultVariant,
                         ReadLimits limits)
{
    detail::MemorySource source(bytes);
    return readAt(source, game, defaultVariant, limits);
}

PdnEntry readIndexedGame(std::istream& in, const IndexedGame& game, std::optional<core::Variant> defaultVariant,
                         ReadLimits limits)
{
    in.clear();
    in.seekg(static_cast<std::streamoff>(game.lineStart));
    detail::StreamSource source(in, game.lineStart);
    return readAt(source, game, defaultVariant, limits);
}

} // namespace draughts::pdn
