// The Czech texts follow the rules for writing Czech (text/czech_style.hpp,
// docs/rules/cs/glossary.md): the catalogue, the rule pages and the themes'
// names; and each rule catches a bad text put into a copy of the catalogue.

#include "app_test_support.hpp"

#include "board/board_theme.hpp"
#include "text/czech_style.hpp"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTranslator>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace draughts::app::test;
using czech::Rule;

namespace {

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

std::vector<czech::Message> catalogue(QByteArray ts,
                                      const QString& fileName = QStringLiteral("translations/draughts_cs.ts"))
{
    QBuffer buffer(&ts);
    REQUIRE(buffer.open(QIODevice::ReadOnly));
    QString error;
    std::vector<czech::Message> messages = czech::readCatalogue(buffer, fileName, error);
    CAPTURE(error);
    REQUIRE(error.isEmpty());
    return messages;
}

std::vector<czech::Finding> checkAll(const std::vector<czech::Message>& messages)
{
    std::vector<czech::Finding> findings;
    for (const czech::Message& m : messages) {
        const auto found = czech::checkMessage(m);
        findings.insert(findings.end(), found.begin(), found.end());
    }
    return findings;
}

QString realCatalogue() { return QStringLiteral(DRAUGHTS_CS_TS); }

QStringList czechPages()
{
    const QDir dir(QStringLiteral(DRAUGHTS_RULES_DIR "/cs"));
    QStringList files;
    for (const char* name : {"international", "polish", "twenty-vs-ten", "corner", "last-man"})
        files << dir.filePath(QString::fromLatin1(name) + QStringLiteral(".md"));
    return files;
}

} // namespace

TEST_CASE("Every message of the Czech catalogue follows the rules for writing Czech", "[app][translation][czech]")
{
    const auto messages = catalogue(readBytes(realCatalogue()));
    CHECK(messages.size() > 200);
    const auto findings = checkAll(messages);
    CAPTURE(czech::describe(findings));
    CHECK(findings.empty());
}

TEST_CASE("Each rule for writing Czech catches a bad message put into a copy of the catalogue",
          "[app][translation][czech]")
{
    struct Spoiled {
        Rule rule;
        const char* message; // one <message> of a context "Spoiled", added to the copy
    };
    const Spoiled cases[] = {
        {Rule::Finished,
         R"(<message><source>Resign</source><translation type="unfinished">Vzdát se</translation></message>)"},
        {Rule::Finished, R"(<message><source>Resign</source><translation></translation></message>)"},
        {Rule::Placeholders, R"(<message><source>%1 to move</source><translation>Na tahu</translation></message>)"},
        {Rule::PluralForms, R"(<message><source>%n piece(s)</source><translation>%n kamenů</translation></message>)"},
        {Rule::PluralForms,
         R"(<message numerus="yes"><source>%n piece(s)</source><translation><numerusform>%n kámen</numerusform><numerusform>%n kamenů</numerusform></translation></message>)"},
        {Rule::CountedNumber,
         R"(<message><source>more than %1 stones</source><translation>více než %1</translation></message>)"},
        {Rule::CountedNumber,
         R"(<message><source>more than %1</source><translation>více než %1 kamenů</translation></message>)"},
        {Rule::CountedNumber,
         R"(<message><source>move %1 of 2</source><translation>tah %1 z 2</translation></message>)"},
        {Rule::CountedNumber,
         R"(<message><source>move %1 of 30</source><translation>tah %1 z 30</translation></message>)"},
        {Rule::CountedNumber,
         R"(<message><source>move %1 of 5</source><translation>tah %1 ze 5</translation></message>)"},
        {Rule::Formal,
         R"(<message><source>Now click the next landing square</source><translation>Teď klikni na další pole dopadu</translation></message>)"},
        {Rule::Formal,
         R"(<message><source>You have a stone in hand</source><translation>Máš kámen v ruce</translation></message>)"},
        {Rule::NoEnglish,
         R"(<message><source>Forfeit</source><translation>Ztráta kamene (Forfeit)</translation></message>)"},
        {Rule::NoGenderedPast,
         R"(<message><source>%1 played %2</source><translation>%1 zahrál %2</translation></message>)"},
        {Rule::NoGenderedPast,
         R"(<message><source>%1 took the stone %2 did not place</source><translation>%1 si vzal kámen, který %2 nenasadil</translation></message>)"},
        {Rule::NoGenderedPast,
         R"(<message><source>%1 declined the draw offered by %2</source><translation>%1 odmítá remízu, kterou nabídl %2</translation></message>)"},
        {Rule::Terms,
         R"(<message><source>Hint: place a stone on %1</source><translation>Rada: položte kámen na pole %1</translation></message>)"},
        {Rule::Terms,
         R"(<message><source>Continue from here</source><translation>Pokračovat odsud</translation></message>)"},
    };
    const QByteArray real = readBytes(realCatalogue());
    REQUIRE(checkAll(catalogue(real)).empty());
    for (const Spoiled& spoiled : cases) {
        CAPTURE(czech::ruleName(spoiled.rule), spoiled.message);
        QByteArray copy = real;
        const qsizetype end = copy.lastIndexOf("</TS>");
        REQUIRE(end > 0);
        copy.insert(end, QByteArray("<context><name>Spoiled</name>") + spoiled.message + "</context>\n");
        const auto findings = checkAll(catalogue(copy));
        CAPTURE(czech::describe(findings));
        REQUIRE_FALSE(findings.empty());
        CHECK(std::all_of(findings.begin(), findings.end(),
                          [&](const czech::Finding& f) { return f.rule == spoiled.rule; }));
        // The failure names the catalogue, the line of the bad message and its source text.
        static const QRegularExpression sourceText(QStringLiteral("<source>(.*)</source>"));
        const QString source = sourceText.match(QString::fromUtf8(spoiled.message)).captured(1);
        const int line = static_cast<int>(copy.left(copy.indexOf("<context><name>Spoiled</name>")).count('\n')) + 1;
        CHECK(findings.front().where == QStringLiteral("translations/draughts_cs.ts:%1: %2").arg(line).arg(source));
    }
}

