// The search on several threads (docs/engine.md, "Parallel search"): its
// move is always legal, it finds what one thread finds, the stop flag ends
// every thread, searches that must repeat themselves stay on one thread,
// and the shared table never hands out an entry made of two stores.
//
// A time limit lets a search use its threads; these tests give one far
// beyond what the search needs (it ends at its depth), never a timed check.

#include "engine_test_support.hpp"

#include "../../src/engine/search/transposition_table.hpp"

#include <draughts/engine/level.hpp>
#include <draughts/game/game.hpp>
#include <draughts/rules/facts.hpp>

#include <atomic>
#include <chrono>
#include <random>
#include <thread>

namespace {

using namespace draughts;
using namespace std::chrono_literals;
using core::Variant;

engine::EngineConfig twoThreads()
{
    engine::EngineConfig config = test::smallTable();
    config.threads = 2;
    return config;
}

// Ends at `depth`; the time only lets the search use its threads.
engine::SearchLimits depthWithThreads(int depth)
{
    engine::SearchLimits limits;
    limits.depth = depth;
    limits.time = 600s;
    limits.stopEarly = false; // to the depth, also with a single legal move
    return limits;
}

} // namespace

TEST_CASE("with two threads the engine's move is always one of the game's legal moves", "[engine][threads]")
{
    const Variant variant = GENERATE(Variant::International, Variant::Polish, Variant::TwentyVsTen,
                                     Variant::CornerCheckers, Variant::ToTheLastMan);
    INFO("game " << core::variantName(variant));
    engine::Engine engine(variant, twoThreads());
    std::mt19937 random(20261202U + static_cast<unsigned>(variant));
    game::Game game(variant, game::MissedCaptureRule::Compulsory);
    const engine::SearchLimits limits = depthWithThreads(3);
    for (int checked = 0; checked < 300; ++checked) {
        if (game.result().isOver() || game.history().size() >= 120) {
            game = game::Game(variant, game::MissedCaptureRule::Compulsory);
            engine.newGame();
        }
        const auto result = engine.search(game.position(), limits);
        const core::MoveList& legal = game.legalMoves();
        INFO("position " << notation::writeFen(variant, game.position()));
        REQUIRE(result.hasMove);
        INFO("engine's move " << test::text(variant, result.bestMove));
        REQUIRE(legal.contains(result.bestMove));
        CHECK(result.depth == 3);
        std::uniform_int_distribution<std::size_t> pick(0, legal.size() - 1);
        REQUIRE(game.play(random() % 4 == 0 ? result.bestMove : legal[pick(random)]));
    }
}

TEST_CASE("two threads find the forced win and the combination one thread finds", "[engine][threads]")
{
    const int threads = GENERATE(1, 2);
    INFO(threads << " thread(s)");
    engine::EngineConfig config = test::smallTable();
    config.threads = static_cast<std::size_t>(threads);

    // A king against a man (endgame_tables_tests.cpp works it out): Black's
    // 31-36 and 36-41 keep the man away from the king until 28x46, so White
    // wins in 5 plies and no sooner; 46-37 would lose to 31x42.
    engine::Engine endgame(test::intl, config);
    const auto won = endgame.search(test::position(test::intl, "W:WK46:B31"), depthWithThreads(12));
    REQUIRE(won.hasMove);
    CHECK(won.score == engine::winIn(5));
    CHECK(test::text(test::intl, won.bestMove) != "46-37");

    // The coup royal (tactics_international_tests.cpp): 27-22 18x27 32x21,
    // then Black's compulsory 23x32x43x34 takes three and 40x29x20x9x18x7
    // takes five: two men ahead, by the only move that wins material.
    engine::Engine middle(test::intl, config);
    const auto royal =
        middle.search(test::position(test::intl, "W:W27,28,32,38,39,40,45:B12,13,14,18,19,23,24"), depthWithThreads(8));
    REQUIRE(royal.hasMove);
    CHECK(test::text(test::intl, royal.bestMove) == "27-22");
    CHECK(royal.score > engine::ManValue);
}

