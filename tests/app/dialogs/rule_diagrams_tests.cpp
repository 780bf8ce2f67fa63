// The board diagrams of the rule pages: listed once, linked from the pages
// in both languages, shipped as SVG files, and drawn by the board painter in
// the rules browser.

#include "app_test_support.hpp"

#include "board/board_theme.hpp"
#include "dialogs/rule_diagrams.hpp"
#include "dialogs/rules_browser.hpp"
#include "settings/language.hpp"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QTextDocument>

#include <catch2/catch.hpp>

#include <set>

using namespace draughts;
using app::RuleDiagrams::builtIn;

namespace {

QString readFile(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

// The diagrams' names a Markdown page links to.
std::set<QString> linkedFrom(const QString& markdown)
{
    std::set<QString> names;
    static const QRegularExpression image(QStringLiteral(R"(!\[[^\]]*\]\((?:\.\./)?diagrams/([^)\s]+)\.svg\))"));
    for (const QRegularExpressionMatch& match : image.globalMatch(markdown))
        names.insert(match.captured(1));
    return names;
}

} // namespace

TEST_CASE("The list of diagrams reads, and a bad line is named", "[app][rules][diagrams]")
{
    app::test::ensureApplication();
    const auto list = app::RuleDiagrams::read(readFile(QStringLiteral(DRAUGHTS_RULES_DIR "/diagrams/diagrams.txt")));
    CHECK(list.errors.isEmpty());
    REQUIRE(list.diagrams.size() == 7);
    CHECK(builtIn().size() == list.diagrams.size());
    const app::RuleDiagram& corner = list.diagrams[3];
    CHECK(corner.name == "corner-start");
    CHECK(corner.variant == core::Variant::CornerCheckers);
    REQUIRE(corner.position);
    CHECK(core::countOf(corner.position->white) == 12);
    CHECK_FALSE(corner.numbers);
    CHECK(list.diagrams[6].numbers);
    CHECK_FALSE(list.diagrams[6].position);

    const auto bad = app::RuleDiagrams::read("# comment\n"
                                             "a  chess  start\n"
                                             "b  polish  W:W99\n"
                                             "c  polish  empty  letters\n"
                                             "d  polish\n"
                                             "e  polish  W:W31:B1  numbers\n");
    CHECK(bad.diagrams.size() == 1);
    REQUIRE(bad.errors.size() == 4);
    CHECK(bad.errors[0] == "line 2: unknown game \"chess\"");
    CHECK(bad.errors[1].startsWith("line 3: "));
    CHECK(bad.errors[2] == "line 4: unknown option \"letters\"");
    CHECK(bad.errors[3] == "line 5: expected: name game start|empty|FEN [numbers]");
}

TEST_CASE("Every page links to listed diagrams in both languages, and every diagram is shipped",
          "[app][rules][diagrams]")
{
    app::test::ensureApplication();
    std::set<QString> used;
    for (core::Variant variant : core::allVariants) {
        const std::set<QString> english = linkedFrom(app::RulesBrowser::pageText(variant, app::Language::English));
        const std::set<QString> czech = linkedFrom(app::RulesBrowser::pageText(variant, app::Language::Czech));
        CAPTURE(core::variantId(variant));
        CHECK_FALSE(english.empty());
        CHECK(english == czech);
        used.insert(english.begin(), english.end());
        // No board drawn in letters any more.
        CHECK_FALSE(app::RulesBrowser::pageText(variant, app::Language::English).contains("```text"));
        CHECK_FALSE(app::RulesBrowser::pageText(variant, app::Language::Czech).contains("```text"));
    }
    std::set<QString> listed;
    for (const app::RuleDiagram& diagram : builtIn()) {
        listed.insert(diagram.name);
        CAPTURE(diagram.name);
        CHECK(QFile::exists(QDir(DRAUGHTS_RULES_DIR).filePath(diagram.link())));
    }
    CHECK(used == listed);
}

TEST_CASE("The rules browser shows the diagrams as pictures drawn by the board painter", "[app][rules][diagrams]")
{
    app::test::Harness h;
    for (const char* language : {"en", "cs"}) {
        REQUIRE(app::Language::install(language));
        h.start(core::Variant::CornerCheckers);
        h.action(app::WindowActions::Command::Rules).trigger();
        auto* rules = h.window().findChild<app::RulesBrowser*>();
        REQUIRE(rules);
        CHECK(rules->diagramCount() == 2);
        const QString link = QString(language) == "en" ? "diagrams/corner-start.svg" : "../diagrams/corner-start.svg";
        const QVariant resource = rules->browser().document()->resource(QTextDocument::ImageResource, QUrl(link));
        REQUIRE(resource.canConvert<QImage>());
        const QImage picture = resource.value<QImage>();
        CHECK(picture.width() == qRound(app::RuleDiagrams::diagramSide * picture.devicePixelRatio()));
        // The same picture the painter draws for that diagram in the player's theme.
        const app::RuleDiagram* diagram = app::RuleDiagrams::byLink("diagrams/corner-start.svg");
        REQUIRE(diagram);
        CHECK(picture == app::RuleDiagrams::image(*diagram, app::BoardTheme::current(), app::RuleDiagrams::diagramSide,
                                                  picture.devicePixelRatio(), rules->font()));
        CHECK_FALSE(rules->text().contains("a b c d e f g h i j"));
    }
    app::Language::install(app::Language::English);
}

TEST_CASE("A diagram as SVG keeps the board's art as vectors", "[app][rules][diagrams]")
{
    app::test::ensureApplication();
    const app::RuleDiagram* diagram = app::RuleDiagrams::byLink("diagrams/last-man-start.svg");
    REQUIRE(diagram);
    const QByteArray svg =
        app::RuleDiagrams::svg(*diagram, app::BoardTheme::byId("flat"), app::RuleDiagrams::diagramSide, QFont());
    CHECK(svg.startsWith("<?xml"));
    CHECK(svg.contains("<svg"));
    CHECK_FALSE(svg.contains("<image")); // no pictures of pixels inside
    CHECK(svg.size() < 200000);
}
