// Edit > Preferences: pages for the board and the sound, every change at
// once on the board and in the settings, and room for more pages.

#include "app_test_support.hpp"

#include "board/board_view.hpp"
#include "dialogs/board_page.hpp"
#include "dialogs/player_page.hpp"
#include "dialogs/preferences_dialog.hpp"
#include "dialogs/preferences_page.hpp"
#include "dialogs/sound_page.hpp"
#include "settings/app_settings.hpp"

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>

#include <catch2/catch.hpp>

using namespace draughts;
using app::MainWindow;
using app::WindowActions;
using app::test::Harness;

namespace {

app::PreferencesDialog& openPreferences(Harness& h)
{
    h.action(WindowActions::Command::Preferences).trigger();
    auto* dialog = h.window().findChild<app::PreferencesDialog*>();
    REQUIRE(dialog);
    REQUIRE(dialog->isVisible());
    return *dialog;
}

void clickTheme(app::BoardPage& page, const QString& id)
{
    QListWidget& themes = page.themes();
    for (int row = 0; row < themes.count(); ++row)
        if (themes.item(row)->data(Qt::UserRole).toString() == id) {
            const QRect item = themes.visualItemRect(themes.item(row));
            QTest::mouseClick(themes.viewport(), Qt::LeftButton, Qt::NoModifier, item.center());
            return;
        }
    FAIL("no theme " << id.toStdString());
}

// A page of another kind, as the engines page will be: it edits a setting of its own.
class FlipOnlyPage : public app::PreferencesPage {
public:
    QString title() const override { return QStringLiteral("Test"); }
    QIcon icon() const override { return {}; }
    void load(const app::Preferences& values) override { loaded = values.flipped; }
    void store(app::Preferences& values) const override { values.flipped = wanted; }
    void editToFlipped()
    {
        wanted = true;
        emit edited();
    }
    bool loaded = false;
    bool wanted = false;
};

} // namespace

TEST_CASE("The Board page changes the theme, the square names and the orientation at once", "[app][preferences]")
{
    Harness h;
    h.start(core::Variant::International);
    app::PreferencesDialog& dialog = openPreferences(h);
    REQUIRE(dialog.pageCount() == 4);
    auto* board = qobject_cast<app::BoardPage*>(&dialog.page(0));
    REQUIRE(board);
    CHECK(board->title() == "Board");
    CHECK(dialog.page(1).title() == "Sound");
    CHECK(dialog.page(2).title() == "Engines");
    CHECK(dialog.page(3).title() == "Player");
    CHECK(board->themes().count() == 3);
    CHECK(board->themes().currentItem()->text().startsWith("Wood\n"));

    const QImage before = h.boardView().viewport()->grab().toImage();
    clickTheme(*board, "contrast");
    CHECK(h.boardView().themeId() == "contrast");
    CHECK(h.boardView().viewport()->grab().toImage() != before);
    CHECK(h.settings().value("board/theme").toString() == "contrast");

    board->squareNames().click();
    CHECK_FALSE(h.boardView().squareNamesVisible());
    CHECK_FALSE(h.action(WindowActions::Command::SquareNames).isChecked());
    board->edgeCoordinates().click();
    CHECK(h.boardView().squareLabels() == app::SquareLabels{false, true});

    board->flipped().click();
    CHECK(h.boardView().isFlipped());
    CHECK(h.action(WindowActions::Command::FlipBoard).isChecked());
    // Turning to the player to move takes over from the fixed choice.
    board->turnToPlayer().click();
    CHECK_FALSE(board->flipped().isEnabled());
    CHECK(h.boardView().isFlipped()); // Black, who begins International, is to move
    CHECK(h.settings().value("board/turnToPlayer").toBool());

    // The View menu and the dialog show the same choices, and an edit in one keeps a change made in the other.
    h.action(WindowActions::Command::SquareNames).setChecked(true);
    CHECK(board->squareNames().isChecked());
    h.action(WindowActions::Command::Sounds).setChecked(false);
    clickTheme(*board, "flat");
    CHECK(h.boardView().themeId() == "flat");
    CHECK_FALSE(h.window().preferences().sounds);
    CHECK(h.window().preferences().squareNames);

    // Restore Defaults: the program as it comes.
    auto* buttons = dialog.findChild<QDialogButtonBox*>();
    REQUIRE(buttons);
    buttons->button(QDialogButtonBox::RestoreDefaults)->click();
    CHECK(h.window().preferences() == app::Preferences{});
    CHECK(h.boardView().themeId() == "wood");
    CHECK_FALSE(h.boardView().isFlipped());
    CHECK(board->themes().currentItem()->data(Qt::UserRole).toString() == "wood");
    CHECK(board->flipped().isEnabled());
    dialog.close();
}

