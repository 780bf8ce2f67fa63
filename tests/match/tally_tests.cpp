// A match's results as they come in, in any order.

#include <draughts/match/tally.hpp>

#include <catch2/catch.hpp>

using namespace draughts::match;

TEST_CASE("the tally counts games by colour and pairs once both games are in", "[match][tally]")
{
    MatchTally tally;
    // Games 0 and 1 are pair 0, 2 and 3 pair 1; the first player is White in even games.
    CHECK_FALSE(tally.add(2, true, 1.0));
    CHECK_FALSE(tally.add(0, true, 0.5));
    CHECK(tally.add(3, false, 0.5)); // pair 1: 1 + 1/2
    CHECK(tally.pairs().pairs() == 1);
    CHECK(tally.add(1, false, 0.0)); // pair 0: 1/2 + 0
    CHECK_FALSE(tally.add(4, true, 0.0));

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
