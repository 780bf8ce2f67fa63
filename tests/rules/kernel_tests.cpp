// The public rules kernel (include/draughts/rules/kernel.hpp) on concrete
// positions: the facts it answers besides the moves themselves (which the
// game files and the reference comparison test), each worked out by hand
// from the rule pages and the square numbering (international.md §2.2).

#include "rules_test_support.hpp"

#include <draughts/rules/facts.hpp>
#include <draughts/rules/kernel.hpp>
#include <draughts/rules/movegen.hpp>
#include <draughts/rules/outcome.hpp>
#include <draughts/rules/policies.hpp>

#include <catch2/catch.hpp>

namespace {

using namespace draughts;
using core::Side;
using core::Variant;
using rules::EndReason;
using rules::Outcome;
using rules::Result;

core::Square at(Variant variant, std::string_view name) { return notation::parseSquare(variant, name); }

core::Move step(Variant variant, std::string_view from, std::string_view to)
{
    return core::Move::step(at(variant, from), at(variant, to));
}

} // namespace

TEST_CASE("the named directions lead to the diagonal neighbours of a square", "[kernel][geometry]")
{
    // International numbering: 7 is c9; b10 (1) and d10 (2) lie above it,
    // b8 (11) and d8 (12) below.
    using B = rules::Board10;
    const int c9 = rules::squareFromNumber(Variant::International, 7);
    CHECK(rules::squareNumber(Variant::International,
                              static_cast<core::Square>(c9 + rules::directions<B>[rules::UpLeft])) == 1);
    CHECK(rules::squareNumber(Variant::International,
                              static_cast<core::Square>(c9 + rules::directions<B>[rules::UpRight])) == 2);
    CHECK(rules::squareNumber(Variant::International,
                              static_cast<core::Square>(c9 + rules::directions<B>[rules::DownLeft])) == 11);
    CHECK(rules::squareNumber(Variant::International,
                              static_cast<core::Square>(c9 + rules::directions<B>[rules::DownRight])) == 12);
}

TEST_CASE("a placement is due only with a stone in hand, none placed yet and a free first-row square",
          "[kernel][last-man][hand]")
{
    using P = rules::ToTheLastMan;
    const Variant v = Variant::ToTheLastMan;
    // last-man.md §6.2: White has a stone in hand and a1, c1, e1, g1 are free.
    CHECK(rules::placementDue<P>(test::position(v, "W:Wc3:Bh6:H1,0")));
    CHECK(rules::placementDue(v, test::position(v, "W:Wc3:Bh6:H1,0")));
    // The first row full: the stone waits, the regular move is due.
    const core::Position full = test::position(v, "W:Wa1,c1,e1,g1:Bh6:H1,0");
    CHECK_FALSE(rules::placementDue<P>(full));
    CHECK(test::moveTexts(v, full) == test::sorted({"a1-b2", "c1-b2", "c1-d2", "e1-d2", "e1-f2", "g1-f2", "g1-h2"}));
    // One placed this turn already (two in hand): the second waits for the next turn.
    CHECK_FALSE(rules::placementDue<P>(test::position(v, "W:Wc3,c1:Bh6:H1,0:P")));
    // Only the side to move's own hand counts.
    CHECK_FALSE(rules::placementDue<P>(test::position(v, "B:Wc3:Bh6:H1,0")));
    CHECK(rules::placementDue<P>(test::position(v, "B:Wc3:Bh6:H0,1")));
    // Games without a hand never place.
    CHECK_FALSE(rules::placementDue<rules::International>(rules::startPosition(Variant::International)));
}

TEST_CASE("a game's placement duty is the kernel's, also for a claimed stone", "[kernel][last-man][hand][game]")
{
    const Variant v = Variant::ToTheLastMan;
    game::Game full(v, test::position(v, "W:Wa1,c1,e1,g1:Bh6:H1,0"));
    CHECK_FALSE(full.placementDue());
    CHECK(full.legalMoves().size() == 7);
    game::Game free(v, test::position(v, "W:Wa1,c1,e1:Bh6:H1,0"));
    CHECK(free.placementDue());
    CHECK(test::moveTexts(v, free.position()) == test::Texts{"@g1"});
}

