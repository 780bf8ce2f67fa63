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
    const app::GameSetup unnamed;
    CHECK(Texts::turn(game::Game(v, *barred), unnamed) == "Black: move 2 of 2");
    const auto over = notation::readFen(v, "B:W46:B10:D10");
    REQUIRE(over);
    CHECK(Texts::turn(game::Game(v, *over), unnamed) == "White wins: Black cannot make two moves");
    CHECK(Texts::turn(game::Game(core::Variant::Polish), unnamed) == "White to move");
}

TEST_CASE("Results name the players, and the colours when they have no names", "[app][text]")
{
    app::test::ensureApplication();
    using game::EndReason;
    using game::Outcome;
    app::GameSetup named;
    named.whiteName = "Jana";
    named.blackName = "Petr";
    const app::GameSetup unnamed;
    CHECK(Texts::result({Outcome::WhiteWins, EndReason::NoMoves}, named) == "Jana wins: Petr cannot move");
    CHECK(Texts::result({Outcome::BlackWins, EndReason::NoPieces}, named) == "Petr wins: Jana has no pieces left");
    CHECK(Texts::result({Outcome::WhiteWins, EndReason::BlackCannotMoveTwice}, named) ==
          "Jana wins: Petr cannot make two moves");
    CHECK(Texts::result({Outcome::BlackWins, EndReason::Resignation}, named) == "Petr wins: Jana resigned");
    CHECK(Texts::result({Outcome::WhiteWins, EndReason::TimeForfeit}, named) == "Jana wins: Petr ran out of time");
    CHECK(Texts::result({Outcome::Draw, EndReason::Agreement}, named) == "Draw by agreement");
    CHECK(Texts::result({Outcome::WhiteWins, EndReason::NoMoves}, unnamed) == "White wins: Black cannot move");
    CHECK(Texts::result({Outcome::BlackWins, EndReason::TimeForfeit}, unnamed) == "Black wins: White ran out of time");
    // One name is enough to name both: the other player is his colour.
    app::GameSetup one;
    one.blackName = "Petr";
    CHECK(Texts::result({Outcome::BlackWins, EndReason::Resignation}, one) == "Petr wins: White resigned");
}
