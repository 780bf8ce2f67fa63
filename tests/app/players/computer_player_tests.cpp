// The computer at the board: the engine behind the Player interface, in the
// real window. Every computer here plays at a low level with a fixed seed
// and no pause, so that its moves come quickly and repeat.

#include "app_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_roles.hpp"
#include "board/board_view.hpp"
#include "board/highlights.hpp"
#include "engines/hint_finder.hpp"
#include "controller/game_controller.hpp"
#include "dialogs/new_game_dialog.hpp"
#include "files/game_files.hpp"
#include "panel/player_card.hpp"
#include "panel/side_panel.hpp"
#include "panel/why_box.hpp"
#include "players/computer_player.hpp"
#include "players/human_input.hpp"
#include "players/player_seats.hpp"
#include "review/move_list_model.hpp"
#include "review/review_navigator.hpp"
#include "text/texts.hpp"

#include <draughts/engine/engine_task.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/rules/movegen.hpp>

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

#include <catch2/catch.hpp>

using namespace draughts;
using app::MainWindow;
using app::PlayerChoice;
using app::Texts;
using app::WindowActions;
using app::test::Harness;

namespace {

constexpr int patience = 20000; // milliseconds a test waits for a low level's move at most

app::PlayerSeats::ComputerTiming quickComputers(std::chrono::milliseconds moveTime = std::chrono::milliseconds{4000})
{
    app::PlayerSeats::ComputerTiming timing;
    timing.seed = 20261130;
    timing.pause = std::chrono::milliseconds{0};
    timing.demoPause = std::chrono::milliseconds{0};
    timing.moveTime = moveTime;
    return timing;
}

void startGame(MainWindow& window, core::Variant variant, PlayerChoice white, PlayerChoice black,
               const std::string& fen = {}, game::MissedCaptureRule rule = game::MissedCaptureRule::Compulsory)
{
    app::GameSetup setup;
    setup.variant = variant;
    setup.rule = rule;
    setup.players = {white, black};
    if (!fen.empty()) {
        const auto position = notation::readFen(variant, fen);
        REQUIRE(position);
        setup.start = *position;
    }
    window.startGame(setup);
}

// Every move of the game (of `only`, when given) was one the rules require
// in its position: the computer makes only rule-conforming moves.
void checkEveryMoveLegal(const game::Game& game, std::optional<core::Side> only = std::nullopt)
{
    for (const game::HistoryEntry& entry : game.history()) {
        if (entry.action.kind != game::Action::Kind::Move || (only && entry.side != *only))
            continue;
        core::MoveList legal;
        rules::generateMoves(game.variant(), entry.before, legal);
        INFO(entry.text);
        CHECK(legal.contains(entry.action.move));
    }
}

// Waits for actions until the game holds `length` of them.
bool waitForHistory(Harness& h, std::size_t length)
{
    QSignalSpy played(&h.controller(), &app::GameController::actionPlayed);
    while (h.historyLength() < length)
        if (!played.wait(patience))
            return false;
    return true;
}

// Waits until the computer's turn is over: `side` is to move again.
bool waitForTurnOf(Harness& h, core::Side side)
{
    QSignalSpy played(&h.controller(), &app::GameController::actionPlayed);
    while (h.controller().shown().sideToMove() != side)
        if (!played.wait(patience))
            return false;
    return true;
}

// Plays the first legal move of the person to move with two clicks.
void clickFirstMove(Harness& h)
{
    const game::Game& game = h.controller().shown();
    REQUIRE_FALSE(game.legalMoves().empty());
    const core::Move move = game.legalMoves()[0];
    REQUIRE(move.from != core::NoSquare);
    REQUIRE_FALSE(move.isCapture());
    h.click(Texts::square(game.variant(), move.from).toStdString());
    h.click(Texts::square(game.variant(), move.to).toStdString());
}

} // namespace

