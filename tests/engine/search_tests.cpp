// Properties of the search itself: the transposition table does not change
// what a fixed-depth search finds, the limits (depth, nodes, time, stop) are
// kept, and a fixed seed gives the same move.

#include "engine_test_support.hpp"

#include <draughts/engine/level.hpp>
#include <draughts/game/game.hpp>
#include <draughts/rules/facts.hpp>

#include <atomic>
#include <chrono>
#include <set>
#include <thread>

namespace {

using namespace draughts;
using namespace std::chrono_literals;
using core::Variant;

struct SearchSample {
    Variant variant;
    const char* fen;
};

// Start positions and middle games with captures in the air, kings, a
// second half of Black's turn and stones in hand.
const SearchSample searchSamples[] = {
    {Variant::International, "B:W31-50:B1-20"},
    {Variant::International, "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38"},
    {Variant::International, "W:WK3,28,32,37,38,43:B7,12,16,K45"},
    {Variant::Polish, "W:W36-50:B1-15"},
    {Variant::Polish, "B:W22,27,31,33,38,39,43,K4:B8,12,13,17,18,24,K46"},
    {Variant::TwentyVsTen, "B:W31-50:B1-10"},
    {Variant::TwentyVsTen, "B:W27,28,31,32,33,35,37,38,39,42,44,46,47,49:B7,13,16,19,22:D22"},
    {Variant::CornerCheckers, "B:W21,26,31,32,36,37,41-43,46-48:B3-5,8-10,14,15,19,20,25,30"},
    {Variant::CornerCheckers, "W:W22,27,28,33,37,38,42,K13:B9,14,18,19,24,30,K44"},
    {Variant::ToTheLastMan, "W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6"},
    {Variant::ToTheLastMan, "B:Wc3,e3,d4,b2,f2,g1:Bd6,c5,f6,e7,b8:H1,1:Cd4=2"},
};

engine::EngineConfig plainAlphaBeta(bool table)
{
    engine::EngineConfig config;
    config.hashMegabytes = 4;
    config.transpositionTable = table;
    config.reductions = false;  // reductions depend on move order, which the table changes
    config.shallowCuts = false; // so do the shallow searches' cuts
    config.exactDepthCutoffs = true;
    return config;
}

} // namespace

TEST_CASE("a fixed-depth search finds the same move and score with and without the table", "[engine][table]")
{
    for (const SearchSample& sample : searchSamples) {
        const core::Position p = test::position(sample.variant, sample.fen);
        for (int depth = 1; depth <= 5; ++depth) {
            INFO(core::variantName(sample.variant) << " " << sample.fen << " depth " << depth);
            engine::Engine withTable(sample.variant, plainAlphaBeta(true));
            engine::Engine without(sample.variant, plainAlphaBeta(false));
            engine::SearchLimits limits;
            limits.depth = depth;
            const auto a = withTable.search(p, limits);
            const auto b = without.search(p, limits);
            REQUIRE(a.hasMove);
            REQUIRE(b.hasMove);
            CHECK(a.score == b.score);
            CHECK(test::text(sample.variant, a.bestMove) == test::text(sample.variant, b.bestMove));
        }
    }
}

TEST_CASE("the search keeps its depth and node limits", "[engine][limits]")
{
    const core::Position start = rules::startPosition(Variant::International);
    SECTION("depth: one report per iteration, the last one at the limit")
    {
        engine::Engine engine(Variant::International, test::smallTable());
        engine::SearchLimits limits;
        limits.depth = 6;
        std::vector<int> depths;
        const auto result =
            engine.search(start, limits, [&](const engine::SearchInfo& info) { depths.push_back(info.depth); });
        CHECK(depths == std::vector<int>{1, 2, 3, 4, 5, 6});
        CHECK(result.depth == 6);
        CHECK_FALSE(result.stopped);
        REQUIRE_FALSE(result.pv.empty());
        CHECK(result.pv.front() == result.bestMove);
    }
    SECTION("nodes: never more than asked")
    {
        for (std::uint64_t nodes : {1U, 50U, 1000U, 25000U}) {
            const auto result = test::searchNodes(Variant::International, start, nodes);
            CHECK(result.nodes <= nodes);
            CHECK(result.hasMove);
            CHECK(result.stopped);
        }
    }
    SECTION("root moves: only those are considered")
    {
        engine::Engine engine(Variant::International, test::smallTable());
        engine::SearchLimits limits;
        limits.depth = 4;
        limits.rootMoves = {test::move(Variant::International, start, "16-21")};
        const auto result = engine.search(start, limits);
        CHECK(test::text(Variant::International, result.bestMove) == "16-21");
    }
}

// The shallow cut (docs/engine.md, "How the search works") must prune: to
// the same depth, the search with it visits fewer positions in a middle
// game (from the start position, where no side is ahead, its shallow
// searches cost more than they cut at this depth). That it still finds
// what matters is the tactics tests' part (tactics_*_tests.cpp).
TEST_CASE("the shallow cut searches fewer positions to the same depth", "[engine][pruning]")
{
    const SearchSample middleGames[] = {
        {Variant::International, "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38"},
        {Variant::Polish, "B:W22,27,31,33,38,39,43,K4:B8,12,13,17,18,24,K46"},
    };
    for (const SearchSample& sample : middleGames) {
        INFO(core::variantName(sample.variant) << " " << sample.fen);
        const core::Position p = test::position(sample.variant, sample.fen);
        engine::SearchLimits limits;
        limits.depth = 9;
        engine::EngineConfig withCuts = test::smallTable();
        engine::EngineConfig without = withCuts;
        without.shallowCuts = false;
        const auto cut = engine::Engine(sample.variant, withCuts).search(p, limits);
        const auto full = engine::Engine(sample.variant, without).search(p, limits);
        REQUIRE(cut.hasMove);
        REQUIRE(full.hasMove);
        CHECK(cut.nodes < full.nodes);
    }
}

