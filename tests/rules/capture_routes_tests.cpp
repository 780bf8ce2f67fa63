// Every route of a capture, not only the one the generator keeps.

#include "rules_test_support.hpp"

#include <draughts/rules/capture_routes.hpp>
#include <draughts/rules/facts.hpp>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace draughts;
using core::Variant;

namespace {

core::Square sq(Variant variant, const char* name) { return notation::parseSquare(variant, name); }

const core::Move& moveTo(const core::MoveList& moves, core::Square to)
{
    const auto found = std::find_if(moves.begin(), moves.end(), [to](const core::Move& m) { return m.to == to; });
    REQUIRE(found != moves.end());
    return *found;
}

} // namespace

TEST_CASE("A king's capture with several landing squares has a route through each", "[rules][routes]")
{
    const auto v = Variant::International;
    // King a1 (46) jumps c3 (37), may land on d4, e5 or f6, then jumps g7 (19) to h8 (14).
    const core::Position p = test::position(v, "W:WK46:B37,19");
    const core::MoveList moves = test::moveList(v, p);
    const core::Move& toH8 = moveTo(moves, sq(v, "14"));
    auto routes = rules::routesOf(v, p, toH8);
    CHECK(routes.front() == rules::routeOf(toH8)); // the generator's own route first
    std::sort(routes.begin(), routes.end());
    std::vector<rules::Route> expected{
        {sq(v, "32"), sq(v, "14")}, {sq(v, "28"), sq(v, "14")}, {sq(v, "23"), sq(v, "14")}};
    std::sort(expected.begin(), expected.end());
    CHECK(routes == expected);
}

TEST_CASE("To the Last Man: two captures to one square each keep their own route", "[rules][routes]")
{
    // Forward-only captures: c1 reaches c5 over d2 and d4, or over b2 and b4.
    const auto v = Variant::ToTheLastMan;
    const core::Position p = test::position(v, "W:Wc1:Bd2,d4,b2,b4,h8");
    const core::MoveList moves = test::moveList(v, p);
    REQUIRE(moves.size() == 2);
    for (const core::Move& m : moves) {
        const auto routes = rules::routesOf(v, p, m);
        REQUIRE(routes.size() == 1);
        CHECK(routes.front().back() == sq(v, "c5"));
        const bool overD = core::contains(m.captured, sq(v, "d2"));
        CHECK(routes.front().front() == sq(v, overD ? "e3" : "a3"));
    }
}

TEST_CASE("A step has the single route of its destination", "[rules][routes]")
{
    const auto v = Variant::Polish;
    const core::Position start = rules::startPosition(v);
    const core::MoveList moves = test::moveList(v, start);
    REQUIRE_FALSE(moves.empty());
    CHECK(rules::routesOf(v, start, moves[0]) == std::vector<rules::Route>{{moves[0].to}});
}
