// The reason given with a hint, and the judgement of every move of a game.

#include "engine_test_support.hpp"

#include <draughts/engine/analysis.hpp>
#include <draughts/engine/action_choice.hpp>
#include <draughts/engine/explanation.hpp>
#include <draughts/game/game.hpp>

namespace {

using namespace draughts;
using core::Variant;

using test::intl;

// White to move gives a man with 33-28 and Black must take it, 22x33 or
// 23x32 (39 and 37, with 44 and 41 behind them, stop either capture from
// going on); then 39x28x19 or 37x28x17 takes two. White comes out a man
// ahead, three plies later.
constexpr const char* shot = "W:W33,37,39,41,44:B1,2,3,22,23";

// White's man on 28 is attacked by 22 (33 behind it is empty), and White
// cannot take 22 first because 17 stands behind it. Only 28-23 saves the
// man; 46-41 lets Black take it, 22x33.
constexpr const char* hanging = "W:W28,46:B5,17,22";

using test::depth;

} // namespace

TEST_CASE("a hint says that a move wins a piece", "[engine][hint]")
{
    // White may play the shot at once or keep it for later (Black cannot
    // stop it); either way the line wins a man.
    engine::Engine engine(intl, test::smallTable());
    const auto hint = engine::findHint(engine, test::position(intl, shot), depth(7));
    CHECK(hint.reason.code == engine::HintReasonCode::WinsMaterial);
    CHECK(hint.reason.pieces >= 1);
    REQUIRE(hint.alternative.has_value());
    CHECK_FALSE(hint.alternative->bestMove.sameMove(hint.best.bestMove));
}

TEST_CASE("material along a line: how many pieces, from which ply", "[engine][hint]")
{
    const core::Position p = test::position(intl, shot);
    std::vector<core::Move> line;
    core::Position at = p;
    for (const char* move : {"33-28", "23x32", "37x28x17", "2-7"}) {
        line.push_back(test::move(intl, at, move));
        at = rules::afterMove(intl, at, line.back());
    }
    int plies = 0;
    CHECK(engine::materialWon(intl, p, line, &plies) == 1);
    CHECK(plies == 3); // a man down after the sacrifice, a man up after the capture of two
    CHECK(engine::materialWon(intl, p, std::span(line).first(2), &plies) == -1);
    CHECK(plies == 2);

    // To the Last Man: a captured stone changes sides; it counts once.
    const core::Position lastMan = test::position(core::Variant::ToTheLastMan, "W:Wc3,a1:Bd4,h8");
    const std::vector<core::Move> capture{test::move(core::Variant::ToTheLastMan, lastMan, "c3xe5")};
    CHECK(engine::materialWon(core::Variant::ToTheLastMan, lastMan, capture, &plies) == 1);
    CHECK(plies == 1);
}

TEST_CASE("material is won where it stands on the board, not where the line's last exchange ends", "[engine][hint]")
{
    // The shot, 34-29 23x34 40x9 3x14, then an exchange 32-27
    // 21x32 37x28. White 32,33,34,37,40,41,45; Black 3,14,21,23,24.
    //   34-29: 23x29 is forced (24x29 would land on 33, which is White's);
    //   23x34 cannot go on: over 40 it would land on 45 (White's).
    //   40x9 takes three, 40x29x20x9 over 34, 24 and 14.
    //   3x14 takes the man on 9 back: a man up for White from here.
    //   32-27 21x32 (37 is guarded by 41, so the capture stops on 32)
    //   37x28: an exchange, a man for a man.
    // Balance for White, from +2: +2, +1, +4, +3, +3, +2, +3 after each ply.
    // The man stands won after the 4th ply (no capture is due there, and
    // from there White is never less than a man up where none is due):
    // White's own moves 34-29 and 40x9. The exchange at plies 6 and 7, which
    // dips to level before the recapture, does not move it.
    const core::Position p = test::position(intl, "W:W32,33,34,37,40,41,45:B3,14,21,23,24");
    std::vector<core::Move> line;
    core::Position at = p;
    for (const char* move : {"34-29", "23x34", "40x9", "3x14", "32-27", "21x32", "37x28"}) {
        line.push_back(test::move(intl, at, move));
        at = rules::afterMove(intl, at, line.back());
    }
    int plies = 0;
    CHECK(engine::materialWon(intl, p, line, &plies) == 1);
    CHECK(plies == 4);
    // Cut in the middle of the exchange, the line ends a man short of that: level.
    CHECK(engine::materialWon(intl, p, std::span(line).first(6), &plies) == 0);
    // Cut after White's capture of three: three up, won there (the line's end).
    CHECK(engine::materialWon(intl, p, std::span(line).first(3), &plies) == 2);
    CHECK(plies == 3);

    // explain() on that line: White wins a man, after its 4th ply; and says
    // how the material stands now, two men up.
    engine::SearchResult best;
    best.hasMove = true;
    best.bestMove = line.front();
    best.pv = line;
    best.score = engine::ManValue;
    const engine::HintReason reason = engine::explain(intl, p, best, nullptr);
    CHECK(reason.code == engine::HintReasonCode::WinsMaterial);
    CHECK(reason.pieces == 1);
    CHECK(reason.plies == 4);
    CHECK(reason.ahead == 2);
}

