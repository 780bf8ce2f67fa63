#include <draughts/pdn/pdn_game.hpp>

#include <draughts/rules/facts.hpp>

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
