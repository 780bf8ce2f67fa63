// Turning the board: Black at the bottom, or to the player whose turn it
// is; clicks and keys still reach the squares the player sees.

#include "app_test_support.hpp"

#include "board/board_model.hpp"
#include "board/board_orientation.hpp"
#include "board/board_view.hpp"
#include "controller/game_controller.hpp"
#include "players/human_input.hpp"
#include "controller/player.hpp"

#include <QApplication>
#include <QTest>
#include <QTimer>

#include <catch2/catch.hpp>

using namespace draughts;
using app::MainWindow;
using app::WindowActions;
using app::test::Harness;

namespace {

// Moves the keyboard cursor from `from` to `to` with the arrow keys the
// screen calls for (up is up on the screen, whichever way the board is
// turned), picking up and putting down with Space.
void playByKeys(Harness& h, const std::string& from, const std::string& to)
{
    app::BoardView& view = h.boardView();
    view.setFocus();
    view.setCurrentIndex(h.boardModel().indexOfSquare(h.square(from)));
    QTest::keyClick(&view, Qt::Key_Space);
    const QRect end = h.cellOf(to);
    // Up and down make diagonal steps, left and right go along the row.
    for (int guard = 0; guard < 40 && view.visualRect(view.currentIndex()) != end; ++guard) {
        const QRect at = view.visualRect(view.currentIndex());
        if (at.top() != end.top())
            QTest::keyClick(&view, end.top() > at.top() ? Qt::Key_Down : Qt::Key_Up);
        else
            QTest::keyClick(&view, end.left() > at.left() ? Qt::Key_Right : Qt::Key_Left);
    }
    CHECK(view.visualRect(view.currentIndex()) == end);
    QTest::keyClick(&view, Qt::Key_Space);
}

// Answers later with the first legal move, as a computer would.
class ComputerPlayer : public app::Player {
public:
    bool isHuman() const override { return false; }
    void beginTurn(const game::Game& game) override
    {
        const app::Decision decision = app::Decision::play(game.legalMoves()[0]);
        QTimer::singleShot(0, this, [this, decision] { emit decided(decision); });
    }
    void cancelTurn() override {}
    void considerDraw(const game::Game&) override {}
};

} // namespace

TEST_CASE("On a board turned Black-side down, clicks and keys reach the squares the player sees", "[app][view][flip]")
{
    Harness h;
    h.start(core::Variant::Polish); // White begins
    h.action(WindowActions::Command::FlipBoard).setChecked(true);
    CHECK(h.boardView().isFlipped());
    // White's home row is at the top now, and a1 at the top right.
    CHECK(h.cellOf("46").top() < h.cellOf("5").top());
    CHECK(h.cellOf("46").left() > h.cellOf("5").left());
    h.clicks({"37", "32"});
    CHECK(h.lastText() == "37-32");
    playByKeys(h, "14", "19");
    CHECK(h.lastText() == "14-19");
    // White, at the top, moves down the screen.
    CHECK(h.cellOf("28").top() > h.cellOf("32").top());
    playByKeys(h, "32", "28");
    CHECK(h.lastText() == "32-28");
    // Black at the top again.
    h.action(WindowActions::Command::FlipBoard).setChecked(false);
    CHECK(h.cellOf("46").top() > h.cellOf("5").top());
}

TEST_CASE("In hot-seat play the board turns to the player to move", "[app][view][flip]")
{
    Harness h;
    h.action(WindowActions::Command::TurnBoard).setChecked(true);
    CHECK_FALSE(h.action(WindowActions::Command::FlipBoard).isEnabled());
    h.start(core::Variant::International); // Black begins
    app::BoardView& view = h.boardView();
    CHECK(view.isFlipped());
    CHECK(h.orientation().bottom() == core::Side::Black);
    h.clicks({"19", "23"});
    CHECK(h.lastText() == "19-23");
    CHECK_FALSE(view.isFlipped());
    playByKeys(h, "32", "28");
    CHECK(h.lastText() == "32-28");
    CHECK(view.isFlipped());

    // Looking back does not turn the board at every step.
    h.controller().reviewControl().showPly(1);
    CHECK(h.controller().review().reviewing());
    CHECK(view.isFlipped());
    h.controller().reviewControl().showPly(2);
    CHECK(view.isFlipped());

    // Switched off, the board goes back to the players' own choice.
    h.action(WindowActions::Command::TurnBoard).setChecked(false);
    CHECK_FALSE(view.isFlipped());
    CHECK(h.action(WindowActions::Command::FlipBoard).isEnabled());
}

