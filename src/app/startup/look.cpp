#include "startup/look.hpp"

#include <QApplication>
#include <QIcon>
#include <QPalette>
#include <QStyleFactory>

namespace draughts::app {

void applyLook(QApplication& app)
{
    // One calm, warm look on every desktop, so that the board's wood fits in.
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette palette = app.palette();
    palette.setColor(QPalette::Window, QColor(0xf3, 0xee, 0xe6));
    palette.setColor(QPalette::WindowText, QColor(0x2d, 0x26, 0x20));
    palette.setColor(QPalette::Base, QColor(0xff, 0xfd, 0xf9));
    palette.setColor(QPalette::AlternateBase, QColor(0xf7, 0xf1, 0xe6));
    palette.setColor(QPalette::Text, QColor(0x2d, 0x26, 0x20));
    palette.setColor(QPalette::Button, QColor(0xec, 0xe4, 0xd7));
    palette.setColor(QPalette::ButtonText, QColor(0x2d, 0x26, 0x20));
    palette.setColor(QPalette::Highlight, QColor(0xc9, 0x85, 0x3a));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::ToolTipBase, QColor(0xff, 0xfb, 0xf2));
    palette.setColor(QPalette::ToolTipText, QColor(0x2d, 0x26, 0x20));
    QApplication::setPalette(palette);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/draughts.svg")));
}

} // namespace draughts::app
