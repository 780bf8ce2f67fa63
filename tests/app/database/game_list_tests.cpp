// The game list of a file of several games: the model of its index, sorting
// and filtering in the real dialog, opening a game from it, the place
// remembered per file, a broken game, and the file named on the command line.

#include "files/file_test_support.hpp"

#include "controller/game_controller.hpp"
#include "database/game_database.hpp"
#include "database/game_list_filter.hpp"
#include "database/game_list_model.hpp"
#include "dialogs/game_list_dialog.hpp"
#include "settings/app_settings.hpp"
#include "settings/language.hpp"
#include "startup/application.hpp"
#include "startup/launch_options.hpp"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <catch2/catch.hpp>

#include <functional>
#include <memory>

using namespace draughts;
using app::GameListModel;
using app::test::FileHarness;

namespace {

// Five games, written by hand. Values as a player reads them:
//  1 Novák, Jan - Dvořák, Petr, Brno Open, 2024.03.09, 2-0, 3 moves
//  2 Adam - Eva Nováková, Club, 2023.11.20, 1/2-1/2 (no Result tag), 1 move
//  3 Zdeněk - Adam, Brno Open, 2023.??.??, 0-2, 4 moves
//  4 Eva - Novák, Jan, Club, 2024.01.05, 2-0: broken at its 4th move (37-31
//    where 37x28 must capture), line 33, column 49
//  5 no tags but GameType, no moves: *, 0 moves
const char* const fiveGames = "[Event \"Brno Open\"]\n"
                              "[Date \"2024.03.09\"]\n"
                              "[White \"Novák, Jan\"]\n"
                              "[Black \"Dvořák, Petr\"]\n"
                              "[GameType \"20\"]\n"
                              "[Result \"2-0\"]\n"
                              "\n"
                              "1. 32-28 19-23 2. 28x19 14x23 3. 33-28 2-0\n"
                              "\n"
                              "[Event \"Club\"]\n"
                              "[Date \"2023.11.20\"]\n"
                              "[White \"Adam\"]\n"
                              "[Black \"Eva Nováková\"]\n"
                              "[GameType \"20\"]\n"
                              "\n"
                              "1. 32-28 19-23 1/2-1/2\n"
                              "\n"
                              "[Event \"Brno Open\"]\n"
                              "[Date \"2023.??.??\"]\n"
                              "[White \"Zdeněk\"]\n"
                              "[Black \"Adam\"]\n"
                              "[GameType \"20\"]\n"
                              "[Result \"0-2\"]\n"
                              "\n"
                              "1. 32-28 19-23 2. 28x19 14x23 3. 33-28 23x32 4. 37x28 0-2\n"
                              "\n"
                              "[Event \"Club\"]\n"
                              "[Date \"2024.01.05\"]\n"
                              "[White \"Eva\"]\n"
                              "[Black \"Novák, Jan\"]\n"
                              "[GameType \"20\"]\n"
                              "\n"
                              "1. 32-28 19-23 2. 28x19 14x23 3. 33-28 23x32 4. 37-31 2-0\n"
                              "\n"
                              "[GameType \"20\"]\n"
                              "\n"
                              "*\n";

std::shared_ptr<const app::GameDatabase> fiveGameList()
{
    return app::GameDatabase::fromText(QByteArray(fiveGames), std::nullopt);
}

QString writeFiveGames(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("games.pdn"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(fiveGames);
    return path;
}

// The game numbers of the rows the list shows, top to bottom.
std::vector<int> shownNumbers(app::GameListDialog& dialog)
{
    const QAbstractItemModel& shown = *dialog.table().model();
    std::vector<int> numbers;
    for (int row = 0; row < shown.rowCount(); ++row)
        numbers.push_back(shown.index(row, GameListModel::Number).data().toInt());
    return numbers;
}

void clickHeader(app::GameListDialog& dialog, int column)
{
    QHeaderView* header = dialog.table().horizontalHeader();
    const QPoint centre(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                        header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, centre);
}

// Acts on the game list once it is shown as a modal dialog (the window's
// own dialogs run their event loop inside openFile); any other modal dialog
// is closed, so that a test that goes wrong fails instead of waiting.
class WhenListShown {
public:
    explicit WhenListShown(std::function<void(app::GameListDialog&)> act) : m_act(std::move(act))
    {
        QObject::connect(&m_poll, &QTimer::timeout, [this] {
            QWidget* modal = QApplication::activeModalWidget();
            if (auto* list = qobject_cast<app::GameListDialog*>(modal)) {
                m_poll.stop();
                ++shown;
                m_act(*list);
            } else if (auto* other = qobject_cast<QDialog*>(modal)) {
                others << other->windowTitle();
                other->reject();
            }
        });
        m_poll.start(20);
    }
    int shown = 0;
    QStringList others;

private:
    QTimer m_poll;
    std::function<void(app::GameListDialog&)> m_act;
};

} // namespace

TEST_CASE("The game list model shows each game's tags, result as written and moves as players count them",
          "[app][database]")
{
    app::test::ensureApplication();
    const auto games = fiveGameList();
    REQUIRE(games->size() == 5);
    CHECK_FALSE(games->stop());
    GameListModel model(games);
    REQUIRE(model.rowCount() == 5);
    REQUIRE(model.columnCount() == 7);
    const auto cell = [&model](int row, int column) { return model.index(row, column).data().toString(); };
    const QStringList expected[] = {
        {"1", QString::fromUtf8("Novák, Jan"), QString::fromUtf8("Dvořák, Petr"), "Brno Open", "2024.03.09", "2-0",
         "3"},
        {"2", "Adam", QString::fromUtf8("Eva Nováková"), "Club", "2023.11.20", "1/2-1/2", "1"},
        {"3", QString::fromUtf8("Zdeněk"), "Adam", "Brno Open", "2023.??.??", "0-2", "4"},
        {"4", "Eva", QString::fromUtf8("Novák, Jan"), "Club", "2024.01.05", "2-0", "4"},
        {"5", "", "", "", "", "*", "0"},
    };
    for (int row = 0; row < 5; ++row)
        for (int column = 0; column < 7; ++column) {
            CAPTURE(row, column);
            CHECK(cell(row, column) == expected[row][column]);
        }
    CHECK(model.index(3, GameListModel::White).data(GameListModel::GameNumberRole).toInt() == 4);
    CHECK(model.headerData(GameListModel::White, Qt::Horizontal).toString() == "White");
    CHECK(model.headerData(GameListModel::Moves, Qt::Horizontal).toString() == "Moves");
    CHECK(model.year(0) == 2024);
    CHECK(model.year(2) == 2023);
    CHECK(model.year(4) == 0);
    CHECK(model.years() == std::vector<int>{2024, 2023});
    CHECK(GameListModel::folded(QString::fromUtf8("NOVÁKOVÁ Eva")) == "novakova eva");
}

TEST_CASE("A click on a column's header sorts the game list by it, a second click the other way", "[app][database]")
{
    app::test::ensureApplication();
    app::GameListDialog dialog(fiveGameList());
    dialog.show();
    REQUIRE(QTest::qWaitForWindowExposed(&dialog));
    CHECK(shownNumbers(dialog) == std::vector<int>{1, 2, 3, 4, 5}); // the file's order

    // Names in alphabetical order, the game without them first.
    clickHeader(dialog, GameListModel::White);
    CHECK(shownNumbers(dialog) == std::vector<int>{5, 2, 4, 1, 3});
    clickHeader(dialog, GameListModel::White);
    CHECK(shownNumbers(dialog) == std::vector<int>{3, 1, 4, 2, 5});

    // Black: "", Adam, Dvořák, Eva Nováková, Novák; a new column sorts up first.
    clickHeader(dialog, GameListModel::Black);
    CHECK(shownNumbers(dialog) == std::vector<int>{5, 3, 1, 2, 4});

    // Dates as written: 2023.11.20 before 2023.??.?? (unknown months last within the year).
    clickHeader(dialog, GameListModel::Date);
    CHECK(shownNumbers(dialog) == std::vector<int>{5, 2, 3, 4, 1});

    // Moves as numbers; games with as many moves keep their order.
    clickHeader(dialog, GameListModel::Moves);
    CHECK(shownNumbers(dialog) == std::vector<int>{5, 2, 1, 3, 4});

    clickHeader(dialog, GameListModel::Event);
    CHECK(shownNumbers(dialog) == std::vector<int>{5, 1, 3, 2, 4});

    clickHeader(dialog, GameListModel::Number);
    CHECK(shownNumbers(dialog) == std::vector<int>{1, 2, 3, 4, 5});
}

TEST_CASE("The game list filters by player, event, year and result", "[app][database]")
{
    app::test::ensureApplication();
    app::GameListDialog dialog(fiveGameList());
    dialog.show();
    REQUIRE(QTest::qWaitForWindowExposed(&dialog));

    SECTION("a player, as White or as Black, without case or accents")
    {
        QTest::keyClicks(&dialog.playerField(), "novak");
        CHECK(shownNumbers(dialog) == std::vector<int>{1, 2, 4}); // Novák, Nováková, Novák as Black
        dialog.playerField().clear();
        QTest::keyClicks(&dialog.playerField(), "ADAM");
        CHECK(shownNumbers(dialog) == std::vector<int>{2, 3});
    }
    SECTION("an event")
    {
        QTest::keyClicks(&dialog.eventField(), "brno");
        CHECK(shownNumbers(dialog) == std::vector<int>{1, 3});
    }
    SECTION("a year")
    {
        QComboBox& years = dialog.yearBox();
        REQUIRE(years.count() == 3);
        CHECK(years.itemText(0) == "All years");
        CHECK(years.itemText(1) == "2024");
        CHECK(years.itemText(2) == "2023");
        years.setCurrentIndex(2);
        CHECK(shownNumbers(dialog) == std::vector<int>{2, 3});
        years.setCurrentIndex(1);
        CHECK(shownNumbers(dialog) == std::vector<int>{1, 4});
    }
    SECTION("a result, whatever the convention it is written in")
    {
        QComboBox& results = dialog.resultBox();
        REQUIRE(results.count() == 6);
        const auto choose = [&results](const char* label) {
            const int index = results.findText(label);
            REQUIRE(index >= 0);
            results.setCurrentIndex(index);
        };
        choose("White won");
        CHECK(shownNumbers(dialog) == std::vector<int>{1, 4});
        choose("Black won");
        CHECK(shownNumbers(dialog) == std::vector<int>{3});
        choose("Draw");
        CHECK(shownNumbers(dialog) == std::vector<int>{2}); // written 1/2-1/2
        choose("Unfinished");
        CHECK(shownNumbers(dialog) == std::vector<int>{5});
        choose("Both lost");
        CHECK(shownNumbers(dialog).empty());
        CHECK_FALSE(dialog.openButton().isEnabled());
        choose("All results");
        CHECK(shownNumbers(dialog).size() == 5);
    }
    SECTION("all filters together, and the selection follows the rows shown")
    {
        dialog.selectGame(0);
        QTest::keyClicks(&dialog.playerField(), "adam");
        dialog.yearBox().setCurrentIndex(2);
        CHECK(shownNumbers(dialog) == std::vector<int>{2, 3});
        CHECK(dialog.chosenGame() == std::size_t{1}); // game 1 went: the first game shown is chosen
        dialog.resultBox().setCurrentIndex(dialog.resultBox().findText("Black won"));
        CHECK(shownNumbers(dialog) == std::vector<int>{3});
        CHECK(dialog.chosenGame() == std::size_t{2});
    }
}

TEST_CASE("A double-click on a row of the list opens exactly that game", "[app][database]")
{
    FileHarness h;
    QTemporaryDir dir;
    const QString path = writeFiveGames(dir);
    h.doc().setPrompter(nullptr); // the window's own dialogs
    WhenListShown answer([](app::GameListDialog& list) {
        // Sorted by White, game 3 (Zdeněk) is the last row.
        clickHeader(list, GameListModel::White);
        QTableView& table = list.table();
        const QModelIndex last = table.model()->index(4, GameListModel::White);
        CHECK(last.siblingAtColumn(GameListModel::Number).data().toInt() == 3);
        const QPoint centre = table.visualRect(last).center();
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, centre);
        QTest::mouseDClick(table.viewport(), Qt::LeftButton, {}, centre);
    });
    REQUIRE(h.doc().openFile(path));
    CHECK(answer.shown == 1);
    CHECK(answer.others.isEmpty());
    // Game 3: 1. 32-28 19-23 2. 28x19 14x23 3. 33-28 23x32 4. 37x28, seven plies.
    CHECK(h.historyLength() == 7);
    CHECK(h.lastText() == "37x28");
    CHECK(h.controller().setup().whiteName == QString::fromUtf8("Zdeněk"));
    CHECK(h.controller().setup().blackName == "Adam");
    CHECK(h.window().windowTitle().contains("games.pdn, game 3"));
}

