#pragma once

#include <draughts/game/game.hpp>

#include <QString>

#include <optional>

namespace draughts::app {

// Everything needed to start a game: what the New Game dialog asks and what
// the command line may preset.
struct GameSetup {
    core::Variant variant = core::allVariants.front(); // the first of the games, International
    game::MissedCaptureRule rule = game::MissedCaptureRule::Forfeit;
    std::optional<core::Position> start; // empty: the game's usual starting position
    QString whiteName = QStringLiteral("White");
    QString blackName = QStringLiteral("Black");
};

} // namespace draughts::app