TEST_CASE("The Sound page switches the sounds and sets their volume", "[app][preferences][sound]")
{
    Harness h;
    app::PreferencesDialog& dialog = openPreferences(h);
    auto* sound = qobject_cast<app::SoundPage*>(&dialog.page(1));
    REQUIRE(sound);
    dialog.showPage(1);
    CHECK(sound->isVisible());
    CHECK(sound->sounds().isChecked());
    sound->volume().setValue(25);
    CHECK(h.window().preferences().volume == 25);
    CHECK(h.settings().value("sound/volume").toInt() == 25);
    sound->sounds().click();
    CHECK_FALSE(h.window().preferences().sounds);
    CHECK_FALSE(h.action(WindowActions::Command::Sounds).isChecked());
    CHECK_FALSE(sound->volume().isEnabled());
    h.action(WindowActions::Command::Sounds).setChecked(true);
    CHECK(sound->sounds().isChecked());
    // One dialog at a time.
    h.action(WindowActions::Command::Preferences).trigger();
    CHECK(h.window().findChildren<app::PreferencesDialog*>().size() == 1);
    dialog.close();
}

TEST_CASE("The Player page changes the player's name, kept in the settings", "[app][preferences]")
{
    Harness h;
    app::PreferencesDialog& dialog = openPreferences(h);
    auto* player = qobject_cast<app::PlayerPage*>(&dialog.page(3));
    REQUIRE(player);
    dialog.showPage(3);
    CHECK(player->name().text().isEmpty()); // never asked yet
    QTest::keyClicks(&player->name(), QStringLiteral("Jana Novak "));
    // Kept without the space typed last, in the window and in the settings.
    CHECK(h.window().preferences().playerName == "Jana Novak");
    CHECK(h.settings().value("player/name").toString() == "Jana Novak");
    CHECK(app::loadSettings(h.settings()).preferences.playerName == "Jana Novak");
    CHECK(player->name().text() == "Jana Novak "); // the field keeps what is typed
    // The name is the player's, not a look: Restore Defaults keeps it.
    auto* buttons = dialog.findChild<QDialogButtonBox*>();
    REQUIRE(buttons);
    buttons->button(QDialogButtonBox::RestoreDefaults)->click();
    CHECK(h.window().preferences().playerName == "Jana Novak");
    dialog.close();
}

TEST_CASE("The player's name round-trips through the settings", "[app][preferences]")
{
    app::test::ensureApplication();
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    QSettings file(folder.filePath(QStringLiteral("draughts.ini")), QSettings::IniFormat);
    CHECK(app::loadSettings(file).preferences.playerName.isEmpty()); // nothing saved: no name
    app::AppSettings values;
    values.preferences.playerName = QString::fromUtf8("Jiří Šťastný");
    app::saveSettings(file, values);
    CHECK(file.value(QStringLiteral("player/name")).toString() == QString::fromUtf8("Jiří Šťastný"));
    CHECK(app::loadSettings(file).preferences.playerName == QString::fromUtf8("Jiří Šťastný"));
}

TEST_CASE("A page added to the preferences edits its part and the dialog passes it on", "[app][preferences]")
{
    app::test::ensureApplication();
    app::Preferences start;
    start.flipped = true;
    app::PreferencesDialog dialog(start);
    auto* page = new FlipOnlyPage;
    dialog.addPage(page);
    CHECK(dialog.pageCount() == 1);
    CHECK(page->loaded);
    std::vector<app::Preferences> changes;
    QObject::connect(&dialog, &app::PreferencesDialog::changed,
                     [&](const app::Preferences& values) { changes.push_back(values); });
    page->wanted = true;
    page->editToFlipped(); // nothing new: no change reported
    CHECK(changes.empty());
    page->wanted = false;
    emit page->edited();
    REQUIRE(changes.size() == 1);
    CHECK_FALSE(changes.front().flipped);
    CHECK(changes.front().theme == start.theme);
}