TEST_CASE("captures and men's moves are irreversible, king moves are not", "[kernel][international]")
{
    using P = rules::International;
    const Variant v = Variant::International;
    const core::Position p = test::position(v, "W:W32,K45:B28");
    const core::MoveList legal = test::moveList(v, p, rules::MoveSet::Permitted);
    const core::Move* capture = nullptr;
    for (const core::Move& m : legal)
        if (m.isCapture())
            capture = &m;
    REQUIRE(capture);
    CHECK(rules::isIrreversible<P>(p, *capture));                  // 32x23
    CHECK(rules::isIrreversible<P>(p, step(v, "32", "27")));       // a man's step
    CHECK_FALSE(rules::isIrreversible<P>(p, step(v, "45", "40"))); // a king's step
    CHECK_FALSE(rules::isIrreversible(v, p, step(v, "45", "40")));
}

TEST_CASE("no move is irreversible where stones flip, step back and come back from hand", "[kernel][last-man]")
{
    using P = rules::ToTheLastMan;
    const Variant v = Variant::ToTheLastMan;
    const core::Position p = test::position(v, "W:Wc3:Bd4,h8");
    const core::MoveList legal = test::moveList(v, p);
    REQUIRE(legal.size() == 1); // c3xe5
    CHECK_FALSE(rules::isIrreversible<P>(p, legal[0]));
    CHECK_FALSE(rules::isIrreversible<P>(p, step(v, "c3", "b4")));
}

TEST_CASE("forward is up for White and down for Black", "[kernel][last-man]")
{
    using P = rules::ToTheLastMan;
    const Variant v = Variant::ToTheLastMan;
    CHECK(rules::isForwardStep<P>(Side::White, step(v, "c3", "d4")));
    CHECK(rules::isForwardStep<P>(Side::White, step(v, "c3", "b4")));
    CHECK_FALSE(rules::isForwardStep<P>(Side::White, step(v, "c3", "b2")));
    CHECK_FALSE(rules::isForwardStep<P>(Side::White, step(v, "c3", "d2")));
    CHECK(rules::isForwardStep<P>(Side::Black, step(v, "d6", "c5")));
    CHECK_FALSE(rules::isForwardStep<P>(Side::Black, step(v, "d6", "e7")));
    CHECK_FALSE(rules::isForwardStep<P>(Side::White, core::Move::placement(at(v, "c1"))));
}

TEST_CASE("a man's move to a crowning square crowns, a king's does not", "[kernel][crowning]")
{
    const Variant v = Variant::International;
    const core::Position p = test::position(v, "W:W6,K10:B45");
    CHECK(rules::crowns<rules::International>(p, step(v, "6", "1")));
    CHECK_FALSE(rules::crowns<rules::International>(p, step(v, "10", "5")));
    // corner.md §6.1: only i10 (5) and j9 (10) crown a White man, not g10 (4).
    const Variant c = Variant::CornerCheckers;
    const core::Position corner = test::position(c, "W:W8,9:B1");
    CHECK(rules::crowns<rules::CornerCheckers>(corner, step(c, "9", "5")));
    CHECK_FALSE(rules::crowns<rules::CornerCheckers>(corner, step(c, "8", "4")));
}

TEST_CASE("a stone captured three times since it last moved cannot be jumped", "[kernel][last-man][capture]")
{
    const Variant v = Variant::ToTheLastMan;
    CHECK(rules::unjumpable<rules::ToTheLastMan>(test::position(v, "W:Wc3:Bd4,f6:Cd4=3,f6=2")) ==
          core::bitOf(at(v, "d4")));
    CHECK(rules::unjumpable<rules::ToTheLastMan>(test::position(v, "W:Wc3:Bd4:Cd4=2")) == 0);
    CHECK(rules::unjumpable<rules::International>(rules::startPosition(Variant::International)) == 0);
}

