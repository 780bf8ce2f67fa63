// A search of several lines (SearchLimits::lines, docs/engine.md, "Several
// lines"): its first line is the one-line search's, each line is the best
// of the moves the lines before it left, the lines are reported as the
// search deepens, and time, the stop flag, threads, the book and a single
// legal move treat it as they treat one line.
//
// The expected lines come from other searches, never from the lines
// themselves: the first from a search of one line, line k from a search of
// one line restricted (SearchLimits::rootMoves) to the moves that lines 1 to
// k-1 left, each in a fresh engine. They are compared where a score at a
// depth is plain alpha-beta's (no reductions, no shallow cut, table entries
// of exactly that depth), which no earlier search changes. With the
// engine's own settings it depends on what the table and the move ordering
// hold, so that a search of one line after another search can already
// differ (docs/engine.md, "Several lines", has the figures); there the
// lines are checked for being distinct and best first.

#include "engine_test_support.hpp"

#include <draughts/game/game.hpp>
#include <draughts/rules/facts.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

namespace {

using namespace draughts;
using namespace std::chrono_literals;
using core::Variant;

struct LinesSample {
    Variant variant;
    const char* fen;
};

// Each game's start and middle games of search_tests.cpp and of the
// tactical suites (tactics_*_tests.cpp), all with at least three moves:
// captures with kings, the second half of Black's turn, stones in hand.
const LinesSample linesSamples[] = {
    {Variant::International, "B:W31-50:B1-20"},
    {Variant::International, "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38"},
    {Variant::International, "W:WK3,28,32,37,38,43:B7,12,16,K45"},
    {Variant::Polish, "W:W36-50:B1-15"},
    {Variant::Polish, "W:W31,32,34,37,38,40,41,43,45-47,49:B1,2,6-8,10,11,13,21,22"},
    {Variant::TwentyVsTen, "B:W31-50:B1-10"},
    {Variant::TwentyVsTen, "B:W27,28,31,32,33,35,37,38,39,42,44,46,47,49:B7,13,16,19,22:D22"},
    {Variant::CornerCheckers, "B:W21,26,31,32,36,37,41-43,46-48:B3-5,8-10,14,15,19,20,25,30"},
    {Variant::CornerCheckers, "W:W11,21,26,31,36,41,42,44,47:B7-10,13,15,20,25,27,30"},
    {Variant::ToTheLastMan, "W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6"},
    {Variant::ToTheLastMan, "B:Wc3,e3,d4,b2,f2,g1:Bd6,c5,f6,e7,b8:H1,1:Cd4=2"},
};

constexpr int linesDepth = 5;

engine::EngineConfig depthExactConfig()
{
    engine::EngineConfig config = test::smallTable();
    config.reductions = false;
    config.shallowCuts = false;
    config.exactDepthCutoffs = true;
    return config;
}

engine::SearchResult searchLines(Variant variant, const core::Position& p, int lines,
                                 const engine::EngineConfig& config, std::vector<core::Move> rootMoves = {})
{
    engine::Engine engine(variant, config);
    engine::SearchLimits limits = test::depth(linesDepth);
    limits.lines = lines;
    limits.rootMoves = std::move(rootMoves);
    return engine.search(p, limits);
}

std::size_t legalMoveCount(Variant variant, const core::Position& p)
{
    core::MoveList legal;
    rules::generateMoves(variant, p, legal);
    return legal.size();
}

// The legal moves of `p` that none of the first `count` lines starts with.
std::vector<core::Move> movesLeftBy(Variant variant, const core::Position& p,
                                    const std::vector<engine::SearchLine>& lines, std::size_t count)
{
    core::MoveList legal;
    rules::generateMoves(variant, p, legal);
    std::vector<core::Move> left;
    for (const core::Move& m : legal)
        if (std::none_of(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(count),
                         [&](const engine::SearchLine& line) { return line.move.sameMove(m); }))
            left.push_back(m);
    return left;
}

// Two lines' first moves equal, or, where alpha-beta met two moves of the
// same score in another order, `move` alone scoring what `expected` scored.
void checkSameOrEqualMove(Variant variant, const core::Position& p, const core::Move& move,
                          const engine::SearchResult& expected)
{
    if (move.sameMove(expected.bestMove))
        return;
    INFO("another move of the same score: " << test::text(variant, move) << " for "
                                            << test::text(variant, expected.bestMove));
    const auto alone = searchLines(variant, p, 1, depthExactConfig(), {move});
    CHECK(alone.score == expected.score);
}

// Each line starts with its move, and no two with the same.
void checkDistinctLines(Variant variant, const std::vector<engine::SearchLine>& lines)
{
    for (std::size_t i = 0; i < lines.size(); ++i) {
        INFO("line " << i + 1 << ": " << test::lineText(variant, lines[i].pv));
        REQUIRE_FALSE(lines[i].pv.empty());
        CHECK(lines[i].pv.front() == lines[i].move);
        for (std::size_t j = 0; j < i; ++j)
            CHECK_FALSE(lines[j].move.sameMove(lines[i].move));
    }
}

// The lines of a completed iteration: distinct, and best first.
void checkDistinctAndBestFirst(Variant variant, const std::vector<engine::SearchLine>& lines)
{
    checkDistinctLines(variant, lines);
    for (std::size_t i = 1; i < lines.size(); ++i) {
        INFO("line " << i + 1 << ": " << test::lineText(variant, lines[i].pv));
        CHECK(lines[i - 1].score >= lines[i].score);
    }
}

} // namespace

