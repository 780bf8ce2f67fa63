#pragma once

namespace draughts::app {

class MainWindow;
struct LaunchOptions;

// The whole program: reads the command line, then either opens the game
// window or renders it to a PNG (--screenshot). Returns the exit status:
// 2 for a bad command line.
int run(int argc, char** argv);

// Opens the file the command line names (the desktop passes it on a
// double-click or "Open With"), as Game > Open does: a file of several
// games offers its list over the window. True when a game was opened.
bool openLaunchFile(MainWindow& window, const LaunchOptions& options);

} // namespace draughts::app
