#pragma once

#include "controller/game_setup.hpp"

#include <QByteArray>

class QSettings;

namespace draughts::app {

// What the window remembers between runs (QSettings).
struct AppSettings {
    GameSetup lastGame; // variant, rule and names of the last game started
    bool flipped = false;
    bool coordinates = true;
    bool squareNumbers = false;
    bool highlights = true;
    QByteArray geometry;
};

AppSettings loadSettings(const QSettings& settings);
void saveSettings(QSettings& settings, const AppSettings& values);

} // namespace draughts::app