TEST_CASE("New Game offers the computer at a level for each side", "[app][computer]")
{
    app::test::ensureApplication();
    app::GameSetup current;
    app::NewGameDialog dialog(current);
    dialog.show();
    auto* blackKind = dialog.findChild<QComboBox*>(QStringLiteral("blackKind"));
    auto* blackLevel = dialog.findChild<QComboBox*>(QStringLiteral("blackLevel"));
    REQUIRE(blackKind);
    REQUIRE(blackLevel);
    CHECK_FALSE(blackLevel->isVisible()); // a person has a name, not a level
    // Choose "Computer" with the keyboard, as a person would, then level 2.
    blackKind->setFocus();
    QTest::keyClick(blackKind, Qt::Key_Down);
    CHECK(blackKind->currentText() == "Computer");
    CHECK(blackLevel->isVisible());
    blackLevel->setFocus();
    QTest::keyClick(blackLevel, Qt::Key_Home);
    QTest::keyClick(blackLevel, Qt::Key_Down);
    CHECK(blackLevel->currentData().toInt() == 2);
    const app::GameSetup chosen = dialog.setup();
    CHECK(chosen.player(core::Side::White) == PlayerChoice::human());
    CHECK(chosen.player(core::Side::Black) == PlayerChoice::computer(2));

    // The game starts with the computer as Black: International begins with
    // Black, so the computer moves at once; the card names it.
    Harness h;
    h.seats().setComputerTiming(quickComputers());
    h.window().startGame(chosen);
    CHECK(h.sidePanel().card(1).nameText() == "Computer, level 2 (Black)");
    // The move list's column says the side, which always fits; the name is its tip.
    CHECK(h.moveListModel().headerData(app::MoveListModel::BlackColumn, Qt::Horizontal).toString() == "Black");
    CHECK(h.moveListModel().headerData(app::MoveListModel::BlackColumn, Qt::Horizontal, Qt::ToolTipRole).toString() ==
          "Computer, level 2");
    REQUIRE(waitForHistory(h, 1));
    CHECK(h.controller().game().history()[0].side == core::Side::Black);
    checkEveryMoveLegal(h.controller().game());
    // The choice is remembered for the next New Game.
    CHECK(h.settings().value("game/blackPlayer").toString() == "computer");
    CHECK(h.settings().value("game/blackLevel").toInt() == 2);
    CHECK(h.settings().value("game/whitePlayer").toString() == "human");
}

TEST_CASE("A person's move is answered by a legal move of the computer in each of the five games", "[app][computer]")
{
    const core::Variant variant =
        GENERATE(core::Variant::International, core::Variant::Polish, core::Variant::TwentyVsTen,
                 core::Variant::CornerCheckers, core::Variant::ToTheLastMan);
    Harness h;
    h.seats().setComputerTiming(quickComputers());
    const core::Side first = game::Game(variant).sideToMove();
    const PlayerChoice person = PlayerChoice::human();
    const PlayerChoice computer = PlayerChoice::computer(1);
    startGame(h.window(), variant, first == core::Side::White ? person : computer,
              first == core::Side::White ? computer : person);
    INFO(Texts::gameTitle(variant).toStdString());
    // The person's turn: one move, or both of Black's moves in Twenty vs Ten.
    while (h.controller().shown().sideToMove() == first)
        clickFirstMove(h);
    const std::size_t played = h.controller().game().history().size();
    CHECK(played == (variant == core::Variant::TwentyVsTen ? 2u : 1u));
    REQUIRE(waitForTurnOf(h, first));
    const game::Game& game = h.controller().game();
    REQUIRE(game.history().size() > played);
    for (std::size_t i = played; i < game.history().size(); ++i)
        CHECK(game.history()[i].side == core::opposite(first));
    checkEveryMoveLegal(game);
    // The person's turn again: his pieces are marked, the card no longer thinks.
    CHECK(h.input().awaitedHuman() != nullptr);
    CHECK(h.highlights().movable() != 0);
    CHECK(h.sidePanel().card(first == core::Side::White ? 1 : 0).thinkingText().isEmpty());
}

TEST_CASE("The computer plays the computer: a demonstration of legal moves", "[app][computer]")
{
    Harness h;
    h.seats().setComputerTiming(quickComputers());
    startGame(h.window(), core::Variant::TwentyVsTen, PlayerChoice::computer(1), PlayerChoice::computer(2));
    REQUIRE(waitForHistory(h, 12));
    checkEveryMoveLegal(h.controller().game());
    // The person at the board cannot move either side's pieces.
    CHECK(h.input().awaitedHuman() == nullptr);
}

