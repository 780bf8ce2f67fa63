#pragma once

namespace draughts::app {

class MainWindow;

// Keyboard and screen-reader help for the game window: a tool tip and an
// accessible name on every control, and a tab order that runs board → move
// list → buttons. Called once the window has built its widgets.
void describeControls(MainWindow& window);

} // namespace draughts::app
