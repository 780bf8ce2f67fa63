// The explanations of a rule: which reason, squares and move the rules
// library gives for a refused click or for the duties of the side to move.
// Every position was worked out by hand on the board; the comments give the
// squares in board coordinates (10x10: 1 = b10, 46 = a1; 8x8 algebraic).

#include "rules_test_support.hpp"

#include <draughts/rules/explanation.hpp>
#include <draughts/rules/facts.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

using namespace draughts;
using core::Variant;
using rules::Reason;

namespace {

core::Square sq(Variant variant, const char* name)
{
    const core::Square s = notation::parseSquare(variant, name);
    REQUIRE(s != core::NoSquare);
    return s;
}

std::string moveText(Variant variant, const rules::Explanation& e)
{
    REQUIRE(e.move);
    return notation::formatFullPath(variant, *e.move);
}

std::vector<Reason> reasons(const std::vector<rules::Explanation>& all)
{
    std::vector<Reason> out;
    for (const rules::Explanation& e : all)
        out.push_back(e.reason);
    return out;
}

} // namespace

// White c5 (27) must take d6 (22) and d8 (12), landing on e7 (18) and c9 (7);
// c3 (37) could step, but not while a capture is due.
TEST_CASE("a piece that could step is refused while a capture is compulsory", "[rules][explanation]")
{
    const auto v = Variant::International;
    const core::Position p = test::position(v, "W:W27,37:B22,12");
    const rules::Explanation e = rules::explainSelection(v, p, sq(v, "37"));
    CHECK(e.reason == Reason::CaptureRequired);
    CHECK(e.side == core::Side::White);
    CHECK(e.square == sq(v, "37"));
    CHECK(moveText(v, e) == "27x18x7");
    CHECK(e.move->captureCount() == 2);

    const auto duty = rules::firstDuty(v, p);
    REQUIRE(duty);
    CHECK(duty->reason == Reason::CaptureRequired);
    CHECK_FALSE(rules::firstDuty(v, rules::startPosition(v)));

    CHECK(rules::explainTarget(v, p, test::moveList(v, p), sq(v, "27"), sq(v, "22")).reason == Reason::Occupied);
}

TEST_CASE("selections of the wrong square name whose turn it is or what stands there", "[rules][explanation]")
{
    const auto v = Variant::International;
    const core::Position start = rules::startPosition(v); // Black to move
    CHECK(rules::explainSelection(v, start, core::NoSquare).reason == Reason::SelectionOffBoard);
    const rules::Explanation white = rules::explainSelection(v, start, sq(v, "32"));
    CHECK(white.reason == Reason::OpponentsPiece);
    CHECK(white.side == core::Side::Black);
    CHECK(rules::explainSelection(v, start, sq(v, "25")).reason == Reason::NoPiece);   // j6, empty
    CHECK(rules::explainSelection(v, start, sq(v, "1")).reason == Reason::CannotMove); // b10, boxed in
}

// Black played 6-11 as the first of his two moves: 11 may not move again.
TEST_CASE("Twenty vs Ten: the piece of the first move is barred, and the duties say why", "[rules][explanation]")
{
    const auto v = Variant::TwentyVsTen;
    const core::Position p = test::position(v, "B:W31-50:B1-5,7-11:D11");
    const rules::Explanation e = rules::explainSelection(v, p, sq(v, "11"));
    CHECK(e.reason == Reason::BarredPiece);
    const auto duties = rules::explainDuties(v, p, core::NoSquare);
    REQUIRE(duties.size() == 1);
    CHECK(duties[0].reason == Reason::SecondMoveWithAnotherPiece);
    CHECK(duties[0].square == sq(v, "11"));
}