TEST_CASE("Undo against the computer goes back to the person's move, Redo forward again", "[app][computer]")
{
    SECTION("International: one move each")
    {
        Harness h;
        h.seats().setComputerTiming(quickComputers());
        startGame(h.window(), core::Variant::International, PlayerChoice::human(), PlayerChoice::computer(1));
        REQUIRE(waitForHistory(h, 1)); // Black begins
        clickFirstMove(h);
        REQUIRE(waitForHistory(h, 3));
        const std::string after = h.fen();
        h.action(WindowActions::Command::Undo).trigger();
        // Both plies: the computer's answer and the person's move.
        CHECK(h.historyLength() == 1);
        CHECK(h.controller().shown().sideToMove() == core::Side::White);
        CHECK(h.controller().awaited() != nullptr);
        CHECK(h.input().awaitedHuman() != nullptr);
        h.action(WindowActions::Command::Redo).trigger();
        CHECK(h.historyLength() == 3);
        CHECK(h.fen() == after);
        CHECK(h.input().awaitedHuman() != nullptr);
    }
    SECTION("Twenty vs Ten: both of the computer's half-moves")
    {
        Harness h;
        h.seats().setComputerTiming(quickComputers());
        startGame(h.window(), core::Variant::TwentyVsTen, PlayerChoice::human(), PlayerChoice::computer(1));
        REQUIRE(waitForHistory(h, 2)); // Black begins, with two moves
        clickFirstMove(h);
        REQUIRE(waitForHistory(h, 5));
        h.action(WindowActions::Command::Undo).trigger();
        CHECK(h.historyLength() == 2);
        CHECK(h.controller().shown().sideToMove() == core::Side::White);
        CHECK(h.input().awaitedHuman() != nullptr);
        h.action(WindowActions::Command::Redo).trigger();
        CHECK(h.historyLength() == 5);
    }
    SECTION("Undo while the computer thinks takes back the person's move and stops the search")
    {
        Harness h;
        h.seats().setComputerTiming(quickComputers(std::chrono::milliseconds{600000}));
        startGame(h.window(), core::Variant::International, PlayerChoice::computer(8), PlayerChoice::human(),
                  "W:W46,50:B4,5");
        app::ComputerPlayer* computer = h.seats().computer(core::Side::White);
        REQUIRE(computer);
        REQUIRE(computer->isThinking());
        h.action(WindowActions::Command::Undo).trigger(); // nothing to undo: the search goes on
        CHECK(computer->isThinking());
        h.action(WindowActions::Command::MoveNow).trigger();
        REQUIRE(waitForHistory(h, 1));
        h.click("4");
        h.click("10");
        REQUIRE(h.historyLength() == 2);
        REQUIRE(computer->isThinking());
        h.action(WindowActions::Command::Undo).trigger();
        CHECK(h.historyLength() == 1);
        CHECK_FALSE(computer->isThinking());
        CHECK(h.sidePanel().card(0).thinkingText().isEmpty());
        CHECK(h.input().awaitedHuman() != nullptr);
    }
}

TEST_CASE("Move Now takes the best move of a long search at once", "[app][computer]")
{
    Harness h;
    // Level 8 with ten minutes a move: only Move Now ends this search in time.
    h.seats().setComputerTiming(quickComputers(std::chrono::milliseconds{600000}));
    startGame(h.window(), core::Variant::Polish, PlayerChoice::human(), PlayerChoice::computer(8));
    app::ComputerPlayer* computer = h.seats().computer(core::Side::Black);
    REQUIRE(computer);
    CHECK_FALSE(h.action(WindowActions::Command::MoveNow).isEnabled());
    clickFirstMove(h);
    REQUIRE(computer->isThinking());
    CHECK(h.action(WindowActions::Command::MoveNow).isEnabled());
    // The board and menus answer meanwhile; the card says the computer thinks.
    CHECK(h.sidePanel().card(1).thinkingText().startsWith("Thinking"));
    // The person cannot move the computer's pieces, nor his own out of turn.
    const core::Position& shown = h.controller().shown().position();
    for (const core::Bitboard pieces : {shown.black, shown.white}) {
        h.click(Texts::square(core::Variant::Polish, core::lowestSquare(pieces)).toStdString());
        CHECK(h.input().selected() == core::NoSquare);
    }
    CHECK(h.historyLength() == 1);
    QSignalSpy depth(computer, &app::ComputerPlayer::depthReached);
    REQUIRE(depth.wait(patience));
    CHECK(h.sidePanel().card(1).thinkingText().startsWith("Thinking… depth "));
    h.action(WindowActions::Command::MoveNow).trigger();
    REQUIRE(waitForHistory(h, 2));
    checkEveryMoveLegal(h.controller().game());
    CHECK_FALSE(computer->isThinking());
    CHECK_FALSE(h.action(WindowActions::Command::MoveNow).isEnabled());
}