TEST_CASE("a hint says how the material stands when none is won", "[engine][hint]")
{
    // Black to move, 2 men against 4: the hint knows Black is two men behind.
    engine::Engine engine(intl, test::smallTable());
    const auto hint = engine::findHint(engine, test::position(intl, "B:W46,47,48,49:B1,2"), depth(4));
    CHECK(hint.reason.ahead == -2);
}

TEST_CASE("a hint says what the other moves would lose", "[engine][hint]")
{
    engine::Engine engine(intl, test::smallTable());
    const auto hint = engine::findHint(engine, test::position(intl, hanging), depth(6));
    CHECK(test::text(intl, hint.best.bestMove) == "28-23");
    CHECK(hint.reason.code == engine::HintReasonCode::AvoidsMaterialLoss);
    CHECK(hint.reason.pieces == 1);
}

TEST_CASE("a hint for a forced move, a won game and a lost one", "[engine][hint]")
{
    engine::Engine engine(intl, test::smallTable());
    SECTION("the only move")
    {
        const auto hint = engine::findHint(engine, test::position(intl, "B:W28,37,39,41,44:B1,2,22"), depth(4));
        CHECK(hint.reason.code == engine::HintReasonCode::OnlyMove);
        CHECK_FALSE(hint.alternative.has_value());
    }
    SECTION("a win: any move of 31 leaves Black's man on 45 without a move")
    {
        const auto hint = engine::findHint(engine, test::position(intl, "W:W50,31:B45"), depth(4));
        CHECK(hint.reason.code == engine::HintReasonCode::WinsGame);
        CHECK(hint.reason.plies == 1);
    }
    SECTION("every move loses: the longest resistance")
    {
        // Black's man on 45 is stuck behind White's 50. His other man must
        // step 7-11 or 7-12, and White's 17 takes it either way (17x6 or
        // 17x8); then Black has no move: lost two plies from now.
        const auto hint = engine::findHint(engine, test::position(intl, "B:W50,31,17:B45,7"), depth(6));
        CHECK(hint.reason.code == engine::HintReasonCode::DelaysLoss);
        CHECK(hint.reason.plies == 2);
    }
}

TEST_CASE("game analysis marks the blunder and names the better move", "[engine][analysis]")
{
    // 46-41?? lets 22x33 take the man on 28; 28-23 was the move. Black's
    // capture is his only move, so it is good.
    const core::Position start = test::position(intl, hanging);
    game::Game game(intl, start, game::MissedCaptureRule::Compulsory);
    REQUIRE(game.play(test::move(intl, game.position(), "46-41")));
    REQUIRE(game.play(test::move(intl, game.position(), "22x33")));
    engine::Engine engine(intl, test::smallTable());
    const auto moves = engine::playedMoves(game);
    std::size_t reported = 0;
    const auto plies = engine::analyseGame(engine, moves, depth(6), {}, [&](std::size_t done, std::size_t total) {
        CHECK(total == 2);
        reported = done;
    });
    REQUIRE(plies.size() == 2);
    CHECK(reported == 2);
    CHECK(plies[0].judgement == engine::Judgement::Blunder);
    CHECK(test::text(intl, plies[0].bestMove) == "28-23");
    CHECK(plies[0].loss >= engine::ManValue * 3 / 4);
    CHECK(engine::judgementSymbol(plies[0].judgement) == "??");
    CHECK(engine::judgementNag(plies[0].judgement) == 4);
    CHECK(plies[1].judgement == engine::Judgement::Good);
    CHECK(plies[1].loss == 0);
    // The graph's values are from White's view: White was worse off after
    // his blunder than before it.
    CHECK(plies[0].whiteView > -plies[1].best);
}

TEST_CASE("game analysis finds nothing wrong with the best moves", "[engine][analysis]")
{
    const core::Position start = test::position(intl, shot);
    game::Game game(intl, start, game::MissedCaptureRule::Compulsory);
    for (const char* text : {"33-28", "23x32", "37x28x17"})
        REQUIRE(game.play(test::move(intl, game.position(), text)));
    engine::Engine engine(intl, test::smallTable());
    const auto plies = engine::analyseGame(engine, engine::playedMoves(game), depth(6));
    REQUIRE(plies.size() == 3);
    CHECK(plies[0].judgement == engine::Judgement::Good);
    CHECK(plies[2].judgement == engine::Judgement::Good); // 37x28x17 is White's only move
    CHECK(plies[2].loss == 0);
}

