#pragma once

#include <QString>

namespace draughts::app {

class GameController;
class GameFiles;

// The main window's title: the game and, once it is over, its result; the
// file shown before them with the modified mark "[*]".
QString windowTitleOf(const GameController& controller, const GameFiles& files);

} // namespace draughts::app
