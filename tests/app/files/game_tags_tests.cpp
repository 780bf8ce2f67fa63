// A new game's tags as a saved file writes them: the day the game started
// and the players' names, the person's from Preferences > Player and the
// computer's as "Draughts level N" (docs/pdn.md, Tags).

#include "files/file_test_support.hpp"

#include "controller/game_controller.hpp"
#include "review/review_navigator.hpp"
#include "window/main_window.hpp"

#include <QDate>
#include <QFile>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace draughts;
using app::GameFiles;
using app::PlayerChoice;
using app::test::FileHarness;

namespace {

QString fileText(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

void startGame(FileHarness& h, PlayerChoice white, PlayerChoice black)
{
    app::GameSetup setup;
    setup.variant = core::Variant::International;
    setup.players = {white, black};
    h.window().startGame(setup);
}

void nameThePlayer(FileHarness& h, const QString& name)
{
    app::Preferences named = h.window().preferences();
    named.playerName = name;
    h.window().setPreferences(named);
}

} // namespace

TEST_CASE("A new game is saved with the day it started, not the day it is saved", "[app][file]")
{
    FileHarness h;
    QTemporaryDir dir;
    h.doc().setToday([] { return QDate(2026, 12, 7); });
    h.start(core::Variant::International);
    CHECK(h.doc().pdnText().contains("[Date \"2026.12.07\"]"));
    // Played on after midnight and saved the next day: the day it started.
    h.doc().setToday([] { return QDate(2026, 12, 8); });
    h.clicks({"19", "23"}); // Black opens under the original text (international.md §3.1)
    h.files.saveName = dir.filePath("evening.pdn");
    h.doc().action(GameFiles::Command::SaveAs).trigger();
    REQUIRE(h.files.errors.isEmpty());
    CHECK(fileText(dir.filePath("evening.pdn")).contains("[Date \"2026.12.07\"]"));

    // Opened and saved again later, the file keeps its day.
    h.start(core::Variant::Polish);
    CHECK(h.doc().pdnText().contains("[Date \"2026.12.08\"]")); // a new game: the day it starts
    h.files.openName = dir.filePath("evening.pdn");
    h.doc().action(GameFiles::Command::Open).trigger();
    CHECK(h.review().tagsText() == "2026.12.07"); // the file's header: its day, no names
    h.clicks({"32", "28"});
    h.doc().action(GameFiles::Command::Save).trigger();
    CHECK(fileText(dir.filePath("evening.pdn")).contains("[Date \"2026.12.07\"]"));
}

TEST_CASE("Against the computer the person's side carries the player's name, the computer's its level", "[app][file]")
{
    FileHarness h;
    h.doc().setToday([] { return QDate(2026, 12, 7); });
    nameThePlayer(h, QStringLiteral("Jana Novak"));
    // The person has Black, who opens under the original text: the computer waits.
    startGame(h, PlayerChoice::computer(3), PlayerChoice::human());
    QString pdn = h.doc().pdnText();
    CHECK(pdn.contains("[White \"Draughts level 3\"]"));
    CHECK(pdn.contains("[Black \"Jana Novak\"]"));
    // Opened again, the header above the moves: the players and the day, on one line.
    startGame(h, PlayerChoice::human(), PlayerChoice::human());
    REQUIRE(h.doc().openText(pdn.toUtf8(), QStringLiteral("test")));
    CHECK(h.review().tagsText() == QString::fromUtf8("Draughts level 3 – Jana Novak, 2026.12.07"));
    // New Game offers the same names next time.
    CHECK(h.controller().setup().blackName == "Jana Novak");

    // Two people at one board: the program cannot tell which is the player.
    startGame(h, PlayerChoice::human(), PlayerChoice::human());
    pdn = h.doc().pdnText();
    CHECK(pdn.contains("[White \"?\"]"));
    CHECK(pdn.contains("[Black \"?\"]"));

    // A name New Game gave the side stays.
    app::GameSetup named;
    named.blackName = QStringLiteral("Petr");
    named.players = {PlayerChoice::computer(4), PlayerChoice::human()};
    h.window().startGame(named);
    CHECK(h.doc().pdnText().contains("[White \"Draughts level 4\"]"));
    CHECK(h.doc().pdnText().contains("[Black \"Petr\"]"));
}

TEST_CASE("A game saved as against \"Draughts level N\", or under the older name, goes on against the computer",
          "[app][file]")
{
    for (const char* name : {"Draughts level 6", "Computer (level 6)"}) {
        const auto choice = app::recordedChoice(QString::fromLatin1(name));
        REQUIRE(choice);
        CHECK(choice->kind == PlayerChoice::Kind::Computer);
        CHECK(choice->level == 6);
    }
    CHECK_FALSE(app::recordedChoice(QStringLiteral("Draughts level 9")));
    CHECK_FALSE(app::recordedChoice(QStringLiteral("Jana")));
}
