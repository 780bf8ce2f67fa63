// ReviewState: the point of the game shown and the annotations, over the
// game's own history.

#include "review/review_state.hpp"

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

std::vector<pdn::PlyNotes> comments(std::initializer_list<const char*> texts)
{
    std::vector<pdn::PlyNotes> notes;
    for (const char* text : texts) {
        pdn::PlyNotes note;
        note.comment = text;
        notes.push_back(note);
    }
    return notes;
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

TEST_CASE("ReviewState keeps the annotations in step with the game", "[app][review]")
{
    game::Game game(core::Variant::Polish);
    play(game, "36-31");
    play(game, "12-17");
    app::ReviewState review(game);
    review.reset(comments({"start", "after one", "after two"}));
    CHECK(review.comment(1) == "after one");
    CHECK(review.comment(5).empty());
    CHECK(review.notes().size() == 3);

    // Playing on from the position after one action drops the later note...
    review.actionsDropped(1);
    game.truncate(1);
    CHECK(review.notes().size() == 2);
    CHECK(review.comment(2).empty());
    play(game, "11-16");
    review.actionAdded();
    CHECK(review.comment(2).empty());
    // ...and brings it back with the dropped actions.
    game.undo();
    game.undo();
    review.droppedRestored();
    CHECK(game.history().size() == 2);
    CHECK(review.comment(2) == "after two");

    // A new action after an undone one starts without the old one's note.
    game.undo();
    play(game, "11-16");
    review.actionAdded();
    CHECK(review.comment(2).empty());
    CHECK(review.comment(1) == "after one");
}
