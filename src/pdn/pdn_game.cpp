#include <draughts/pdn/pdn_game.hpp>

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
    core::Position start = core::startPosition(variant);
    // PDN 3.0: the standard International position has White to move, as
    // in every published game; the seed's Black-first start needs a FEN.
    if (variant == core::Variant::International)
        start.sideToMove = core::Side::White;
    return start;
}

std::string_view resultToken(const core::Result& result)
{
    switch (result.outcome) {
    case core::Outcome::WhiteWins: return "2-0";
    case core::Outcome::BlackWins: return "0-2";
    case core::Outcome::Draw: return "1-1";
    case core::Outcome::Ongoing: break;
    }
    return "*";
}

std::string_view missedCaptureId(core::MissedCaptureRule rule)
{
    return rule == core::MissedCaptureRule::Forfeit ? "forfeit" : "compulsory";
}

std::optional<core::MissedCaptureRule> missedCaptureFromId(std::string_view id)
{
    if (id == "forfeit")
        return core::MissedCaptureRule::Forfeit;
    if (id == "compulsory")
        return core::MissedCaptureRule::Compulsory;
    return std::nullopt;
}

} // namespace draughts::pdn