TEST_CASE("Reopening a file selects the game last chosen and shows the position last viewed", "[app][database]")
{
    FileHarness h;
    QTemporaryDir dir;
    const QString path = writeFiveGames(dir);
    const QString canonical = QFileInfo(path).canonicalFilePath();
    h.files.gameChoice = 2; // game 3
    REQUIRE(h.doc().openFile(path));
    CHECK(h.files.offeredSelection == 0); // nothing remembered yet: the first game
    REQUIRE(h.historyLength() == 7);
    h.controller().reviewControl().showPly(3);
    CHECK(app::loadFilePlace(h.settings(), canonical) == app::FilePlace{3, 3});

    h.start(core::Variant::Polish); // another game meanwhile
    h.controller().reviewControl().showPly(0);
    CHECK(app::loadFilePlace(h.settings(), canonical) == app::FilePlace{3, 3});

    REQUIRE(h.doc().openFile(path));
    CHECK(h.files.offeredSelection == 2); // the list opens on game 3
    CHECK(h.controller().game().history().size() == 7);
    CHECK(h.controller().review().shownPly() == 3); // after 2. 28x19

    // Another game of the file: shown at its end, and remembered instead.
    h.files.gameChoice = 0;
    REQUIRE(h.doc().openFile(path));
    CHECK(h.historyLength() == 5);
    CHECK(h.controller().review().shownPly() == 5);
    CHECK(app::loadFilePlace(h.settings(), canonical) == app::FilePlace{1, 5});
    REQUIRE(h.doc().openFile(path));
    CHECK(h.files.offeredSelection == 0);

    // The real list opens with the game remembered selected.
    app::GameListDialog list(h.files.offered, 2);
    CHECK(list.chosenGame() == std::size_t{2});
}

