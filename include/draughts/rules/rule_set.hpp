#pragma once

// The rule sets a game can be played under. Every game has the rule text of
// its page in docs/rules (the default); International also has the FMJD's
// tournament rules (international.md §10).

#include <draughts/core/position.hpp>
#include <draughts/core/variant.hpp>

#include <optional>
#include <string_view>

namespace draughts::rules {

enum class RuleSet {
    Original, // the rule text of docs/rules/<game>.md
    Fmjd,     // International as the FMJD plays it (international.md §10)
};

// The one spelling of a rule set in the CLI, Hub, PDN and the docs:
// "original", "fmjd".
std::string_view ruleSetId(RuleSet ruleSet);
std::optional<RuleSet> ruleSetFromId(std::string_view id);

// Whether `variant` can be played under `ruleSet`: the original text always,
// FMJD only for International.
bool offersRuleSet(core::Variant variant, RuleSet ruleSet);

// The start position under `ruleSet`: the FMJD's White moves first
// (international.md §10.1), the original text's side otherwise.
core::Position startPosition(core::Variant variant, RuleSet ruleSet);

} // namespace draughts::rules
