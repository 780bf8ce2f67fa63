#include "window/window_geometry.hpp"

#include "dialogs/screen_room.hpp"

#include <QGuiApplication>
#include <QLayout>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace draughts::app {

void fitPanel(const QWidget& central, QWidget& panel, int least, int most)
{
    const QMargins margins = central.layout()->contentsMargins();
    const int spacing = central.layout()->spacing();
    const int high = central.height() - margins.top() - margins.bottom();
    // The evaluation bar, when shown, takes its width from the board, so
    // that the panel keeps the width its parts were fitted to.
    const int wide = central.width() - margins.left() - margins.right() - spacing;
    panel.setFixedWidth(std::clamp(wide - high, least, most));
}

void keepOnScreen(QWidget& window)
{
    const QScreen* screen = window.screen() ? window.screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    const QSize room = screenRoom(window);
    const QSize frame = available.size() - room;
    // On a screen smaller than the least usable window, the window is as large as the screen.
    window.setMinimumSize(window.minimumSize().boundedTo(room));
    if (window.width() > room.width() || window.height() > room.height())
        window.resize(window.size().boundedTo(room));
    QRect placed(window.pos(), window.size() + frame);
    if (!available.contains(placed)) {
        placed.moveRight(std::min(placed.right(), available.right()));
        placed.moveBottom(std::min(placed.bottom(), available.bottom()));
        placed.moveLeft(std::max(placed.left(), available.left()));
        placed.moveTop(std::max(placed.top(), available.top()));
        window.move(placed.topLeft());
    }
}

} // namespace draughts::app
