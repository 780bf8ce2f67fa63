#include "dialogs/screen_room.hpp"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace draughts::app {

namespace {

// A frame's two sides, and its top with the title bar and its bottom.
constexpr QSize frameAllowance{16, 48};

} // namespace

QSize screenRoom(const QWidget& window)
{
    const QScreen* screen = window.screen() ? window.screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return {};
    return screenRoom(screen->availableGeometry());
}

QSize screenRoom(const QRect& available) { return available.size() - frameAllowance; }

QRect placedWithin(QRect frame, const QRect& available)
{
    frame.moveRight(std::min(frame.right(), available.right()));
    frame.moveBottom(std::min(frame.bottom(), available.bottom()));
    frame.moveLeft(std::max(frame.left(), available.left()));
    frame.moveTop(std::max(frame.top(), available.top()));
    return frame;
}

} // namespace draughts::app
