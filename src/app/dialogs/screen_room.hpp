#pragma once

#include <QRect>
#include <QSize>

class QWidget;

namespace draughts::app {

// The largest size a window can have on the screen `window` is on, less
// room for the frame and title bar that the window system adds (not known
// before the window is shown). Empty when there is no screen.
QSize screenRoom(const QWidget& window);
// The same for a screen whose available geometry is `available`.
QSize screenRoom(const QRect& available);

// `frame` (a window's outer rectangle) moved, as little as it takes, to lie
// inside `available`; its top left corner stays on it when it is larger.
QRect placedWithin(QRect frame, const QRect& available);

} // namespace draughts::app
