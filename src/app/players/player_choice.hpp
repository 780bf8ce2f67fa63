#pragma once

#include <QString>

namespace draughts::app {

// Who plays a side, as the New Game dialog offers it and the settings keep
// it: the person at the board or the computer at a level. makePlayer
// (players/player_factory.hpp) turns a choice into a Player; a new kind of
// player (an external engine, named by `engineId`) is one more Kind there.
struct PlayerChoice {
    enum class Kind { Human, Computer, Engine };

    Kind kind = Kind::Human;
    int level = 3;    // Computer: 1 (a beginner) to 8 (full strength); Engine: our engine's level if it fails
    QString engineId; // Engine: the command line of an external Hub engine (Preferences > Engines)
    QString engineName; // Engine: its name and version, as it gave them

    bool isHuman() const { return kind == Kind::Human; }
    static PlayerChoice human() { return {}; }
    static PlayerChoice computer(int level) { return {Kind::Computer, level, {}, {}}; }
    static PlayerChoice engine(QString command, QString name, int level)
    {
        return {Kind::Engine, level, std::move(command), std::move(name)};
    }

    friend bool operator==(const PlayerChoice&, const PlayerChoice&) = default;
};

// How a saved game names a player that is no person (the PDN tags White and
// Black), in English whatever the window's language: "Computer (level 5)".
inline QString recordedName(const PlayerChoice& choice)
{
    if (choice.kind == PlayerChoice::Kind::Engine)
        return choice.engineName.isEmpty() ? choice.engineId : choice.engineName;
    return QStringLiteral("Computer (level %1)").arg(choice.level);
}

} // namespace draughts::app
