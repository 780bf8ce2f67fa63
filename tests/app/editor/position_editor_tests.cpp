#include "app_test_support.hpp"
#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "editor/position_editor.hpp"
#include "editor/setup_flow.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/notation/square_names.hpp>

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>

namespace draughts::app::test {

namespace {

using Command = PositionEditor::Command;

// Opens the editor as Edit > Set Up Position does.
PositionEditor& openEditor(Harness& h)
{
    h.action(WindowActions::Command::SetUpPosition).trigger();
    PositionEditor* editor = h.setupFlow().editor();
    REQUIRE(editor);
    REQUIRE(QTest::qWaitForWindowExposed(editor));
    // Its keys are the active window's.
    editor->activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(editor));
    return *editor;
}

QPoint centreOf(PositionEditor& editor, const std::string& name)
{
    BoardView& view = editor.board();
    const auto& model = static_cast<const BoardModel&>(*view.model());
    const core::Square square = notation::parseSquare(model.variant(), name);
    REQUIRE(square != core::NoSquare);
    return view.visualRect(model.indexOfSquare(square)).center();
}

void clickSquare(PositionEditor& editor, const std::string& name, Qt::MouseButton button = Qt::LeftButton)
{
    QTest::mouseClick(editor.board().viewport(), button, Qt::NoModifier, centreOf(editor, name));
}

void pasteFen(PositionEditor& editor, const char* fen)
{
    QApplication::clipboard()->setText(QString::fromLatin1(fen));
    QTest::mouseClick(&editor.button(Command::PasteFen), Qt::LeftButton);
}

std::string fenOf(const PositionEditor& editor)
{
    return notation::writeFen(editor.setup().variant, editor.position());
}

} // namespace

TEST_CASE("The position editor puts pieces by click, key and drag, clears by right click, and undoes every change",
          "[app][editor]")
{
    Harness h;
    h.start(core::Variant::International);
    PositionEditor& editor = openEditor(h);
    // It opens on the position shown: International as the original text
    // starts it, Black to move.
    CHECK(fenOf(editor) == "B:W31-50:B1-20");
    CHECK(editor.verdict() == QStringLiteral("Ready to play: Black to move."));

    QTest::mouseClick(&editor.button(Command::EmptyBoard), Qt::LeftButton);
    CHECK(fenOf(editor) == "B:W:B");
    // Nothing on the board: the game would be over at once.
    CHECK_FALSE(editor.button(Command::Play).isEnabled());
    CHECK(editor.button(Command::Study).isEnabled());
    CHECK(editor.verdict().startsWith(QStringLiteral("The game is over here")));

    clickSquare(editor, "32"); // the White man is the palette's first tool
    QTest::keyClick(&editor, Qt::Key_3);
    CHECK(editor.tool(SetupTool::BlackMan).isChecked());
    clickSquare(editor, "19");
    QTest::keyClick(&editor, Qt::Key_4);
    clickSquare(editor, "45");
    CHECK(fenOf(editor) == "B:W32:B19,K45");
    CHECK(editor.button(Command::Play).isEnabled());
    // The same piece again takes it off.
    clickSquare(editor, "45");
    CHECK(fenOf(editor) == "B:W32:B19");
    // Right click clears; undo brings it back, redo clears it again.
    clickSquare(editor, "19", Qt::RightButton);
    CHECK(fenOf(editor) == "B:W32:B");
    QTest::mouseClick(&editor.button(Command::Undo), Qt::LeftButton);
    CHECK(fenOf(editor) == "B:W32:B19");
    QTest::mouseClick(&editor.button(Command::Redo), Qt::LeftButton);
    CHECK(fenOf(editor) == "B:W32:B");
    QTest::keyClick(&editor, Qt::Key_Z, Qt::ControlModifier);
    CHECK(fenOf(editor) == "B:W32:B19");

    // Dragged, the man on 32 goes to 28.
    BoardView& view = editor.board();
    QTest::mousePress(view.viewport(), Qt::LeftButton, Qt::NoModifier, centreOf(editor, "32"));
    QTest::mouseMove(view.viewport(), centreOf(editor, "28"));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, Qt::NoModifier, centreOf(editor, "28"));
    CHECK(fenOf(editor) == "B:W28:B19");

    // White to move.
    editor.sideToMove(core::Side::White).click();
    CHECK(fenOf(editor) == "W:W28:B19");
    CHECK(editor.verdict() == QStringLiteral("Ready to play: White to move."));
    editor.reject();
}

