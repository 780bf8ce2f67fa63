// Games of a match with players made for the tests: the rules' end, the
// move cap, repetition, a failing player, abandoning; and the runner's
// pairs, colours, threads and stopping.

#include <draughts/hub/notation.hpp>
#include <draughts/match/match_game.hpp>
#include <draughts/match/match_runner.hpp>
#include <draughts/notation/fen.hpp>

#include <catch2/catch.hpp>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <set>

using namespace draughts;
using Catch::Matchers::Contains;

namespace {

// Where the first games of two threads wait for each other. Not std::latch:
// the MinGW-w64 libstdc++ (GCC 12), having no futex, waits on an atomic by
// checking its value outside the mutex of the condition variable it then
// sleeps on, so a count_down between the check and the sleep is lost and the
// test hangs now and then under Wine (scripts/check-windows.sh).
class Meeting {
public:
    explicit Meeting(int expected) : m_missing(expected) {}
    void arriveAndWait()
    {
        std::unique_lock lock(m_mutex);
        if (--m_missing == 0)
            m_allHere.notify_all();
        else
            m_allHere.wait(lock, [this] { return m_missing == 0; });
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_allHere;
    int m_missing;
};

// Plays the first legal move; fails on its move number `failAt` (from 1).
// Given a meeting, its first game waits there for the other thread's.
class FirstMovePlayer : public match::Player {
public:
    explicit FirstMovePlayer(int failAt = 0, Meeting* together = nullptr) : m_failAt(failAt), m_together(together) {}
    void newGame() override
    {
        if (++games == 1 && m_together)
            m_together->arriveAndWait();
    }
    match::Choice choose(const game::Game& game, const match::MoveLimit&, std::uint64_t,
                         const std::atomic<bool>&) override
    {
        if (++moves == m_failAt)
            throw match::PlayerFailure("engine \"Test\" crashed");
        return {game.legalMoves()[0], 10, 1};
    }
    int games = 0;
    int moves = 0;

private:
    int m_failAt;
    Meeting* m_together;
};

// Plays the moves it was given in turn, over and over.
class ScriptedPlayer : public match::Player {
public:
    explicit ScriptedPlayer(std::vector<std::string> moves) : m_moves(std::move(moves)) {}
    void newGame() override { m_next = 0; }
    match::Choice choose(const game::Game& game, const match::MoveLimit&, std::uint64_t,
                         const std::atomic<bool>&) override
    {
        const std::string& text = m_moves[m_next++ % m_moves.size()];
        return {*hub::readMove(game.variant(), text, game.legalMoves()), 0, 0};
    }

private:
    std::vector<std::string> m_moves;
    std::size_t m_next = 0;
};

const std::atomic<bool> keepGoing{false};

game::Game gameAt(core::Variant variant, const std::string& fen)
{
    return game::Game(variant, *notation::readFen(variant, fen), game::MissedCaptureRule::Compulsory);
}

} // namespace

TEST_CASE("a match game ends by the rules and records each side's moves", "[match][game]")
{
    // White's man on 6 takes 11 and Black has nothing left: one move, a win by the rules.
    FirstMovePlayer white, black;
    const match::PlayedGame played = match::playGame(gameAt(core::Variant::Polish, "W:W16:B11"), white, black,
                                                     {std::chrono::milliseconds(100), 0}, {}, 1, keepGoing);
    CHECK(played.end == match::GameEnd::Rules);
    CHECK(played.game.result().outcome == game::Outcome::WhiteWins);
    CHECK(played.times[0].moves == 1);
    CHECK(played.times[0].movesWithChoice == 0); // the capture was forced
    CHECK(played.times[0].nodes == 10);
    CHECK(played.times[1].moves == 0);
    CHECK(white.games == 1);
    CHECK(black.games == 1);
}

TEST_CASE("a move's time counts among the moves with a choice, and among the unfinished searches unless its search ran "
          "through every iteration",
          "[match][game]")
{
    using std::chrono::milliseconds;
    match::MoveTimes times;
    times.add(milliseconds(950), true, false, milliseconds(1000), 100); // a search stopped by its time
    times.add(milliseconds(120), true, true, milliseconds(1000), 50);   // proved its result within its depth
    times.add(milliseconds(3), false, false, milliseconds(1000), 1);    // the only legal move
    CHECK(times.moves == 3);
    CHECK(times.movesWithChoice == 2);
    CHECK(times.totalWithChoice == milliseconds(1070));
    CHECK(times.movesUnfinished == 1);
    CHECK(times.totalUnfinished == milliseconds(950));
    CHECK(times.nodes == 151);

    match::MoveTimes sum;
    sum.add(times);
    sum.add(times);
    CHECK(sum.movesUnfinished == 2);
    CHECK(sum.totalUnfinished == milliseconds(1900));
}

TEST_CASE("a match game is drawn at the move cap", "[match][game]")
{
    FirstMovePlayer white, black;
    match::Adjudication adjudication;
    adjudication.maxPlies = 6;
    const match::PlayedGame played =
        match::playGame(game::Game(core::Variant::Polish, game::MissedCaptureRule::Compulsory), white, black, {},
                        adjudication, 1, keepGoing);
    CHECK(played.end == match::GameEnd::MoveCap);
    CHECK(played.game.history().size() == 6);
    CHECK(played.game.result().outcome == game::Outcome::Draw);
}

TEST_CASE("a match game is drawn when a position occurs the third time", "[match][game]")
{
    // Two Polish kings (no draw counter in Polish) step back and forth: the
    // start recurs after plies 4 and 8. No position of the cycle has a capture
    // (draughts-cli moves lists steps only in each).
    ScriptedPlayer white({"47-42", "42-47"}), black({"4-9", "9-4"});
    const match::PlayedGame played =
        match::playGame(gameAt(core::Variant::Polish, "W:WK47:BK4"), white, black, {}, {}, 1, keepGoing);
    CHECK(played.end == match::GameEnd::Repetition);
    CHECK(played.game.history().size() == 8);
    CHECK(played.game.result().outcome == game::Outcome::Draw);
}

TEST_CASE("a player that fails loses the match game, and the failure is kept", "[match][game]")
{
    FirstMovePlayer white, black(2);
    const match::PlayedGame played = match::playGame(
        game::Game(core::Variant::Polish, game::MissedCaptureRule::Compulsory), white, black, {}, {}, 1, keepGoing);
    CHECK(played.end == match::GameEnd::PlayerFailed);
    CHECK(played.failedSide == core::Side::Black);
    CHECK(played.failure == "engine \"Test\" crashed");
    CHECK(played.game.result().outcome == game::Outcome::WhiteWins);
    CHECK(played.game.history().size() == 3); // White, Black, White, then Black failed
}

TEST_CASE("a stopped match game is abandoned", "[match][game]")
{
    FirstMovePlayer white, black;
    const std::atomic<bool> stop{true};
    const match::PlayedGame played = match::playGame(
        game::Game(core::Variant::Polish, game::MissedCaptureRule::Compulsory), white, black, {}, {}, 1, stop);
    CHECK(played.end == match::GameEnd::Abandoned);
    CHECK_FALSE(played.game.result().isOver());
}

TEST_CASE("the runner plays pairs with colours swapped from one opening, two games at a time", "[match][runner]")
{
    match::MatchSettings settings;
    settings.variant = core::Variant::Polish;
    settings.games = 6;
    settings.concurrency = 2;
    settings.adjudication.maxPlies = 10;
    settings.openings = {{*notation::readFen(core::Variant::Polish, "W:W31-50:B1-15"), {}},
                         {*notation::readFen(core::Variant::Polish, "W:W30-50:B1-15"), {}}};
    std::atomic<int> made{0};
    std::set<int> numbers;
    std::vector<std::string> starts(6);
    Meeting bothThreads(2); // each thread's first player waits for the other's
    match::runMatch(
        settings,
        [&](int which) {
            ++made;
            return std::make_unique<FirstMovePlayer>(0, which == 0 ? &bothThreads : nullptr);
        },
        [&](const match::GameReport& report) {
            numbers.insert(report.number);
            CHECK(report.firstIsWhite == (report.number % 2 == 0));
            CHECK(report.firstPoints() == 0.5); // drawn at the cap
            starts[static_cast<std::size_t>(report.number)] =
                notation::writeFen(core::Variant::Polish, report.played.game.startPosition());
            return true;
        });
    CHECK(numbers == std::set<int>{0, 1, 2, 3, 4, 5});
    CHECK(made == 4); // two players for each of the two threads
    CHECK(starts[0] == starts[1]);
    CHECK(starts[2] == starts[3]);
    CHECK(starts[0] != starts[2]);
    CHECK(starts[4] == starts[0]); // pair 2 takes the first opening again
}

TEST_CASE("the runner stops when told, and remakes a player that failed", "[match][runner]")
{
    match::MatchSettings settings;
    settings.variant = core::Variant::Polish;
    settings.games = 10;
    settings.adjudication.maxPlies = 10;
    int made = 0;
    int reported = 0;
    match::runMatch(
        settings,
        [&](int which) {
            ++made;
            // The second player's first instance fails on its first move.
            return std::make_unique<FirstMovePlayer>(which == 1 && made == 2 ? 1 : 0);
        },
        [&](const match::GameReport& report) {
            ++reported;
            if (report.number == 0)
                CHECK(report.played.end == match::GameEnd::PlayerFailed);
            return reported < 3;
        });
    CHECK(reported == 3);
    CHECK(made == 3);
}

TEST_CASE("a player that cannot be made ends the match with its failure", "[match][runner]")
{
    match::MatchSettings settings;
    settings.games = 4;
    settings.concurrency = 2;
    int reported = 0;
    CHECK_THROWS_WITH(match::runMatch(
                          settings,
                          [](int) -> std::unique_ptr<match::Player> {
                              throw match::PlayerFailure("engine \"x\" could not be started");
                          },
                          [&](const match::GameReport&) { return ++reported > 0; }),
                      Contains("could not be started"));
    CHECK(reported == 0);
}
