// The window speaks Czech with the Czech catalogue, and switches language
// while running (czech_style_tests.cpp checks the catalogue itself).

#include "app_test_support.hpp"

#include "controller/game_controller.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "dialogs/preferences_page.hpp"
#include "files/game_files.hpp"
#include "panel/claim_banner.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"
#include "review/move_list_model.hpp"
#include "settings/language.hpp"
#include "text/czech_numbers.hpp"
#include "text/standard_buttons.hpp"
#include "text/texts.hpp"

#include <draughts/notation/fen.hpp>

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTranslator>

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

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
        CHECK(h.action(app::WindowActions::Command::CzechLanguage).isChecked());
    }
    app::Language::install(app::Language::English);
}

namespace {

QStringList menuTitles(app::MainWindow& window)
{
    QStringList titles;
    for (const QAction* menu : window.menuBar()->actions())
        titles << menu->text();
    return titles;
}

// The texts a player sees first: menus, the side panel, the claim banner's buttons, the title.
void checkLanguage(Harness& h, bool czech)
{
    QApplication::processEvents(); // Qt posts the LanguageChange events
    app::MainWindow& w = h.window();
    CHECK(menuTitles(w) == (czech ? QStringList{"&Hra", "Úp&ravy", "&Zobrazení", "Ú&lohy", "Nápo&věda"}
                                  : QStringList{"&Game", "&Edit", "&View", "P&uzzles", "&Help"}));
    CHECK(h.action(app::WindowActions::Command::NewGame).text() == (czech ? "&Nová partie…" : "&New Game…"));
    CHECK(h.gameFiles().action(app::GameFiles::Command::Open).text() == (czech ? "&Otevřít…" : "&Open…"));
    CHECK(h.sidePanel().titleText() == (czech ? "Mezinárodní dáma" : "International"));
    CHECK(h.sidePanel().turnText() == (czech ? "Na tahu: Černý" : "Black to move"));
    CHECK(h.claimBanner().declineButton().text() == (czech ? "Odmítnout" : "Decline"));
    CHECK(w.windowTitle() ==
          (czech ? "Mezinárodní dáma – Dáma" : "International – Draughts")); // one dash in both languages
    CHECK(h.status() == (czech ? "Jazyk: Čeština" : "Language: English"));
    CHECK(app::Language::current() == (czech ? app::Language::Czech : app::Language::English));
    // Buttons of Qt's own dialogs, and of ours.
    QMessageBox box(QMessageBox::Question, "", "", QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel);
    CHECK(box.button(QMessageBox::Yes)->text() == (czech ? "&Ano" : "&Yes"));
    CHECK(box.button(QMessageBox::No)->text() == (czech ? "&Ne" : "&No"));
    CHECK(box.button(QMessageBox::Cancel)->text() == (czech ? "Zrušit" : "Cancel"));
    app::NewGameDialog dialog(h.controller().setup());
    auto* buttons = dialog.findChild<QDialogButtonBox*>();
    REQUIRE(buttons);
    CHECK(buttons->button(QDialogButtonBox::Ok)->text() == (czech ? "Začít" : "Start"));
    CHECK(buttons->button(QDialogButtonBox::Cancel)->text() == (czech ? "Zrušit" : "Cancel"));
}

} // namespace

TEST_CASE("Switching the language changes the window's texts at once, without a restart", "[app][translation]")
{
    Harness h;
    h.start(core::Variant::International);
    app::PreferencesDialog* preferences = &h.openPreferences();
    h.action(app::WindowActions::Command::CzechLanguage).trigger();
    checkLanguage(h, true);
    CHECK(app::Language::saved(h.settings()) == app::Language::Czech);
    CHECK(h.action(app::WindowActions::Command::CzechLanguage).isChecked());
    // A dialog left open speaks the new language too.
    CHECK(preferences->windowTitle() == QString::fromUtf8("Předvolby"));
    CHECK(preferences->page(0).title() == QString::fromUtf8("Deska"));
    CHECK(preferences->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Close)->text() == "Zavřít");

    h.action(app::WindowActions::Command::EnglishLanguage).trigger();
    checkLanguage(h, false);
    CHECK(app::Language::saved(h.settings()) == app::Language::English);
    CHECK(preferences->windowTitle() == "Preferences");
    preferences->close();
}