TEST_CASE("A broken game of a large file: the list opens, the game gives its error, nothing is lost", "[app][database]")
{
    FileHarness h;
    QTemporaryDir dir;
    const QString path = writeFiveGames(dir);
    h.start(core::Variant::International); // Black moves first in this program's games
    h.clicks({"19", "23"});
    const std::string fen = h.fen();

    h.files.gameChoice = 3; // game 4
    CHECK_FALSE(h.doc().openFile(path));
    CHECK(h.files.listsShown == 1);
    REQUIRE(h.files.offered);
    CHECK(h.files.offered->size() == 5);
    REQUIRE(h.files.errors.size() == 1);
    CAPTURE(h.files.errors[0]);
    CHECK(h.files.errors[0].startsWith("Cannot open game: games.pdn cannot be opened:"));
    CHECK(h.files.errors[0].contains("Game 4, line 33, column 49: "));
    CHECK(h.files.errors[0].contains("37-31"));
    // The game on the board is as it was.
    CHECK(h.fen() == fen);
    CHECK(h.historyLength() == 1);
    CHECK(h.doc().hasUnsavedMoves());

    // The games around it open, and the list opens on the broken one, to pick another.
    h.files.gameChoice = 4;
    REQUIRE(h.doc().openFile(path));
    CHECK(h.files.offeredSelection == 3);
    CHECK(h.historyLength() == 0);
}

