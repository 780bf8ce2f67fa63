#include "puzzle_test_support.hpp"

#include <draughts/puzzle/overlap.hpp>
#include <draughts/puzzle/progress.hpp>
#include <draughts/rules/facts.hpp>

namespace draughts::test {

namespace {

// The puzzle that starts where uniqueShotPuzzle's line stands after
// 33-28 22x33 (W: 38, 42, 43; B: 5, 23, 33, White to move): 38x29x18 takes
// two men, the only capture, and wins a man.
puzzle::Puzzle lineTailPuzzle()
{
    puzzle::Puzzle whole = uniqueShotPuzzle();
    puzzle::Puzzle tail;
    tail.id = "tail";
    tail.variant = whole.variant;
    tail.position = rules::afterMove(whole.variant, whole.position, whole.solution[0]);
    tail.position = rules::afterMove(whole.variant, tail.position, whole.solution[1]);
    tail.goal = whole.goal;
    tail.solution = {whole.solution[2]};
    tail.depth = 1;
    return tail;
}

// uniqueShotFen (W: 33, 38, 42, 43; B: 5, 22, 23; White to move) with the
// colours swapped and the board turned: square n becomes 51 - n, so White's
// men go to 18, 13, 9, 8 as Black's, Black's to 46, 29, 28 as White's, and
// Black is to move.
constexpr const char* uniqueShotTwinFen = "B:W28,29,46:B8,9,13,18";

} // namespace

TEST_CASE("a colour twin swaps the colours and turns the board, in games that treat both sides alike",
          "[puzzle][overlap]")
{
    const Variant v = Variant::International;
    const auto twin = puzzle::colourTwin(v, position(v, uniqueShotFen));
    REQUIRE(twin);
    CHECK(*twin == position(v, uniqueShotTwinFen));
    CHECK(puzzle::colourTwin(v, *twin) == position(v, uniqueShotFen));
    // A king stays a king: W king on 45 becomes a Black king on 6.
    CHECK(puzzle::colourTwin(v, position(v, "W:WK45:B19")) == position(v, "B:W32:BK6"));
    // In Twenty vs Ten Black moves twice: a position and its twin are not
    // the same game for the other side.
    CHECK_FALSE(puzzle::colourTwin(Variant::TwentyVsTen, rules::startPosition(Variant::TwentyVsTen)));
    // To the Last Man: the hands change sides too (each side places on its
    // own first row, last-man.md §4, and the rows turn onto each other).
    core::Position inHand = rules::startPosition(Variant::ToTheLastMan);
    inHand.hand = {2, 0};
    const auto lastManTwin = puzzle::colourTwin(Variant::ToTheLastMan, inHand);
    REQUIRE(lastManTwin);
    CHECK(lastManTwin->hand == std::array<std::uint8_t, 2>{0, 2});
    CHECK(puzzle::colourTwin(Variant::ToTheLastMan, *lastManTwin) == inHand);
}

TEST_CASE("a collection finds a puzzle that repeats another: same start, colour twin, on the solution line",
          "[puzzle][overlap]")
{
    const puzzle::Puzzle shot = uniqueShotPuzzle();
    puzzle::Puzzle same = shot;
    same.id = "same";
    puzzle::Puzzle twin;
    twin.id = "twin";
    twin.variant = shot.variant;
    twin.position = position(shot.variant, uniqueShotTwinFen);
    twin.goal = shot.goal;
    const puzzle::Puzzle tail = lineTailPuzzle();
    const puzzle::Puzzle other = crownPuzzle();

    puzzle::OverlapIndex index(shot.variant);
    index.add(shot);
    CHECK(index.find(same)->kind == puzzle::OverlapKind::SamePosition);
    CHECK(index.find(twin)->kind == puzzle::OverlapKind::ColourTwin);
    CHECK(index.find(tail)->kind == puzzle::OverlapKind::OnSolutionLine);
    CHECK_FALSE(index.find(other));

    // The other way round: a puzzle whose line passes through the start of
    // one already there.
    puzzle::OverlapIndex tailFirst(shot.variant);
    tailFirst.add(tail);
    const auto found = tailFirst.find(shot);
    REQUIRE(found);
    CHECK(found->kind == puzzle::OverlapKind::OnSolutionLine);
    CHECK(found->other == 0);

    // In a collection the later one of each pair is named, with the earlier.
    const auto repeated = puzzle::overlaps({shot, other, same, tail, twin});
    REQUIRE(repeated.size() == 3);
    CHECK(repeated[0].first == 2);
    CHECK(repeated[0].second.kind == puzzle::OverlapKind::SamePosition);
    CHECK(repeated[1].first == 3);
    CHECK(repeated[1].second.kind == puzzle::OverlapKind::OnSolutionLine);
    CHECK(repeated[2].first == 4);
    CHECK(repeated[2].second.kind == puzzle::OverlapKind::ColourTwin);
    for (const auto& [index_, overlap] : repeated)
        CHECK(overlap.other == 0);
}

TEST_CASE("a single capture is a near-trivial puzzle, and only the easiest level has it", "[puzzle][overlap]")
{
    puzzle::Puzzle tail = lineTailPuzzle();
    CHECK(puzzle::isNearTrivial(tail));
    // Rated high by a file, it still stays in the easiest level.
    tail.rating = 1700;
    CHECK(puzzle::levelOf(tail) == puzzle::Level::Easy);
    // The whole combination (a man given first) is a puzzle of its level.
    puzzle::Puzzle shot = uniqueShotPuzzle();
    CHECK_FALSE(puzzle::isNearTrivial(shot));
    shot.rating = 1700;
    CHECK(puzzle::levelOf(shot) == puzzle::Level::Hard);
    // A single quiet move is no capture: the crowning 6-1 is not counted.
    CHECK_FALSE(puzzle::isNearTrivial(crownPuzzle()));
}

} // namespace draughts::test