TEST_CASE("A new game or closing the window during a search leaves no thread running", "[app][computer]")
{
    // Black to move with twenty men each, 20 moved to 24: no game reaches
    // it, so it is not in the opening book and level 8 searches.
    const std::string outOfBook = "B:W31-50:B1-19,24";
    SECTION("New Game")
    {
        Harness h;
        h.seats().setComputerTiming(quickComputers(std::chrono::milliseconds{600000}));
        startGame(h.window(), core::Variant::International, PlayerChoice::human(), PlayerChoice::computer(8),
                  outOfBook);
        QPointer<app::ComputerPlayer> computer = h.seats().computer(core::Side::Black);
        REQUIRE(computer);
        REQUIRE(computer->isThinking()); // Black to move
        startGame(h.window(), core::Variant::International, PlayerChoice::human(), PlayerChoice::human());
        CHECK(computer.isNull()); // replaced, and its worker waited for
        CHECK(engine::EngineTask::workersAlive() == 0);
        CHECK(h.historyLength() == 0);
    }
    SECTION("Closing the window")
    {
        app::test::ensureApplication();
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        auto window = std::make_unique<MainWindow>(&settings);
        const app::test::WindowFixture parts(window.get());
        app::test::ScriptedFilePrompter files;
        parts.gameFiles().setPrompter(&files);
        parts.seats().setComputerTiming(quickComputers(std::chrono::milliseconds{600000}));
        startGame(*window, core::Variant::International, PlayerChoice::computer(8), PlayerChoice::computer(8),
                  outOfBook);
        QPointer<app::ComputerPlayer> computer = parts.seats().computer(core::Side::Black);
        REQUIRE(computer);
        REQUIRE(computer->isThinking());
        window->close();
        window.reset();
        CHECK(computer.isNull());
        CHECK(engine::EngineTask::workersAlive() == 0);
    }
}

TEST_CASE("Hint shows the engine's move that wins a piece, and why, without playing it", "[app][computer][hint]")
{
    Harness h;
    // White 33, 38, 42; Black 1, 2, 22, 24; White to move. The shot 33-28
    // gives a man: Black must take 22x33, and White takes two back with
    // 38x29x20 (over 33 and 24); 42 guards 38, so that Black's capture
    // cannot go on from 33 over 38 to 42. White is a man ahead after his
    // second move, three plies from now.
    startGame(h.window(), core::Variant::International, PlayerChoice::human(), PlayerChoice::human(),
              "W:W33,38,42:B1,2,22,24");
    engine::SearchLimits limits;
    limits.depth = 6;
    h.hintFinder().setLimits(limits);
    QSignalSpy found(&h.hintFinder(), &app::HintFinder::found);
    h.action(WindowActions::Command::Hint).trigger();
    CHECK(h.sidePanel().hintText() == "Looking for the best move…");
    REQUIRE(found.wait(patience));
    CHECK(h.highlightAt("33") & app::Highlight::Hint);
    CHECK(h.highlightAt("28") & app::Highlight::Hint);
    CHECK(h.sidePanel().hintText().toStdString() == "Wins 1 piece in 2 moves of White");
    CHECK(h.status().toStdString() == "Hint: 33-28 — Wins 1 piece in 2 moves of White");
    CHECK(h.historyLength() == 0); // nothing played
    // What a score in the hint means, on the hint itself.
    const auto* reason = h.sidePanel().findChild<QLabel*>(QStringLiteral("hintReason"));
    REQUIRE(reason);
    CHECK(reason->toolTip().contains("+1.0 = a man ahead for White"));
    // The hint goes with the next move.
    h.clicks({"42", "37"});
    CHECK(h.sidePanel().hintText().isEmpty());
    CHECK_FALSE(h.highlightAt("33") & app::Highlight::Hint);
}

TEST_CASE("Hint names the only move without a search", "[app][computer][hint]")
{
    Harness h;
    // White 27 must take 22: 27x18.
    startGame(h.window(), core::Variant::International, PlayerChoice::human(), PlayerChoice::human(), "W:W27:B22,5");
    h.action(WindowActions::Command::Hint).trigger();
    CHECK(h.sidePanel().hintText() == "The only move");
    CHECK(h.highlightAt("27") & app::Highlight::Hint);
}

