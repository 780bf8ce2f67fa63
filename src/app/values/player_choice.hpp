#pragma once

#include <QRegularExpression>
#include <QString>

#include <optional>

namespace draughts::app {

// Who plays a side, as the New Game dialog offers it and the settings keep
// it: the person at the board or the computer at a level. makePlayer
// (players/player_factory.hpp) turns a choice into a Player; a new kind of
// player (an external engine, named by `engineId`) is one more Kind there.
struct PlayerChoice {
    // Remote: a person at another computer, playing over the network
    // (Game > Play Over the Network…); `engineName` is the name he gave.
    enum class Kind { Human, Computer, Engine, Network, Remote };

    Kind kind = Kind::Human;
    int level = 3; // Computer: 1 (a beginner) to 8 (full strength); Engine: our engine's level if it fails
    // Engine: the command line of an external Hub engine (Preferences > Engines);
    // Network: "host:port" of a DXP program across the network (International only).
    QString engineId;
    QString engineName; // Engine: its name and version, as it gave them; Network: the name in its GAMEACC

    bool isHuman() const { return kind == Kind::Human; }
    static PlayerChoice human() { return {}; }
    static PlayerChoice computer(int level) { return {Kind::Computer, level, {}, {}}; }
    static PlayerChoice engine(QString command, QString name, int level)
    {
        return {Kind::Engine, level, std::move(command), std::move(name)};
    }

    static PlayerChoice network(QString hostAndPort) { return {Kind::Network, 3, std::move(hostAndPort), {}}; }
    static PlayerChoice remote(QString name, QString address)
    {
        return {Kind::Remote, 3, std::move(address), std::move(name)};
    }
    friend bool operator==(const PlayerChoice&, const PlayerChoice&) = default;
};

// How a saved game names a player that is no person (the PDN tags White and
// Black), in English whatever the window's language: "Draughts level 5",
// the program and its strength, as other programs name an engine.
inline QString recordedName(const PlayerChoice& choice)
{
    if (choice.kind == PlayerChoice::Kind::Engine || choice.kind == PlayerChoice::Kind::Remote)
        return choice.engineName.isEmpty() ? choice.engineId : choice.engineName;
    if (choice.kind == PlayerChoice::Kind::Network)
        return choice.engineName.isEmpty() ? QStringLiteral("DXP %1").arg(choice.engineId) : choice.engineName;
    return QStringLiteral("Draughts level %1").arg(choice.level);
}

// The player a saved game's name records: the computer for a name that
// recordedName wrote, so that an opened game (and the game in progress
// kept between runs) goes on against the computer; none for a person.
// Files saved before "Draughts level 5" named it "Computer (level 5)".
inline std::optional<PlayerChoice> recordedChoice(const QString& name)
{
    static const QRegularExpression computer(
        QStringLiteral("^(?:Draughts level ([1-8])|Computer \\(level ([1-8])\\))$"));
    const QRegularExpressionMatch match = computer.match(name.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    return PlayerChoice::computer((match.captured(1) + match.captured(2)).toInt());
}

} // namespace draughts::app
