// The Czech catalogue is complete, and the window speaks Czech with it.

#include "app_test_support.hpp"

#include "settings/language.hpp"

#include <QFile>
#include <QMenuBar>
#include <QXmlStreamReader>

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

TEST_CASE("Every message of the Czech catalogue is translated", "[app][translation]")
{
    QFile file(QStringLiteral(DRAUGHTS_CS_TS));
    REQUIRE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    int messages = 0;
    QStringList missing;
    QString source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QStringLiteral("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QStringLiteral("translation")) {
            ++messages;
            const bool unfinished = xml.attributes().value(QStringLiteral("type")) == QStringLiteral("unfinished");
            const bool obsolete = xml.attributes().value(QStringLiteral("type")) == QStringLiteral("vanished") ||
                                  xml.attributes().value(QStringLiteral("type")) == QStringLiteral("obsolete");
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!obsolete && (unfinished || text.trimmed().isEmpty()))
                missing << source;
        }
    }
    CAPTURE(xml.errorString());
    REQUIRE_FALSE(xml.hasError());
    CHECK(messages > 100);
    CAPTURE(missing.join(QStringLiteral(" | ")));
    CHECK(missing.isEmpty());
}

TEST_CASE("The language follows the system locale unless the player chose one", "[app][translation]")
{
    CHECK(app::Language::choose(QString(), QLocale(QLocale::Czech)) == app::Language::Czech);
    CHECK(app::Language::choose(QString(), QLocale(QLocale::German)) == app::Language::English);
    CHECK(app::Language::choose(app::Language::English, QLocale(QLocale::Czech)) == app::Language::English);
    CHECK(app::Language::choose(app::Language::Czech, QLocale(QLocale::English)) == app::Language::Czech);
}

TEST_CASE("The window starts in Czech with the Czech catalogue", "[app][translation]")
{
    app::test::ensureApplication();
    REQUIRE(app::Language::install(app::Language::Czech));
    {
        Harness h;
        const QList<QAction*> menus = h.window().menuBar()->actions();
        REQUIRE_FALSE(menus.isEmpty());
        CHECK(menus.first()->text() == QStringLiteral("&Hra"));
        CHECK(h.window().action(app::MainWindow::Command::CzechLanguage).isChecked());
        // A change of language is saved and takes effect at the next start.
        h.window().action(app::MainWindow::Command::EnglishLanguage).trigger();
        CHECK(app::Language::saved(h.settings()) == app::Language::English);
        CHECK(h.status().contains(QStringLiteral("spuštění")));
    }
    app::Language::install(app::Language::English);
}
