// Help > Rules of This Game and the New Game dialog's Rules button: each
// game's own page, in the window's language.

#include "app_test_support.hpp"

#include "dialogs/new_game_dialog.hpp"
#include "dialogs/rules_browser.hpp"
#include "dialogs/screen_room.hpp"
#include "settings/language.hpp"

#include <QAction>
#include <QPushButton>
#include <QTest>
#include <QTextBrowser>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace draughts;
using app::test::Harness;

namespace {

struct Page {
    core::Variant variant;
    const char* english;
    const char* czech;
};

const Page pages[] = {
    {core::Variant::International, "International draughts", "Mezinárodní dáma"},
    {core::Variant::Polish, "Polish draughts", "Polská dáma"},
    {core::Variant::TwentyVsTen, "Twenty vs Ten", "Dvacet proti deseti"},
    {core::Variant::CornerCheckers, "Corner Checkers", "Rohová dáma"},
    {core::Variant::ToTheLastMan, "To the Last Man", "Do posledního muže"},
};

app::RulesBrowser* rulesWindow(QWidget& owner)
{
    return owner.findChild<app::RulesBrowser*>(QString(), Qt::FindDirectChildrenOnly);
}

} // namespace

TEST_CASE("Help > Rules of This Game opens the current game's page beside the board", "[app][rules][learner]")
{
    Harness h;
    for (const Page& page : pages) {
        h.start(page.variant);
        h.action(app::WindowActions::Command::Rules).trigger();
        app::RulesBrowser* rules = rulesWindow(h.window());
        REQUIRE(rules);
        CHECK(rules->isVisible());
        CHECK_FALSE(rules->isModal());
        CHECK(rules->variant() == page.variant);
        CHECK(rules->text().startsWith(QString::fromUtf8(page.english)));
        // The Markdown is rendered, not shown as source.
        CHECK_FALSE(rules->text().contains(QStringLiteral("# ")));
    }
    // One window, reused.
    CHECK(h.window().findChildren<app::RulesBrowser*>().size() == 1);
}

TEST_CASE("Every game's rule page exists in English and Czech", "[app][rules][translation]")
{
    for (const Page& page : pages) {
        CHECK(app::RulesBrowser::pageText(page.variant, app::Language::English)
                  .startsWith(QStringLiteral("# ") + QString::fromUtf8(page.english)));
        CHECK(app::RulesBrowser::pageText(page.variant, app::Language::Czech)
                  .startsWith(QStringLiteral("# ") + QString::fromUtf8(page.czech)));
    }
}

TEST_CASE("The rules are shown in Czech when the window speaks Czech", "[app][rules][translation]")
{
    app::test::ensureApplication();
    REQUIRE(app::Language::install(app::Language::Czech));
    {
        Harness h;
        h.start(core::Variant::CornerCheckers);
        h.action(app::WindowActions::Command::Rules).trigger();
        app::RulesBrowser* rules = rulesWindow(h.window());
        REQUIRE(rules);
        CHECK(rules->text().startsWith(QStringLiteral("Rohová dáma")));
    }
    app::Language::install(app::Language::English);
}

TEST_CASE("The New Game dialog opens the rules of the game selected in it", "[app][rules][dialog]")
{
    app::test::ensureApplication();
    app::NewGameDialog dialog(app::GameSetup{});
    dialog.setVariant(core::Variant::TwentyVsTen);
    auto* button = dialog.findChild<QPushButton*>(QStringLiteral("rulesButton"));
    REQUIRE(button);
    CHECK_FALSE(button->toolTip().isEmpty());
    QTest::mouseClick(button, Qt::LeftButton);
    app::RulesBrowser* rules = rulesWindow(dialog);
    REQUIRE(rules);
    CHECK(rules->text().startsWith(QStringLiteral("Twenty vs Ten")));

    dialog.setVariant(core::Variant::ToTheLastMan);
    QTest::mouseClick(button, Qt::LeftButton);
    CHECK(rules->text().startsWith(QStringLiteral("To the Last Man")));
}

TEST_CASE("Escape closes the rules window, wherever in it the focus is", "[app][rules][keyboard]")
{
    Harness h;
    h.action(app::WindowActions::Command::Rules).trigger();
    app::RulesBrowser* rules = rulesWindow(h.window());
    REQUIRE(rules);
    REQUIRE(rules->isVisible());
    QTest::keyClick(&rules->browser(), Qt::Key_Escape);
    CHECK_FALSE(rules->isVisible());
    // Opened again, it closes again.
    h.action(app::WindowActions::Command::Rules).trigger();
    REQUIRE(rules->isVisible());
    QTest::keyClick(rules, Qt::Key_Escape);
    CHECK_FALSE(rules->isVisible());
}

TEST_CASE("The rules window opens tall where the screen has room, and within the screen", "[app][rules]")
{
    app::test::ensureApplication();
    app::RulesBrowser browser;
    const QSize room = app::screenRoom(browser);
    CAPTURE(room.width(), room.height(), browser.width(), browser.height());
    REQUIRE(room.isValid());
    // The test screen (the offscreen platform's, 800x800) is lower than the
    // page's 760 pixels and a window's frame; a larger one holds them.
    CHECK(room.height() < 760);
    CHECK(browser.width() == std::min(720, room.width()));
    CHECK(browser.height() == std::min(760, room.height()));
}