// International: White man d4 (32), Black far away on j10 (5).
TEST_CASE("targets a man cannot reach name the movement rule", "[rules][explanation]")
{
    const auto v = Variant::International;
    const core::Position p = test::position(v, "W:W32:B5");
    const auto why = [&](const char* target) {
        const core::MoveList accepted = test::moveList(v, p, rules::MoveSet::Permitted);
        return rules::explainTarget(v, p, accepted, sq(v, "32"), sq(v, target)).reason;
    };
    CHECK(why("37") == Reason::ManStepsForward); // c3, one row back
    CHECK(why("22") == Reason::NotDiagonal);     // d6, straight ahead
    CHECK(why("21") == Reason::JumpNeedsEnemy);  // b6, two rows ahead on the diagonal
    CHECK(why("14") == Reason::OnlyKingsFly);    // h8, four rows ahead
    const rules::Explanation off =
        rules::explainTarget(v, p, test::moveList(v, p, rules::MoveSet::Permitted), sq(v, "32"), core::NoSquare);
    CHECK(off.reason == Reason::TargetOffBoard);
    CHECK(off.square == sq(v, "32"));

    // A king on a1 (46) behind its own king on e5 (28) cannot reach g7 (19).
    const core::Position kings = test::position(v, "W:WK46,K28:B5");
    const rules::Explanation blocked =
        rules::explainTarget(v, kings, test::moveList(v, kings, rules::MoveSet::Permitted), sq(v, "46"), sq(v, "19"));
    CHECK(blocked.reason == Reason::CannotReach);
    CHECK(blocked.target == sq(v, "19"));
}

// White e3 (38) can take f4 (33) alone, landing on g5 (29); c5 (27) takes two.
TEST_CASE("the largest capture is named when a smaller one is refused", "[rules][explanation]")
{
    const auto v = Variant::International;
    const core::Position p = test::position(v, "W:W27,38:B22,12,5,33");
    const rules::Explanation e = rules::explainTarget(v, p, test::moveList(v, p), sq(v, "38"), sq(v, "29"));
    CHECK(e.reason == Reason::LargestCaptureRequired);
    CHECK(moveText(v, e) == "27x18x7");

    const auto side = rules::explainDuties(v, p, core::NoSquare);
    REQUIRE(side.size() == 1);
    CHECK(side[0].reason == Reason::LargestCaptureDue);
    CHECK(moveText(v, side[0]) == "27x18x7");
    const auto smaller = rules::explainDuties(v, p, sq(v, "38"));
    REQUIRE(smaller.size() == 1);
    CHECK(smaller[0].reason == Reason::SelectedCannotCapture);
    CHECK(moveText(v, smaller[0]) == "27x18x7");
    const auto best = rules::explainDuties(v, p, sq(v, "27"));
    REQUIRE(best.size() == 1);
    CHECK(best[0].reason == Reason::SelectedMustCaptureLargest);
}

TEST_CASE("To the Last Man: any capture is due, and the selected stone must make one", "[rules][explanation]")
{
    const auto v = Variant::ToTheLastMan;
    const core::Position p = test::position(v, "W:Wc3:Bd4"); // c3 jumps d4 to e5
    const auto side = rules::explainDuties(v, p, core::NoSquare);
    REQUIRE(side.size() == 1);
    CHECK(side[0].reason == Reason::AnyCaptureDue);
    CHECK(moveText(v, side[0]) == "c3xe5");
    const auto stone = rules::explainDuties(v, p, sq(v, "c3"));
    REQUIRE(stone.size() == 1);
    CHECK(stone[0].reason == Reason::SelectedMustCapture);
}

TEST_CASE("To the Last Man: backward steps only when no stone can step forward", "[rules][explanation]")
{
    const auto v = Variant::ToTheLastMan;
    // a7 is stuck forward (b8 taken, the edge beyond) while d4 can step forward.
    const core::Position stuck = test::position(v, "W:Wd4,a7:Bb8");
    CHECK(rules::explainSelection(v, stuck, sq(v, "a7")).reason == Reason::CanOnlyStepBack);
    CHECK(reasons(rules::explainDuties(v, stuck, sq(v, "a7"))) == std::vector{Reason::SelectedCannotStepBack});
    const core::MoveList stuckMoves = test::moveList(v, stuck, rules::MoveSet::Permitted);
    CHECK(rules::explainTarget(v, stuck, stuckMoves, sq(v, "a7"), sq(v, "b6")).reason ==
          Reason::BackwardWhileForwardPossible);

    const core::Position free = test::position(v, "W:Wc3:Bh6");
    CHECK(reasons(rules::explainDuties(v, free, core::NoSquare)) == std::vector{Reason::StonesStepForward});
    CHECK(reasons(rules::explainDuties(v, free, sq(v, "c3"))) == std::vector{Reason::SelectedStepsForwardOnly});

    // a7 alone cannot step forward, so it may step back to b6.
    const core::Position alone = test::position(v, "W:Wa7:Bb8");
    CHECK(reasons(rules::explainDuties(v, alone, core::NoSquare)) == std::vector{Reason::StonesMayStepBack});

    // On a numbered board a man stepping back is told that men step forward.
    const auto i = Variant::International;
    const core::Position man = test::position(i, "W:W28:B5");
    const core::MoveList manMoves = test::moveList(i, man, rules::MoveSet::Permitted);
    CHECK(rules::explainTarget(i, man, manMoves, sq(i, "28"), sq(i, "33")).reason == Reason::ManStepsForward);
}

