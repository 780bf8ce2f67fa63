#pragma once

#include <draughts/game/game.hpp>
#include <draughts/rules/explanation.hpp>

#include <QString>

namespace draughts::app {

// Plain-language sentences for the rules library's explanations, so that a
// learner sees which rule is at work ("A capture is compulsory: 27x18
// takes 2 pieces").

// A refused click, from rules::explainSelection or rules::explainTarget.
QString explanationText(const game::Game& game, const rules::Explanation& why);

// The capture or placement the rules require now ("A capture is
// compulsory: 27x18 takes 2 pieces"); empty when no duty comes first.
QString firstDutyText(const game::Game& game);

} // namespace draughts::app
