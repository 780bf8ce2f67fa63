// Clicking landing squares: any route of a capture is accepted, not only the
// one the move generator keeps.

#include "values/move_input.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/notation/square_names.hpp>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace draughts;

namespace {

core::Square sq(core::Variant variant, const char* name) { return notation::parseSquare(variant, name); }

game::Game gameFrom(core::Variant variant, const char* fen)
{
    const auto position = notation::readFen(variant, fen);
    REQUIRE(position);
    return game::Game(variant, *position);
}

} // namespace

TEST_CASE("MoveInput accepts any route and completes once one move remains", "[app][routes]")
{
    const auto v = core::Variant::International;
    const game::Game game = gameFrom(v, "W:WK46:B37,19");
    app::MoveInput input;
    input.select(game, sq(v, "46"));
    CHECK(input.nextLandings(true) == (core::bitOf(sq(v, "32")) | core::bitOf(sq(v, "28")) | core::bitOf(sq(v, "23"))));
    CHECK(input.click(sq(v, "28")).outcome == app::MoveInput::Outcome::Extended);
    const auto step = input.click(sq(v, "10"));
    REQUIRE(step.outcome == app::MoveInput::Outcome::Completed);
    CHECK(step.move.to == sq(v, "10"));
    CHECK(step.route == rules::Route{sq(v, "28"), sq(v, "10")});
}

TEST_CASE("MoveInput reports a final square shared by two captures as ambiguous", "[app][routes]")
{
    // Forward-only captures: c1 reaches c5 over d2 and d4, or over b2 and b4.
    const auto v = core::Variant::ToTheLastMan;
    const game::Game game = gameFrom(v, "W:Wc1:Bd2,d4,b2,b4,h8");
    app::MoveInput input;
    input.select(game, sq(v, "c1"));
    CHECK(input.click(sq(v, "c5")).outcome == app::MoveInput::Outcome::Ambiguous);
    CHECK(input.click(sq(v, "g5")).outcome == app::MoveInput::Outcome::NotALanding);
    const auto step = input.click(sq(v, "a3"));
    REQUIRE(step.outcome == app::MoveInput::Outcome::Completed);
    CHECK(step.move.captured == (core::bitOf(sq(v, "b2")) | core::bitOf(sq(v, "b4"))));
}
