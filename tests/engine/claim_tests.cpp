// Forfeit claims: the engine claims when its search says the claim is at
// least as good as declining, and names the piece.

#include "engine_test_support.hpp"

#include <draughts/engine/action_choice.hpp>
#include <draughts/game/game.hpp>
#include <draughts/rules/geometry.hpp>

namespace {

using namespace draughts;
using core::Variant;
using game::Game;

// The game after White, to move in `fen`, plays `violation` instead of his
// compulsory capture (Forfeit setting).
Game afterViolation(Variant variant, const char* fen, const char* violation)
{
    Game game(variant, test::position(variant, fen), game::MissedCaptureRule::Forfeit);
    core::MoveList permitted = game.permittedMoves();
    const auto parsed = notation::parseMove(variant, violation, permitted);
    REQUIRE(static_cast<bool>(parsed));
    REQUIRE(game.isViolation(*parsed));
    REQUIRE(game.play(*parsed));
    return game;
}

using test::depth;

} // namespace

TEST_CASE("the engine claims a piece that comes for free", "[engine][claim]")
{
    // White had to take 28x19 but played 45-40. The man on 28 can be
    // claimed; Black cannot take it otherwise (23x32 is blocked by 32), and
    // without the claim White takes 28x19 next. The claim wins a man.
    Game game = afterViolation(Variant::International, "W:W28,32,45:B5,23", "45-40");
    REQUIRE(game.claimablePieces() == core::bitOf(rules::squareFromNumber(Variant::International, 28)));
    engine::Engine engine(Variant::International, test::smallTable());
    const auto decision = engine::decideAction(engine, game, depth(6));
    REQUIRE(decision.action.kind == game::Action::Kind::Claim);
    CHECK(rules::squareNumber(Variant::International, decision.action.claimed) == 28);
    REQUIRE(game.claim(decision.action.claimed));
    // Then a move, no further claim.
    const auto next = engine::decideAction(engine, game, depth(6));
    CHECK(next.action.kind == game::Action::Kind::Move);
    CHECK(game.legalMoves().contains(next.action.move));
}

TEST_CASE("the engine declines a claim that walks into a shot", "[engine][claim]")
{
    // White had to take 28x37 but played 45-40. Claiming 28 empties the
    // square behind White's man on 23, so Black must take 19x28 - after
    // which White's 33 takes three, 33x22x11x2 (28, 17 and 7), and crowns:
    // Black, two men against a king and two. Declining, Black has no
    // capture, keeps five men against five and at worst loses the man on 32.
    Game game = afterViolation(Variant::International, "W:W23,28,33,39,45:B7,14,17,19,32", "45-40");
    REQUIRE(game.claimablePieces() == core::bitOf(rules::squareFromNumber(Variant::International, 28)));
    engine::Engine engine(Variant::International, test::smallTable());
    const auto decision = engine::decideAction(engine, game, depth(6));
    REQUIRE(decision.action.kind == game::Action::Kind::Move);
    CHECK(game.legalMoves().contains(decision.action.move));
}

TEST_CASE("To the Last Man: the engine takes the stone its opponent failed to place", "[engine][claim][last-man]")
{
    // White had a stone in hand and a free first row but stepped c3-d4
    // without placing it. Claiming turns that stone into Black's: a swing of
    // two stones (one less for White, one more for Black) for nothing.
    Game game(Variant::ToTheLastMan, test::position(Variant::ToTheLastMan, "W:Wc3,e3:Bd6,f6:H1,0"),
              game::MissedCaptureRule::Forfeit);
    const auto step = notation::parseMove(Variant::ToTheLastMan, "c3-d4", game.permittedMoves());
    REQUIRE(static_cast<bool>(step));
    REQUIRE(game.play(*step));
    REQUIRE(game.canClaimHandStone());
    engine::Engine engine(Variant::ToTheLastMan, test::smallTable());
    const auto decision = engine::decideAction(engine, game, depth(6));
    REQUIRE(decision.action.kind == game::Action::Kind::Claim);
    CHECK(decision.action.claimed == core::NoSquare);
}

TEST_CASE("without a pending claim the engine just moves", "[engine][claim]")
{
    Game game(Variant::Polish);
    engine::Engine engine(Variant::Polish, test::smallTable());
    const auto decision = engine::decideAction(engine, game, depth(4));
    CHECK(decision.action.kind == game::Action::Kind::Move);
    CHECK(game.legalMoves().contains(decision.action.move));
}
