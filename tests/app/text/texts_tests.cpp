// The window's sentences about the games.

#include "app_test_support.hpp"

#include "text/texts.hpp"

#include <draughts/game/game.hpp>
#include <draughts/notation/fen.hpp>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace draughts;
using app::Texts;

TEST_CASE("The list of games names every game once, with a title and a line about it", "[app][text]")
{
    app::test::ensureApplication();
    const std::vector<core::Variant>& games = Texts::games();
    CHECK(games.size() == core::allVariants.size());
    for (core::Variant v : core::allVariants) {
        INFO(core::variantName(v));
        CHECK(std::count(games.begin(), games.end(), v) == 1);
        // In English the title is the game's own name.
        CHECK(Texts::gameTitle(v) == QString::fromUtf8(core::variantName(v).data()));
        CHECK_FALSE(Texts::gameDescription(v).isEmpty());
    }
}

TEST_CASE("The turn names the half of Black's double move, and the result once over", "[app][text]")
{
    app::test::ensureApplication();
    const auto v = core::Variant::TwentyVsTen;
    const auto barred = notation::readFen(v, "B:W31-50:B1-5,7-11:D11");
    REQUIRE(barred);
    CHECK(Texts::turn(game::Game(v, *barred)) == "Black: move 2 of 2");
    const auto over = notation::readFen(v, "B:W46:B10:D10");
    REQUIRE(over);
    CHECK(Texts::turn(game::Game(v, *over)) == "White wins: Black cannot make two moves");
    CHECK(Texts::turn(game::Game(core::Variant::Polish)) == "White to move");
}
