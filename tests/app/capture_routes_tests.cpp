// Every route of a capture can be clicked, not only the one the core keeps.

#include "capture_routes.hpp"
#include "move_input.hpp"

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

TEST_CASE("A king's capture with several landing squares has a route through each", "[app][routes]")
{
    const auto v = core::Variant::International;
    // King a1 (46) jumps c3 (37), may land on d4, e5 or f6, then jumps g7 (19).
    const game::Game game = gameFrom(v, "W:WK46:B37,19");
    const core::Move* toH8 = nullptr;
    for (const core::Move& m : game.legalMoves())
        if (m.to == sq(v, "14"))
            toH8 = &m;
    REQUIRE(toH8);
    auto routes = app::routesOf(v, game.position(), *toH8);
    std::sort(routes.begin(), routes.end());
    std::vector<app::Route> expected{{sq(v, "32"), sq(v, "14")}, {sq(v, "28"), sq(v, "14")}, {sq(v, "23"), sq(v, "14")}};
    std::sort(expected.begin(), expected.end());
    CHECK(routes == expected);
}

TEST_CASE("MoveInput accepts any route and completes once one move remains", "[app][routes]")
{
    const auto v = core::Variant::International;
    const game::Game game = gameFrom(v, "W:WK46:B37,19");
    app::MoveInput input;
    input.select(game, sq(v, "46"));
    CHECK(input.nextLandings(true) ==
          (core::bitOf(sq(v, "32")) | core::bitOf(sq(v, "28")) | core::bitOf(sq(v, "23"))));
    CHECK(input.click(sq(v, "28")).outcome == app::MoveInput::Outcome::Extended);
    const auto step = input.click(sq(v, "10"));
    REQUIRE(step.outcome == app::MoveInput::Outcome::Completed);
    CHECK(step.move.to == sq(v, "10"));
    CHECK(step.route == app::Route{sq(v, "28"), sq(v, "10")});
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
