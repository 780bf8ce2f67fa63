// The program's look: a control that cannot be used must look so.

#include "app_test_support.hpp"

#include "startup/look.hpp"

#include <QApplication>
#include <QComboBox>
#include <QImage>

#include <algorithm>

#include <catch2/catch.hpp>

using namespace draughts;

namespace {

// The lightness of the darkest pixel of `widget` drawn with `palette`: its text's ink.
int darkestInk(QWidget& widget, const QPalette& palette)
{
    widget.setPalette(palette);
    widget.resize(140, 30);
    const QImage image = widget.grab().toImage();
    int darkest = 255;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            darkest = std::min(darkest, image.pixelColor(x, y).lightness());
    return darkest;
}

} // namespace

TEST_CASE("A control that cannot be used has lighter text than one that can", "[app][look]")
{
    app::test::ensureApplication();
    const QPalette palette = app::warmPalette(QApplication::palette());
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
        INFO("role " << role);
        CHECK(palette.color(QPalette::Disabled, role).lightness() >=
              palette.color(QPalette::Active, role).lightness() + 80);
    }

    // As drawn: New Game's rule set when a game over DXP fixes it.
    QComboBox usable;
    QComboBox fixed;
    usable.addItem(QStringLiteral("FMJD"));
    fixed.addItem(QStringLiteral("FMJD"));
    fixed.setEnabled(false);
    const int usableInk = darkestInk(usable, palette);
    const int fixedInk = darkestInk(fixed, palette);
    CHECK(fixedInk >= usableInk + 60);
}
