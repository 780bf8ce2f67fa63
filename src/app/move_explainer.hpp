#pragma once

#include <draughts/core/game.hpp>

#include <string>

namespace draughts::app {

// Plain-language reasons why the window refused a click, so that a learner
// sees which rule is at work ("A capture is compulsory: 27x18 takes 2 pieces").
// Derived from the public rules API only.

// Why the side to move may not start a move from `square`.
std::string whyCannotSelect(const core::Game& game, core::Square square);

// Why the piece on `from` may not go to `target`.
std::string whyCannotMoveTo(const core::Game& game, core::Square from, core::Square target);

// The capture the rules require now, e.g. "A capture is compulsory: 27x18
// takes 2 pieces"; empty when no capture is required.
std::string compulsoryCaptureText(const core::Game& game);

} // namespace draughts::app
