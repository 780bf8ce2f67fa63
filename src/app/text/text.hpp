#pragma once

#include "controller/game_setup.hpp"

#include <draughts/core/types.hpp>
#include <draughts/core/variant.hpp>
#include <draughts/game/game.hpp>

#include <QString>

#include <string_view>

namespace draughts::app {

// Small bridges from the core's std::string world to the texts the window shows.
QString toQString(std::string_view text);
QString sideName(core::Side side); // "White", "Black"
// The name a player goes by: the name given, or the side's name in the
// window's language for the default names.
QString playerName(const GameSetup& setup, core::Side side);
// The name notation uses: "27" on 10x10 boards, "c3" on 8x8.
QString squareText(core::Variant variant, core::Square square);
// "1 piece", "3 pieces".
QString countedNoun(int count, const QString& singular, const QString& plural);
// One line about each game, for the New Game dialog.
QString variantDescription(core::Variant variant);
// How a finished game ended, in the window's language: "White wins: Black cannot move".
QString resultText(const game::Result& result);
// The game's name in the window's language ("Corner Checkers", "Rohová dáma").
QString variantTitle(core::Variant variant);

} // namespace draughts::app
