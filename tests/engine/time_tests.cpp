// How the engine uses its time (docs/engine.md, "Limits and time"): a fixed
// move time to its end and never beyond, a single legal move at once, a
// found win early only on a clock, a clock's target, and the share of a
// clock each move gets. The searches
// read a clock of the test's own that advances a millisecond each time it
// is read, so that nothing here depends on the machine's speed; how close
// to its limit a real search ends is measured by scripts/bench-time.sh.

#include "engine_test_support.hpp"

#include <draughts/engine/level.hpp>
#include <draughts/engine/time_allocation.hpp>
#include <draughts/rules/facts.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>

namespace {

using namespace draughts;
using namespace std::chrono_literals;
using core::Variant;
using engine::ClockTime;
using engine::Milliseconds;
using engine::MoveTime;

// An engine whose clock advances 1 ms at every reading.
engine::Engine engineWithTickingClock(Variant variant)
{
    const auto base = std::chrono::steady_clock::now();
    auto reads = std::make_shared<std::atomic<long>>(0);
    engine::EngineConfig config = test::smallTable();
    config.clock = [base, reads] { return base + std::chrono::milliseconds(reads->fetch_add(1)); };
    return engine::Engine(variant, config);
}

// One International position searched at a fixed move time of 10 s, then
// on a clock aiming at 2 s of the same 10 (tests on the ticking clock).
struct FixedAndClock {
    engine::SearchResult fixed;
    engine::SearchResult clock;
};

FixedAndClock searchFixedThenOnClock(const core::Position& position)
{
    engine::Engine engine = engineWithTickingClock(Variant::International);
    engine::SearchLimits limits;
    limits.time = 10s;
    FixedAndClock results;
    results.fixed = engine.search(position, limits);
    limits.target = 2s;
    results.clock = engine.search(position, limits);
    return results;
}

} // namespace

TEST_CASE("a fixed move time is used to its end and never beyond", "[engine][time]")
{
    const Variant variant = GENERATE(Variant::International, Variant::Polish, Variant::CornerCheckers);
    const Milliseconds time = GENERATE(100ms, 400ms, 1000ms);
    engine::Engine engine = engineWithTickingClock(variant);
    engine::SearchLimits limits;
    limits.time = time;
    const auto result = engine.search(rules::startPosition(variant), limits);
    INFO(core::variantName(variant) << ", " << time.count() << " ms");
    REQUIRE(result.hasMove);
    // No iteration is left unstarted for want of time: the deadline ends
    // the search, a twentieth before the limit (at most 25 ms), so that the
    // answer still arrives within it.
    CHECK(result.stopped);
    CHECK(result.time >= time - std::min(time / 20, Milliseconds{25}));
    CHECK(result.time <= time);
}

TEST_CASE("a single legal move is answered at once, at a fixed time or on a clock", "[engine][time]")
{
    // White's only man must take Black's on 28 (international.md §4): 33x22.
    const auto [fixed, clock] = searchFixedThenOnClock(test::position(Variant::International, "W:W33:B1,28"));
    CHECK(test::text(Variant::International, fixed.bestMove) == "33x22");
    CHECK(fixed.depth == 1);
    CHECK_FALSE(fixed.stopped);
    CHECK(fixed.time < 10ms);
    CHECK(clock.depth == 1);
    CHECK(clock.time < 10ms);
}

TEST_CASE("a found win ends a search on a clock early but not one at a fixed move time", "[engine][time]")
{
    // Either White man takes Black's last one, on 28 (32x23 or 33x22): a
    // win in 1 ply, found by the first iteration.
    const auto [fixed, clock] = searchFixedThenOnClock(test::position(Variant::International, "W:W32,33:B28"));
    // At a fixed move time nothing is saved by stopping: every iteration
    // runs, to the deepest (the tree is tiny).
    CHECK(engine::isWin(fixed.score));
    CHECK(fixed.depth == engine::MaxDepth);
    // On a clock the search stops once its depth passes the win's plies by
    // more than 4: after depth 6.
    CHECK(engine::isWin(clock.score));
    CHECK(clock.depth == 6);
}

TEST_CASE("a search with a target ends after an iteration near it, well before its limit", "[engine][time]")
{
    const Variant variant = GENERATE(Variant::International, Variant::TwentyVsTen, Variant::ToTheLastMan);
    engine::Engine engine = engineWithTickingClock(variant);
    engine::SearchLimits limits;
    limits.time = 20s;
    limits.target = 50ms;
    const auto result = engine.search(rules::startPosition(variant), limits);
    INFO(core::variantName(variant));
    REQUIRE(result.hasMove);
    // It starts no iteration after 60 % of the target (stretched at most
    // to 2.25 times it when the move is unsettled) and finishes the one it
    // started: never stopped by the 20 s, never ended before 30 ms.
    CHECK_FALSE(result.stopped);
    CHECK(result.time >= 30ms);
    CHECK(result.time < 20s);
}