TEST_CASE("a side without pieces has lost at once, and stones in hand still count", "[kernel][outcome]")
{
    using I = rules::International;
    const Variant v = Variant::International;
    CHECK(rules::outcomeByPieces<I>(test::position(v, "B:W31:B")) == Result{Outcome::WhiteWins, EndReason::NoPieces});
    CHECK(rules::outcomeByPieces<I>(test::position(v, "W:W:B5")) == Result{Outcome::BlackWins, EndReason::NoPieces});
    CHECK_FALSE(rules::outcomeByPieces<I>(test::position(v, "W:W31:B5")).isOver());
    // last-man.md §8.1: a stone in hand is not lost.
    using L = rules::ToTheLastMan;
    CHECK_FALSE(rules::outcomeByPieces<L>(test::position(Variant::ToTheLastMan, "B:W:Bh8:H1,0")).isOver());
    CHECK(rules::outcome(Variant::ToTheLastMan, test::position(Variant::ToTheLastMan, "B:W:Bh8"), true) ==
          Result{Outcome::BlackWins, EndReason::NoPieces});
}

TEST_CASE("a side that cannot move has lost, and Black who moves twice loses by his own reason",
          "[kernel][outcome][twenty-vs-ten]")
{
    const Variant v = Variant::International;
    // White's man on 46 (a1) can neither step to 41 (b2) nor jump it: 37 (c3) is taken.
    const core::Position blocked = test::position(v, "W:W46:B41,37");
    REQUIRE(test::moveList(v, blocked).empty());
    CHECK(rules::outcome<rules::International>(blocked, false) == Result{Outcome::BlackWins, EndReason::NoMoves});
    CHECK(rules::outcome(v, blocked, false) == Result{Outcome::BlackWins, EndReason::NoMoves});
    // twenty-vs-ten.md §8.1: Black's second move with another piece: the
    // man on 5 (j10) can neither step to 10 (i9) nor jump it, as 14 (h8)
    // behind it is taken by the man that made the first move.
    const Variant t = Variant::TwentyVsTen;
    const core::Position second = test::position(t, "B:W10:B5,14:D14");
    REQUIRE(test::moveList(t, second).empty());
    CHECK(rules::outcome<rules::TwentyVsTen>(second, false) ==
          Result{Outcome::WhiteWins, EndReason::BlackCannotMoveTwice});
    CHECK(rules::outcome<rules::TwentyVsTen>(test::position(t, "W:W46:B41,37"), false) ==
          Result{Outcome::BlackWins, EndReason::NoMoves});
}

TEST_CASE("the draw counter ends the game on its 30th ply and not before", "[kernel][outcome][draw]")
{
    const Variant v = Variant::International;
    CHECK_FALSE(rules::outcome<rules::International>(test::position(v, "W:WK46:BK5:N29"), true).isOver());
    CHECK(rules::outcome<rules::International>(test::position(v, "W:WK46:BK5:N30"), true) ==
          Result{Outcome::Draw, EndReason::DrawCounter});
    // No move comes before the counter: the side that cannot move has lost.
    CHECK(rules::outcome<rules::International>(test::position(v, "W:W46:B41,37:N30"), false) ==
          Result{Outcome::BlackWins, EndReason::NoMoves});
    // Polish has no counter (polish.md §8).
    CHECK_FALSE(rules::outcomeOfTurn<rules::Polish>(test::position(Variant::Polish, "W:WK46:BK5"), true).isOver());
}

TEST_CASE("a result is a win, a loss or nothing for each side", "[kernel][outcome]")
{
    CHECK(rules::valueFor({Outcome::WhiteWins, EndReason::NoMoves}, Side::White) == 1);
    CHECK(rules::valueFor({Outcome::WhiteWins, EndReason::NoMoves}, Side::Black) == -1);
    CHECK(rules::valueFor({Outcome::BlackWins, EndReason::NoPieces}, Side::Black) == 1);
    CHECK(rules::valueFor({Outcome::Draw, EndReason::DrawCounter}, Side::White) == 0);
    CHECK(rules::valueFor({}, Side::Black) == 0);
}

TEST_CASE("every variant reaches its own policy through the one dispatch", "[kernel][facts]")
{
    for (const Variant v : core::allVariants)
        CHECK(rules::withPolicy(v, [](auto policy) { return rules::shapeOf<decltype(policy)>(); }).size ==
              rules::boardSize(v));
    CHECK(rules::withPolicy(Variant::TwentyVsTen, [](auto policy) { return decltype(policy)::blackMovesTwice; }));
    CHECK(rules::withPolicy(Variant::ToTheLastMan, [](auto policy) { return decltype(policy)::hasHand; }));
}
