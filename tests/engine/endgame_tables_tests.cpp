// The search with the endgame tables (docs/engine.md, "Endgame tables"):
// International's tables of two pieces, built by each test run (a tenth of
// a second), make positions the search alone cannot solve at depth 2
// solved, and Hint and Analyse Game say what the tables say.

#include "engine_test_support.hpp"
#include "support/temp_folder.hpp"

#include <draughts/egdb/builder.hpp>
#include <draughts/egdb/database.hpp>
#include <draughts/engine/action_choice.hpp>
#include <draughts/engine/analysis.hpp>
#include <draughts/engine/explanation.hpp>
#include <draughts/game/game.hpp>
#include <draughts/rules/movegen.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace {

using namespace draughts;
using core::Variant;

using test::intl;

// A White king against a Black man on 31 (international.md §4, §6: the
// man captures backwards too, the king flies). Black's man always has
// 31-36, to the edge, where no piece can be taken; from 36 his only move
// is 36-41. So White cannot win in 3 plies, and wins in 5: 46-23 31-36
// 23-28 36-41 28x46 (31-37 instead loses at once to 23x41). 46-37 walks
// into 31x42, and White has nothing left: lost in 2.
constexpr const char* kingAgainstMan = "W:WK46:B31";
// The same after a capture: White must take 32 (46x32 landing on 28, 23,
// 19, 14, 10 or 5); Black's 31-36 is again safe, so the win takes 5 plies
// from here too, which depth 2 does not reach.
constexpr const char* captureIntoTables = "W:WK46:B31,32";
// King against king, off each other's diagonals: a king is taken only
// when it stops on a diagonal of the other with an empty square behind,
// and the side to move always has a square on no diagonal of the other
// king, so neither can force a capture. Drawn. (On the long diagonal,
// "W:WK46:BK5", White would lose: every square the king on 46 can go to
// lies on 5's diagonal with 46 empty behind it.)
constexpr const char* kingAgainstKing = "W:WK47:BK4";

// International's tables of up to two pieces in a folder of their own,
// removed at the end of the test; without their plies when `withPlies` is
// false, as the tables of four pieces are.
class TwoPieceTables {
public:
    explicit TwoPieceTables(bool withPlies = true)
    {
        egdb::BuildOptions options;
        options.variant = intl;
        options.pieces = 2;
        options.folder = m_folder.path();
        egdb::buildTables(options);
        if (!withPlies)
            for (const auto& entry : std::filesystem::directory_iterator(m_folder.path()))
                if (entry.path().extension() == ".plies")
                    std::filesystem::remove(entry.path());
    }

    engine::EngineConfig config() const
    {
        engine::EngineConfig config = test::smallTable();
        config.endgameTables = std::make_shared<const egdb::Database>(intl, m_folder.path());
        return config;
    }

private:
    test::TempFolder m_folder;
};

using test::depth;

engine::SearchResult searchWith(const engine::EngineConfig& config, const char* fen, int plies)
{
    engine::Engine engine(intl, config);
    return engine.search(test::position(intl, fen), depth(plies));
}

} // namespace

TEST_CASE("the search alone does not see the end of the king against the man at depth 2", "[engine][egdb]")
{
    // The premise of the tests below: without tables depth 2 finds no win.
    CHECK_FALSE(engine::isWon(test::searchDepth(intl, test::position(intl, kingAgainstMan), 2).score));
    CHECK_FALSE(engine::isWon(test::searchDepth(intl, test::position(intl, captureIntoTables), 2).score));
    // A deep search alone confirms the hand count of 5 plies.
    CHECK(test::searchDepth(intl, test::position(intl, kingAgainstMan), 12).score == engine::winIn(5));
    CHECK(test::searchDepth(intl, test::position(intl, captureIntoTables), 12).score == engine::winIn(5));
}

TEST_CASE("a position the tables hold is scored from them, with the plies they count", "[engine][egdb]")
{
    const TwoPieceTables tables;
    const auto result = searchWith(tables.config(), kingAgainstMan, 2);
    REQUIRE(result.hasMove);
    REQUIRE(result.tables.has_value());
    CHECK(*result.tables == egdb::Wdl::Win);
    CHECK(result.score == engine::winIn(5));
    CHECK(test::text(intl, result.bestMove) != "46-37"); // the one move that loses
}