TEST_CASE("With the Forfeit setting the computer claims the piece that missed its capture, then moves",
          "[app][computer]")
{
    Harness h;
    h.seats().setComputerTiming(quickComputers());
    // White 27 must take 22 (27x18x7 over 22 and 12); 37-32 misses it. Black
    // may claim 27; whether he claims or not, his 22 must then take 27 or the
    // claim removes it: claiming wins the man without giving Black's move away.
    startGame(h.window(), core::Variant::International, PlayerChoice::human(), PlayerChoice::computer(3),
              "W:W27,37:B22,12", game::MissedCaptureRule::Forfeit);
    h.clicks({"37", "32"});
    REQUIRE(h.historyLength() == 1);
    REQUIRE(waitForHistory(h, 3));
    const game::Game& game = h.controller().game();
    CHECK(game.history()[1].text == "~27");
    CHECK(game.history()[1].side == core::Side::Black);
    CHECK(game.history()[2].side == core::Side::Black);
    CHECK(game.history()[2].action.kind == game::Action::Kind::Move);
    checkEveryMoveLegal(game, core::Side::Black);
}

TEST_CASE("The computer on a clock reads its time left and its moves made from the game", "[app][computer][clock]")
{
    using namespace std::chrono_literals;
    const pdn::TimeControl clocks{300, 3};
    game::Game game(core::Variant::International);
    const core::Side first = game.sideToMove();
    // Before its first move: the whole base.
    const engine::ClockTime start = app::ComputerPlayer::clockAt(game, clocks);
    CHECK(start.left == 300s);
    CHECK(start.increment == 3s);
    CHECK(start.movesToGo == 0);
    CHECK(start.movesMade == 0);
    // Each side moves, its clock read after the move (the increment in).
    REQUIRE(game.play(game.legalMoves()[0]));
    game.setTimeLeft(0, 297'500);
    REQUIRE(game.play(game.legalMoves()[0]));
    game.setTimeLeft(1, 290'000);
    const engine::ClockTime firstAgain = app::ComputerPlayer::clockAt(game, clocks);
    CHECK(game.sideToMove() == first);
    CHECK(firstAgain.left == 297'500ms);
    CHECK(firstAgain.movesMade == 1);
    // A move without a reading (a game from a file) keeps the last one.
    REQUIRE(game.play(game.legalMoves()[0]));
    const engine::ClockTime second = app::ComputerPlayer::clockAt(game, clocks);
    CHECK(second.left == 290'000ms);
    CHECK(second.movesMade == 1);
    REQUIRE(game.play(game.legalMoves()[0]));
    CHECK(app::ComputerPlayer::clockAt(game, clocks).left == 297'500ms);
    CHECK(app::ComputerPlayer::clockAt(game, clocks).movesMade == 2);
}

TEST_CASE("The computer accepts a draw only when it stands clearly worse or the ending is bare and level",
          "[app][computer]")
{
    CHECK(app::ComputerPlayer::acceptsDraw(-50, 20));
    CHECK(app::ComputerPlayer::acceptsDraw(engine::lossIn(9), 20));
    CHECK_FALSE(app::ComputerPlayer::acceptsDraw(0, 40));
    CHECK_FALSE(app::ComputerPlayer::acceptsDraw(-49, 20));
    CHECK(app::ComputerPlayer::acceptsDraw(10, 4));
    CHECK_FALSE(app::ComputerPlayer::acceptsDraw(120, 4));

    SECTION("A lone man against two kings takes the draw")
    {
        Harness h;
        h.seats().setComputerTiming(quickComputers());
        startGame(h.window(), core::Variant::International, PlayerChoice::human(), PlayerChoice::computer(3),
                  "W:WK46,K50:B5");
        QSignalSpy over(&h.controller(), &app::GameController::gameOver);
        h.action(WindowActions::Command::OfferDraw).trigger();
        REQUIRE(over.wait(patience));
        CHECK(h.result() == "Draw by agreement");
    }
    SECTION("Two kings against a lone man play on")
    {
        Harness h;
        h.seats().setComputerTiming(quickComputers());
        startGame(h.window(), core::Variant::International, PlayerChoice::computer(3), PlayerChoice::human(),
                  "B:WK46,K50:B5");
        QSignalSpy notices(&h.controller(), &app::GameController::notice);
        h.action(WindowActions::Command::OfferDraw).trigger();
        REQUIRE(notices.wait(patience));
        CHECK(notices.at(0).at(0).value<app::GameController::Notice>() == app::GameController::Notice::DrawDeclined);
        CHECK(h.result().isEmpty());
    }
}

TEST_CASE("A saved game names the computer in its White and Black tags", "[app][computer]")
{
    Harness h;
    h.seats().setComputerTiming(quickComputers());
    startGame(h.window(), core::Variant::International, PlayerChoice::human(), PlayerChoice::computer(5));
    const QString pdn = h.gameFiles().pdnText();
    CHECK(pdn.contains("[Black \"Draughts level 5\"]"));
    // The person at the board has no name: PDN's "unknown" (docs/pdn.md, Writing).
    CHECK(pdn.contains("[White \"?\"]"));
    // Opened again, the game goes on against the computer at that level.
    startGame(h.window(), core::Variant::International, PlayerChoice::human(), PlayerChoice::human());
    CHECK(h.seats().computer(core::Side::Black) == nullptr);
    REQUIRE(h.gameFiles().openText(pdn.toUtf8(), QStringLiteral("test")));
    app::ComputerPlayer* computer = h.seats().computer(core::Side::Black);
    REQUIRE(computer);
    CHECK(computer->level() == 5);
    CHECK(h.sidePanel().card(1).nameText() == "Computer, level 5 (Black)");
    CHECK(h.seats().computer(core::Side::White) == nullptr);
}

TEST_CASE("Stepping back through the game stops the computer's search, and it plays on at the end", "[app][computer]")
{
    Harness h;
    h.seats().setComputerTiming(quickComputers(std::chrono::milliseconds{600000}));
    startGame(h.window(), core::Variant::International, PlayerChoice::human(), PlayerChoice::computer(8),
              "W:W46,50:B4,5");
    h.clicks({"46", "41"});
    app::ComputerPlayer* computer = h.seats().computer(core::Side::Black);
    REQUIRE(computer);
    REQUIRE(computer->isThinking());
    QTest::mouseClick(&h.review().button(1), Qt::LeftButton); // Previous
    CHECK(h.controller().review().reviewing());
    CHECK_FALSE(computer->isThinking());
    CHECK(h.sidePanel().card(1).thinkingText().isEmpty());
    QTest::mouseClick(&h.review().button(3), Qt::LeftButton); // Last
    CHECK_FALSE(h.controller().review().reviewing());
    CHECK(computer->isThinking());
    h.action(WindowActions::Command::MoveNow).trigger();
    REQUIRE(waitForHistory(h, 2));
    checkEveryMoveLegal(h.controller().game());
}

TEST_CASE("Computer against computer pauses and resumes with P, the Game menu and the button under the moves",
          "[app][computer][pause]")
{
    Harness h;
    h.seats().setComputerTiming(quickComputers());
    QAction& pause = h.action(WindowActions::Command::Pause);
    // Where a person plays there is nothing to pause.
    CHECK_FALSE(pause.isEnabled());
    startGame(h.window(), core::Variant::International, PlayerChoice::computer(1), PlayerChoice::computer(1));
    REQUIRE(pause.isEnabled());
    REQUIRE(waitForHistory(h, 2));
    QApplication::setActiveWindow(&h.window());
    REQUIRE(QTest::qWaitForWindowActive(&h.window()));

    QTest::keyClick(&h.boardView(), Qt::Key_P);
    REQUIRE(h.controller().paused());
    CHECK(pause.text() == "Res&ume Play");
    CHECK(h.sidePanel().pausedText() == "Play is paused. Press P to resume.");
    CHECK(h.status() == "Play is paused. Press P to resume.");
    const std::size_t stopped = h.historyLength();
    QTest::qWait(1500); // a level 1 computer without a pause answers in far less
    CHECK(h.historyLength() == stopped);
    for (core::Side side : {core::Side::White, core::Side::Black})
        CHECK_FALSE(h.seats().computer(side)->isThinking());

    QTest::keyClick(&h.boardView(), Qt::Key_P);
    CHECK_FALSE(h.controller().paused());
    CHECK(pause.text() == "Pa&use");
    CHECK(h.sidePanel().pausedText().isEmpty());
    REQUIRE(waitForHistory(h, stopped + 1));

    // Stepping back pauses play, and says so and how it goes on.
    QTest::mouseClick(&h.review().button(1), Qt::LeftButton); // Previous
    REQUIRE(h.controller().review().reviewing());
    CHECK(h.controller().paused());
    CHECK(h.sidePanel().pausedText() == "Play is paused. Press P to resume from the latest position.");
    // Two sentences in the status bar, each ended.
    // Black opens International (international.md §3.1), so the move list
    // numbers ply k (from 1) in row k / 2 + 1, Black's half when k is odd:
    // "1. … 19-23", "2. 32-28 14-19". The status names the move shown, one
    // ply back, by that number.
    const std::size_t played = h.controller().game().history().size();
    const std::size_t shown = played - 1;
    CHECK(h.status().toStdString() == (shown % 2 == 1
                                           ? QStringLiteral("Reviewing: position after move %1… (Black). Play is "
                                                            "paused. Press P to resume from the latest position.")
                                           : QStringLiteral("Reviewing: position after move %1 (White). Play is "
                                                            "paused. Press P to resume from the latest position."))
                                          .arg(shown / 2 + 1)
                                          .toStdString());
    QTest::mouseClick(&h.review().button(3), Qt::LeftButton); // Last: still paused
    const std::size_t reviewed = h.historyLength();
    QTest::qWait(1000);
    CHECK(h.historyLength() == reviewed);
    CHECK(h.controller().paused());

    // The button beside the steps resumes it too.
    QToolButton* button = nullptr;
    for (QToolButton* candidate : h.review().footer()->findChildren<QToolButton*>())
        if (candidate->defaultAction() == &pause)
            button = candidate;
    REQUIRE(button);
    CHECK(button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    CHECK_FALSE(h.controller().paused());
    REQUIRE(waitForHistory(h, reviewed + 1));
    checkEveryMoveLegal(h.controller().game());
}

// Black's turn in Twenty vs Ten is two moves with two pieces
// (twenty-vs-ten.md §3.1): a hint at its start names and marks both, and
// they can be played one after the other, ending the turn.
TEST_CASE("Twenty vs Ten's hint covers Black's whole turn, both moves", "[app][computer][hint]")
{
    Harness h;
    startGame(h.window(), core::Variant::TwentyVsTen, PlayerChoice::human(), PlayerChoice::human());
    REQUIRE(h.controller().game().sideToMove() == core::Side::Black);
    engine::SearchLimits limits;
    limits.depth = 6;
    h.hintFinder().setLimits(limits);
    QSignalSpy found(&h.hintFinder(), &app::HintFinder::found);
    h.action(WindowActions::Command::Hint).trigger();
    REQUIRE(found.wait(patience));
    const QString status = h.status();
    CAPTURE(status.toStdString());
    REQUIRE(status.startsWith("Hint: "));
    const QString moves = status.mid(6).section(QStringLiteral(" — "), 0, 0);
    const QStringList turn = moves.split(QStringLiteral(", then "));
    REQUIRE(turn.size() == 2);
    // No capture is possible at the start: each move is a step, from and to marked.
    for (const QString& move : turn)
        for (const QString& square : move.split(QLatin1Char('-'))) {
            CAPTURE(square.toStdString());
            CHECK(h.highlightAt(square.toStdString()) & app::Highlight::Hint);
        }
    REQUIRE(h.input().playNotation(turn[0]));
    CHECK(h.controller().game().sideToMove() == core::Side::Black);
    REQUIRE(h.input().playNotation(turn[1]));
    CHECK(h.controller().game().sideToMove() == core::Side::White);
}

// Pieces glow only when a person is to move: while the computer is, the
// Why? box does not send anyone looking for glowing pieces.
TEST_CASE("While the computer is to move the Why? box speaks of no glowing pieces", "[app][computer][why]")
{
    Harness h;
    h.seats().setComputerTiming(quickComputers());
    // International: Black, the computer, opens.
    startGame(h.window(), core::Variant::International, PlayerChoice::human(), PlayerChoice::computer(1));
    REQUIRE(h.controller().game().sideToMove() == core::Side::Black);
    CHECK(h.whyBox().text() == "No capture is due: any piece may move.");
    REQUIRE(waitForHistory(h, 1));
    CHECK(h.whyBox().text() == "No capture is due: move any glowing piece.");
}
