#pragma once

#include "values/game_setup.hpp"
#include "values/engine_description.hpp"
#include "values/network_setup.hpp"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <optional>

class QSettings;

namespace draughts::app {

// The threads a search may use in the window: 1 to the computer's cores.
int defaultThreads();
int clampedThreads(int threads);

// How the board looks and sounds, and how the computer thinks, as the
// players set it in Edit > Preferences and the View menu.
struct Preferences {
    QString theme = QStringLiteral("wood"); // a BoardTheme id
    // Square names as the texts say them: numbers on the squares of the
    // numbered games, letters and digits along the edges of To the Last Man.
    bool squareNames = true;
    // Letters and digits along the edges of the numbered boards too.
    bool edgeCoordinates = false;
    bool flipped = false;      // Black at the bottom
    bool turnToPlayer = false; // the board turns to the person whose turn it is
    bool sounds = true;
    int volume = 80;                  // percent
    QList<EngineDescription> engines; // external Hub engines (Preferences > Engines)
    // Where New Game's "Engine over the network (DXP)" connects: host:port.
    QString dxpAddress = QStringLiteral("127.0.0.1:27531");
    // Threads the computer player, the hint and Analyse Game search on
    // (engine::EngineConfig::threads): at first every core of the computer.
    int threads = defaultThreads();
    // Whether the window builds the endgame tables on first need and its
    // engines use them (EndgameTablesKeeper).
    bool endgameTables = true;
    // The player's own name, for his side of a game against the computer
    // (withPlayerName); asked once on the welcome, changed in Preferences > Player.
    QString playerName;

    friend bool operator==(const Preferences&, const Preferences&) = default;
};

// What the window remembers between runs (QSettings).
struct AppSettings {
    GameSetup lastGame; // variant, rule, names and time control of the last game started
    Preferences preferences;
    bool highlights = true;
    QByteArray geometry;
};

AppSettings loadSettings(const QSettings& settings);
// No game was ever set up with these settings: the program's first start,
// which welcomes the newcomer (WelcomeDialog). Any later start has the last game.
bool isFirstStart(const QSettings& settings);
void saveSettings(QSettings& settings, const AppSettings& values);

// Game > Play Over the Network…'s last choices, in the settings group "network".
NetworkSetup loadNetworkSetup(const QSettings& settings);
void saveNetworkSetup(QSettings& settings, const NetworkSetup& values);

// The engines kept between runs, in the settings group "engines".
QList<EngineDescription> loadEngines(const QSettings& settings);
void saveEngines(QSettings& settings, const QList<EngineDescription>& engines);

// Where the player was in a file of games: the game last chosen from its
// list (its number in the file, from 1) and the position last shown in it
// (after `ply` actions).
struct FilePlace {
    std::size_t game = 1;
    std::size_t ply = 0;

    friend bool operator==(const FilePlace&, const FilePlace&) = default;
};

// The place kept for a file, by its canonical path (QFileInfo::canonicalFilePath).
std::optional<FilePlace> loadFilePlace(const QSettings& settings, const QString& canonicalPath);
// Keeps the place of a file; the places of the files used least recently
// are forgotten beyond filePlaceLimit.
void saveFilePlace(QSettings& settings, const QString& canonicalPath, const FilePlace& place);
inline constexpr int filePlaceLimit = 100;

} // namespace draughts::app