// In Twenty vs Ten the shallow cut lost its test (docs/engine.md, "Tested
// changes"): the search there is the same with the switch on or off.
TEST_CASE("Twenty vs Ten searches without the shallow cut", "[engine][search]")
{
    for (const char* fen : {"B:W31-50:B1-10", "B:W27,28,31,32,33,35,37,38,39,42,44,46,47,49:B7,13,16,19,22:D22"}) {
        INFO(fen);
        const core::Position p = test::position(Variant::TwentyVsTen, fen);
        engine::SearchLimits limits;
        limits.depth = 9;
        engine::EngineConfig withCuts = test::smallTable();
        engine::EngineConfig without = withCuts;
        without.shallowCuts = false;
        const auto on = engine::Engine(Variant::TwentyVsTen, withCuts).search(p, limits);
        const auto off = engine::Engine(Variant::TwentyVsTen, without).search(p, limits);
        REQUIRE(on.hasMove);
        CHECK(on.nodes == off.nodes);
        CHECK(on.pv == off.pv);
    }
}

// The time limit is checked against the engine's own clock, which this test
// replaces by one that advances a millisecond each time it is read: the
// search must read it often enough and return as soon as the limit has
// passed. Whether it does so quickly in real time is measured by
// scripts/bench-engine.sh (a timed test would fail on a busy machine).
TEST_CASE("a time-limited search returns as soon as its time is up", "[engine][time]")
{
    const auto base = std::chrono::steady_clock::now();
    auto reads = std::make_shared<std::atomic<long>>(0);
    engine::EngineConfig config = test::smallTable();
    config.clock = [base, reads] { return base + std::chrono::milliseconds(reads->fetch_add(1)); };
    engine::Engine engine(Variant::International, config);
    engine::SearchLimits limits;
    limits.time = 200ms;
    const auto result = engine.search(rules::startPosition(Variant::International), limits);
    CHECK(result.hasMove);
    CHECK(result.depth >= 1);
    // The deadline stopped it, at the first read after it (10 ms before the
    // limit: engine time_tests.cpp).
    CHECK(result.time <= limits.time + 2ms);
    CHECK(result.time >= limits.time - 10ms);
}

TEST_CASE("a real time limit ends the search (hang guard, not a timing test)", "[engine][time]")
{
    engine::Engine engine(Variant::Polish, test::smallTable());
    engine::SearchLimits limits;
    limits.time = 100ms;
    const auto started = std::chrono::steady_clock::now();
    const auto result = engine.search(rules::startPosition(Variant::Polish), limits);
    CHECK(result.hasMove);
    CHECK(std::chrono::steady_clock::now() - started < 30s);
}

TEST_CASE("a search stops when asked from another thread, with its best move so far", "[engine][stop]")
{
    const core::Position start = rules::startPosition(Variant::International);
    engine::Engine engine(Variant::International, test::smallTable());
    std::atomic<bool> stop{false};
    std::atomic<bool> reported{false};
    engine::SearchLimits limits; // no limit: only `stop` ends it
    limits.stop = &stop;
    engine::SearchResult result;
    std::thread worker([&] {
        result = engine.search(start, limits, [&](const engine::SearchInfo& info) {
            if (info.depth >= 3)
                reported = true;
        });
    });
    while (!reported)
        std::this_thread::sleep_for(1ms);
    const auto asked = std::chrono::steady_clock::now();
    stop = true;
    worker.join();
    const auto latency = std::chrono::steady_clock::now() - asked;
    CHECK(result.stopped);
    CHECK(result.depth >= 3);
    REQUIRE(result.hasMove);
    game::Game game(Variant::International);
    CHECK(game.legalMoves().contains(result.bestMove));
    CHECK(latency < 10s); // a search that ignored the flag would run to depth 64
}

TEST_CASE("a fixed seed gives the same move and other seeds vary the weak levels' play", "[engine][levels]")
{
    const Variant variant = GENERATE(Variant::International, Variant::CornerCheckers, Variant::ToTheLastMan);
    const core::Position start = rules::startPosition(variant);
    for (int levelNumber = 1; levelNumber <= 4; ++levelNumber) {
        const engine::Level level = engine::levelSettings(levelNumber);
        engine::Engine first(variant, test::smallTable());
        engine::Engine second(variant, test::smallTable());
        const auto a = first.search(start, engine::levelLimits(level, 12345));
        const auto b = second.search(start, engine::levelLimits(level, 12345));
        INFO(core::variantName(variant) << " level " << levelNumber);
        CHECK(test::text(variant, a.bestMove) == test::text(variant, b.bestMove));
        CHECK(a.score == b.score);
    }
    std::set<std::string> chosen;
    engine::Engine engine(variant, test::smallTable());
    for (std::uint64_t seed = 1; seed <= 40; ++seed)
        chosen.insert(
            test::text(variant, engine.search(start, engine::levelLimits(engine::levelSettings(1), seed)).bestMove));
    CHECK(chosen.size() >= 3);
}
