// ReviewState: the point of the game shown, over the game's own history.

#include "controller/review_state.hpp"

#include <draughts/notation/fen.hpp>
#include <draughts/notation/move_text.hpp>

#include <catch2/catch.hpp>

using namespace draughts;

namespace {

void play(game::Game& game, const char* text)
{
    const auto move = notation::parseMove(game.variant(), text, game.permittedMoves());
    REQUIRE(move);
    REQUIRE(game.play(*move));
}

} // namespace

TEST_CASE("ReviewState shows an earlier point of the game without changing it", "[app][review]")
{
    game::Game game(core::Variant::Polish); // White begins
    const std::string start = notation::writeFen(game.variant(), game.position());
    play(game, "36-31");
    play(game, "12-17");
    app::ReviewState review(game);
    CHECK(review.length() == 2);
    CHECK(review.shownPly() == 2);
    CHECK_FALSE(review.reviewing());
    CHECK(&review.shown() == &game);

    review.show(0);
    CHECK(review.reviewing());
    CHECK(review.shownPly() == 0);
    CHECK(notation::writeFen(game.variant(), review.shown().position()) == start);
    CHECK(game.history().size() == 2);
    review.show(7); // clamped: the latest position
    CHECK_FALSE(review.reviewing());
    review.show(1);
    play(game, "37-32"); // the game goes on elsewhere; following it shows the latest position
    review.follow();
    CHECK(review.shownPly() == 3);
}