TEST_CASE("A file of several games named on the command line opens its list over the window", "[app][database]")
{
    FileHarness h;
    QTemporaryDir dir;
    const QString path = writeFiveGames(dir);
    const app::LaunchParse parsed = app::parseLaunchArguments({path});
    REQUIRE(parsed.options);
    h.doc().setPrompter(nullptr); // the window's own dialogs, as at a start from the desktop
    int rows = 0;
    WhenListShown answer([&rows](app::GameListDialog& list) {
        rows = list.visibleCount();
        list.selectGame(1);
        QTest::mouseClick(&list.openButton(), Qt::LeftButton);
    });
    REQUIRE(app::openLaunchFile(h.window(), *parsed.options));
    CHECK(answer.shown == 1);
    CHECK(answer.others.isEmpty());
    CHECK(rows == 5);
    CHECK(h.historyLength() == 2); // game 2: 1. 32-28 19-23
    CHECK(h.controller().setup().whiteName == "Adam");
}

TEST_CASE("The game list speaks Czech, with Czech plural forms", "[app][database][translation]")
{
    app::test::ensureApplication();
    QTemporaryDir dir;
    const QString path = writeFiveGames(dir);
    const auto loaded = app::GameDatabase::fromFile(path);
    REQUIRE(loaded.games);
    REQUIRE(app::Language::install(app::Language::Czech));
    {
        app::GameListDialog dialog(loaded.games);
        QStringList labels;
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            labels << label->text();
        CHECK(labels.contains(QString::fromUtf8("5 partií v souboru games.pdn. Vyberte jednu:")));
        CHECK(labels.contains(QString::fromUtf8("&Hráč:")));
        CHECK(dialog.table().model()->headerData(GameListModel::White, Qt::Horizontal).toString() ==
              QString::fromUtf8("Bílý"));
        QTest::keyClicks(&dialog.playerField(), "adam");
        QStringList shown;
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            shown << label->text();
        CHECK(shown.contains(QString::fromUtf8("Zobrazeno: 2 (celkem 5 partií)")));
        dialog.playerField().setText("zden");
        shown.clear();
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            shown << label->text();
        CHECK(shown.contains(QString::fromUtf8("Zobrazeno: 1 (celkem 5 partií)")));
    }
    REQUIRE(app::Language::install(app::Language::English));
}

TEST_CASE("The places of the 100 files used last are kept, by canonical path", "[app][database]")
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    const auto file = [](int i) { return QStringLiteral("/games/file%1.pdn").arg(i); };
    for (int i = 0; i <= app::filePlaceLimit; ++i) // 101 files, file0 first
        app::saveFilePlace(settings, file(i), app::FilePlace{static_cast<std::size_t>(i + 1), 7});
    CHECK_FALSE(app::loadFilePlace(settings, file(0))); // used least recently: forgotten
    CHECK(app::loadFilePlace(settings, file(1)) == app::FilePlace{2, 7});
    CHECK(app::loadFilePlace(settings, file(100)) == app::FilePlace{101, 7});
    // Saving a file again moves it to the front instead of adding it twice.
    app::saveFilePlace(settings, file(1), app::FilePlace{5, 0});
    app::saveFilePlace(settings, file(101), app::FilePlace{1, 0});
    CHECK(app::loadFilePlace(settings, file(1)) == app::FilePlace{5, 0});
    CHECK_FALSE(app::loadFilePlace(settings, file(2)));
    CHECK(settings.value(QStringLiteral("files/places")).toList().size() == app::filePlaceLimit);
    CHECK_FALSE(app::loadFilePlace(settings, QString()));
}
