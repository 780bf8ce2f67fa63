#pragma once

#include <QSize>

class QWidget;

namespace draughts::app {

// The largest size a window can have on the screen `window` is on, less
// room for the frame and title bar that the window system adds (not known
// before the window is shown). Empty when there is no screen.
QSize screenRoom(const QWidget& window);

} // namespace draughts::app
