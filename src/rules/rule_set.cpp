#include <draughts/rules/facts.hpp>
#include <draughts/rules/rule_set.hpp>

namespace draughts::rules {

std::string_view ruleSetId(RuleSet ruleSet) { return ruleSet == RuleSet::Fmjd ? "fmjd" : "original"; }

std::optional<RuleSet> ruleSetFromId(std::string_view id)
{
    if (id == "original")
        return RuleSet::Original;
    if (id == "fmjd")
        return RuleSet::Fmjd;
    return std::nullopt;
}

bool offersRuleSet(core::Variant variant, RuleSet ruleSet)
{
    return ruleSet == RuleSet::Original || variant == core::Variant::International;
}

core::Position startPosition(core::Variant variant, RuleSet ruleSet)
{
    core::Position start = startPosition(variant);
    if (ruleSet == RuleSet::Fmjd)
        start.sideToMove = core::Side::White; // international.md §10.1
    return start;
}

} // namespace draughts::rules