TEST_CASE("The rules for writing Czech let good texts through", "[app][translation][czech]")
{
    const auto good = catalogue(R"(<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="cs_CZ">
<context><name>Good</name>
<message numerus="yes"><source>%n piece(s)</source><translation><numerusform>%n kámen</numerusform><numerusform>%n kameny</numerusform><numerusform>%n kamenů</numerusform></translation></message>
<message><source>%1 played %2</source><translation>%1 táhne %2</translation></message>
<message><source>%1 missed a capture</source><translation>%1: nevzaté braní</translation></message>
<message><source>The piece on %1 cannot move</source><translation>Kámen na poli %1 nemůže táhnout</translation></message>
<message><source>move %1 of 2</source><translation>tah %1 ze 2, ze 6, ze 17, ze 30, ze 100, ze 2000</translation></message>
<message><source>move %1 of 5</source><translation>tah %1 z 5, z 10, z 15, z 50, z 1000</translation></message>
<message><source>tag %1: expected "forfeit"</source><translation>značka %1: očekává se „forfeit“</translation></message>
<message><source>&amp;Help</source><translation>Nápo&amp;věda</translation></message>
<message><source>Those stones</source><translation>ty kameny</translation></message>
</context></TS>)");
    REQUIRE(good.size() == 9);
    const auto findings = checkAll(good);
    CAPTURE(czech::describe(findings));
    CHECK(findings.empty());
}

TEST_CASE("Czech takes the plural form 1, 2-4 or 5+ from the number, as the catalogue gives them",
          "[app][translation][czech]")
{
    ensureApplication();
    QTranslator translator;
    REQUIRE(translator.load(QStringLiteral(":/i18n/draughts_cs.qm")));
    const auto pieces = [&](int n) {
        return translator.translate("Texts", "%n piece(s)", nullptr, n)
            .replace(QStringLiteral("%n"), QString::number(n));
    };
    CHECK(pieces(1) == QString::fromUtf8("1 kámen"));
    CHECK(pieces(2) == QString::fromUtf8("2 kameny"));
    CHECK(pieces(4) == QString::fromUtf8("4 kameny"));
    CHECK(pieces(5) == QString::fromUtf8("5 kamenů"));
    CHECK(pieces(0) == QString::fromUtf8("0 kamenů"));
    CHECK(pieces(22) == QString::fromUtf8("22 kamenů")); // Czech counts 22 as "5 and more"
}