TEST_CASE("the search asks the tables about the positions after a capture", "[engine][egdb]")
{
    const TwoPieceTables tables;
    const auto result = searchWith(tables.config(), captureIntoTables, 2);
    CHECK_FALSE(result.tables.has_value()); // three pieces: not in the tables
    CHECK(result.score == engine::winIn(5));
    CHECK(test::text(intl, result.bestMove).rfind("46x", 0) == 0);
}

TEST_CASE("tables without plies to the end give a win below the search's own wins", "[engine][egdb]")
{
    const TwoPieceTables tables(false);
    const auto held = searchWith(tables.config(), kingAgainstMan, 2);
    REQUIRE(held.tables.has_value());
    CHECK(*held.tables == egdb::Wdl::Win);
    CHECK(engine::isTableWin(held.score));
    CHECK_FALSE(engine::isWin(held.score));
    CHECK(engine::isWon(held.score));
    CHECK(test::text(intl, held.bestMove) != "46-37");
    CHECK(engine::isTableWin(searchWith(tables.config(), captureIntoTables, 2).score));
    // Deep enough, the search counts the plies itself, and says so.
    const auto deep = searchWith(tables.config(), kingAgainstMan, 12);
    REQUIRE(deep.tables.has_value());
    CHECK(*deep.tables == egdb::Wdl::Win);
    CHECK(deep.score == engine::winIn(5));
}

TEST_CASE("a drawn position of the tables is scored 0", "[engine][egdb]")
{
    const TwoPieceTables tables;
    const auto result = searchWith(tables.config(), kingAgainstKing, 4);
    REQUIRE(result.tables.has_value());
    CHECK(*result.tables == egdb::Wdl::Draw);
    CHECK(result.score == engine::DrawScore);
}

TEST_CASE("several lines where the tables hold the root: the moves that keep the win, each its own plies",
          "[engine][egdb][lines]")
{
    // Which king moves keep the win, and in how many plies, the tables say
    // position by position (46-37 does not: 31x42).
    const TwoPieceTables tables;
    const auto database = tables.config().endgameTables;
    const core::Position root = test::position(intl, kingAgainstMan);
    core::MoveList legal;
    rules::generateMoves(intl, root, legal);
    std::vector<std::pair<core::Move, engine::Score>> winning;
    for (const core::Move& m : legal) {
        const core::Position after = rules::afterMove(intl, root, m);
        if (database->probe(after) == egdb::Wdl::Loss)
            winning.emplace_back(m, engine::winIn(1 + database->pliesToEnd(after).value()));
    }
    REQUIRE(winning.size() >= 2);
    REQUIRE(winning.size() < legal.size());

    engine::Engine engine(intl, tables.config());
    engine::SearchLimits limits = depth(2);
    limits.lines = static_cast<int>(legal.size());
    const auto result = engine.search(root, limits);
    REQUIRE(result.lines.size() == winning.size());
    CHECK(result.lines[0].move == result.bestMove);
    CHECK(result.lines[0].score == result.score);
    CHECK(result.score == engine::winIn(5));
    for (std::size_t i = 1; i < result.lines.size(); ++i) {
        const engine::SearchLine& line = result.lines[i];
        INFO("line " << i + 1 << ": " << test::text(intl, line.move));
        const auto kept =
            std::find_if(winning.begin(), winning.end(), [&](const auto& w) { return w.first.sameMove(line.move); });
        REQUIRE(kept != winning.end());
        CHECK(line.score == kept->second);
        CHECK(result.lines[i - 1].score >= line.score);
    }
}

TEST_CASE("the weaker levels and a folder without tables search without them", "[engine][egdb]")
{
    const TwoPieceTables tables;
    engine::Engine engine(intl, tables.config());
    engine::SearchLimits limits = depth(2);
    limits.randomness = 20;
    limits.seed = 3;
    const auto weak = engine.search(test::position(intl, kingAgainstMan), limits);
    CHECK_FALSE(weak.tables.has_value());
    CHECK_FALSE(engine::isWon(weak.score));

    const test::TempFolder noTables;
    engine::EngineConfig empty = test::smallTable();
    empty.endgameTables = std::make_shared<const egdb::Database>(intl, noTables.path());
    const auto none = searchWith(empty, kingAgainstMan, 2);
    CHECK_FALSE(none.tables.has_value());
    CHECK_FALSE(engine::isWon(none.score));
}

