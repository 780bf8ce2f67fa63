#include <draughts/pdn/pdn_game.hpp>

#include <draughts/notation/square_names.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/geometry.hpp>

#include <array>
#include <utility>

namespace draughts::pdn {

const std::string* PdnGame::tag(std::string_view name) const
{
    for (const Tag& t : tags)
        if (t.name == name)
            return &t.value;
    return nullptr;
}

const std::string& PdnGame::comment(std::size_t plies) const
{
    static const std::string none;
    return plies < notes.size() ? notes[plies].comment : none;
}

std::string VariationProblem::describe() const
{
    const std::string place = "variation at " + std::to_string(line) + ":" + std::to_string(column);
    switch (kind) {
    case Kind::Refused: return place + " refused: " + (refusal ? refusal->describe() : std::string());
    case Kind::BeforeFirstMove: return place + " kept as text: it comes before the first move, so it replaces none";
    case Kind::TooDeep:
        return place + " kept as text: nested deeper than " + std::to_string(maxVariationDepth) + " variations";
    }
    return place;
}

bool isUnknownValue(std::string_view name, std::string_view value)
{
    while (!value.empty() && (value.front() == ' ' || value.front() == '\t'))
        value.remove_prefix(1);
    while (!value.empty() && (value.back() == ' ' || value.back() == '\t'))
        value.remove_suffix(1);
    for (const RosterTag& tag : rosterTags)
        if (tag.name == name)
            return value == tag.unknown;
    return false;
}

core::Position defaultStart(core::Variant variant)
{
    core::Position start = rules::startPosition(variant);
    // PDN 3.0: the standard position of a game the standard knows has White
    // to move, as in every published International game; the rule page's
    // Black-first start (international.md §3.1) needs a FEN.
    if (rules::facts(variant).pdnGameType != 0)
        start.sideToMove = core::Side::White;
    return start;
}

rules::RuleSet ruleSetWithoutTag(core::Variant variant, const core::Position& start, game::MissedCaptureRule rule)
{
    const bool published = rules::offersRuleSet(variant, rules::RuleSet::Fmjd) && start == defaultStart(variant) &&
                           rule == game::MissedCaptureRule::Compulsory;
    return published ? rules::RuleSet::Fmjd : rules::RuleSet::Original;
}

namespace {

// This program's own GameType numbers, for the games PDN 3.0's table of game
// types does not name (it names draughts games 20 to 41 and keeps 42 to 49
// for later ones).
constexpr std::array<std::pair<core::Variant, int>, 4> ownGameTypes{{
    {core::Variant::Polish, 91},
    {core::Variant::TwentyVsTen, 92},
    {core::Variant::CornerCheckers, 93},
    {core::Variant::ToTheLastMan, 94},
}};

int gameTypeNumber(core::Variant variant)
{
    if (rules::facts(variant).pdnGameType != 0)
        return rules::facts(variant).pdnGameType;
    for (const auto& [v, number] : ownGameTypes)
        if (v == variant)
            return number;
    return 0;
}

} // namespace

std::string gameTypeValue(core::Variant variant)
{
    const std::string number = std::to_string(gameTypeNumber(variant));
    if (rules::facts(variant).pdnGameType != 0)
        return number;
    // PDN's extended form: the colour that starts, width, height, the
    // notation (numbered or algebraic) and whether a1 is not played.
    const std::string size = std::to_string(rules::boardSize(variant));
    const bool whiteStarts = rules::startPosition(variant).sideToMove == core::Side::White;
    const bool a1Played = rules::squareAt(variant, 0, 0) != core::NoSquare;
    return number + "," + (whiteStarts ? "W" : "B") + "," + size + "," + size + "," +
           (notation::namedByNumber(variant) ? "N2" : "A0") + "," + (a1Played ? "0" : "1");
}

std::optional<core::Variant> variantOfGameType(std::string_view number)
{
    for (core::Variant variant : core::allVariants)
        if (number == std::to_string(gameTypeNumber(variant)))
            return variant;
    return std::nullopt;
}

std::string_view resultToken(core::Variant variant, const game::Result& result)
{
    if (rules::facts(variant).pdnWinPoints == 2)
        return resultToken(result);
    switch (result.outcome) {
    case game::Outcome::WhiteWins: return "1-0";
    case game::Outcome::BlackWins: return "0-1";
    case game::Outcome::Draw: return "1/2-1/2";
    case game::Outcome::Ongoing: break;
    }
    return "*";
}

std::string_view resultToken(const game::Result& result)
{
    switch (result.outcome) {
    case game::Outcome::WhiteWins: return "2-0";
    case game::Outcome::BlackWins: return "0-2";
    case game::Outcome::Draw: return "1-1";
    case game::Outcome::Ongoing: break;
    }
    return "*";
}

std::string_view missedCaptureId(game::MissedCaptureRule rule)
{
    return rule == game::MissedCaptureRule::Forfeit ? "forfeit" : "compulsory";
}

std::optional<game::MissedCaptureRule> missedCaptureFromId(std::string_view id)
{
    if (id == "forfeit")
        return game::MissedCaptureRule::Forfeit;
    if (id == "compulsory")
        return game::MissedCaptureRule::Compulsory;
    return std::nullopt;
}

} // namespace draughts::pdn
