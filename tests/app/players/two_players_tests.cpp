// The controller runs a game between two different players: a person at the
// board and a player that answers later, from the event loop, as a computer
// thinking in a worker thread would. Nothing in the controller changes.

#include "app_test_support.hpp"

#include "board/board_roles.hpp"
#include "controller/game_controller.hpp"
#include "panel/side_panel.hpp"
#include "players/human_input.hpp"
#include "controller/player.hpp"

#include <QTest>
#include <QTimer>

#include <catch2/catch.hpp>

using namespace draughts;
using app::test::Harness;

namespace {

// Plays the first legal move (a claim first, when one is on offer), always
// after returning to the event loop. A cancelled turn's answer is dropped:
// the answer carries the number of the turn it belongs to.
class LaterPlayer : public app::Player {
public:
    bool isHuman() const override { return false; }

    void beginTurn(const game::Game& game) override
    {
        ++turnsBegun;
        const unsigned turn = ++m_turn;
        app::Decision decision;
        const core::Bitboard claimable = game.claimablePieces();
        if (claimable != 0)
            decision = app::Decision::claim(core::lowestSquare(claimable));
        else
            decision = app::Decision::play(game.legalMoves()[0]);
        QTimer::singleShot(0, this, [this, turn, decision] {
            if (turn == m_turn)
                emit decided(decision);
        });
    }

    void cancelTurn() override
    {
        ++m_turn;
        ++turnsCancelled;
    }

    void considerDraw(const game::Game&) override
    {
        QTimer::singleShot(0, this, [this] { emit drawAnswered(acceptDraws); });
    }

    // A decision out of turn, as a faulty player might send.
    void answerNow(const app::Decision& decision) { emit decided(decision); }

    int turnsBegun = 0;
    int turnsCancelled = 0;
    bool acceptDraws = false;

private:
    unsigned m_turn = 0;
};

LaterPlayer& playsBlack(Harness& h)
{
    auto player = std::make_unique<LaterPlayer>();
    LaterPlayer& black = *player;
    h.controller().setPlayer(core::Side::Black, std::move(player));
    return black;
}

bool historyReaches(Harness& h, std::size_t length)
{
    return QTest::qWaitFor([&] { return h.historyLength() == length; }, 2000);
}

} // namespace

TEST_CASE("A person at the board plays International against a player that answers later", "[app][players]")
{
    Harness h;
    // Black to move; White a1 (46) and i1 (50), Black h10 (4) and j10 (5): far apart for some moves.
    h.start(core::Variant::International, "B:W46,50:B4,5");
    LaterPlayer& black = playsBlack(h);
    // The answer never comes inside beginTurn: the position is still the start.
    CHECK(h.historyLength() == 0);
    CHECK(black.turnsBegun == 1);
    // While Black thinks, the board takes no clicks and marks no moves.
    h.click("46");
    CHECK(h.input().selected() == core::NoSquare);
    CHECK_FALSE(h.highlightAt("46") & app::Highlight::Movable);

    REQUIRE(historyReaches(h, 1));
    CHECK(h.controller().game().history()[0].side == core::Side::Black);
    CHECK(h.highlightAt("46") & app::Highlight::Movable);
    h.clicks({"46", "41"});
    REQUIRE(h.historyLength() == 2);
    REQUIRE(historyReaches(h, 3));
    h.clicks({"41", "37"});
    REQUIRE(historyReaches(h, 5));
    CHECK(black.turnsBegun == 3);
    CHECK(h.controller().game().history()[4].side == core::Side::Black);
    CHECK(h.controller().shown().sideToMove() == core::Side::White);
}

TEST_CASE("Each half of Black's double move is a decision of its own", "[app][players][twenty-vs-ten]")
{
    Harness h;
    h.start(core::Variant::TwentyVsTen);
    LaterPlayer& black = playsBlack(h);
    REQUIRE(historyReaches(h, 2));
    CHECK(black.turnsBegun == 2);
    CHECK(h.sidePanel().turnText() == "White to move");
    CHECK(h.controller().game().history()[0].side == core::Side::Black);
    CHECK(h.controller().game().history()[1].side == core::Side::Black);
    h.clicks({"31", "27"});
    REQUIRE(historyReaches(h, 5));
    CHECK(black.turnsBegun == 4);
}

TEST_CASE("A turn cancelled by Undo drops the answer that was on its way", "[app][players]")
{
    Harness h;
    h.start(core::Variant::International, "B:W46,50:B4,5");
    LaterPlayer& black = playsBlack(h);
    REQUIRE(historyReaches(h, 1));
    h.clicks({"46", "41"}); // Black is asked again, and answers at the next turn of the event loop
    REQUIRE(h.historyLength() == 2);
    const int cancelled = black.turnsCancelled;
    h.action(app::WindowActions::Command::Undo).trigger(); // takes back 46-41
    CHECK(black.turnsCancelled == cancelled + 1);
    QTest::qWait(50);
    CHECK(h.historyLength() == 1); // White to move again; Black's late answer was dropped
    CHECK(h.controller().shown().sideToMove() == core::Side::White);
    // A decision from the player not asked is ignored, even a move the rules allow now.
    black.answerNow(app::Decision::play(h.controller().shown().legalMoves()[0]));
    CHECK(h.historyLength() == 1);
    h.clicks({"50", "45"});
    REQUIRE(historyReaches(h, 3));
}

TEST_CASE("A forfeit claim is a decision of its own, and a draw offer waits for the answer", "[app][players]")
{
    Harness h;
    // White c5 (27) must take 27x18x7; playing 37-32 instead lets Black claim 27.
    h.start(core::Variant::International, "W:W27,37:B22,12");
    LaterPlayer& black = playsBlack(h);
    h.clicks({"37", "32"}); // misses 27x18x7
    // Black claims 27 first, then moves: two decisions.
    REQUIRE(historyReaches(h, 3));
    CHECK(h.controller().game().history()[1].text == "~27");
    CHECK(black.turnsBegun == 2);

    h.prompter.drawAnswer = true; // not asked: Black answers for himself
    h.action(app::WindowActions::Command::OfferDraw).trigger();
    CHECK(h.result().isEmpty()); // the answer comes later
    CHECK(h.controller().awaited() == nullptr);
    REQUIRE(QTest::qWaitFor([&] { return !h.status().isEmpty() && h.status().contains("declined"); }, 2000));
    CHECK(h.result().isEmpty());
    CHECK(h.controller().awaited() != nullptr); // White moves on
    black.acceptDraws = true;
    h.action(app::WindowActions::Command::OfferDraw).trigger();
    REQUIRE(QTest::qWaitFor([&] { return !h.result().isEmpty(); }, 2000));
    CHECK(h.result() == "Draw by agreement");
    CHECK(h.prompter.asked.isEmpty());
}
