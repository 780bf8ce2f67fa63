#pragma once

#include <draughts/game/game.hpp>

#include <string>

namespace draughts::app {

// Plain-language reasons why the window refused a click, so that a learner
// sees which rule is at work ("A capture is compulsory: 27x18 takes 2 pieces").
// Derived from the public rules API only.

// Why the side to move may not start a move from `square`.
std::string whyCannotSelect(const game::Game& game, core::Square square);

// Why the piece on `from` may not go to `target`.
std::string whyCannotMoveTo(const game::Game& game, core::Square from, core::Square target);

// The capture the rules require now, e.g. "A capture is compulsory: 27x18
// takes 2 pieces"; empty when no capture is required.
std::string compulsoryCaptureText(const game::Game& game);

// The facts behind the reasons, shared with the side panel's "Why?" box.

// The legal capture taking the most pieces; null when no capture is legal.
const core::Move* largestLegalCapture(const game::Game& game);

// What the movement rules allow, whatever the game's missed-capture setting.
core::MoveList movementMoves(const game::Game& game);

// To the Last Man: whether some stone of `side` can step forward.
bool hasForwardStep(const game::Game& game, core::Side side);

// Whether a diagonal neighbour of `square` is empty.
bool hasEmptyNeighbour(const game::Game& game, core::Square square);

} // namespace draughts::app