TEST_CASE("The position editor says what keeps a position from being played, and a FEN that cannot be read",
          "[app][editor]")
{
    Harness h;
    h.start(core::Variant::International);
    PositionEditor& editor = openEditor(h);
    QTest::mouseClick(&editor.button(Command::EmptyBoard), Qt::LeftButton);
    clickSquare(editor, "3"); // a White man where White's men are crowned
    clickSquare(editor, "40");
    QTest::keyClick(&editor, Qt::Key_3);
    clickSquare(editor, "20");
    CHECK(editor.verdict() ==
          QStringLiteral("A White man cannot stand on 3, where White's men are crowned: make it a king or move it."));
    CHECK_FALSE(editor.button(Command::Play).isEnabled());
    CHECK_FALSE(editor.button(Command::Study).isEnabled());
    CHECK_FALSE(editor.button(Command::Save).isEnabled());

    // A FEN copied is set up; one that cannot be read leaves the position
    // as it was and says why.
    pasteFen(editor, "W:W32,33:B18");
    CHECK(fenOf(editor) == "W:W32,33:B18");
    pasteFen(editor, "W:W32,33:B18,99");
    CHECK(fenOf(editor) == "W:W32,33:B18");
    CHECK(editor.verdict().contains(QStringLiteral("99")));
    QTest::mouseClick(&editor.button(Command::CopyFen), Qt::LeftButton);
    CHECK(QApplication::clipboard()->text() == QStringLiteral("W:W32,33:B18"));

    // Swap Colours: Black's men on 19 and 18 (51 - 32, 51 - 33), White's
    // on 33 (51 - 18), Black to move.
    QTest::mouseClick(&editor.button(Command::SwapColours), Qt::LeftButton);
    CHECK(fenOf(editor) == "B:W33:B18,19");
    editor.reject();
}

TEST_CASE("The position editor's boards: To the Last Man's hands and stones, Twenty vs Ten's first move",
          "[app][editor]")
{
    Harness h;
    h.start(core::Variant::TwentyVsTen);
    PositionEditor& editor = openEditor(h);
    CHECK(editor.tool(SetupTool::FirstMovePiece).isVisible());
    // Black's piece on 8 made his first move: Black is to move again, with another piece.
    QTest::mouseClick(&editor.tool(SetupTool::FirstMovePiece), Qt::LeftButton);
    clickSquare(editor, "8");
    CHECK(editor.position().barred == notation::parseSquare(core::Variant::TwentyVsTen, "8"));
    CHECK(editor.position().sideToMove == core::Side::Black);

    // Another game: its own board and start; no kings in To the Last Man.
    editor.gameChooser().setCurrentIndex(editor.gameChooser().findData(static_cast<int>(core::Variant::ToTheLastMan)));
    emit editor.gameChooser().activated(editor.gameChooser().currentIndex());
    CHECK(editor.setup().variant == core::Variant::ToTheLastMan);
    CHECK(editor.position() == rules::startPosition(core::Variant::ToTheLastMan));
    CHECK_FALSE(editor.tool(SetupTool::WhiteKing).isVisible());
    CHECK_FALSE(editor.tool(SetupTool::FirstMovePiece).isVisible());
    editor.reject();
}

TEST_CASE("From the position editor: play from there, study it, save it as PDN with its FEN", "[app][editor]")
{
    Harness h;
    h.start(core::Variant::Polish);
    {
        PositionEditor& editor = openEditor(h);
        pasteFen(editor, "W:W32,33:B18");
        // Play from Here asks New Game for the players and clocks.
        GameSetup chosen;
        chosen.variant = core::Variant::Polish;
        chosen.players[1] = PlayerChoice::computer(3);
        h.prompter.nextGame = chosen;
        QTest::mouseClick(&editor.button(Command::Play), Qt::LeftButton);
    }
    QApplication::processEvents();
    CHECK(h.fen() == "W:W32,33:B18");
    CHECK(h.controller().setup().player(core::Side::Black).kind == PlayerChoice::Kind::Computer);

    {
        PositionEditor& editor = openEditor(h);
        CHECK(fenOf(editor) == "W:W32,33:B18"); // the position shown
        QTest::keyClick(&editor, Qt::Key_3);
        clickSquare(editor, "1");
        QTest::mouseClick(&editor.button(Command::Study), Qt::LeftButton);
    }
    QApplication::processEvents();
    CHECK(h.fen() == "W:W32,33:B1,18");
    CHECK(h.controller().setup().player(core::Side::Black).isHuman());

    QTemporaryDir dir;
    h.files.saveName = dir.filePath(QStringLiteral("set-up.pdn"));
    {
        PositionEditor& editor = openEditor(h);
        QTest::mouseClick(&editor.button(Command::Save), Qt::LeftButton);
    }
    QApplication::processEvents();
    QFile saved(h.files.saveName);
    REQUIRE(saved.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(saved.readAll());
    CHECK(text.contains(QStringLiteral("[SetUp \"1\"]\n[FEN \"W:W32,33:B1,18\"]")));
}

} // namespace draughts::app::test