TEST_CASE("Our Czech catalogue has Qt's standard buttons, for systems without Qt's own", "[app][translation]")
{
    app::test::ensureApplication();
    QTranslator ours;
    REQUIRE(ours.load(QStringLiteral(":/i18n/draughts_cs.qm")));
    for (const char* label : app::standardButtonLabels()) {
        CAPTURE(label);
        const QString translated = ours.translate("QPlatformTheme", label);
        CHECK_FALSE(translated.isEmpty());
        if (QByteArray(label) != "OK") // "OK" is Czech too
            CHECK(translated != QString::fromUtf8(label));
    }
    CHECK(ours.translate("QPlatformTheme", "&Yes") == "&Ano");
    CHECK(ours.translate("QPlatformTheme", "Discard") == "Zahodit");
}

TEST_CASE("A language switch reaches the clocks, the captured pieces, the move list and the save question",
          "[app][translation]")
{
    Harness h;
    app::GameSetup setup;
    setup.variant = core::Variant::International;
    setup.start = *notation::readFen(setup.variant, "B:W27,36:B22,12");
    setup.timeControl = {300, 3};
    h.window().startGame(setup);
    h.clicks({"22", "31"});                                  // Black takes 27
    h.action(app::WindowActions::Command::Resign).trigger(); // White resigns
    app::PlayerCard& white = h.sidePanel().card(0);
    app::PlayerCard& black = h.sidePanel().card(1);
    const app::MoveListModel& moves = h.moveListModel();
    auto* clock = white.findChild<QLabel*>(QStringLiteral("clock"));
    REQUIRE(clock);
    const QModelIndex result = moves.index(moves.resultRow(), app::MoveListModel::WhiteColumn);

    const auto check = [&](bool czech) {
        QApplication::processEvents(); // Qt posts the LanguageChange events
        CHECK(black.capturedText() == (czech ? "1 sebraný kámen" : "1 captured"));
        CHECK(white.capturedText() == (czech ? "0 sebraných kamenů" : "0 captured"));
        CHECK(white.countText() == (czech ? "1 kámen" : "1 man"));
        CHECK(white.nameText() == (czech ? "Bílý" : "White"));
        CHECK(clock->toolTip() == (czech ? "Zbývající čas" : "Time left"));
        CHECK(moves.headerData(app::MoveListModel::WhiteColumn, Qt::Horizontal).toString() ==
              (czech ? "Bílý" : "White"));
        CHECK(result.data(Qt::ToolTipRole).toString() ==
              (czech ? "Vyhrává černý: bílý se vzdal" : "Black wins: White resigned"));
        CHECK(h.sidePanel().turnText() == result.data(Qt::ToolTipRole).toString());
        // The question before an unsaved game is replaced, and the New Game dialog's clocks.
        QMessageBox question(QMessageBox::Question, "", "",
                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        CHECK(question.button(QMessageBox::Save)->text() == (czech ? "Uložit" : "Save"));
        CHECK(question.button(QMessageBox::Discard)->text() == (czech ? "Zahodit" : "Discard"));
        app::NewGameDialog dialog(h.controller().setup());
        auto* clocks = dialog.findChild<QComboBox*>(QStringLiteral("clockChoice"));
        REQUIRE(clocks);
        CHECK(clocks->itemText(0) == (czech ? "Bez hodin" : "No clocks"));
    };
    check(false);
    h.action(app::WindowActions::Command::CzechLanguage).trigger();
    check(true);
    h.action(app::WindowActions::Command::EnglishLanguage).trigger();
    check(false);
}

TEST_CASE("Czech says \"z\" or \"ze\" before a number as the number is read", "[app][translation][czech]")
{
    // Read in the genitive: z jednoho, z pěti, z deseti, z padesáti, z tisíce;
    // ze dvou, ze sedmi, ze sedmnácti, ze dvaceti pěti, ze třiceti, ze sta, ze dvou tisíc.
    for (const unsigned long long z : {1ULL, 5ULL, 10ULL, 15ULL, 50ULL, 80ULL, 1000ULL, 1500ULL})
        CHECK_FALSE(app::czechTakesZe(z));
    for (const unsigned long long ze : {2ULL, 7ULL, 17ULL, 25ULL, 30ULL, 100ULL, 170ULL, 2000ULL})
        CHECK(app::czechTakesZe(ze));

    app::test::ensureApplication();
    REQUIRE(app::Language::install(app::Language::Czech));
    game::Game international(core::Variant::International);
    CHECK(app::Texts::drawCounter(international) == QString::fromUtf8("Tahů bez braní: 0 ze 30"));
    CHECK(app::Texts::analysisProgress(1, 5) == QString::fromUtf8("Posuzuji tah 1 z 5"));
    CHECK(app::Texts::analysisProgress(4, 17) == QString::fromUtf8("Posuzuji tah 4 ze 17"));
    app::Language::install(app::Language::English);
    CHECK(app::Texts::analysisProgress(4, 17) == "Judging move 4 of 17");
}