TEST_CASE("tables given to an engine during a game serve its next searches", "[engine][egdb]")
{
    // A window's tables become ready while its engines play (docs/egdb.md, "In the window").
    const TwoPieceTables tables;
    engine::Engine engine(intl, test::smallTable());
    const auto before = engine.search(test::position(intl, kingAgainstMan), depth(2));
    CHECK_FALSE(before.tables.has_value());
    CHECK_FALSE(engine::isWon(before.score));

    const auto database = tables.config().endgameTables;
    engine.setEndgameTables(database);
    CHECK(engine.endgameTables() == database);
    const auto after = engine.search(test::position(intl, kingAgainstMan), depth(2));
    REQUIRE(after.tables.has_value());
    CHECK(*after.tables == egdb::Wdl::Win);
    CHECK(after.score == engine::winIn(5));

    // The helpers of a parallel search are made with them too.
    engine.newGame();
    engine.setThreads(2);
    engine::SearchLimits timed;
    timed.time = std::chrono::milliseconds(100);
    const auto parallel = engine.search(test::position(intl, kingAgainstKing), timed);
    REQUIRE(parallel.tables.has_value());
    CHECK(*parallel.tables == egdb::Wdl::Draw);
    CHECK(parallel.score == engine::DrawScore);

    engine.setEndgameTables(nullptr);
    engine.newGame();
    CHECK_FALSE(engine.search(test::position(intl, kingAgainstMan), depth(2)).tables.has_value());
}

TEST_CASE("a hint says what the tables say of the position", "[engine][egdb][hint]")
{
    const TwoPieceTables tables;
    engine::Engine engine(intl, tables.config());
    const auto won = engine::findHint(engine, test::position(intl, kingAgainstMan), depth(2));
    REQUIRE(won.reason.tables.has_value());
    CHECK(*won.reason.tables == egdb::Wdl::Win);
    CHECK(won.reason.code == engine::HintReasonCode::WinsGame);
    CHECK(won.reason.plies == 5);

    const auto drawn = engine::findHint(engine, test::position(intl, kingAgainstKing), depth(2));
    REQUIRE(drawn.reason.tables.has_value());
    CHECK(*drawn.reason.tables == egdb::Wdl::Draw);

    // Black to move after 46-37: 31x42 takes White's last piece.
    const auto blackWins = engine::findHint(engine, test::position(intl, "B:WK37:B31"), depth(2));
    REQUIRE(blackWins.reason.tables.has_value());
    CHECK(*blackWins.reason.tables == egdb::Wdl::Win);
    // Black to move against the king on 46: 31-37 is taken at once
    // (46x37, landing on 32); after 31-36 the man can only go on to 41,
    // where a king on the long diagonal takes it. Lost, in the tables.
    const auto lost = engine::findHint(engine, test::position(intl, "B:WK46:B31"), depth(2));
    REQUIRE(lost.reason.tables.has_value());
    CHECK(*lost.reason.tables == egdb::Wdl::Loss);
}

TEST_CASE("a hint says won where every line of the search ends in the tables", "[engine][egdb][hint]")
{
    const TwoPieceTables tables(false);
    engine::Engine engine(intl, tables.config());
    const auto hint = engine::findHint(engine, test::position(intl, captureIntoTables), depth(2));
    CHECK_FALSE(hint.best.tables.has_value()); // three pieces
    REQUIRE(hint.reason.tables.has_value());
    CHECK(*hint.reason.tables == egdb::Wdl::Win);
}

TEST_CASE("game analysis judges a thrown-away table win a blunder", "[engine][egdb][analysis]")
{
    const TwoPieceTables tables(false); // the tables' band: no plies counted
    const core::Position start = test::position(intl, kingAgainstMan);
    game::Game game(intl, start, game::MissedCaptureRule::Compulsory);
    REQUIRE(game.play(test::move(intl, game.position(), "46-37")));
    engine::Engine engine(intl, tables.config());
    const auto plies = engine::analyseGame(engine, engine::playedMoves(game), depth(1));
    REQUIRE(plies.size() == 1);
    REQUIRE(plies[0].tables.has_value());
    CHECK(*plies[0].tables == egdb::Wdl::Win);
    REQUIRE(plies[0].playedTables.has_value());
    CHECK(*plies[0].playedTables == egdb::Wdl::Loss);
    CHECK(plies[0].judgement == engine::Judgement::Blunder);
    CHECK(test::text(intl, plies[0].bestMove) != "46-37");
}