TEST_CASE("the first of several lines is the one-line search's, at the same depth, in every game", "[engine][lines]")
{
    for (const LinesSample& sample : linesSamples) {
        INFO(core::variantName(sample.variant) << " " << sample.fen);
        const core::Position p = test::position(sample.variant, sample.fen);
        const auto one = searchLines(sample.variant, p, 1, depthExactConfig());
        const auto three = searchLines(sample.variant, p, 3, depthExactConfig());
        REQUIRE(one.hasMove);
        REQUIRE(three.lines.size() == 3);
        CHECK(three.lines[0].score == one.score);
        CHECK(three.score == one.score);
        CHECK(three.lines[0].move == three.bestMove);
        CHECK(three.depth == linesDepth);
        checkSameOrEqualMove(sample.variant, p, three.bestMove, one);
    }
}

TEST_CASE("each line is the best of the moves the lines before it left", "[engine][lines]")
{
    for (const LinesSample& sample : linesSamples) {
        INFO(core::variantName(sample.variant) << " " << sample.fen);
        const core::Position p = test::position(sample.variant, sample.fen);
        const auto found = searchLines(sample.variant, p, 3, depthExactConfig());
        REQUIRE(found.lines.size() == 3);
        checkDistinctAndBestFirst(sample.variant, found.lines);
        for (std::size_t k = 0; k < found.lines.size(); ++k) {
            INFO("line " << k + 1);
            const auto restricted =
                searchLines(sample.variant, p, 1, depthExactConfig(), movesLeftBy(sample.variant, p, found.lines, k));
            CHECK(found.lines[k].score == restricted.score);
            CHECK(found.lines[k].depth == linesDepth);
            checkSameOrEqualMove(sample.variant, p, found.lines[k].move, restricted);
        }
    }
}

TEST_CASE("with the engine's own settings the lines are distinct and best first", "[engine][lines]")
{
    for (const LinesSample& sample : linesSamples) {
        INFO(core::variantName(sample.variant) << " " << sample.fen);
        const core::Position p = test::position(sample.variant, sample.fen);
        const auto found = searchLines(sample.variant, p, 5, test::smallTable());
        REQUIRE(found.hasMove);
        CHECK(found.lines.size() == std::min<std::size_t>(5, legalMoveCount(sample.variant, p)));
        CHECK(found.lines[0].move == found.bestMove);
        CHECK(found.lines[0].score == found.score);
        CHECK(found.lines[0].pv == found.pv);
        checkDistinctAndBestFirst(sample.variant, found.lines);
    }
}

