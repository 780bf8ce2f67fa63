// The board names its squares the way the texts do, and Corner Checkers'
// board has the colours its rules describe.

#include "app_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_painter.hpp"
#include "board/board_roles.hpp"
#include "board/board_view.hpp"

#include <draughts/rules/geometry.hpp>

#include <QApplication>
#include <QImage>
#include <QLineF>
#include <QTest>

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

namespace {

void useTheme(Harness& h, const char* theme)
{
    app::Preferences preferences = h.window().preferences();
    preferences.theme = theme;
    h.window().setPreferences(preferences);
}

QImage boardImage(Harness& h)
{
    QApplication::processEvents();
    return h.boardView().viewport()->grab().toImage();
}

// The flat theme's squares are one colour each (resources/themes/flat/*.svg).
const QColor flatDark(0x7d, 0x9a, 0x82);
const QColor flatLight(0xeb, 0xe2, 0xcc);

bool near(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) < 12;
}

} // namespace

TEST_CASE("The board shows the square names the texts use", "[app][view][labels]")
{
    using app::squareLabelsFor;
    // International, Polish, Twenty vs Ten and Corner Checkers write moves with numbers: numbers on the squares.
    for (core::Variant variant : {core::Variant::International, core::Variant::Polish, core::Variant::TwentyVsTen,
                                  core::Variant::CornerCheckers}) {
        CHECK(squareLabelsFor(variant, true, false) == app::SquareLabels{true, false});
        CHECK(squareLabelsFor(variant, true, true) == app::SquareLabels{true, true});
        CHECK(squareLabelsFor(variant, false, false) == app::SquareLabels{false, false});
        CHECK(squareLabelsFor(variant, false, true) == app::SquareLabels{false, true});
    }
    // To the Last Man writes c3-d4: letters and digits along the edges, never numbers.
    CHECK(squareLabelsFor(core::Variant::ToTheLastMan, true, false) == app::SquareLabels{false, true});
    CHECK(squareLabelsFor(core::Variant::ToTheLastMan, true, true) == app::SquareLabels{false, true});
    CHECK(squareLabelsFor(core::Variant::ToTheLastMan, false, true) == app::SquareLabels{false, false});

    Harness h;
    h.start(core::Variant::CornerCheckers);
    CHECK(h.boardView().squareLabels() == app::SquareLabels{true, false});
    h.start(core::Variant::ToTheLastMan);
    CHECK(h.boardView().squareLabels() == app::SquareLabels{false, true});
    h.action(app::WindowActions::Command::SquareNames).setChecked(false);
    CHECK(h.boardView().squareLabels() == app::SquareLabels{false, false});
}

TEST_CASE("Corner Checkers is drawn as its rules describe: play on the light squares, a1 dark", "[app][view][corner]")
{
    Harness h;
    useTheme(h, "flat");
    h.start(core::Variant::CornerCheckers);
    const QImage board = boardImage(h);
    // a1 and j10, at the players' left hands, are dark and not played on.
    const QRect a1 = h.boardView().visualRect(h.boardModel().index(9, 0));
    const QRect j10 = h.boardView().visualRect(h.boardModel().index(0, 9));
    CHECK_FALSE(h.boardModel().index(9, 0).data(app::BoardRole::Playable).toBool());
    CHECK(near(board.pixelColor(a1.center()), flatDark));
    CHECK(near(board.pixelColor(j10.center()), flatDark));
    // f5, an empty playing square of the start, is light.
    CHECK(near(board.pixelColor(h.cellOf("28").center()), flatLight));
    CHECK(h.boardModel().indexOfSquare(h.square("28")).data(app::BoardRole::SquareName).toString() == "f5");
    // A click on a1 is refused in the words of the board.
    QTest::mouseClick(h.boardView().viewport(), Qt::LeftButton, Qt::NoModifier, a1.center());
    CHECK(h.status() == "Pieces stand on the light squares in this game");

    // International plays on the dark squares, a1 among them.
    h.start(core::Variant::International);
    const QImage international = boardImage(h);
    CHECK(near(international.pixelColor(h.cellOf("28").center()), flatDark));
    CHECK(h.boardModel().indexOfSquare(h.square("28")).data(app::BoardRole::SquareName).toString() == "e5");
}

TEST_CASE("Square numbers are drawn over the pieces, not hidden under them", "[app][view][labels]")
{
    Harness h;
    useTheme(h, "flat");
    h.start(core::Variant::International); // a black man on 20
    const QRect cell = h.cellOf("20");
    const QRect corner(cell.topLeft(), cell.size() / 2);
    h.action(app::WindowActions::Command::SquareNames).setChecked(false);
    const QImage without = boardImage(h);
    h.action(app::WindowActions::Command::SquareNames).setChecked(true);
    const QImage with = boardImage(h);
    // Inside the piece's disc (flat men fill 0.86 of the square, the disc 0.88 of that), some pixels in the
    // square's top-left quarter change: the number lies over the piece. Under it, none would.
    const QPointF centre = QRectF(cell).center();
    const qreal inside = cell.width() * 0.86 * 0.88 / 2 - 2;
    int onPiece = 0;
    int changed = 0;
    for (int y = corner.top(); y <= corner.bottom(); ++y)
        for (int x = corner.left(); x <= corner.right(); ++x)
            if (QLineF(centre, QPointF(x, y)).length() < inside) {
                ++onPiece;
                changed += with.pixelColor(x, y) != without.pixelColor(x, y);
            }
    CHECK(onPiece > 50);
    CHECK(changed > 5);
    // The piece is one of those ringed as movable; the number is drawn over its ring as well.
    CHECK(h.highlightAt("20") & app::Highlight::Movable);
}

TEST_CASE("To the Last Man has its letters and digits along the edges", "[app][view][labels]")
{
    Harness h;
    useTheme(h, "flat");
    h.start(core::Variant::ToTheLastMan);
    const QImage with = boardImage(h);
    const QRect a1 = h.cellOf("a1");
    // Below a1, on the frame: the letter a, in the theme's light label colour.
    const QRect below(a1.left(), a1.bottom() + 2, a1.width(), 14);
    int light = 0;
    for (int y = below.top(); y <= below.bottom(); ++y)
        for (int x = below.left(); x <= below.right(); ++x)
            light += with.pixelColor(x, y).lightness() > 200;
    CHECK(light > 5);
    h.action(app::WindowActions::Command::SquareNames).setChecked(false);
    const QImage without = boardImage(h);
    CHECK(without != with);
}
