// A match's results as they come in, in any order.

#include <draughts/match/tally.hpp>

#include <catch2/catch.hpp>

using namespace draughts::match;

TEST_CASE("the tally counts games by colour and pairs once both games are in", "[match][tally]")
{
    MatchTally tally;
    // Games 0 and 1 are pair 0, 2 and 3 pair 1; the first player is White in even games.
    CHECK_FALSE(tally.add(2, true, 1.0, 60));
    CHECK_FALSE(tally.add(0, true, 0.5, 90));
    CHECK(tally.add(3, false, 0.5, 80)); // pair 1: 1 + 1/2
    CHECK(tally.pairs().pairs() == 1);
    CHECK(tally.add(1, false, 0.0, 70)); // pair 0: 1/2 + 0
    CHECK_FALSE(tally.add(4, true, 0.0, 50));

    CHECK(tally.games().wins == 1);
    CHECK(tally.games().draws == 2);
    CHECK(tally.games().losses == 2);
    CHECK(tally.asWhite().wins == 1);
    CHECK(tally.asWhite().draws == 1);
    CHECK(tally.asWhite().losses == 1);
    CHECK(tally.asBlack().draws == 1);
    CHECK(tally.asBlack().losses == 1);
    CHECK(tally.pairs().counts == std::array<int, 5>{0, 1, 0, 1, 0});
}

TEST_CASE("a pair of one win each goes to the shorter win", "[match][tally]")
{
    // Twenty vs Ten between engines: White wins every game, so every pair is split.
    MatchTally tally;
    tally.add(0, true, 1.0, 64);  // pair 0: the first player wins as White in 64 plies,
    tally.add(1, false, 0.0, 70); // the second in 70: the first takes the pair
    tally.add(2, true, 1.0, 75);  // pair 1: 75 against 58, the second takes it
    tally.add(3, false, 0.0, 58);
    tally.add(5, false, 0.0, 66); // pair 2: as long, a draw
    tally.add(4, true, 1.0, 66);
    tally.add(6, true, 1.0, 80); // pair 3: 1 + 1/2 points, not split: a win, however long
    tally.add(7, false, 0.5, 400);
    tally.add(8, true, 0.5, 400); // pair 4: two draws, not split: a draw
    tally.add(9, false, 0.5, 300);
    tally.add(10, true, 0.0, 40); // pair 5: both lost, not split: a loss
    tally.add(11, false, 0.0, 90);

    CHECK(tally.splitPairs() == 3);
    CHECK(tally.pairsByLength().wins == 2);
    CHECK(tally.pairsByLength().draws == 2);
    CHECK(tally.pairsByLength().losses == 2);
    // The points alone see pairs 0 to 2 alike.
    CHECK(tally.pairs().counts == std::array<int, 5>{1, 0, 4, 1, 0});
    // For the SPRT, a pair won by length counts as 2 points, drawn 1, lost 0.
    CHECK(pentanomialOf(tally.pairsByLength()).counts == std::array<int, 5>{2, 0, 2, 0, 2});
}