TEST_CASE("the stop flag ends every thread of a search", "[engine][threads][stop]")
{
    const core::Position start = rules::startPosition(Variant::International);
    engine::Engine engine(Variant::International, twoThreads());
    std::atomic<bool> stop{false};
    std::atomic<bool> reported{false};
    engine::SearchLimits limits; // no limit: only `stop` ends it, on both threads
    limits.stop = &stop;
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
    // search() returns only once its helper has ended: a helper that ignored
    // the flag would search on to depth 64 and this would not return.
    worker.join();
    CHECK(result.stopped);
    CHECK(result.depth >= 4);
    REQUIRE(result.hasMove);
    CHECK(game::Game(Variant::International).legalMoves().contains(result.bestMove));

    // The engine searches again after a stop, its helper with it.
    stop = false;
    const auto again = engine.search(start, depthWithThreads(4));
    CHECK(again.depth == 4);
    CHECK_FALSE(again.stopped);
}

TEST_CASE("searches that must repeat themselves run on one thread", "[engine][threads]")
{
    const core::Position p =
        test::position(test::intl, "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38");
    // A depth alone, positions alone and a weak level's random choice give
    // what one thread gives, to the position.
    engine::SearchLimits byDepth;
    byDepth.depth = 6;
    engine::SearchLimits byNodes;
    byNodes.nodes = 20'000;
    const engine::SearchLimits byLevel = engine::levelLimits(engine::levelSettings(3), 42, 600s);
    for (const engine::SearchLimits& limits : {byDepth, byNodes, byLevel}) {
        engine::Engine one(test::intl, test::smallTable());
        engine::Engine two(test::intl, twoThreads());
        const auto alone = one.search(p, limits);
        const auto both = two.search(p, limits);
        CHECK(both.bestMove == alone.bestMove);
        CHECK(both.score == alone.score);
        CHECK(both.nodes == alone.nodes);
    }
}

TEST_CASE("the engine's thread count can be changed between searches", "[engine][threads]")
{
    engine::Engine engine(Variant::Polish, test::smallTable());
    CHECK(engine.threads() == 1);
    engine.setThreads(3);
    CHECK(engine.threads() == 3);
    const auto three = engine.search(rules::startPosition(Variant::Polish), depthWithThreads(4));
    CHECK(three.depth == 4);
    engine.setThreads(0); // at least one
    CHECK(engine.threads() == 1);
    CHECK(engine::availableThreads() >= 1);
}

TEST_CASE("the shared table never hands out an entry made of two stores", "[engine][threads][table]")
{
    using engine::detail::Bound;
    using engine::detail::TableEntry;
    using engine::detail::TranspositionTable;
    // Every field of an entry follows from its key, so that an entry whose
    // parts came from two different stores shows.
    struct Expected {
        engine::Score score;
        int depth;
        Bound bound;
        core::Move move;
    };
    const auto expected = [](std::uint64_t key) {
        core::Move move =
            core::Move::step(static_cast<core::Square>(key % 50), static_cast<core::Square>((key >> 8) % 50));
        if (key & 1U) {
            move.kind = core::MoveKind::Capture;
            move.captured = key * 0x9E3779B97F4A7C15ULL;
        }
        return Expected{static_cast<engine::Score>(key % 200'000) - 100'000, 1 + static_cast<int>((key >> 20) % 60),
                        static_cast<Bound>(1 + (key >> 30) % 3), move};
    };
    // One megabyte: 16,384 buckets. The keys all fall into the first one,
    // so that the threads store into the same two slots all the time: one
    // thread only stores, the other stores and probes.
    TranspositionTable table(1);
    const auto keyOf = [](std::uint64_t i) { return (i * 0xD1B54A32D192ED03ULL) << 16; };
    constexpr std::uint64_t rounds = 4'000'000;
    const auto store = [&](std::uint64_t key) {
        const Expected e = expected(key);
        table.store(key, e.score, e.depth, e.bound, &e.move);
    };
    long found = 0;
    long torn = 0;
    std::thread writer([&] {
        for (std::uint64_t i = 0; i < rounds; ++i)
            store(keyOf(1 + i % 4));
    });
    for (std::uint64_t i = 0; i < rounds; ++i) {
        store(keyOf(3 + i % 4)); // two of the writer's keys, two of its own
        const std::uint64_t key = keyOf(1 + (i * 5) % 6);
        if (const auto entry = table.probe(key)) {
            ++found;
            const Expected want = expected(key);
            if (entry->score != want.score || entry->depth != want.depth || entry->bound != want.bound ||
                !entry->isMove(want.move))
                ++torn;
        }
    }
    writer.join();
    CHECK(found > 1000);
    CHECK(torn == 0);
}
