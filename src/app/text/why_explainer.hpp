#pragma once

#include <QStringList>

namespace draughts::app {

class GameController;
class Highlights;

// The side panel's "Why?" box: which rules are at work right now, for the
// selected piece or, when nothing is selected, for the side to move. Each
// entry is one short paragraph: a compulsory capture and how many pieces the
// best one takes, a barred piece or step, where men are crowned, a stone to
// place, claims on offer. Built on the facts move_explainer derives.
namespace WhyExplainer {

QStringList reasons(const GameController& controller, const Highlights& highlights);

} // namespace WhyExplainer

} // namespace draughts::app