TEST_CASE("the expected share of the points follows a logistic curve of the score", "[engine][analysis]")
{
    // 1 / (1 + e^(-s / 150)): e^(-2/3) = 0.5134, e^-2 = 0.1353, e^(10/3) = 28.03.
    CHECK(engine::expectedShare(0) == Approx(0.5));
    CHECK(engine::expectedShare(100) == Approx(0.6608).margin(1e-4));  // 1 / 1.5134
    CHECK(engine::expectedShare(300) == Approx(0.8808).margin(1e-4));  // 1 / 1.1353
    CHECK(engine::expectedShare(-500) == Approx(0.0345).margin(1e-4)); // 1 / 29.03
    CHECK(engine::expectedShare(engine::winIn(5)) == 1.0);
    CHECK(engine::expectedShare(engine::lossIn(5)) == 0.0);
    CHECK(engine::expectedShare(engine::tableWinIn(2)) == 1.0);
}

TEST_CASE("judging by the expected points lost: thresholds, thrown-away wins, lost games", "[engine][analysis]")
{
    using engine::Judgement;
    // E(50) = 0.5826, E(20) = 0.5333, E(0) = 0.5, E(-60) = 0.4013: 0.049, 0.083, 0.181 lost.
    CHECK(engine::judge(50, 20) == Judgement::Good);
    CHECK(engine::judge(50, 0) == Judgement::Mistake);
    CHECK(engine::judge(50, -60) == Judgement::Blunder);
    // A man given away in an even game: 0.5 - E(-100) = 0.5 - 0.3392 = 0.161.
    CHECK(engine::judge(0, -100) == Judgement::Blunder);
    // A man given away a man down: E(-100) - E(-200) = 0.3392 - 0.2086 = 0.131.
    CHECK(engine::judge(-100, -200) == Judgement::Blunder);
    // A found win thrown into a draw gives away half the points; into a
    // position still three and a half men up, 1 - E(350) = 1 - 0.9116 = 0.088.
    CHECK(engine::judge(engine::winIn(5), 0) == Judgement::Blunder);
    CHECK(engine::judge(engine::winIn(5), 350) == Judgement::Mistake);
    CHECK(engine::judge(engine::winIn(5), engine::winIn(9)) == Judgement::Good);
    CHECK(engine::judge(0, engine::lossIn(7)) == Judgement::Blunder);
    CHECK(engine::judge(engine::lossIn(3), engine::lossIn(1)) == Judgement::Good);
    // In a game long lost, more material lost changes little: five men down
    // to eight, E(-500) - E(-800) = 0.0345 - 0.0048 = 0.030; five down into
    // a found loss, 0.0345. Neither is marked.
    CHECK(engine::judge(-500, -800) == Judgement::Good);
    CHECK(engine::judge(-500, engine::lossIn(9)) == Judgement::Good);
    // Two men down, a third lost: E(-200) - E(-300) = 0.2086 - 0.1192 = 0.089.
    CHECK(engine::judge(-200, -300) == Judgement::Mistake);
}

TEST_CASE("a move made after the game ended by its draw counter gets no verdict", "[engine][analysis]")
{
    // international.md §8.3: 30 plies without a capture draw the game. A
    // file's game played on past it: White's 28-22 drops the man (17x28),
    // but the game was drawn before it; the move is not searched.
    core::Position drawn = test::position(intl, "W:W28,46:B5,17");
    drawn.quietPlies = 30;
    const engine::PlayedMove played{drawn, test::move(intl, drawn, "28-22"), {}};
    engine::Engine engine(intl, test::smallTable());
    const auto plies = engine::analyseGame(engine, std::span(&played, 1), depth(4));
    REQUIRE(plies.size() == 1);
    CHECK(plies[0].afterEnd);
    CHECK(plies[0].judgement == engine::Judgement::Good);
    CHECK(plies[0].best == engine::DrawScore);
    CHECK(plies[0].whiteView == engine::DrawScore);

    // One ply before the counter's end the same move is judged: it drops a man.
    drawn.quietPlies = 20;
    const engine::PlayedMove live{drawn, test::move(intl, drawn, "28-22"), {}};
    const auto judged = engine::analyseGame(engine, std::span(&live, 1), depth(4));
    REQUIRE(judged.size() == 1);
    CHECK_FALSE(judged[0].afterEnd);
    CHECK(judged[0].judgement == engine::Judgement::Blunder);
}
