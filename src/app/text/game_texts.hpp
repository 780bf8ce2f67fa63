#pragma once

#include <draughts/game/game.hpp>

#include <QString>

namespace draughts::app {

class MoveInput;

// The sentences the window shows about a game in progress.
namespace GameTexts {

// Whose turn and what is due: "White to move", "Black: move 1 of 2",
// "White: place a stone, then move".
QString turn(const game::Game& game);

// "No capture for 12 of 30 moves"; empty for games without the counter.
QString drawCounter(const game::Game& game);

// What a freshly selected piece can do: "27x18 takes 2 pieces: click where it lands".
QString selectionHint(const game::Game& game, const MoveInput& input);

// The claim banner: what `offender` missed and what the claimant may do;
// empty when no claim is on offer.
QString claimOffer(const game::Game& game, const QString& offender, bool pieceClaimable, bool handStoneClaimable);

// The status line after a violating move, naming what was missed.
QString violation(const game::HistoryEntry& made, const QString& offender, const QString& claimant);

} // namespace GameTexts

} // namespace draughts::app
