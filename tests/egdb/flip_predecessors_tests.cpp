// The guide of the solver's guided iteration (src/egdb/flip_predecessors.hpp):
// every legal move of To the Last Man is found again, stepping back from the
// position it leads to. A move the guide missed would only slow the build
// (its closing full pass decides what the guide missed), so these tests are
// what shows the guide whole.

#include "egdb_geometry.hpp"
#include "egdb_test_support.hpp"
#include "flip_predecessors.hpp"
#include "numbered_predecessors.hpp"

#include <draughts/egdb/database.hpp>
#include <draughts/egdb/layout.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/rules/facts.hpp>
#include <draughts/rules/movegen.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <vector>

using namespace draughts;
using core::Variant;

namespace {

constexpr Variant lastMan = Variant::ToTheLastMan;

// What kinds of moves a check met, so that a test can ask that each was seen.
struct Seen {
    int steps = 0;
    int stepsIntoHand = 0;
    int placements = 0;
    int captures = 0;
    int capturesOfTwo = 0;
    int capturesIntoHand = 0;
    int afterPlacement = 0;
};

// Every move of `before` (a normalized position), each found again among
// the candidates of the position it leads to.
void checkMovesFoundAgain(const egdb::Layout& layout, const core::Position& before, Seen& seen)
{
    const egdb::detail::EgdbGeometry geometry(lastMan);
    const rules::Facts& facts = rules::facts(lastMan);
    const auto where = layout.locate(before);
    REQUIRE(where.has_value());
    core::MoveList moves;
    rules::generateMoves(lastMan, before, moves);
    for (const core::Move& move : moves) {
        const core::Position after = rules::afterMove(lastMan, before, move);
        if (egdb::endOfGame(after))
            continue; // no position of the tables to step back from
        bool found = false;
        egdb::detail::forEachPredecessorWithFlips(
            geometry, facts, layout.normalized(after),
            [&](const core::Position& candidate) { found = found || layout.locate(candidate) == where; });
        const bool intoHand = after.hand != before.hand && move.kind != core::MoveKind::Placement;
        seen.steps += move.kind == core::MoveKind::Step;
        seen.stepsIntoHand += move.kind == core::MoveKind::Step && intoHand;
        seen.placements += move.kind == core::MoveKind::Placement;
        seen.captures += move.isCapture();
        seen.capturesOfTwo += move.captureCount() >= 2;
        seen.capturesIntoHand += move.isCapture() && intoHand;
        seen.afterPlacement += before.placedThisTurn;
        INFO(notation::writeFen(lastMan, before) << " to " << notation::writeFen(lastMan, after));
        REQUIRE(found);
    }
}

} // namespace

TEST_CASE("the guide finds every move of To the Last Man with three stones again", "[egdb][guide]")
{
    const egdb::Layout layout(lastMan, 3);
    const int slice = static_cast<int>(layout.slices().size()) - 1;
    const egdb::Slice& three = layout.slices().back();
    REQUIRE(three.name == "3");
    Seen seen;
    std::uint64_t positions = 0;
    // Every ninth number, so that each kind of block is met many times.
    for (std::uint64_t index = 0; index < three.size; index += 9) {
        const auto position = layout.positionAt({slice, index});
        if (!position)
            continue;
        ++positions;
        checkMovesFoundAgain(layout, *position, seen);
    }
    CHECK(positions > 50000);
    CHECK(seen.steps > 0);
    CHECK(seen.stepsIntoHand > 0);
    CHECK(seen.placements > 0);
    CHECK(seen.captures > 0);
    CHECK(seen.capturesIntoHand > 0);
    CHECK(seen.afterPlacement > 0);
    // Taking two of three stones leaves the loser none: no position to
    // step back from. The four-stone test below has them.
}

TEST_CASE("the guide finds every move of To the Last Man with four stones again", "[egdb][guide]")
{
    const egdb::Layout layout(lastMan, 4);
    const int slice = static_cast<int>(layout.slices().size()) - 1;
    const egdb::Slice& four = layout.slices().back();
    REQUIRE(four.name == "4");
    Seen seen;
    std::mt19937_64 random(4);
    int positions = 0;
    while (positions < 20000) {
        const auto position = layout.positionAt({slice, random() % four.size});
        if (!position)
            continue;
        ++positions;
        checkMovesFoundAgain(layout, *position, seen);
    }
    CHECK(seen.capturesOfTwo > 0);
    CHECK(seen.capturesIntoHand > 0);
}

TEST_CASE("the guide steps a double capture back to the position it started from", "[egdb][guide]")
{
    // White c3 jumps d4 and f6 to g7 (last-man.md §5.1); the two stones
    // turn over with counts 1 and 2 (§5.3, §5.4), and Black is to move.
    const core::Position before = test::position(lastMan, "W:Wc3:Bd4,f6,h8:Cf6=1");
    core::MoveList moves;
    rules::generateMoves(lastMan, before, moves);
    REQUIRE(moves.size() == 1);
    REQUIRE(moves[0].captureCount() == 2);
    const core::Position after = rules::afterMove(lastMan, before, moves[0]);
    REQUIRE(after == test::position(lastMan, "B:Wd4,f6,g7:Bh8:Cd4=1,f6=2"));

    const egdb::detail::EgdbGeometry geometry(lastMan);
    int captures = 0;
    egdb::detail::forEachPredecessorWithFlips(geometry, rules::facts(lastMan), after,
                                              [&](const core::Position& c) { captures += c == before; });
    // Once: the capturer's count before the move is 0, and c3 is not on
    // White's first row, so no earlier placement is supposed.
    CHECK(captures == 1);
}

TEST_CASE("the guide's candidates numbered a family at a time have the layout's numbers", "[egdb][guide]")
{
    // The solver numbers the moving stone's counts and a placement before
    // the move from three numberings a family (numbered_predecessors.hpp);
    // each number must be the one the layout gives that candidate.
    const egdb::Layout layout(lastMan, 4);
    const int slice = static_cast<int>(layout.slices().size()) - 1;
    const egdb::Slice& four = layout.slices().back();
    const egdb::detail::EgdbGeometry geometry(lastMan);
    const rules::Facts& facts = rules::facts(lastMan);
    std::mt19937_64 random(44);
    int positions = 0;
    int counted = 0;
    int afterPlacement = 0;
    while (positions < 5000) {
        const auto position = layout.positionAt({slice, random() % four.size});
        if (!position)
            continue;
        ++positions;
        std::vector<core::Position> numbered;
        egdb::detail::forEachNumberedPredecessor(
            layout, slice, geometry, facts, *position, [&](const core::Position& before, std::uint64_t index) {
                REQUIRE(layout.locate(before) == egdb::Location{slice, index});
                // A count of the family's stone above 0: the same position
                // as two candidates before, the count on one square raised.
                if (numbered.size() >= 2) {
                    core::Position lower = numbered[numbered.size() - 2];
                    lower.captureCount = before.captureCount;
                    counted += lower == before && numbered[numbered.size() - 2].captureCount != before.captureCount;
                }
                numbered.push_back(before);
                afterPlacement += before.placedThisTurn;
            });
        std::vector<core::Position> all;
        egdb::detail::forEachPredecessorWithFlips(geometry, facts, *position, [&](const core::Position& before) {
            const auto where = layout.locate(before);
            if (where && where->slice == slice)
                all.push_back(before);
        });
        CHECK(numbered == all);
    }
    CHECK(counted > 1000);
    CHECK(afterPlacement > 1000);
}
