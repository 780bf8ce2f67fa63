#pragma once

#include <draughts/core/game.hpp>

#include <QString>

namespace draughts::app {

class MoveInput;

// The sentences the window shows about a game in progress.
namespace GameTexts {

// Whose turn and what is due: "White to move", "Black: move 1 of 2",
// "White: place a stone, then move".
QString turn(const core::Game& game);

// "No capture for 12 of 30 moves"; empty for games without the counter.
QString drawCounter(const core::Game& game);

// What a freshly selected piece can do: "27x18 takes 2 pieces: click where it lands".
QString selectionHint(const core::Game& game, const MoveInput& input);

// The status line after a violating move, naming what was missed.
QString violation(const core::HistoryEntry& made, const QString& offender, const QString& claimant);

} // namespace GameTexts

} // namespace draughts::app
