#pragma once

namespace draughts::app {

struct WindowParts;

// Keyboard and screen-reader help for the game window: a tool tip and an
// accessible name on every control, and a tab order that runs board → move
// list → buttons. Called once the window has built its widgets, and again
// when the language changes.
void describeControls(const WindowParts& window);

} // namespace draughts::app
