// The game keeps what is written beside each action — a file's annotations
// and the time its player had left — with the action itself, through undo,
// redo and playing on from an earlier point (truncate), so that nothing
// else has to keep them in step with the history.

#include <draughts/game/game.hpp>
#include <draughts/notation/move_text.hpp>

#include <catch2/catch.hpp>

#include <optional>
#include <vector>

using namespace draughts;

namespace {

void play(game::Game& game, const char* text)
{
    const auto move = notation::parseMove(game.variant(), text, game.permittedMoves());
    REQUIRE(move);
    REQUIRE(game.play(*move));
}

game::PlyNotes comment(const char* text)
{
    game::PlyNotes notes;
    notes.comment = text;
    return notes;
}

// The time left after each action, in order.
std::vector<std::optional<std::int64_t>> timesLeft(const game::Game& game)
{
    std::vector<std::optional<std::int64_t>> times;
    for (const game::HistoryEntry& entry : game.history())
        times.push_back(entry.timeLeft);
    return times;
}

} // namespace

TEST_CASE("the notes of each place stay with their action through truncate, undo and redo", "[game][notes][undo]")
{
    game::Game game(core::Variant::Polish); // White begins
    play(game, "36-31");
    play(game, "12-17");
    game.setNotes(0, comment("start"));
    game.setNotes(1, comment("after one"));
    game.setNotes(2, comment("after two"));
    CHECK(game.notes(0).comment == "start");
    CHECK(game.notes(1).comment == "after one");
    CHECK(game.history()[1].notes.comment == "after two");
    CHECK(game.notes(5).empty());

    // Playing on from the position after one action drops the later note...
    game.truncate(1);
    CHECK(game.notes(2).empty());
    play(game, "11-16");
    CHECK(game.notes(2).empty());
    // ...and brings it back with the dropped actions.
    game.undo();
    game.undo();
    REQUIRE(game.history().size() == 2);
    CHECK(game.notes(2).comment == "after two");

    // Undone, a note waits for the redo.
    game.undo();
    CHECK(game.notes(2).empty());
    game.redo();
    CHECK(game.notes(2).comment == "after two");

    // A new action after an undone one starts without the old one's note.
    game.undo();
    play(game, "11-16");
    CHECK(game.notes(2).empty());
    CHECK(game.notes(1).comment == "after one");
    CHECK(game.notes(0).comment == "start");
}

TEST_CASE("the time left after each action stays with it through undo, redo and truncate", "[game][notes][clock]")
{
    using Times = std::vector<std::optional<std::int64_t>>;
    game::Game game(core::Variant::Polish);
    play(game, "36-31");
    game.setTimeLeft(0, 290'000);
    play(game, "12-17");
    game.setTimeLeft(1, 280'000);
    CHECK(timesLeft(game) == Times{290'000, 280'000});

    // Undone, a reading waits for the redo.
    game.undo();
    CHECK(timesLeft(game) == Times{290'000});
    game.redo();
    CHECK(timesLeft(game) == Times{290'000, 280'000});

    // Playing on from an earlier point drops them; undo brings them back.
    game.truncate(1);
    play(game, "11-16");
    game.setTimeLeft(1, 271'000);
    CHECK(timesLeft(game) == Times{290'000, 271'000});
    game.undo();
    game.undo();
    CHECK(timesLeft(game) == Times{290'000, 280'000});

    // An earlier point shown keeps the readings up to it.
    CHECK(timesLeft(game.upTo(1)) == Times{290'000});

    // A game without clocks records none.
    game::Game plain(core::Variant::Polish);
    play(plain, "36-31");
    CHECK(timesLeft(plain) == Times{std::nullopt});
}