TEST_CASE("The English catalogue has the two plural forms of every counted noun", "[app][translation]")
{
    const auto messages =
        catalogue(readBytes(QStringLiteral(DRAUGHTS_EN_TS)), QStringLiteral("translations/draughts_en.ts"));
    int counted = 0;
    for (const czech::Message& m : messages) {
        if (m.obsolete || !m.source.contains(QStringLiteral("%n")))
            continue;
        ++counted;
        CAPTURE(m.source, m.forms.join(QStringLiteral(" | ")));
        CHECK(m.numerus);
        CHECK_FALSE(m.unfinished);
        REQUIRE(m.forms.size() == 2);
        CHECK_FALSE(m.forms[0].trimmed().isEmpty());
        CHECK(m.forms[1].contains(QStringLiteral("%n")));
    }
    CHECK(counted >= 15);
}

TEST_CASE("The Czech rule pages and the glossary follow the rules for writing Czech", "[app][translation][czech]")
{
    std::vector<czech::Finding> findings;
    for (const QString& page : czechPages()) {
        const auto found = czech::checkProse(QFileInfo(page).fileName(), QString::fromUtf8(readBytes(page)));
        findings.insert(findings.end(), found.begin(), found.end());
    }
    // The glossary's English column is English on purpose.
    const auto glossary =
        czech::checkFormal(QStringLiteral("glossary.md"),
                           QString::fromUtf8(readBytes(QStringLiteral(DRAUGHTS_RULES_DIR "/cs/glossary.md"))));
    findings.insert(findings.end(), glossary.begin(), glossary.end());
    CAPTURE(czech::describe(findings));
    CHECK(findings.empty());

    // And the checks catch what they are for, in a page's prose but not in its code.
    CHECK(czech::checkProse("bad", "**7.2 Ztráta kamene (*Forfeit*, výchozí).**").size() == 1);
    CHECK(czech::checkProse("bad", "Klikni na kámen.").size() == 1);
    CHECK(czech::checkProse("bad", "Dáma jede po kterékoli úhlopříčce.").size() == 1);
    CHECK(czech::checkProse("good", "Zapisuje se `~27`; viz [obrázek](../diagrams/international-start.svg).").empty());
    // One game is "partie", "hra" one of the five games.
    CHECK(czech::checkProse("bad", "Odebere-li nárok poslední kámen, hra tím\nokamžitě končí.").size() == 1);
    CHECK(czech::checkProse("bad", "## 8 Konec hry").size() == 1);
    CHECK(czech::checkProse("good", "## 1 Cíl hry\n\nPartie končí; ve hře Do posledního muže se kámen vrátí do hry.")
              .empty());
    // One term for a missed capture, also across a line break.
    CHECK(czech::checkProse("bad", "Prohřeškem je jen vynechané\nbraní.").size() == 1);
    CHECK(czech::checkProse("bad", "Hráč, který přehlédne braní, přijde o kámen.").size() == 1);
    CHECK(czech::checkProse("good", "Prohřeškem je jen nevzaté braní; vynechané nasazení také.").empty());
    // A piece stands in the last row and goes into it.
    CHECK(czech::checkProse("bad", "Kámen, který zůstal na poslední řadě.").size() == 1);
    CHECK(czech::checkProse("good", "Kámen, který skončí tah v poslední řadě nebo dojde do poslední řady.").empty());
    // "z" or "ze" before a number, as it is read.
    CHECK(czech::checkProse("bad", "Hraje se ze 50 polí.").size() == 1);
    CHECK(czech::checkProse("bad", "Vybírá se z 3 kamenů.").size() == 1);
    CHECK(czech::checkProse("good", "Z 50 polí, ze 3 kamenů, z 10×10.").empty());
}