TEST_CASE("one line is the search's own move, score and line", "[engine][lines]")
{
    const core::Position start = rules::startPosition(Variant::Polish);
    const auto one = searchLines(Variant::Polish, start, 1, test::smallTable());
    REQUIRE(one.lines.size() == 1);
    CHECK(one.lines[0].move == one.bestMove);
    CHECK(one.lines[0].score == one.score);
    CHECK(one.lines[0].depth == one.depth);
    CHECK(one.lines[0].pv == one.pv);
}

TEST_CASE("more lines than moves give a line for every move, and a forced capture one", "[engine][lines]")
{
    SECTION("White's men on 47 and 48 have four steps: 47-41, 47-42, 48-42, 48-43")
    {
        const core::Position p = test::position(test::intl, "W:W47,48:B3");
        const auto found = searchLines(test::intl, p, 5, test::smallTable());
        REQUIRE(found.lines.size() == 4);
        checkDistinctAndBestFirst(test::intl, found.lines);
        for (const char* step : {"47-41", "47-42", "48-42", "48-43"})
            CHECK(std::count_if(found.lines.begin(), found.lines.end(), [&](const engine::SearchLine& line) {
                      return line.move == test::move(test::intl, p, step);
                  }) == 1);
    }
    SECTION("White's only man must take Black's on 28 (international.md §4): 33x22")
    {
        const core::Position p = test::position(test::intl, "W:W33:B1,28");
        const auto found = searchLines(test::intl, p, 3, test::smallTable());
        REQUIRE(found.lines.size() == 1);
        CHECK(test::text(test::intl, found.lines[0].move) == "33x22");
    }
    SECTION("a capture the rules force in a middle game: one line")
    {
        // Polish: Black's man on 17 must take White's on 22 (17x28, the
        // only capture); Corner Checkers: White's man on 38 must take 44.
        const LinesSample forced[] = {
            {Variant::Polish, "B:W22,27,31,33,38,39,43,K4:B8,12,13,17,18,24,K46"},
            {Variant::CornerCheckers, "W:W22,27,28,33,37,38,42,K13:B9,14,18,19,24,30,K44"},
        };
        for (const LinesSample& sample : forced) {
            INFO(core::variantName(sample.variant) << " " << sample.fen);
            const core::Position p = test::position(sample.variant, sample.fen);
            REQUIRE(legalMoveCount(sample.variant, p) == 1);
            const auto found = searchLines(sample.variant, p, 5, test::smallTable());
            REQUIRE(found.lines.size() == 1);
            CHECK(found.lines[0].move == found.bestMove);
            CHECK(found.lines[0].move.isCapture());
        }
    }
    SECTION("restricted to two root moves, two lines")
    {
        const core::Position start = rules::startPosition(Variant::International);
        const auto found =
            searchLines(test::intl, start, 3, test::smallTable(),
                        {test::move(test::intl, start, "16-21"), test::move(test::intl, start, "20-24")});
        REQUIRE(found.lines.size() == 2);
        checkDistinctAndBestFirst(test::intl, found.lines);
    }
}

