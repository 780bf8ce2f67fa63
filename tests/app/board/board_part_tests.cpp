// The board part (BoardPart) that every window showing a game builds on:
// on its own it plays a move by clicks, and the main window, the puzzle
// window and Guess the Move each show the board of one.
#include "app_test_support.hpp"

#include "board/board_area.hpp"
#include "board/board_model.hpp"
#include "board/board_part.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "players/human_player.hpp"
#include "puzzles/guess_window.hpp"
#include "puzzles/puzzle_window.hpp"
#include "window/main_window.hpp"
#include "window/window_parts.hpp"

#include <QHBoxLayout>
#include <QTemporaryDir>
#include <QTest>

using namespace draughts;

namespace {

// Clicks the squares of `move`, its start then its end, on the part's board, as a player would.
void clickPartMove(app::BoardPart& part, const core::Move& move)
{
    for (const core::Square square : {move.from, move.to}) {
        app::BoardView& view = part.view();
        const QRect cell = view.visualRect(part.area().model().indexOfSquare(square));
        REQUIRE(!cell.isEmpty());
        QTest::mouseClick(view.viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
    }
}

// Whether `part` shows its board in `window` and its three parts are the ones the window names.
bool partOfWindow(const app::BoardPart& part, const QWidget& window, const app::GameController& controller,
                  const app::BoardArea& board)
{
    return part.view().window() == &window && &part.controller() == &controller && &part.area() == &board;
}

} // namespace

TEST_CASE("A board part on its own plays a person's move by clicks", "[app][board][part]")
{
    app::test::ensureApplication();
    QWidget window;
    auto* part = new app::BoardPart(&window);
    auto* layout = new QHBoxLayout(&window);
    layout->addWidget(&part->view());
    part->view().setAnimationsEnabled(false);
    for (core::Side side : {core::Side::White, core::Side::Black})
        part->controller().setPlayer(side, std::make_unique<app::HumanPlayer>(nullptr));
    app::GameSetup setup;
    setup.variant = core::Variant::International;
    part->controller().newGame(setup);
    window.resize(600, 600);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));

    const game::Game& game = part->controller().game();
    const core::Side mover = game.sideToMove();
    REQUIRE(!game.permittedMoves().empty());
    const core::Move move = game.permittedMoves()[0];
    clickPartMove(*part, move);
    REQUIRE(part->controller().game().history().size() == 1);
    CHECK(game.history().back().side == mover);
    CHECK(game.sideToMove() == core::opposite(mover));
    part->unseat();
    CHECK(part->controller().player(core::Side::White) == nullptr);
}

TEST_CASE("The main window, the puzzle window and Guess the Move each show a board part", "[app][board][part]")
{
    app::test::Harness h;
    const app::WindowParts& parts = h.window().parts();
    REQUIRE(parts.boardPart);
    CHECK(partOfWindow(*parts.boardPart, h.window(), *parts.controller, *parts.board));
    CHECK(&parts.boardPart->input() == parts.input);

    QTemporaryDir dir;
    app::PuzzleWindow puzzles(dir.filePath(QStringLiteral("progress.txt")));
    CHECK(partOfWindow(puzzles.part(), puzzles, puzzles.controller(), puzzles.board()));
    app::GuessWindow guess;
    CHECK(partOfWindow(guess.part(), guess, guess.controller(), guess.board()));
}
