// A game in progress is not lost without asking: New Game, Open, Paste and
// quitting ask to save a game whose moves no file holds.

#include "files/file_test_support.hpp"

#include "controller/game_controller.hpp"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace draughts;
using app::FilePrompter;
using app::MainWindow;
using app::WindowActions;
using app::test::FileHarness;
using app::test::pdnData;

namespace {

// A Polish game with two moves that no file holds.
void playTwoMoves(FileHarness& h)
{
    h.start(core::Variant::Polish);
    h.clicks({"36", "31", "12", "17"});
    REQUIRE(h.historyLength() == 2);
    REQUIRE(h.doc().hasUnsavedMoves());
}

void newGameOf(FileHarness& h, core::Variant variant)
{
    app::GameSetup next;
    next.variant = variant;
    h.prompter.nextGame = next;
    h.action(WindowActions::Command::NewGame).trigger();
}

} // namespace

TEST_CASE("New Game asks to save a game with unsaved moves: Cancel keeps it, Discard drops it", "[app][file][unsaved]")
{
    FileHarness h;
    playTwoMoves(h);
    h.files.unsavedAnswer = FilePrompter::Unsaved::Cancel;
    newGameOf(h, core::Variant::International);
    CHECK(h.files.savesAsked == QStringList{"replace"});
    CHECK(h.controller().game().variant() == core::Variant::Polish);
    CHECK(h.historyLength() == 2);

    h.files.unsavedAnswer = FilePrompter::Unsaved::Discard;
    newGameOf(h, core::Variant::International);
    CHECK(h.files.savesAsked.size() == 2);
    CHECK(h.controller().game().variant() == core::Variant::International);
    CHECK(h.historyLength() == 0);

    // A game without moves is replaced without a question.
    newGameOf(h, core::Variant::CornerCheckers);
    CHECK(h.files.savesAsked.size() == 2);
    CHECK(h.controller().game().variant() == core::Variant::CornerCheckers);
}

TEST_CASE("Save writes the game before the next one starts, and a cancelled save keeps it", "[app][file][unsaved]")
{
    FileHarness h;
    QTemporaryDir dir;
    playTwoMoves(h);
    h.files.unsavedAnswer = FilePrompter::Unsaved::Save;
    h.files.saveName.clear(); // the file dialog cancelled: nothing is saved, nothing replaced
    newGameOf(h, core::Variant::International);
    CHECK(h.controller().game().variant() == core::Variant::Polish);

    h.files.saveName = dir.filePath("kept.pdn");
    newGameOf(h, core::Variant::International);
    CHECK(h.controller().game().variant() == core::Variant::International);
    QFile saved(dir.filePath("kept.pdn"));
    REQUIRE(saved.open(QIODevice::ReadOnly));
    CHECK(saved.readAll().contains("1. 36-31 12-17"));
    CHECK(h.files.savesAsked.size() == 2);
}

TEST_CASE("A game saved, or opened and left as it was, is replaced without a question", "[app][file][unsaved]")
{
    FileHarness h;
    QTemporaryDir dir;
    playTwoMoves(h);
    REQUIRE(h.doc().saveTo(dir.filePath("game.pdn")));
    CHECK_FALSE(h.doc().hasUnsavedMoves());
    newGameOf(h, core::Variant::International);
    h.files.gameChoice = 0;
    REQUIRE(h.doc().openFile(pdnData("international.pdn")));
    newGameOf(h, core::Variant::Polish);
    CHECK(h.files.savesAsked.isEmpty());
    CHECK(h.controller().game().variant() == core::Variant::Polish);
}

TEST_CASE("Open and Paste ask before they replace a game with unsaved moves", "[app][file][unsaved]")
{
    FileHarness h;
    playTwoMoves(h);
    h.files.unsavedAnswer = FilePrompter::Unsaved::Cancel;
    h.files.gameChoice = 0;
    CHECK_FALSE(h.doc().openFile(pdnData("international.pdn")));
    CHECK(h.controller().game().variant() == core::Variant::Polish);

    QApplication::clipboard()->setText(QStringLiteral("W:W31-50:B1-15"));
    CHECK_FALSE(h.doc().paste());
    CHECK(h.historyLength() == 2);
    CHECK(h.files.savesAsked == QStringList({"replace", "replace"}));

    h.files.unsavedAnswer = FilePrompter::Unsaved::Discard;
    CHECK(h.doc().paste());
    CHECK(h.historyLength() == 0);
    CHECK(h.fen() == "W:W31-50:B1-15");
    // A file that cannot be read asks nothing: the game stays, nothing to save.
    h.clicks({"36", "31"});
    CHECK_FALSE(h.doc().openFile(QStringLiteral("/nonexistent/none.pdn")));
    CHECK(h.files.savesAsked.size() == 3);
}

TEST_CASE("Quitting asks to save: Cancel keeps the window open and the autosave, Discard drops both",
          "[app][file][unsaved]")
{
    FileHarness h;
    QTemporaryDir dir;
    h.doc().enableAutosave(dir.path());
    playTwoMoves(h);
    h.files.unsavedAnswer = FilePrompter::Unsaved::Cancel;
    CHECK_FALSE(h.window().close());
    CHECK(h.window().isVisible());
    CHECK(h.files.savesAsked == QStringList{"quit"});

    QFile autosave(dir.filePath("autosave.pdn"));
    REQUIRE(autosave.open(QIODevice::ReadOnly));
    CHECK(autosave.readAll().contains("1. 36-31 12-17"));
    autosave.close();

    // Discarded: the game does not come back at the next start.
    h.files.unsavedAnswer = FilePrompter::Unsaved::Discard;
    CHECK(h.window().close());
    CHECK_FALSE(h.window().isVisible());
    CHECK_FALSE(autosave.exists());
}