// Every figure below is engine::allotTime's arithmetic done by hand
// (docs/engine.md, "Limits and time"): 50 ms kept for each answer the
// game may still need (135 moves of the player, fewer as he moves; the
// increment pays for the later ones), the rest spread over the moves to go
// (45 at the start, one fewer every two moves, at least 15), with 3/4 of
// the increment; 80 % of that in the first 10 moves, 125 % in moves 10-39,
// 100 % after; the limit three times the target, at most a quarter of what
// can be spent.
TEST_CASE("a clock is divided with more time in the middle game", "[engine][time][clock]")
{
    // 5 minutes, no increment, first move: 6,750 ms kept for 135 answers;
    // 293,250 / 45 = 6,516 ms, 80 % = 5,212 ms; limit 15,636 ms.
    CHECK(engine::allotTime({300s, 0ms, 0, 0}) == MoveTime{5212ms, 15636ms});
    // 200 s left at move 20: 115 answers, 5,750 ms kept; 194,250 / 35 =
    // 5,550 ms, 125 % = 6,937 ms: more than at the start with a third less
    // on the clock.
    CHECK(engine::allotTime({200s, 0ms, 0, 20}) == MoveTime{6937ms, 20811ms});
    // 60 s left at move 50: 85 answers, 4,250 ms kept; 55,750 / 20 = 2,787 ms.
    CHECK(engine::allotTime({60s, 0ms, 0, 50}) == MoveTime{2787ms, 8361ms});
    // 5 minutes and 3 s a move: the increment pays for the later answers,
    // 50 ms kept; 299,950 / 45 = 6,665 ms + 2,250 ms, 80 % = 7,132 ms.
    CHECK(engine::allotTime({300s, 3s, 0, 0}) == MoveTime{7132ms, 21396ms});
    // 40 moves in 10 minutes: 50 ms for each of the 40 answers; 598 s / 40 =
    // 14,950 ms, 80 % = 11,960 ms.
    CHECK(engine::allotTime({600s, 0ms, 40, 0}) == MoveTime{11960ms, 35880ms});
    // The last move before the time control, in the middle game: all but
    // its answer's 50 ms.
    CHECK(engine::allotTime({4s, 0ms, 1, 30}) == MoveTime{3950ms, 3950ms});
    // 400 ms left at move 60 are the answers' reserve; a flag already down
    // or a clock overdrawn: the least search, 1 ms, never "no limit".
    CHECK(engine::allotTime({400ms, 0ms, 0, 60}) == MoveTime{1ms, 1ms});
    CHECK(engine::allotTime({0ms, 0ms, 0, 0}) == MoveTime{1ms, 1ms});
    CHECK(engine::allotTime({-500ms, 0ms, 0, 10}) == MoveTime{1ms, 1ms});
}

TEST_CASE("a clock lasts a long game even when every move thinks to its limit", "[engine][time][clock]")
{
    // The worst case: each move runs to its limit and its answer takes
    // another 50 ms. Without increment the clock lasts 120 moves (240
    // plies); with one, 300 moves.
    struct Control {
        Milliseconds base, increment;
        int moves;
    };
    const Control control = GENERATE(Control{10s, 0ms, 120}, Control{60s, 0ms, 120}, Control{300s, 0ms, 120},
                                     Control{3600s, 0ms, 120}, Control{2s, 100ms, 300}, Control{300s, 3s, 300});
    Milliseconds left = control.base;
    Milliseconds least = left;
    for (int made = 0; made < control.moves; ++made) {
        const MoveTime time = engine::allotTime({left, control.increment, 0, made});
        CHECK(time.target <= time.limit);
        left -= time.limit + 50ms;
        least = std::min(least, left);
        left += control.increment;
    }
    INFO(control.base.count() << " ms + " << control.increment.count() << " ms");
    CHECK(least >= 0ms);
}

TEST_CASE("a level thinks its share of a clock's target and limit", "[engine][time][levels]")
{
    const MoveTime time{1000ms, 3000ms};
    const engine::SearchLimits strongest = engine::levelLimits(engine::levelSettings(8), 1, time);
    CHECK(strongest.target == 1000ms);
    CHECK(strongest.time == 3000ms);
    const engine::SearchLimits seventh = engine::levelLimits(engine::levelSettings(7), 1, time);
    CHECK(seventh.target == 500ms);
    CHECK(seventh.time == 1500ms);
    // A fixed move time has no target: all of it is used.
    const engine::SearchLimits fixed = engine::levelLimits(engine::levelSettings(8), 1, Milliseconds{4000});
    CHECK(fixed.target == 0ms);
    CHECK(fixed.time == 4000ms);
}
