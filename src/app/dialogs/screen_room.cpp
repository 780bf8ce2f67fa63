#include "dialogs/screen_room.hpp"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

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
    return screen->availableGeometry().size() - frameAllowance;
}

} // namespace draughts::app
