#include "startup/look.hpp"

#include <QApplication>
#include <QColor>
#include <QIcon>
#include <QStyleFactory>

namespace draughts::app {

QPalette warmPalette(QPalette palette)
{
    const QColor ink(0x2d, 0x26, 0x20);
    palette.setColor(QPalette::Window, QColor(0xf3, 0xee, 0xe6));
    palette.setColor(QPalette::WindowText, ink);
    palette.setColor(QPalette::Base, QColor(0xff, 0xfd, 0xf9));
    palette.setColor(QPalette::AlternateBase, QColor(0xf7, 0xf1, 0xe6));
    palette.setColor(QPalette::Text, ink);
    palette.setColor(QPalette::Button, QColor(0xec, 0xe4, 0xd7));
    palette.setColor(QPalette::ButtonText, ink);
    palette.setColor(QPalette::Highlight, QColor(0xc9, 0x85, 0x3a));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::ToolTipBase, QColor(0xff, 0xfb, 0xf2));
    palette.setColor(QPalette::ToolTipText, ink);
    // Setting a role sets it for every state; the disabled state gets its own.
    const QColor faded(0xa3, 0x98, 0x8c);
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, faded);
    palette.setColor(QPalette::Disabled, QPalette::Base, QColor(0xf3, 0xee, 0xe6));
    return palette;
}

void applyLook(QApplication& app)
{
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(warmPalette(app.palette()));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/draughts.svg")));
}

} // namespace draughts::app