TEST_CASE("To the Last Man: a stone in hand comes first", "[rules][explanation]")
{
    const auto v = Variant::ToTheLastMan;
    const core::Position p = test::position(v, "W:Wc3:Bh6:H1,0");
    CHECK(rules::explainSelection(v, p, sq(v, "c3")).reason == Reason::PlaceFromHandFirst);
    CHECK(rules::explainTarget(v, p, test::moveList(v, p), sq(v, "c3"), sq(v, "d4")).reason ==
          Reason::PlaceFromHandFirst);
    const auto duties = rules::explainDuties(v, p, core::NoSquare);
    REQUIRE_FALSE(duties.empty());
    CHECK(duties[0].reason == Reason::PlaceFromHand);
}

TEST_CASE("Corner Checkers: the duties name the two crowning squares", "[rules][explanation]")
{
    const auto v = Variant::CornerCheckers;
    const core::Position start = rules::startPosition(v); // Black to move
    const auto duties = rules::explainDuties(v, start, core::NoSquare);
    REQUIRE(duties.size() == 1);
    CHECK(duties[0].reason == Reason::CrownedOnlyOn);
    CHECK(duties[0].side == core::Side::Black);
    CHECK(duties[0].squares == (core::bitOf(sq(v, "41")) | core::bitOf(sq(v, "46")))); // a2, b1

    // A king needs no crowning; other games crown on the whole far row and say nothing.
    const core::Position king = test::position(v, "B:W21:BK30");
    CHECK(reasons(rules::explainDuties(v, king, sq(v, "30"))) == std::vector{Reason::NothingDueForSelected});
    const auto i = Variant::International;
    CHECK(reasons(rules::explainDuties(i, rules::startPosition(i), core::NoSquare)) == std::vector{Reason::NothingDue});
}

// White d4 (32) can take e5 (28), landing on f6 (23), and h4 (34) can take
// i5 (30), landing on j6 (25): one piece each, and neither lands where it
// could jump again. The a1 man (46) cannot capture.
TEST_CASE("every capture the rules leave to choose from is named", "[rules][explanation]")
{
    const auto v = Variant::International;
    const core::Position p = test::position(v, "W:W32,34,46:B28,30");
    auto texts = [&](const rules::Explanation& e) {
        std::vector<std::string> out;
        for (const core::Move& m : e.choices)
            out.push_back(notation::formatFullPath(v, m));
        return out;
    };
    const auto side = rules::explainDuties(v, p, core::NoSquare);
    REQUIRE(side.size() == 1);
    CHECK(side[0].reason == Reason::LargestCaptureDue);
    REQUIRE(side[0].choices.size() == 2);
    CHECK(side[0].choices.front() == *side[0].move);
    auto both = texts(side[0]);
    std::sort(both.begin(), both.end());
    CHECK(both == std::vector<std::string>{"32x23", "34x25"});

    const auto idle = rules::explainDuties(v, p, sq(v, "46"));
    REQUIRE(idle.size() == 1);
    CHECK(idle[0].reason == Reason::SelectedCannotCapture);
    CHECK(idle[0].choices.size() == 2);

    // The piece on d4 has one capture of its own.
    const auto own = rules::explainDuties(v, p, sq(v, "32"));
    REQUIRE(own.size() == 1);
    CHECK(texts(own[0]) == std::vector<std::string>{"32x23"});
}
