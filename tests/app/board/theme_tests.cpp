// Board themes: data under resources/themes/, chosen in the preferences,
// and the board repaints in a new theme at once.

#include "app_test_support.hpp"

#include "board/board_theme.hpp"
#include "board/board_view.hpp"

#include <QApplication>
#include <QImage>
#include <QSvgRenderer>

#include <catch2/catch.hpp>

using namespace draughts;
using app::BoardTheme;
using app::test::Harness;

namespace {

QImage boardImage(app::MainWindow& window)
{
    QApplication::processEvents();
    return app::test::WindowFixture(&window).boardView().viewport()->grab().toImage();
}

} // namespace

TEST_CASE("Every built-in theme is complete: names in both languages, colours and art", "[app][theme]")
{
    app::test::ensureApplication();
    QStringList ids;
    for (const BoardTheme& theme : BoardTheme::all()) {
        CAPTURE(theme.id());
        ids << theme.id();
        CHECK(theme.problems().isEmpty());
        CAPTURE(theme.problems().join(", "));
        CHECK_FALSE(theme.name("en").isEmpty());
        CHECK_FALSE(theme.name("cs").isEmpty());
        CHECK(theme.name("cs") != theme.name("en"));
        CHECK_FALSE(theme.description("cs").isEmpty());
        QStringList art{theme.squareArt(false), theme.squareArt(true)};
        for (core::Side side : {core::Side::White, core::Side::Black})
            for (auto kind : {app::PieceLook::Kind::Man, app::PieceLook::Kind::King, app::PieceLook::Kind::Stone})
                art << theme.pieceArt({side, kind});
        for (const QString& file : art) {
            CAPTURE(file);
            CHECK(QSvgRenderer(file).isValid());
        }
    }
    // Wood as the program always looked, a plain high-contrast one and a flat one, in that order.
    CHECK(ids == QStringList{"wood", "contrast", "flat"});
    CHECK(BoardTheme::byId("wood").name("cs") == QString::fromUtf8("Dřevo"));
    CHECK(BoardTheme::byId("contrast").squareArt(true) == ":/themes/contrast/dark.svg");
    CHECK(BoardTheme::byId("flat").pieceArt({core::Side::Black, app::PieceLook::Kind::King}) ==
          ":/themes/flat/king-black.svg");
}

TEST_CASE("An unknown theme, as an old or edited settings file may name, is the wooden one", "[app][theme]")
{
    app::test::ensureApplication();
    CHECK(BoardTheme::byId("marble").id() == "wood");
    CHECK(BoardTheme::standardId() == "wood");
}

TEST_CASE("Switching the theme repaints the board at once", "[app][theme]")
{
    Harness h;
    h.start(core::Variant::International);
    CHECK(h.boardView().themeId() == "wood");
    const QImage wood = boardImage(h.window());
    QImage previous = wood;
    for (const char* id : {"contrast", "flat", "wood"}) {
        app::Preferences preferences = h.window().preferences();
        preferences.theme = id;
        h.window().setPreferences(preferences);
        CHECK(h.boardView().themeId() == id);
        CHECK(BoardTheme::current().id() == id); // the pieces beside the board too
        const QImage repainted = boardImage(h.window());
        CHECK(repainted.size() == wood.size());
        CHECK(repainted != previous);
        previous = repainted;
    }
    CHECK(h.settings().value("board/theme").toString() == "wood");
}
