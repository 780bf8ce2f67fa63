// Within one menu no two entries share an accelerator (the letter after "&"),
// in either language: with a clash, Alt+letter only cycles between them.

#include "app_test_support.hpp"
#include "editor/position_editor.hpp"
#include "editor/setup_flow.hpp"

#include "settings/language.hpp"

#include <QAbstractButton>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>

#include <catch2/catch.hpp>

#include <map>

using namespace draughts;
using app::test::Harness;

namespace {

// The accelerator of a menu entry's text, lower case; none without "&" ("&&" is a plain "&").
QChar accelerator(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] != QLatin1Char('&'))
            return text[i + 1].toLower();
        ++i;
    }
    return {};
}

// Every clash in the menu and its submenus, as "menu: first / second".
void collectClashes(const QMenu& menu, QStringList& clashes)
{
    std::map<QChar, QString> taken;
    for (QAction* entry : menu.actions()) {
        if (entry->isSeparator() || !entry->isVisible())
            continue;
        if (const QChar key = accelerator(entry->text()); !key.isNull()) {
            if (const auto [it, fresh] = taken.emplace(key, entry->text()); !fresh)
                clashes << menu.title() + QStringLiteral(": ") + it->second + QStringLiteral(" / ") + entry->text();
        }
        if (const QMenu* sub = entry->menu())
            collectClashes(*sub, clashes);
    }
}

QStringList menuClashes(app::MainWindow& window)
{
    QStringList clashes;
    std::map<QChar, QString> titles;
    for (QAction* entry : window.menuBar()->actions()) {
        if (const QChar key = accelerator(entry->text()); !key.isNull())
            if (const auto [it, fresh] = titles.emplace(key, entry->text()); !fresh)
                clashes << QStringLiteral("menu bar: ") + it->second + QStringLiteral(" / ") + entry->text();
        if (const QMenu* menu = entry->menu())
            collectClashes(*menu, clashes);
    }
    return clashes;
}

} // namespace

TEST_CASE("The accelerator finder reads the letter after the ampersand", "[app][translation]")
{
    CHECK(accelerator(QStringLiteral("Kopírovat postavení (&FEN)")) == QLatin1Char('f'));
    CHECK(accelerator(QStringLiteral("Save && &Quit")) == QLatin1Char('q'));
    CHECK(accelerator(QStringLiteral("No key")).isNull());
}

TEST_CASE("No two entries of a menu share an accelerator, in English and in Czech", "[app][translation]")
{
    app::test::ensureApplication();
    for (const QString& language : {app::Language::Czech, app::Language::English}) {
        CAPTURE(language);
        REQUIRE(app::Language::install(language));
        Harness h;
        h.start(core::Variant::International);
        const QStringList clashes = menuClashes(h.window());
        CAPTURE(clashes);
        CHECK(clashes.isEmpty());
        CHECK(h.window().menuBar()->actions().size() == 5); // the test did see the menus
    }
    app::Language::install(app::Language::English);
}

TEST_CASE("No two controls of the position editor share an accelerator, in English and in Czech", "[app][translation]")
{
    app::test::ensureApplication();
    for (const QString& language : {app::Language::Czech, app::Language::English}) {
        CAPTURE(language);
        REQUIRE(app::Language::install(language));
        Harness h;
        h.start(core::Variant::ToTheLastMan); // every row shown: hands and stones turned too
        h.action(app::WindowActions::Command::SetUpPosition).trigger();
        app::PositionEditor* editor = h.setupFlow().editor();
        REQUIRE(editor);
        std::map<QChar, QString> taken;
        QStringList clashes;
        QStringList texts;
        for (const QAbstractButton* button : editor->findChildren<QAbstractButton*>())
            texts << button->text();
        for (const QLabel* label : editor->findChildren<QLabel*>())
            texts << label->text();
        for (const QString& text : texts) {
            const QChar key = accelerator(text);
            if (key.isNull())
                continue;
            if (const auto [at, fresh] = taken.emplace(key, text); !fresh)
                clashes << at->second + QStringLiteral(" / ") + text;
        }
        CAPTURE(clashes);
        CHECK(clashes.isEmpty());
        CHECK(taken.size() >= 12); // the test did see the controls
        editor->reject();
    }
    app::Language::install(app::Language::English);
}
