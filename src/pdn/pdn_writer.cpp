#include <draughts/pdn/pdn_writer.hpp>

#include <draughts/notation/fen.hpp>
#include <draughts/pdn/time_control_tag.hpp>
#include <draughts/rules/facts.hpp>

#include "claim_command.hpp"

#include <algorithm>
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

bool inRoster(std::string_view name)
{
    return name == resultTag ||
           std::any_of(rosterTags.begin(), rosterTags.end(), [&](const RosterTag& tag) { return tag.name == name; });
}

// The values of the other tags this library owns, in the order they are
// added when the caller's tags do not already place them.
std::array<std::pair<std::string_view, std::optional<std::string>>, 6> ownTags(const PdnGame& game)
{
    const core::Variant variant = game.variant();
    const bool international = rules::facts(variant).pdnGameType != 0; // a game the standard knows
    std::optional<std::string> fen;
    if (game.game.startPosition() != defaultStart(variant))
        fen = notation::writeFen(variant, game.game.startPosition());
    // The rule set is named for every FMJD game, and for a game of the
    // original rules that a reader would otherwise take for one.
    std::optional<std::string> ruleSet;
    if (game.ruleSet() != rules::RuleSet::Original ||
        ruleSetWithoutTag(variant, game.game.startPosition(), game.missedCaptureRule()) != game.ruleSet())
        ruleSet = std::string(rules::ruleSetId(game.ruleSet()));
    const std::optional<std::string> missedCaptures = std::string(missedCaptureId(game.missedCaptureRule()));
    return {{
        {gameTypeTag, gameTypeValue(variant)},
        {variantTag, international ? std::nullopt : std::optional<std::string>(core::variantId(variant))},
        {missedCapturesTag, missedCaptures},
        {rulesTag, ruleSet},
        // PDN 3.0 needs no SetUp beside a FEN, but readers that follow PGN
        // take a FEN only with [SetUp "1"].
        {setUpTag, fen ? std::optional<std::string>("1") : std::nullopt},
        {fenTag, fen},
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
// and in Twenty vs Ten Black's two moves. A claim is a command in a comment
// ("{[%claim 27]}", docs/pdn.md), so the number goes on the move after it:
// without the comments the movetext is standard PDN. `played` is
// game.game replayed.
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
    bool whiteNumberDue = false;
    bool interrupted = true; // annotations since the last action
    for (std::size_t i = 0; i < history.size(); ++i) {
        const game::HistoryEntry& entry = history[i];
        const PlyNotes& notes = notesAt(i + 1);
        if (entry.side == core::Side::White && (i == 0 || history[i - 1].side != entry.side)) {
            if (i > 0)
                ++number;
            whiteNumberDue = true;
        }
        if (entry.action.kind == game::Action::Kind::Claim) {
            out.add("{" + detail::claimCommand(entry.text) + "}");
            const std::string strength = cleanStrength(notes.strength, false);
            if (!strength.empty())
                out.add(strength);
            addNotes(out, notes);
            interrupted = true;
            continue;
        }
        std::string numbered; // kept on one line with its move
        if (entry.side == core::Side::White && whiteNumberDue)
            numbered = std::to_string(number) + ". ";
        else if (entry.side == core::Side::Black && interrupted)
            numbered = std::to_string(number) + "... ";
        whiteNumberDue = false;
        out.add(numbered + entry.text + cleanStrength(notes.strength, true));
        addNotes(out, notes);
        interrupted = !notes.nags.empty() || !notes.comment.empty() || !notes.variations.empty();
    }
    out.add(writtenResult(game));
    return out.finish();
}

bool isTimeForfeit(std::string_view termination)
{
    std::string lower;
    for (char c : termination)
        lower += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    const std::size_t first = lower.find_first_not_of(' ');
    const std::size_t last = lower.find_last_not_of(' ');
    return first != std::string::npos && lower.substr(first, last - first + 1) == timeForfeitTermination;
}

std::string tagLine(std::string_view name, const std::string& value)
{
    return "[" + std::string(name) + " \"" + escapedValue(value) + "\"]\n";
}

// PDN's seven tags, first and in their order (rosterTags), so that programs
// that insist on them accept the game: the caller's values, else PDN's
// value for unknown; the seventh, Result, is the game's own.
std::string roster(const PdnGame& game)
{
    std::string text;
    for (const RosterTag& rosterTag : rosterTags) {
        // Not a structured binding: clang 14 cannot capture one in a lambda.
        const auto given = std::find_if(game.tags.begin(), game.tags.end(),
                                        [&](const Tag& tag) { return cleanTagName(tag.name) == rosterTag.name; });
        text += tagLine(rosterTag.name, given != game.tags.end() ? given->value : std::string(rosterTag.unknown));
    }
    return text + tagLine(resultTag, writtenResult(game));
}

// `played` is game.game replayed, for the text of each action.
std::string writeGame(const PdnGame& game, const game::Game& played)
{
    auto own = ownTags(game);
    std::array<bool, std::tuple_size_v<decltype(own)>> written{};
    // A game lost on time says so in PGN's Termination tag, the only way a
    // reader can tell it from a resignation; a stale one is dropped.
    const bool onTime = game.game.result().reason == game::EndReason::TimeForfeit;
    bool terminationWritten = false;
    std::string text = roster(game);
    for (const Tag& tag : game.tags) {
        const std::string name = cleanTagName(tag.name);
        if (name.empty() || inRoster(name))
            continue;
        if (name == terminationTag && (onTime || isTimeForfeit(tag.value))) {
            if (onTime && !terminationWritten)
                text += tagLine(name, std::string(timeForfeitTermination));
            terminationWritten = true;
            continue;
        }
        bool owned = false;
        for (std::size_t i = 0; i < own.size(); ++i) {
            if (own[i].first != name)
                continue;
            owned = true;
            // The game's own value takes the caller's place; repeats are dropped.
            if (!written[i] && own[i].second)
                text += tagLine(name, *own[i].second);
            written[i] = true;
        }
        if (!owned)
            text += tagLine(name, tag.value);
    }
    for (std::size_t i = 0; i < own.size(); ++i)
        if (!written[i] && own[i].second)
            text += tagLine(own[i].first, *own[i].second);
    if (onTime && !terminationWritten)
        text += tagLine(terminationTag, std::string(timeForfeitTermination));
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
