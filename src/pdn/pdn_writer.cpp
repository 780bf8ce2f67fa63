#include <draughts/pdn/pdn_writer.hpp>

#include <draughts/notation/fen.hpp>
#include <draughts/pdn/time_control_tag.hpp>
#include <draughts/rules/facts.hpp>

#include "claim_command.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <vector>
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

// Movetext numbering follows PDN: "N." before each White turn, "N..."
// before a Black turn that opens the game or follows annotations (and
// before any move with a comment before it, which goes between number and
// move). A turn is every action of one side in a row: a claim, a
// placement, the move, and in Twenty vs Ten Black's two moves. A claim is
// a command in a comment ("{[%claim 27]}", docs/pdn.md), so the number
// goes on the move after it: without the comments the movetext is
// standard PDN.
struct Numbering {
    int number = 1;
    bool anyAction = false; // an action was written before (in the game, not only in this line)
    core::Side lastSide = core::Side::White;
    bool whiteNumberDue = false;
    bool interrupted = true; // annotations since the last action
};

// One action of a line to write, with its notes.
struct Step {
    const game::Action* action;
    const PlyNotes* notes;
};

std::vector<Step> stepsOf(const std::vector<game::VariationMove>& moves)
{
    std::vector<Step> steps;
    for (const game::VariationMove& move : moves)
        steps.push_back({&move.action, &move.notes});
    return steps;
}

bool hasReplayedVariation(const PlyNotes& notes)
{
    return std::any_of(notes.variations.begin(), notes.variations.end(),
                       [](const game::Variation& v) { return v.replayed() && !v.moves.empty(); });
}

void writeLine(std::vector<std::string>& out, game::Game game, const std::vector<Step>& steps, Numbering numbering);

// NAGs, the comment and the variations after an action; `before` is the
// game before the action (for the variations, which replace it) and
// `numbering` the numbering there.
void addNotes(std::vector<std::string>& out, const PlyNotes& notes, const std::optional<game::Game>& before,
              const Numbering& numbering)
{
    for (int nag : notes.nags)
        if (nag >= 0 && nag <= 255)
            out.push_back("$" + std::to_string(nag));
    if (!notes.comment.empty())
        out.push_back("{" + cleanComment(notes.comment) + "}");
    for (const game::Variation& variation : notes.variations) {
        if (!variation.replayed()) {
            out.push_back("(" + variation.text + ")");
            continue;
        }
        if (!before)
            continue;
        std::vector<std::string> line;
        Numbering fromBranch = numbering;
        fromBranch.interrupted = true;
        writeLine(line, *before, stepsOf(variation.moves), fromBranch);
        if (line.empty())
            continue;
        line.front() = "(" + line.front();
        line.back() += ")";
        out.insert(out.end(), line.begin(), line.end());
    }
}

std::string numberText(const Numbering& numbering, core::Side side)
{
    return std::to_string(numbering.number) + (side == core::Side::White ? ". " : "... ");
}

// Writes the actions of a line played from `game`; a line the rules refuse
// (a caller's own) is written up to the refused action.
void writeLine(std::vector<std::string>& out, game::Game game, const std::vector<Step>& steps, Numbering numbering)
{
    for (const Step& step : steps) {
        const PlyNotes& notes = *step.notes;
        std::optional<game::Game> before;
        if (hasReplayedVariation(notes))
            before = game;
        const Numbering numberingBefore = numbering;
        if (!game::playRecorded(game, *step.action))
            return;
        const game::HistoryEntry& entry = game.history().back();
        if (entry.side == core::Side::White && (!numbering.anyAction || numbering.lastSide != entry.side)) {
            if (numbering.anyAction)
                ++numbering.number;
            numbering.whiteNumberDue = true;
        }
        numbering.anyAction = true;
        numbering.lastSide = entry.side;
        const std::string commentBefore =
            notes.commentBefore.empty() ? std::string() : "{" + cleanComment(notes.commentBefore) + "} ";
        if (entry.action.kind == game::Action::Kind::Claim) {
            if (!commentBefore.empty())
                out.push_back(numberText(numbering, entry.side) + commentBefore.substr(0, commentBefore.size() - 1));
            out.push_back("{" + detail::claimCommand(entry.text) + "}");
            const std::string strength = cleanStrength(notes.strength, false);
            if (!strength.empty())
                out.push_back(strength);
            addNotes(out, notes, before, numberingBefore);
            numbering.interrupted = true;
            continue;
        }
        std::string numbered; // kept on one line with its move
        if ((entry.side == core::Side::White && numbering.whiteNumberDue) ||
            (entry.side == core::Side::Black && numbering.interrupted) || !commentBefore.empty())
            numbered = numberText(numbering, entry.side);
        numbering.whiteNumberDue = false;
        out.push_back(numbered + commentBefore + entry.text + cleanStrength(notes.strength, true));
        addNotes(out, notes, before, numberingBefore);
        numbering.interrupted = !notes.nags.empty() || !notes.comment.empty() || !notes.variations.empty();
    }
}

// `played` is game.game replayed.
std::string movetext(const PdnGame& game, const game::Game& played)
{
    std::vector<std::string> tokens;
    static const PlyNotes none;
    const auto notesAt = [&](std::size_t i) -> const PlyNotes& { return i < game.notes.size() ? game.notes[i] : none; };
    const game::Game start = played.upTo(0);
    {
        const PlyNotes& first = notesAt(0);
        const std::string strength = cleanStrength(first.strength, false);
        if (!strength.empty())
            tokens.push_back(strength);
        addNotes(tokens, first, start, Numbering{});
    }
    std::vector<Step> steps;
    for (std::size_t i = 0; i < played.history().size(); ++i)
        steps.push_back({&played.history()[i].action, &notesAt(i + 1)});
    writeLine(tokens, start, steps, Numbering{});
    LineFiller out;
    for (const std::string& token : tokens)
        out.add(token);
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
