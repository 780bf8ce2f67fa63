// Game > Open, Save and Save As, recent files, the game list of a file with
// several games, damaged files, and the clipboard (FEN and PDN).

#include "files/file_test_support.hpp"

#include "controller/game_controller.hpp"
#include "database/game_list_model.hpp"
#include "dialogs/game_list_dialog.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/pdn/pdn_reader.hpp>
#include <draughts/rules/geometry.hpp>

#include <QAction>
#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QMenu>
#include <QTableView>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <variant>

using namespace draughts;
using app::GameFiles;
using app::test::FileHarness;
using app::test::pdnData;

namespace {

std::vector<std::string> actionTexts(const game::Game& game)
{
    std::vector<std::string> texts;
    for (const game::HistoryEntry& entry : game.history())
        texts.push_back(entry.text);
    return texts;
}

// The annotations of every place of the game, as a PDN file counts them.
std::vector<pdn::PlyNotes> notesOf(const game::Game& game)
{
    std::vector<pdn::PlyNotes> notes;
    for (std::size_t place = 0; place <= game.history().size(); ++place)
        notes.push_back(game.notes(place));
    return notes;
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

TEST_CASE("The game list shows results as the file writes them and moves as players count them", "[app][file]")
{
    FileHarness h;
    QTemporaryDir dir;
    const QString path = dir.filePath("two.pdn");
    writeFile(path, "[White \"Jana\"]\n[GameType \"20\"]\n[Result \"1/2-1/2\"]\n\n"
                    "1. 32-28 19-23 2. 28x19 14x23 1/2-1/2\n\n"
                    "[Variant \"twenty-vs-ten\"]\n[Result \"*\"]\n\n"
                    "1... 6-11 7-12 2. 31-27 8-13 9-14 3. 32-28 *\n");
    h.files.gameChoice.reset();
    CHECK_FALSE(h.doc().openFile(path));
    REQUIRE(h.files.offered);
    REQUIRE(h.files.offered->size() == 2);

    // In the dialog, as listed.
    app::GameListDialog dialog(h.files.offered);
    const QAbstractItemModel& list = *dialog.table().model();
    CHECK(list.index(0, app::GameListModel::White).data().toString() == "Jana");
    CHECK(list.index(0, app::GameListModel::Result).data().toString() == "1/2-1/2");
    CHECK(list.index(0, app::GameListModel::Moves).data().toInt() == 2);
    CHECK(list.index(1, app::GameListModel::Result).data().toString() == "*");
    // Black's double moves count once, as the numbers say: 1... 2. 3.
    CHECK(list.index(1, app::GameListModel::Moves).data().toInt() == 3);
}

TEST_CASE("A file of several games offers a list of all of them, the broken game too", "[app][file]")
{
    FileHarness h;
    h.files.gameChoice = 1; // the study
    REQUIRE(h.doc().openFile(pdnData("international.pdn")));
    CHECK(h.files.listsShown == 1);
    REQUIRE(h.files.offered);
    REQUIRE(h.files.offered->size() == 5);
    const pdn::IndexedGame& first = h.files.offered->game(0);
    CHECK(first.white == "Novák, Jan");
    CHECK(first.event == "Club championship");
    CHECK(first.date == "2024.03.09");
    CHECK(first.result == "0-2");
    CHECK(first.moves == 14); // "14. 36x27": moves as players count them, not the 27 actions
    CHECK(h.files.offered->game(2).event == "Misprint");

    CHECK(h.controller().setup().start.has_value());
    CHECK(h.historyLength() == 5);
    CHECK(h.window().windowTitle().contains("international.pdn, game 2"));
    CHECK_FALSE(h.window().isWindowModified());
    // Save does not overwrite a file of several games with one of them: it asks for a name.
    h.files.saveName.clear();
    CHECK_FALSE(h.doc().save());
}

TEST_CASE("Continue from the middle, save, reopen: the same moves and position", "[app][file]")
{
    FileHarness h;
    QTemporaryDir dir;
    h.files.gameChoice = 0;
    REQUIRE(h.doc().openFile(pdnData("international.pdn")));
    h.controller().reviewControl().showPly(14);
    h.doc().continueFromHere();
    REQUIRE(h.historyLength() == 14);
    // A move of our own instead of the published 38-33.
    const core::Variant variant = h.controller().game().variant();
    core::Move own{};
    for (const core::Move& m : h.controller().game().legalMoves())
        own = m;
    REQUIRE(own.captured == 0);
    h.clicks(
        {std::to_string(rules::squareNumber(variant, own.from)), std::to_string(rules::squareNumber(variant, own.to))});
    REQUIRE(h.historyLength() == 15);
    const auto played = actionTexts(h.controller().game());
    const std::string fen = h.fen();
    CHECK(h.window().isWindowModified());

    h.files.saveName = dir.filePath("club.pdn");
    h.doc().action(GameFiles::Command::SaveAs).trigger();
    CHECK(h.files.errors.isEmpty());
    CHECK_FALSE(h.window().isWindowModified());
    CHECK(h.window().windowTitle().startsWith("club.pdn"));
    CHECK(h.doc().recentFiles().value(0).endsWith("club.pdn"));
    CHECK(h.settings().value("files/recent").toStringList().value(0).endsWith("club.pdn"));

    h.start(core::Variant::Polish);
    CHECK(h.doc().documentName().isEmpty());
    h.files.openName = dir.filePath("club.pdn");
    h.doc().action(GameFiles::Command::Open).trigger();
    CHECK(h.files.listsShown == 1); // one game: opened directly
    CHECK(actionTexts(h.controller().game()) == played);
    CHECK(h.fen() == fen);
    CHECK(h.controller().game().notes(0).comment == "A quiet opening.");
    CHECK(h.controller().setup().whiteName == QString::fromUtf8("Novák, Jan"));

    // The recent files menu opens it again.
    h.start(core::Variant::Polish);
    QMenu* recent = h.doc().recentMenu();
    REQUIRE_FALSE(recent->actions().isEmpty());
    recent->actions().front()->trigger();
    CHECK(h.fen() == fen);
}

TEST_CASE("All five games save and reopen identically", "[app][file]")
{
    FileHarness h;
    QTemporaryDir dir;
    QFile source(pdnData("five_games.pdn"));
    REQUIRE(source.open(QIODevice::ReadOnly));
    const auto entries = pdn::readPdn(source.readAll().toStdString());
    REQUIRE(entries.size() == 5);
    for (int i = 0; i < 5; ++i) {
        const auto& expected = std::get<pdn::PdnGame>(entries[static_cast<std::size_t>(i)]);
        h.files.gameChoice = i;
        REQUIRE(h.doc().openFile(pdnData("five_games.pdn")));
        CHECK(h.controller().game().variant() == expected.variant());
        const QString path = dir.filePath(QStringLiteral("game%1.pdn").arg(i));
        h.files.saveName = path;
        REQUIRE(h.doc().saveAs());
        h.start(core::Variant::International);

        REQUIRE(h.doc().openFile(path));
        const game::Game& game = h.controller().game();
        CAPTURE(i);
        CHECK(game.variant() == expected.variant());
        CHECK(game.missedCaptureRule() == expected.missedCaptureRule());
        CHECK(actionTexts(game) == actionTexts(expected.game.replay()));
        CHECK(h.fen() == notation::writeFen(expected.variant(), expected.game.position()));
        CHECK(game.result() == expected.game.result());
        CHECK(notesOf(game) == expected.notes);
    }
}

TEST_CASE("A damaged file leaves the current game untouched and says where", "[app][file]")
{
    FileHarness h;
    QTemporaryDir dir;
    h.start(core::Variant::International);
    h.clicks({"19", "23"});
    const std::string before = h.fen();
    const QString path = dir.filePath("broken.pdn");
    writeFile(path, "[Event \"Broken\"]\n[GameType \"20\"]\n\n1. 32-28 19-23 2. 28-22 *\n");
    CHECK_FALSE(h.doc().openFile(path));
    REQUIRE(h.files.errors.size() == 1);
    CHECK(h.files.errors[0].contains("broken.pdn"));
    CHECK(h.files.errors[0].contains("Game 1, line 4, column 19"));
    CHECK(h.fen() == before);
    CHECK(h.historyLength() == 1);

    writeFile(path, QByteArray("\x00\x01garbage\xff", 10));
    CHECK_FALSE(h.doc().openFile(path));
    CHECK(h.files.errors.size() == 2);
    CHECK(h.fen() == before);
    CHECK_FALSE(h.doc().openFile(dir.filePath("missing.pdn")));
    CHECK(h.files.errors.size() == 3);
}

TEST_CASE("Positions and games go through the clipboard", "[app][file][clipboard]")
{
    FileHarness h;
    QClipboard* clipboard = QApplication::clipboard();
    h.start(core::Variant::Polish);
    h.clicks({"36", "31", "12", "17"});
    h.doc().action(GameFiles::Command::CopyFen).trigger();
    const std::string fen = h.fen();
    CHECK(clipboard->text().toStdString() == fen);
    h.doc().action(GameFiles::Command::CopyPdn).trigger();
    const QString pdn = clipboard->text();
    CHECK(pdn.contains("[Variant \"polish\"]"));
    CHECK(pdn.contains("36-31 12-17"));

    // A pasted FEN starts a new game of the same variant from it.
    h.start(core::Variant::Polish);
    clipboard->setText(QString::fromStdString(fen));
    h.doc().action(GameFiles::Command::Paste).trigger();
    CHECK(h.controller().game().variant() == core::Variant::Polish);
    CHECK(h.fen() == fen);
    CHECK(h.historyLength() == 0);

    // Pasted PDN opens like a file.
    h.start(core::Variant::International);
    clipboard->setText(pdn);
    h.doc().action(GameFiles::Command::Paste).trigger();
    CHECK(h.controller().game().variant() == core::Variant::Polish);
    CHECK(h.historyLength() == 2);
    CHECK(h.fen() == fen);

    // Nonsense is refused with a reason, and the game stays.
    clipboard->setText("W:Q99");
    h.doc().paste();
    REQUIRE(h.files.errors.size() == 1);
    CHECK(h.files.errors[0].contains("column"));
    clipboard->setText("1. 99-98 *");
    h.doc().paste();
    CHECK(h.files.errors.size() == 2);
    CHECK(h.historyLength() == 2);
}