TEST_CASE("the lines are reported after every iteration as the search deepens", "[engine][lines]")
{
    const Variant variant = GENERATE(Variant::International, Variant::TwentyVsTen, Variant::ToTheLastMan);
    INFO(core::variantName(variant));
    const core::Position start = rules::startPosition(variant);
    engine::Engine engine(variant, test::smallTable());
    engine::SearchLimits limits = test::depth(6);
    limits.lines = 3;
    std::vector<engine::SearchInfo> reports;
    const auto result = engine.search(start, limits, [&](const engine::SearchInfo& info) { reports.push_back(info); });
    REQUIRE(reports.size() == 6);
    for (std::size_t i = 0; i < reports.size(); ++i) {
        const engine::SearchInfo& info = reports[i];
        INFO("report " << i + 1);
        CHECK(info.depth == static_cast<int>(i) + 1);
        REQUIRE(info.lines.size() == 3);
        CHECK(info.lines[0].score == info.score);
        CHECK(info.lines[0].pv == info.pv);
        for (const engine::SearchLine& line : info.lines)
            CHECK(line.depth == info.depth);
        checkDistinctAndBestFirst(variant, info.lines);
        if (i > 0)
            CHECK(info.nodes > reports[i - 1].nodes);
    }
    REQUIRE(result.lines.size() == 3);
    for (std::size_t k = 0; k < 3; ++k) {
        CHECK(result.lines[k].move == reports.back().lines[k].move);
        CHECK(result.lines[k].score == reports.back().lines[k].score);
    }
}

TEST_CASE("a search of several lines keeps a fixed move time and stops when asked", "[engine][lines][time]")
{
    SECTION("a fixed move time, on a clock that advances a millisecond at every reading")
    {
        const auto base = std::chrono::steady_clock::now();
        auto reads = std::make_shared<std::atomic<long>>(0);
        engine::EngineConfig config = test::smallTable();
        config.clock = [base, reads] { return base + std::chrono::milliseconds(reads->fetch_add(1)); };
        engine::Engine engine(Variant::CornerCheckers, config);
        engine::SearchLimits limits;
        limits.time = 400ms;
        limits.lines = 3;
        const auto result = engine.search(rules::startPosition(Variant::CornerCheckers), limits);
        REQUIRE(result.hasMove);
        CHECK(result.stopped);
        CHECK(result.depth >= 2);
        CHECK(result.time <= limits.time);
        // Stopped in an iteration, whose better first move may lead the
        // last finished iteration's lines (docs/engine.md, "Best move so far").
        REQUIRE(result.lines.size() == 3);
        CHECK(result.lines[0].move == result.bestMove);
        checkDistinctLines(Variant::CornerCheckers, result.lines);
    }
    SECTION("the stop flag, on one thread and on two")
    {
        const std::size_t threads = GENERATE(1U, 2U);
        INFO(threads << " thread(s)");
        engine::EngineConfig config = test::smallTable();
        config.threads = threads;
        const core::Position start = rules::startPosition(Variant::International);
        engine::Engine engine(Variant::International, config);
        std::atomic<bool> stop{false};
        std::atomic<bool> reported{false};
        engine::SearchLimits limits; // no limit: only `stop` ends it
        limits.stop = &stop;
        limits.lines = 3;
        engine::SearchResult result;
        std::thread worker([&] {
            result = engine.search(start, limits, [&](const engine::SearchInfo& info) {
                if (info.depth >= 4)
                    reported = true;
            });
        });
        while (!reported)
            std::this_thread::sleep_for(1ms);
        stop = true;
        worker.join(); // a search that ignored the flag would run to depth 64
        CHECK(result.stopped);
        CHECK(result.depth >= 4);
        REQUIRE(result.hasMove);
        CHECK(game::Game(Variant::International).legalMoves().contains(result.bestMove));
        REQUIRE(result.lines.size() == 3);
        CHECK(result.lines[0].move == result.bestMove);
        checkDistinctLines(Variant::International, result.lines);
    }
}

TEST_CASE("a search of several lines is never answered from the book", "[engine][lines][book]")
{
    const core::Position start = rules::startPosition(Variant::International);
    engine::Engine engine(Variant::International, test::smallTable());
    engine::SearchLimits limits = test::depth(3);
    limits.book = 100;
    // The start is in the built-in book: one line comes from it.
    CHECK(engine.search(start, limits).fromBook);
    limits.lines = 2;
    const auto found = engine.search(start, limits);
    CHECK_FALSE(found.fromBook);
    CHECK(found.lines.size() == 2);
}
