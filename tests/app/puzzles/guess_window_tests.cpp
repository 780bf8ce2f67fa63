// Guess the move on the real widgets: a short game, one side guessed with
// clicks on the board, the engine scoring at a small depth.
#include "app_test_support.hpp"

#include "board/board_area.hpp"
#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "puzzles/guess_window.hpp"
#include "puzzles/puzzle_launcher.hpp"
#include "window/window_parts.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/notation/square_names.hpp>

#include <QFile>
#include <QTest>

using namespace draughts;
using namespace draughts::app;
using GuessPhase = GuessWindow::Phase;

namespace {

class GuessFixture {
public:
    explicit GuessFixture(const char* pdn) : m_app((test::ensureApplication(), 0))
    {
        REQUIRE(m_dir.isValid());
        QFile file(m_dir.filePath(QStringLiteral("game.pdn")));
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(pdn);
        file.close();
        m_window.setAnimationsEnabled(false);
        m_window.setLinePace(0);
        engine::SearchLimits limits;
        limits.depth = 2;
        m_window.setLimits(limits);
        m_window.setErrorSink([this](const QString& text) { errors << text; });
        m_window.show();
    }

    GuessWindow& window() { return m_window; }
    QString path() const { return m_dir.filePath(QStringLiteral("game.pdn")); }

    void move(const char* from, const char* to)
    {
        const core::Variant variant = m_window.controller().game().variant();
        for (const char* name : {from, to}) {
            BoardView& view = m_window.board().view();
            const QRect cell =
                view.visualRect(m_window.board().model().indexOfSquare(notation::parseSquare(variant, name)));
            REQUIRE(!cell.isEmpty());
            QTest::mouseClick(view.viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
        }
    }

    bool waitFor(GuessPhase phase)
    {
        return QTest::qWaitFor([&] { return m_window.phase() == phase; }, 5000);
    }

    std::string fen()
    {
        const game::Game& game = m_window.controller().game();
        return notation::writeFen(game.variant(), game.position());
    }

    QStringList errors;

private:
    int m_app; // the application exists before the window
    QTemporaryDir m_dir;
    GuessWindow m_window;
};

} // namespace

TEST_CASE("Guess the move scores each guess, plays the game's move and sums up", "[app][puzzles][guess]")
{
    GuessFixture f("[GameType \"20\"]\n\n1. 31-26 20-25 2. 26-21 *\n");
    REQUIRE(f.window().openFile(f.path()));
    REQUIRE(f.window().phase() == GuessPhase::Ready);
    f.window().start(core::Side::White);
    REQUIRE(f.waitFor(GuessPhase::Guessing));
    // The game's own move: full points.
    f.move("31", "26");
    REQUIRE(f.waitFor(GuessPhase::Guessing));
    CHECK(f.window().message() == QStringLiteral("The game's move: 10 points."));
    // Black's 20-25 was played after it; White guesses again.
    CHECK(f.fen() == "W:W26,32-50:B1-19,25:N2");
    // Another move: scored by the engine, then the game's 26-21 is played.
    f.move("32", "28");
    REQUIRE(f.waitFor(GuessPhase::Finished));
    CHECK(f.window().message().startsWith(QStringLiteral("Finished.")));
    REQUIRE(f.window().session());
    CHECK(f.window().session()->records().size() == 2);
    CHECK(f.window().session()->records()[0].score.points == 10);
    CHECK(f.fen().rfind("B:W21,", 0) == 0);
    CHECK(f.window().summaryText().contains(QStringLiteral("of 20")));
    // The guess that differed is named as the move list numbers it: 26-21 is White's half of move 2.
    CHECK(f.window().summaryText().contains(QStringLiteral("Move 2 (White): you 32-28, the game 26-21")));
}

TEST_CASE("Guess the move shows the other side's move before the guess", "[app][puzzles][guess]")
{
    // Corner Checkers: Black moves first (corner.md §3.1); White is guessed.
    GuessFixture f("[Variant \"corner\"]\n\n1. 25-29 26-22 *\n");
    REQUIRE(f.window().openFile(f.path()));
    f.window().start(core::Side::White);
    REQUIRE(f.waitFor(GuessPhase::Guessing));
    CHECK(f.window().controller().game().sideToMove() == core::Side::White);
    CHECK(f.fen() == "W:W21,26,31,32,36,37,41-43,46-48:B3-5,8-10,14,15,19,20,29,30:N1");
    f.move("26", "22");
    REQUIRE(f.waitFor(GuessPhase::Finished));
    CHECK(f.window().session()->records().front().score.kind == puzzle::GuessKind::GameMove);
}

TEST_CASE("Guess the move refuses a file without a game, naming it", "[app][puzzles][guess]")
{
    GuessFixture f("[GameType \"20\"]\n\n*\n");
    CHECK_FALSE(f.window().openFile(f.path()));
    REQUIRE(f.errors.size() == 1);
    CHECK(f.errors.front().contains(QStringLiteral("game.pdn")));
    CHECK(f.window().phase() == GuessPhase::NoGame);
}

TEST_CASE("Guess the moves of this game takes the game on the main board", "[app][puzzles][guess]")
{
    test::Harness h;
    h.start(core::Variant::International);
    // The original text's International: Black begins (international.md §3.1).
    h.clicks({"19", "23"});
    h.clicks({"32", "28"});
    REQUIRE(h.historyLength() == 2);
    PuzzleLauncher& launcher = *h.window().parts().puzzles;
    launcher.action(PuzzleLauncher::Command::GuessBoardGame).trigger();
    GuessWindow& guess = launcher.showGuessTheMove();
    CHECK(guess.isVisible());
    REQUIRE(guess.phase() == GuessPhase::Ready);
    // Two people at the board are PDN's "?": the game is named by where it came from.
    CHECK(guess.gameTitle() == QStringLiteral("International: the game on the board"));
    // The board shows the game's start, Black to move, as on the main board.
    const game::Game& shown = guess.controller().game();
    CHECK(notation::writeFen(shown.variant(), shown.position()) == "B:W31-50:B1-20");
    guess.close();
}

TEST_CASE("Guess the move fits a window of 800x600 with a long game title, in English and in Czech",
          "[app][puzzles][guess]")
{
    GuessFixture f("[Event \"Autumn Club Evening of the Brno Draughts Society\"]\n[White \"Horáková, Jana\"]\n"
                   "[Black \"Novák, Petr\"]\n[GameType \"20\"]\n\n1. 31-26 20-25 2. 26-21 *\n");
    REQUIRE(f.window().openFile(f.path()));
    test::inEnglishAndCzech([&] {
        const QSize least = f.window().minimumSizeHint();
        CAPTURE(least.width(), least.height());
        CHECK(least.width() <= 800);
        CHECK(least.height() <= 600);
    });
}