TEST_CASE("The board turns after the move has been seen to land", "[app][view][flip]")
{
    Harness h;
    app::BoardView& view = h.boardView();
    h.action(WindowActions::Command::TurnBoard).setChecked(true);
    h.start(core::Variant::Polish);
    CHECK_FALSE(view.isFlipped());
    view.setAnimationsEnabled(true);
    h.clicks({"37", "32"});
    CHECK(view.isAnimating());
    CHECK_FALSE(view.isFlipped());
    CHECK(QTest::qWaitFor([&] { return view.isFlipped(); }, 3000));
    CHECK_FALSE(view.isAnimating());
    view.setAnimationsEnabled(false);
}

TEST_CASE("Against a player that is not a person, the board stays turned to the person", "[app][view][flip]")
{
    Harness h;
    h.action(WindowActions::Command::TurnBoard).setChecked(true);
    h.start(core::Variant::International); // Black, the computer, begins
    h.controller().setPlayer(core::Side::Black, std::make_unique<ComputerPlayer>());
    REQUIRE(QTest::qWaitFor([&] { return h.historyLength() == 1; }, 2000));
    CHECK(h.orientation().bottom() == core::Side::White);
    CHECK_FALSE(h.boardView().isFlipped());
    h.clicks({"32", "28"});
    REQUIRE(QTest::qWaitFor([&] { return h.historyLength() == 3; }, 2000));
    CHECK(h.orientation().bottom() == core::Side::White);
    CHECK_FALSE(h.boardView().isFlipped());
}

TEST_CASE("On a turned board the last move's marks and the keyboard cursor sit on the squares the player sees",
          "[app][view][flip][last-move]")
{
    Harness h;
    h.start(core::Variant::Polish); // White begins
    h.action(WindowActions::Command::FlipBoard).setChecked(true);
    app::BoardView& view = h.boardView();
    view.clearFocus(); // no cursor or focus ring in the pictures
    const auto grab = [&] { return view.viewport()->grab().toImage(); };
    // A corner of a square, inside the mark's frame and beyond any glow around a piece.
    const auto corner = [&](const QImage& image, const std::string& square) {
        const QRect cell = h.cellOf(square);
        const QPointF at = QPointF(cell.topLeft()) + QPointF(cell.width(), cell.width()) * 0.04;
        return image.pixelColor((at * image.devicePixelRatio()).toPoint());
    };
    const QImage before = grab();
    h.clicks({"37", "32"});
    QTest::mouseMove(view.viewport(), QPoint(1, 1)); // the mouse off the squares
    REQUIRE(h.lastText() == "37-32");
    const QImage after = grab();
    // White's side is at the top: 37 and 32 are drawn where 14 and 19 are on an unturned board.
    CHECK(h.cellOf("37").top() < view.viewport()->height() / 2);
    for (const std::string square : {"37", "32"}) {
        CAPTURE(square);
        CHECK(corner(after, square) != corner(before, square));
    }
    for (const std::string square : {"14", "19"}) {
        CAPTURE(square);
        CHECK(corner(after, square) == corner(before, square));
    }

    // The cursor's frame on the square it names.
    view.clearFocus();
    view.setFocus(Qt::TabFocusReason); // back from the keyboard, after the clicks
    view.setCurrentIndex(h.boardModel().indexOfSquare(h.square("32")));
    REQUIRE(view.keyboardCursorShown());
    const QImage cursor = grab();
    const QRect cell = h.cellOf("32");
    const qreal width = std::max(3.0, cell.width() * 0.07);
    const QPointF onFrame(cell.center().x(), cell.top() + 1 + width / 2);
    CHECK(cursor.pixelColor((onFrame * cursor.devicePixelRatio()).toPoint()) == app::BoardView::cursorColour);
}

TEST_CASE(
    "Each game starts turned to the person: Black at the bottom against the computer, and Flip Board does not stick",
    "[app][view][flip]")
{
    Harness h;
    app::GameSetup setup;
    setup.variant = core::Variant::Polish; // White begins
    setup.players = {app::PlayerChoice::computer(1), app::PlayerChoice::human()};
    h.window().startGame(setup);
    CHECK(h.boardView().isFlipped());
    CHECK(h.orientation().bottom() == core::Side::Black);
    CHECK(h.action(WindowActions::Command::FlipBoard).isChecked());

    // Two people at the board: White at the bottom again.
    setup.players = {app::PlayerChoice::human(), app::PlayerChoice::human()};
    h.window().startGame(setup);
    CHECK_FALSE(h.boardView().isFlipped());
    // Turned by hand for this game only.
    h.action(WindowActions::Command::FlipBoard).setChecked(true);
    CHECK(h.boardView().isFlipped());
    h.window().startGame(setup);
    CHECK_FALSE(h.boardView().isFlipped());
    CHECK_FALSE(h.action(WindowActions::Command::FlipBoard).isChecked());
}
