// DXP moves (from, to, captured squares) and our moves, both ways, on
// concrete positions with the legal moves worked out by hand.

#include <draughts/dxp/game_rules.hpp>
#include <draughts/dxp/moves.hpp>
#include <draughts/notation/fen.hpp>
#include <draughts/rules/movegen.hpp>

#include <catch2/catch.hpp>

using namespace draughts;
using namespace draughts::dxp;

namespace {

core::MoveList legalIn(const std::string& fen)
{
    const auto position = notation::readFen(core::Variant::International, fen);
    REQUIRE(position);
    core::MoveList moves;
    rules::generateMoves(core::Variant::International, *position, moves);
    return moves;
}

} // namespace

TEST_CASE("a step goes as from and to with nothing captured", "[dxp][moves]")
{
    const core::MoveList legal = legalIn("W:W31-50:B1-20");
    const MoveMatch match = findMove(MoveMessage{0, 32, 28, {}}, legal);
    REQUIRE(match);
    CHECK(toMessage(*match.move, 7) == MoveMessage{7, 32, 28, {}});
}

TEST_CASE("a capture goes with its captured squares in increasing order", "[dxp][moves]")
{
    // White's man on 28 takes 23 and 13 on the way to 8 (28x19x8).
    const core::MoveList legal = legalIn("W:W28:B23,13");
    const MoveMatch match = findMove(MoveMessage{0, 28, 8, {13, 23}}, legal);
    REQUIRE(match);
    CHECK(toMessage(*match.move, 0) == MoveMessage{0, 28, 8, {13, 23}});
    // The order the sender lists them in does not matter.
    CHECK(findMove(MoveMessage{0, 28, 8, {23, 13}}, legal).move == match.move);
    // Sent without its captured squares, the only capture from 28 to 8 is found.
    CHECK(findMove(MoveMessage{0, 28, 8, {}}, legal).move == match.move);
}

TEST_CASE("a move the rules do not allow is named in the error", "[dxp][moves]")
{
    const core::MoveList legal = legalIn("W:W28:B23,13");
    const MoveMatch nowhere = findMove(MoveMessage{0, 28, 22, {}}, legal);
    CHECK_FALSE(nowhere);
    CHECK(nowhere.error == "no legal move goes from 28 to 22 (28-22)");
    const MoveMatch wrong = findMove(MoveMessage{0, 28, 8, {13, 24}}, legal);
    CHECK_FALSE(wrong);
    CHECK(wrong.error == "28x8 capturing 13, 24 is not legal: from 28 to 8 the legal moves capture 13, 23");
    // The maximum rule: taking 23 alone (28x19) is no legal move here.
    CHECK_FALSE(findMove(MoveMessage{0, 28, 19, {23}}, legal));
}

TEST_CASE("two captures from the same square to the same square are told apart by their pieces", "[dxp][moves]")
{
    // The king on 7 takes three men either way to 26: over 18, 28 and 31
    // (7x23x37x26), or over 18, 39 and 31 (7x34x48x26); these are the only
    // moves.
    const core::MoveList legal = legalIn("W:WK7:B18,28,31,39");
    REQUIRE(legal.size() == 2);
    const MoveMatch first = findMove(MoveMessage{0, 7, 26, {18, 28, 31}}, legal);
    const MoveMatch second = findMove(MoveMessage{0, 7, 26, {31, 39, 18}}, legal);
    REQUIRE(first);
    REQUIRE(second);
    CHECK_FALSE(*first.move == *second.move);
    CHECK(toMessage(*first.move, 0).captured == std::vector<int>{18, 28, 31});
    CHECK(toMessage(*second.move, 0).captured == std::vector<int>{18, 31, 39});
    // Without its captured squares the move cannot be known.
    const MoveMatch neither = findMove(MoveMessage{0, 7, 26, {}}, legal);
    CHECK_FALSE(neither);
    CHECK_THAT(neither.error, Catch::Matchers::StartsWith("7-26 is ambiguous: it may capture ") &&
                                  Catch::Matchers::Contains("18, 28, 31") && Catch::Matchers::Contains("18, 31, 39"));
}

TEST_CASE("a king's capture may end where it began", "[dxp][moves]")
{
    // The king on 36 takes 31 (landing on 9), 14 (on 20), 42 (on 47) and 41,
    // back on 36: the only move. DXP sends 36 as both from and to.
    const core::MoveList legal = legalIn("W:WK36:B14,31,41,42");
    REQUIRE(legal.size() == 1);
    const MoveMessage message = toMessage(legal[0], 0);
    CHECK(message == MoveMessage{0, 36, 36, {14, 31, 41, 42}});
    CHECK(encode(message) == "M00003636041431" + std::string("4142"));
    const MoveMatch back = findMove(message, legal);
    REQUIRE(back);
    CHECK(*back.move == legal[0]);
}

TEST_CASE("DXP plays only the game of its board numbers", "[dxp][rules]")
{
    // The windows ask this before offering a program across the network.
    for (core::Variant variant : core::allVariants)
        CHECK(playable(variant) == (variant == Board));
    CHECK(playable(core::Variant::International));
    CHECK_FALSE(playable(core::Variant::Polish));
    // Its games are played by the rules its standard start is set up by.
    CHECK(newGame(standardStart()).ruleSet() == GameRuleSet);
}
