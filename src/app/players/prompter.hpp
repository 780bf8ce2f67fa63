#pragma once

#include "values/game_setup.hpp"

#include <QString>

#include <optional>

namespace draughts::app {

// The questions the game asks its players. The window answers them with
// dialogs; tests substitute scripted answers, so that no modal loop runs.
class Prompter {
public:
    virtual ~Prompter() = default;

    // `offeredTo` decides whether to accept the draw `offeredBy` proposes.
    virtual bool acceptDraw(const QString& offeredBy, const QString& offeredTo) = 0;
    virtual bool confirmResign(const QString& player) = 0;
    // `askedOf` decides whether to take back the last move of `askedBy`
    // (a person across the network asks).
    virtual bool acceptTakeBack(const QString& askedBy, const QString& askedOf) = 0;
    virtual void announceResult(const QString& text) = 0;
    // The next game, or nothing when the players cancel.
    virtual std::optional<GameSetup> chooseNewGame(const GameSetup& current) = 0;
};

} // namespace draughts::app
