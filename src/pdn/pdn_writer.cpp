#include <draughts/pdn/pdn_writer.hpp>

#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>

#include <array>
#include <optional>
#include <tuple>

namespace draughts::pdn {

namespace {

constexpr std::size_t lineWidth = 79;

std::string escapedValue(std::string_view value)
{
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c == '\n' ? ' ' : c; // a tag lives on one line
    }
    return out;
}

std::string cleanTagName(std::string_view name)
{
    std::string out;
    for (char c : name)
        if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')
            out += c;
    return out;
}

// PDN comments cannot contain their closing brace and have no escape for it.
std::string cleanComment(std::string_view comment)
{
    std::string out(comment);
    for (char& c : out)
        if (c == '}')
            c = ')';
    return out;
}

// Only '!' and '?' (and '*' straight after a move) read back as a strength.
std::string cleanStrength(std::string_view strength, bool afterMove)
{
    std::string out;
    for (char c : strength)
        if (c == '!' || c == '?' || (c == '*' && (afterMove || !out.empty())))
            out += c;
    return out;
}

std::string writtenResult(const PdnGame& game)
{
    if (game.game.result().isOver())
        return std::string(resultToken(game.variant(), game.game.result()));
    return game.result == "0-0" ? "0-0" : "*";
}

// The values of the tags this library owns, in the order they are added
// when the caller's tags do not already place them.
std::array<std::pair<std::string_view, std::optional<std::string>>, 6> ownTags(const PdnGame& game)
{
    const core::Variant variant = game.variant();
    const int gameType = rules::facts(variant).pdnGameType;
    const bool international = gameType != 0; // a game the standard knows: GameType, not Variant
    std::optional<std::string> fen;
    if (game.game.startPosition() != defaultStart(variant))
        fen = notation::writeFen(variant, game.game.startPosition());
    return {{
        {gameTypeTag, international ? std::optional<std::string>(std::to_string(gameType)) : std::nullopt},
        {variantTag, international ? std::nullopt : std::optional<std::string>(core::variantId(variant))},
        {missedCapturesTag, std::string(missedCaptureId(game.missedCaptureRule()))},
        {setUpTag, std::nullopt}, // PDN 3.0 needs no SetUp beside a FEN
        {fenTag, fen},
        {resultTag, writtenResult(game)},
    }};
}

// Joins movetext tokens into lines of at most lineWidth characters (a
// longer token, such as a long comment, gets a line of its own).
class LineFiller {
public:
    void add(const std::string& token)
    {
        if (!m_line.empty() && m_line.size() + 1 + token.size() > lineWidth) {
            m_text += m_line + '\n';
            m_line.clear();
        }
        m_line += (m_line.empty() ? "" : " ") + token;
    }
    std::string finish() { return m_text + m_line + '\n'; }

private:
    std::string m_text;
    std::string m_line;
};

void addNotes(LineFiller& out, const PlyNotes& notes)
{
    for (int nag : notes.nags)
        if (nag >= 0 && nag <= 255)
            out.add("$" + std::to_string(nag));
    if (!notes.comment.empty())
        out.add("{" + cleanComment(notes.comment) + "}");
    for (const std::string& variation : notes.variations)
        out.add("(" + variation + ")");
}

// Movetext numbering follows PDN: "N." before each White turn, "N..."
// before a Black turn that opens the game or follows annotations. A turn
// is every action of one side in a row: a claim, a placement, the move,
// and in Twenty vs Ten Black's two moves. `played` is game.game replayed.
std::string movetext(const PdnGame& game, const game::Game& played)
{
    LineFiller out;
    static const PlyNotes none;
    const auto notesAt = [&](std::size_t i) -> const PlyNotes& { return i < game.notes.size() ? game.notes[i] : none; };
    {
        const PlyNotes& first = notesAt(0);
        const std::string strength = cleanStrength(first.strength, false);
        if (!strength.empty())
            out.add(strength);
        addNotes(out, first);
    }
    const auto& history = played.history();
    int number = 1;
    bool interrupted = true; // annotations since the last action
    for (std::size_t i = 0; i < history.size(); ++i) {
        const game::HistoryEntry& entry = history[i];
        const bool turnStarts = i == 0 || history[i - 1].side != entry.side;
        std::string numbered; // kept on one line with its move
        if (entry.side == core::Side::White && turnStarts) {
            if (i > 0)
                ++number;
            numbered = std::to_string(number) + ". ";
        } else if (entry.side == core::Side::Black && interrupted) {
            numbered = std::to_string(number) + "... ";
        }
        const PlyNotes& notes = notesAt(i + 1);
        out.add(numbered + entry.text + cleanStrength(notes.strength, true));
        addNotes(out, notes);
        interrupted = !notes.nags.empty() || !notes.comment.empty() || !notes.variations.empty();
    }
    out.add(writtenResult(game));
    return out.finish();
}

// `played` is game.game replayed, for the text of each action.
std::string writeGame(const PdnGame& game, const game::Game& played)
{
    auto own = ownTags(game);
    std::array<bool, std::tuple_size_v<decltype(own)>> written{};
    std::string text;
    const auto writeTag = [&](std::string_view name, const std::string& value) {
        text += "[" + std::string(name) + " \"" + escapedValue(value) + "\"]\n";
    };
    for (const Tag& tag : game.tags) {
        const std::string name = cleanTagName(tag.name);
        if (name.empty())
            continue;
        bool owned = false;
        for (std::size_t i = 0; i < own.size(); ++i) {
            if (own[i].first != name)
                continue;
            owned = true;
            // The game's own value takes the caller's place; repeats are dropped.
            if (!written[i] && own[i].second)
                writeTag(name, *own[i].second);
            written[i] = true;
        }
        if (!owned)
            writeTag(name, tag.value);
    }
    for (std::size_t i = 0; i < own.size(); ++i)
        if (!written[i] && own[i].second)
            writeTag(own[i].first, *own[i].second);
    return text + "\n" + movetext(game, played) + "\n";
}

} // namespace

std::string writePdn(const PdnGame& game) { return writeGame(game, game.game.replay()); }

std::string writePdn(std::span<const PdnGame> games)
{
    std::string text;
    for (const PdnGame& game : games)
        text += writePdn(game);
    return text;
}

std::string writePdn(const game::Game& game, const std::vector<Tag>& tags, const std::vector<std::string>& comments)
{
    PdnGame pdn;
    pdn.tags = tags;
    pdn.game = game;
    pdn.notes.assign(game.history().size() + 1, PlyNotes{});
    for (std::size_t i = 0; i < comments.size() && i < pdn.notes.size(); ++i)
        pdn.notes[i].comment = comments[i];
    return writeGame(pdn, game);
}

} // namespace draughts::pdn
