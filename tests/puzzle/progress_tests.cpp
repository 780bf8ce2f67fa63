#include "puzzle_test_support.hpp"

#include <draughts/puzzle/progress.hpp>

namespace draughts::test {

using puzzle::Progress;

namespace {

puzzle::Puzzle rated(const std::string& id, int rating)
{
    puzzle::Puzzle p;
    p.id = id;
    p.rating = rating;
    return p;
}

} // namespace

TEST_CASE("results move the rating, the streaks and the collection's counts", "[puzzle][progress]")
{
    Progress progress;
    const Variant v = Variant::Polish;
    progress.record(v, "built-in", rated("a", 1300), true, 100);
    progress.record(v, "built-in", rated("b", 1300), true, 200);
    progress.record(v, "built-in", rated("c", 1300), false, 300);
    progress.record(v, "mine.pdn", rated("a", 1300), true, 400);
    const puzzle::GameProgress& game = progress.of(v);
    CHECK(game.streak == 1);
    CHECK(game.bestStreak == 2);
    CHECK(game.collections.at("built-in").solved == 2);
    CHECK(game.collections.at("built-in").failed == 1);
    CHECK(game.collections.at("built-in").results.at("c") == false);
    CHECK(game.collections.at("mine.pdn").solved == 1);
    REQUIRE(game.history.size() == 4);
    // The first result is the hand-computed one of rating_tests.cpp.
    CHECK(game.history[0].ratingAfter == Approx(1598.59).margin(0.01));
    CHECK(game.history[3].time == 400);
    // Other games are untouched.
    CHECK(progress.of(Variant::International).history.empty());
    CHECK(progress.of(Variant::International).rating.rating == 1500);
}

TEST_CASE("progress written as text reads back the same", "[puzzle][progress]")
{
    Progress progress;
    progress.record(Variant::International, "built-in", rated("x-1", 1100), true, 1);
    progress.record(Variant::ToTheLastMan, "my\tfile.pdn", rated("", 1700), false, 2);
    const std::string text = progress.serialise();
    INFO(text);
    CHECK(text.rfind("draughts puzzle progress 1\n", 0) == 0);
    const auto back = Progress::parse(text);
    REQUIRE(back);
    CHECK(*back == progress);
    // A tab in a collection's name cannot break the record.
    CHECK(back->of(Variant::ToTheLastMan).collections.count("my file.pdn") == 1);
}

TEST_CASE("text that is not a progress record is refused", "[puzzle][progress]")
{
    CHECK_FALSE(Progress::parse(""));
    CHECK_FALSE(Progress::parse("hello\n"));
    CHECK_FALSE(Progress::parse("draughts puzzle progress 1\ngame\tpolish\tnot-a-number\t1\t1\t0\t0\n"));
    // A line of a game this program does not know is skipped.
    const auto other = Progress::parse("draughts puzzle progress 1\ngame\tchess\t1\t2\t3\t4\t5\n");
    REQUIRE(other);
    CHECK(*other == Progress{});
}

TEST_CASE("adaptive choice gives an unsolved puzzle near the player's rating", "[puzzle][progress]")
{
    std::vector<puzzle::Puzzle> puzzles;
    for (int i = 0; i < 10; ++i)
        puzzles.push_back(rated(std::string("p").append(std::to_string(i)), 1000 + 100 * i)); // 1000 .. 1900
    puzzle::GameProgress progress;                                                            // rated 1500
    // The five nearest 1500 are 1500, 1400, 1600, 1300 and 1700.
    for (std::uint64_t r = 0; r < 20; ++r) {
        const auto chosen = puzzle::choosePuzzle(puzzles, progress, "c", r);
        REQUIRE(chosen);
        CHECK(std::abs(puzzles[*chosen].rating - 1500) <= 200);
    }
    // Solved puzzles are left out while others remain.
    for (const char* id : {"p3", "p4", "p5", "p6", "p7"})
        progress.collections["c"].results[id] = true;
    for (std::uint64_t r = 0; r < 20; ++r) {
        const auto chosen = puzzle::choosePuzzle(puzzles, progress, "c", r);
        REQUIRE(chosen);
        CHECK_FALSE(progress.collections["c"].results.count(puzzles[*chosen].id));
    }
    CHECK_FALSE(puzzle::choosePuzzle({}, progress, "c", 0));
}

TEST_CASE("puzzles fall into three levels by rating", "[puzzle][progress]")
{
    CHECK(puzzle::levelOf(rated("", 1199)) == puzzle::Level::Easy);
    CHECK(puzzle::levelOf(rated("", 1200)) == puzzle::Level::Medium);
    CHECK(puzzle::levelOf(rated("", 1600)) == puzzle::Level::Hard);
    // Without a rating, the difficulty estimates it: 800 + 100 * 3.
    puzzle::Puzzle unrated;
    unrated.difficulty = 3;
    CHECK(unrated.effectiveRating() == 1100);
}

} // namespace draughts::test