TEST_CASE("The Czech texts for software centres and desktops follow the rules for writing Czech",
          "[app][translation][czech]")
{
    // The AppStream file's xml:lang="cs" elements and the desktop file's [cs] keys.
    static const QRegularExpression metainfoCzech(QStringLiteral("xml:lang=\"cs\">([^<]*)<"));
    static const QRegularExpression desktopCzech(QStringLiteral("^\\w+\\[cs\\]=(.*)$"),
                                                 QRegularExpression::MultilineOption);
    const auto czechOf = [](const QString& path, const QRegularExpression& pattern) {
        QStringList texts;
        for (const auto& match : pattern.globalMatch(QString::fromUtf8(readBytes(path))))
            texts << match.captured(1);
        return texts;
    };
    const QString packaging = QStringLiteral(DRAUGHTS_RULES_DIR "/../../packaging/");
    const QStringList metainfo = czechOf(packaging + "draughts.metainfo.xml.in", metainfoCzech);
    const QStringList desktop = czechOf(packaging + "draughts.desktop.in", desktopCzech);
    CHECK(metainfo.size() >= 8);
    CHECK(desktop.size() >= 4);
    std::vector<czech::Finding> findings;
    for (const QString& text : metainfo + desktop) {
        const auto found = czech::checkProse(text, text);
        findings.insert(findings.end(), found.begin(), found.end());
    }
    CAPTURE(czech::describe(findings));
    CHECK(findings.empty());
}

TEST_CASE("The Czech rule pages keep the sections and articles of the English ones", "[app][translation][czech]")
{
    static const QRegularExpression numbers(QStringLiteral("^(## \\d+|\\*\\*\\d+\\.\\d+)"),
                                            QRegularExpression::MultilineOption);
    const auto numbering = [](const QString& path) {
        QStringList found;
        for (const auto& match : numbers.globalMatch(QString::fromUtf8(readBytes(path))))
            found << match.captured(1);
        return found;
    };
    for (const QString& page : czechPages()) {
        const QString english = QStringLiteral(DRAUGHTS_RULES_DIR "/") + QFileInfo(page).fileName();
        CAPTURE(page);
        const QStringList cs = numbering(page);
        CHECK(cs.size() > 30);
        CHECK(cs == numbering(english));
    }
}

TEST_CASE("The themes have Czech names and descriptions that follow the rules for writing Czech",
          "[app][translation][czech]")
{
    ensureApplication();
    REQUIRE(draughts::app::BoardTheme::all().size() >= 3);
    for (const draughts::app::BoardTheme& theme : draughts::app::BoardTheme::all()) {
        CAPTURE(theme.id());
        const QString name = theme.name(QStringLiteral("cs"));
        const QString description = theme.description(QStringLiteral("cs"));
        CHECK(name != theme.name(QStringLiteral("en")));
        CHECK(description != theme.description(QStringLiteral("en")));
        auto findings = czech::checkProse(name, name);
        const auto more = czech::checkProse(description, description);
        findings.insert(findings.end(), more.begin(), more.end());
        CAPTURE(czech::describe(findings));
        CHECK(findings.empty());
    }
}

// A player makes moves (a claim or a placement is one too): no message
// counts "actions", in English or in Czech ("akce").
TEST_CASE("No message speaks of actions instead of moves", "[app][translation]")
{
    const QRegularExpression english(QStringLiteral("\\bactions?\\b|action\\(s\\)"),
                                     QRegularExpression::CaseInsensitiveOption);
    const QRegularExpression czech(QStringLiteral("\\bakc[eíi]\\w*"), QRegularExpression::CaseInsensitiveOption);
    for (const auto& [path, name] : {std::pair{QStringLiteral(DRAUGHTS_EN_TS), QStringLiteral("draughts_en.ts")},
                                     std::pair{QStringLiteral(DRAUGHTS_CS_TS), QStringLiteral("draughts_cs.ts")}}) {
        for (const czech::Message& m : catalogue(readBytes(path), name)) {
            if (m.obsolete)
                continue;
            CAPTURE(m.location, m.source);
            CHECK_FALSE(m.source.contains(english));
            for (const QString& form : m.forms)
                CHECK_FALSE((form.contains(english) || form.contains(czech)));
        }
    }
}
